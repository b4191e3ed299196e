/**
 * Default deny (design §4): every /api route must be registered from a contract entry, which names its
 * permission; a route without one stops the server at start. One hook enforces the entry's permission before
 * the input is even validated, so a caller without the permission learns nothing about the route's schema.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, refusal, SERVER_MESSAGES, type CallSpec, type Caller, type Permission } from '@a1/shared';
import type { Db } from '../db/client.ts';
import { A1Error } from '../http/errors.ts';
import { currentUser } from '../http/context.ts';
import { userChecks, userRoutes } from './menu-permissions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route was registered from (http/route.ts). */
    a1Call?: CallSpec;
  }
  interface FastifyInstance {
    /** Every /api/A1 route as Fastify registered it, with its entry: what the route walker checks. */
    a1Routes: { method: string; url: string; entry: CallSpec }[];
  }
}

const apiPrefix = `${API_BASE.toLowerCase()}/`;

/** The contract entry of the route a request matched; undefined for an unknown path. */
export const callOf = (request: FastifyRequest): CallSpec | undefined => request.routeOptions.config?.a1Call;

/**
 * Throws 403 unless the signed-in caller holds the permission, decided by `refusal` (shared/src/rules/authorisation.ts)
 * from the caller's roles and flags alone. Administrators are not exempt: roles decide.
 */
export async function assertPermission(db: Db, request: FastifyRequest, permission: Permission): Promise<void> {
  if (permission.kind === 'public') return;
  const user = currentUser(request);
  const caller: Caller = {
    // Only what the permission asks for is loaded (both through the instance's access cache).
    routes: permission.kind === 'menu' ? await userRoutes(db, request, user.userId) : [],
    checks: permission.kind === 'check' ? await userChecks(db, request, user.userId) : new Set(),
    isInternal: user.isInternal,
    pendingChange: user.pendingChange,
  };
  const why = refusal(permission, caller);
  if (why) throw new A1Error(403, SERVER_MESSAGES[why]);
}

export const permissionGuard = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorate('a1Routes', []);
  app.addHook('onRoute', (options) => {
    const url = options.url ?? '';
    if (!url.toLowerCase().startsWith(apiPrefix) || options.method === 'HEAD') return;
    const entry = options.config?.a1Call;
    if (!entry?.permission) {
      throw new Error(`${String(options.method)} ${url} declares no permission: register it from a contract entry.`);
    }
    for (const method of [options.method].flat()) app.a1Routes.push({ method, url, entry });
  });
  app.addHook('preValidation', async (request) => {
    const entry = callOf(request);
    if (entry) await assertPermission(db, request, entry.permission);
  });
});
