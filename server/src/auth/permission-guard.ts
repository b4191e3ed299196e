/**
 * Default deny (design §4): every /api route must be registered from a contract entry, which names its
 * permission; a route without one stops the server at start. One hook enforces the entry's permission before
 * the input is even validated, so a caller without the permission learns nothing about the route's schema.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, canAccess, SERVER_MESSAGES, type CallSpec, type Permission } from '@a1/shared';
import type { Db } from '../db/client.ts';
import { A1Error } from '../http/errors.ts';
import { currentUser } from '../http/context.ts';
import { userHasCheck, userRoutes } from './menu-permissions.ts';

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

/** Throws 403 unless the signed-in caller holds the permission. Administrators are not exempt: roles decide. */
export async function assertPermission(db: Db, request: FastifyRequest, permission: Permission): Promise<void> {
  if (permission.kind === 'public' || permission.kind === 'signedIn') return;
  const user = currentUser(request);
  if (permission.kind === 'check') {
    const granted =
      permission.name === 'internal' ? user.isInternal : await userHasCheck(db, request, user.userId, permission.name);
    if (granted) return;
    throw new A1Error(403, permission.name === 'isAdmin' ? SERVER_MESSAGES.adminOnly : SERVER_MESSAGES.forbidden);
  }
  const routes = await userRoutes(db, request, user.userId);
  if (!permission.routes.some((resource) => canAccess(routes, { resource }))) {
    throw new A1Error(403, SERVER_MESSAGES.forbidden);
  }
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
