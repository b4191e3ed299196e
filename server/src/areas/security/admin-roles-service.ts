/**
 * Security administration (spec 3 §6): roles, their menu items, and who administers a route. Each change writes its
 * audit row in the same transaction.
 */
import { accessChanged } from '../../auth/session-cache.ts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  ROUTE_ADMIN_PREFIX,
  SECURITY_ADMIN_MESSAGES as M,
  normalizeRoute,
  type Role,
  type RoleModule,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { roleChecks } from '../../auth/menu-permissions.ts';
import { recordAudit, type DbOrTx } from './audit.ts';

export async function listRoles(db: DbOrTx): Promise<Role[]> {
  const rows = await db
    .select({ roleId: t.roles.id, roleName: t.roles.name, userCount: count(t.userRoles.userId) })
    .from(t.roles)
    .leftJoin(t.userRoles, eq(t.userRoles.roleId, t.roles.id))
    .groupBy(t.roles.id)
    .orderBy(asc(t.roles.name));
  return rows.map((r) => ({ ...r, userCount: Number(r.userCount) }));
}

export async function createRole(db: Db, roleName: string, by: string): Promise<Role> {
  const name = roleName.trim();
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: t.roles.id })
      .from(t.roles)
      .where(eq(sql`lower(${t.roles.name})`, name.toLowerCase()));
    if (taken.length) throw new A1Error(400, M.roleExists);
    const [row] = await tx.insert(t.roles).values({ name }).returning();
    await recordAudit(tx, {
      historyType: 'Role',
      keyId: row.id,
      action: 'Create',
      changedBy: by,
      before: null,
      after: { roleName: name },
    });
    return { roleId: row.id, roleName: row.name, userCount: 0 };
  });
}

async function requireRole(db: DbOrTx, roleId: number) {
  const [role] = await db.select().from(t.roles).where(eq(t.roles.id, roleId));
  if (!role) throw new A1Error(404, M.roleNotFound);
  return role;
}

export async function roleModules(db: DbOrTx, roleId: number): Promise<RoleModule[]> {
  await requireRole(db, roleId);
  const modules = await db.select().from(t.modules).orderBy(asc(t.modules.sortOrder), asc(t.modules.id));
  const items = await db
    .select()
    .from(t.menuItems)
    .orderBy(asc(t.menuItems.moduleId), asc(t.menuItems.sortOrder), asc(t.menuItems.id));
  const granted = new Set(
    (await db.select().from(t.roleMenuItems).where(eq(t.roleMenuItems.roleId, roleId))).map((r) => r.menuItemId),
  );
  return modules.map((m) => ({
    moduleId: m.id,
    moduleName: m.name,
    items: items
      .filter((i) => i.moduleId === m.id)
      .map((i) => ({
        menuItemId: i.id,
        parentId: i.parentId,
        name: i.name,
        routeLink: i.routeLink,
        assigned: granted.has(i.id),
      })),
  }));
}

export async function assignRoleModules(db: Db, roleId: number, menuItemIds: number[], by: string) {
  const wanted = [...new Set(menuItemIds)];
  const saved = await db.transaction(async (tx) => {
    await requireRole(tx, roleId);
    if (wanted.length) {
      const known = await tx.select({ id: t.menuItems.id }).from(t.menuItems).where(inArray(t.menuItems.id, wanted));
      if (known.length !== wanted.length) throw new A1Error(400, M.unknownMenuItem);
    }
    const before = (await tx.select().from(t.roleMenuItems).where(eq(t.roleMenuItems.roleId, roleId)))
      .map((r) => r.menuItemId)
      .sort((a, b) => a - b);
    await tx.delete(t.roleMenuItems).where(eq(t.roleMenuItems.roleId, roleId));
    if (wanted.length) await tx.insert(t.roleMenuItems).values(wanted.map((menuItemId) => ({ roleId, menuItemId })));
    await recordAudit(tx, {
      historyType: 'Role',
      keyId: roleId,
      action: 'Update',
      changedBy: by,
      before: { menuItemIds: before },
      after: { menuItemIds: [...wanted].sort((a, b) => a - b) },
    });
    return roleModules(tx, roleId);
  });
  // Every instance reads menus and checks afresh (auth/access-cache.ts) before this answers.
  await accessChanged(db);
  return saved;
}

/** IsAdmin (route, appUserId): the isAdmin check, or a role administering that route (role_checks admin:<route>). */
export async function isAdminOfRoute(db: Db, userId: number, route: string): Promise<boolean> {
  const checks = (await roleChecks(db, userId)) as Set<string>;
  return checks.has('isAdmin') || checks.has(`${ROUTE_ADMIN_PREFIX}${normalizeRoute(route)}`);
}
