/**
 * Menu permissions (shell §6): the side-menu routes a user's roles grant, and the named checks their roles carry.
 * The side menu, the job dashboard and every guarded route read them from here.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CheckName } from '@a1/shared';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { accessAnswer } from './access-cache.ts';

/** The routes of every side-menu entry the user's roles grant (all modules). */
export async function permittedRoutes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ route: t.menuItems.routeLink })
    .from(t.userRoles)
    .innerJoin(t.roleMenuItems, eq(t.roleMenuItems.roleId, t.userRoles.roleId))
    .innerJoin(t.menuItems, eq(t.menuItems.id, t.roleMenuItems.menuItemId))
    .where(eq(t.userRoles.userId, userId));
  return rows.map((r) => r.route);
}

/** The named checks (isAdmin, financeAdmin, …) the user's roles carry: rows of role_checks. */
export async function roleChecks(db: Db, userId: number): Promise<Set<CheckName>> {
  const rows = await db
    .selectDistinct({ name: t.roleChecks.checkName })
    .from(t.userRoles)
    .innerJoin(t.roleChecks, eq(t.roleChecks.roleId, t.userRoles.roleId))
    .where(eq(t.userRoles.userId, userId));
  return new Set(rows.map((r) => r.name as CheckName));
}

/** `permittedRoutes` through the instance's access cache: what a request asks. */
export const userRoutes = (db: Db, request: FastifyRequest, userId: number) =>
  accessAnswer(request, userId, 'routes', () => permittedRoutes(db, userId));

/** `roleChecks` through the instance's access cache: what a request asks. */
export const userChecks = (db: Db, request: FastifyRequest, userId: number) =>
  accessAnswer(request, userId, 'checks', () => roleChecks(db, userId));

/** Whether the user's roles carry the check `name` (a CheckName, or a stored one such as action:<key>), cached. */
export const userHasCheck = async (db: Db, request: FastifyRequest, userId: number, name: string): Promise<boolean> =>
  ((await userChecks(db, request, userId)) as ReadonlySet<string>).has(name);
