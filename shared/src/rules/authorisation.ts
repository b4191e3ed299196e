/**
 * The server's authorisation rule (design §3 "Authorisation is the server's own rule"): whether a caller may make a
 * call, decided from the caller's roles and flags alone. It is not the browser's guard (`canAccess` in access.ts):
 * the guard's skip list and "no stored list means allowed" (shell §6) decide navigation and are never read here.
 * In doubt, it denies.
 */
import type { Permission } from '../contract/call.ts';
import { normalizeRoute } from './access.ts';

/** What the server knows of the caller, all from the database: the user's flags and what their roles grant. */
export interface Caller {
  /** The side-menu routes the user's roles grant (role_menu_items); a user without roles has none. */
  readonly routes: readonly string[];
  /** The named checks the user's roles carry (role_checks). */
  readonly checks: ReadonlySet<string>;
  readonly isInternal: boolean;
  /** The user must change the password or the user name before anything else (shell §4 step 3). */
  readonly pendingChange: boolean;
}

/** Why a call was refused: what the 403's message says. */
export type Refusal = 'pendingChange' | 'adminOnly' | 'forbidden';

/** Undefined when the caller may make a call of this permission, else why not. Public calls need no caller. */
export function refusal(permission: Permission, caller: Caller): Refusal | undefined {
  if (permission.kind === 'public') return undefined;
  if (caller.pendingChange)
    return permission.kind === 'signedIn' && permission.whilePending ? undefined : 'pendingChange';
  switch (permission.kind) {
    case 'signedIn':
      return undefined;
    case 'check': {
      const granted = permission.name === 'internal' ? caller.isInternal : caller.checks.has(permission.name);
      if (granted) return undefined;
      return permission.name === 'isAdmin' ? 'adminOnly' : 'forbidden';
    }
    case 'menu': {
      if (permission.staff && !caller.isInternal) return 'forbidden';
      const granted = new Set(caller.routes.map(normalizeRoute));
      return permission.routes.some((route) => granted.has(normalizeRoute(route))) ? undefined : 'forbidden';
    }
    default:
      // A permission kind this rule does not know: deny.
      return 'forbidden';
  }
}

export const serverGrants = (permission: Permission, caller: Caller): boolean =>
  refusal(permission, caller) === undefined;
