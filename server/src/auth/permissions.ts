/**
 * Server-side permission checks (shell §6; design §4): the same pure `canAccess` the web guard uses,
 * over the routes of the user's side menu (their roles' menu items). Hiding a menu entry is not security:
 * an area guards its endpoints with `requirePermission('<route of the screen>')`.
 *
 *   app.get('/Users', { preHandler: requirePermission(db, 'security/users'), schema }, handler)
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canAccess, SERVER_MESSAGES } from '@a1/shared';
import { menuRoutes } from '@a1/shared/rules/sign-in';
import type { Db } from '../db/client.ts';
import { A1Error } from '../http/errors.ts';
import { currentUser } from '../http/context.ts';
import { sideMenu } from '../areas/security/menu-service.ts';

/** The permitted side-menu routes of a user (every module). */
export async function permittedRoutes(db: Db, userId: number): Promise<string[]> {
  return menuRoutes(await sideMenu(db, userId));
}

/** Throws 403 unless the signed-in user may open `route`. Administrators are not exempt: roles decide. */
export async function assertPermission(db: Db, request: FastifyRequest, route: string): Promise<void> {
  const user = currentUser(request);
  // Loaded once per request, whatever the number of checks.
  const cached = (request as FastifyRequest & { a1Routes?: string[] }).a1Routes;
  const routes = cached ?? (await permittedRoutes(db, user.userId));
  (request as FastifyRequest & { a1Routes?: string[] }).a1Routes = routes;
  if (!canAccess(routes, { resource: route })) throw new A1Error(403, SERVER_MESSAGES.forbidden);
}

/** A route option: `preHandler: requirePermission(db, 'kanban/project/grid-view')`. */
export function requirePermission(db: Db, route: string): preHandlerAsyncHookHandler {
  return async (request) => assertPermission(db, request, route);
}
