/** Pure rules of the sign-in flow, the session timers and permissions (shell §4, §6). */
import { IDLE_TIMEOUT_MS } from '../constants/limits.ts';
import type { LoginUser, MenuEntry } from '../contract/auth.ts';

export type LoginStep = 'usernameUpdate' | 'passwordUpdate' | 'done';

/** After a login (shell §4 step 3): username update first, then password update, then the session. */
export function nextLoginStep(user: Pick<LoginUser, 'changeUsername' | 'changePassword'>): LoginStep {
  if (user.changeUsername) return 'usernameUpdate';
  if (user.changePassword) return 'passwordUpdate';
  return 'done';
}

/** Popup sign-in (shell §4 step 4): the account must be the e-mail entered, ignoring case. */
export function accountsMatch(entered: string, returned: string | null | undefined): boolean {
  return !!returned && entered.trim().toLowerCase() === returned.trim().toLowerCase();
}

/** Idle sign-out (shell §4 Timers): strictly more than 2 hours since the last touch, click or key. */
export const isIdle = (lastActivity: number, now: number, limit = IDLE_TIMEOUT_MS): boolean =>
  now - lastActivity > limit;

/** The version check is skipped on localhost (shell §4 Timers); 127.0.0.1 is a different host name. */
export const isLocalhost = (hostname: string): boolean => hostname.toLowerCase() === 'localhost';

/** A new version exists when the build time is later than the first one seen. */
export function isNewerBuild(first: string | undefined, current: string | undefined): boolean {
  if (!first || !current) return false;
  const a = Date.parse(first);
  const b = Date.parse(current);
  return Number.isFinite(a) && Number.isFinite(b) ? b > a : false;
}

/** The permitted side-menu list: every route link of the menu tree, sub-menus included, once each. */
export function menuRoutes(entries: readonly MenuEntry[]): string[] {
  const out = new Set<string>();
  const walk = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (entry.routeLink) out.add(entry.routeLink);
      walk(entry.subMenu ?? []);
    }
  };
  walk(entries);
  return [...out];
}

/** Where to go after sign-in: only a path of this app (never another site), default /home. */
export function safeReturnUrl(candidate: string | null | undefined, fallback = '/home'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/login'))
    return fallback;
  return candidate;
}
