/** Main menu (modules) and side menu (per-module entries) a user reaches through their roles. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { MainModule, MenuEntry } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

async function permittedMenuItems(db: Db, userId: number) {
  return db
    .selectDistinct({ item: t.menuItems, module: t.modules })
    .from(t.userRoles)
    .innerJoin(t.roleMenuItems, eq(t.roleMenuItems.roleId, t.userRoles.roleId))
    .innerJoin(t.menuItems, eq(t.menuItems.id, t.roleMenuItems.menuItemId))
    .innerJoin(t.modules, eq(t.modules.id, t.menuItems.moduleId))
    .where(eq(t.userRoles.userId, userId))
    .orderBy(asc(t.modules.sortOrder), asc(t.menuItems.sortOrder), asc(t.menuItems.id));
}

const toMainModule = (m: typeof t.modules.$inferSelect): MainModule => ({
  moduleId: m.id,
  moduleName: m.name,
  moduleIcon: m.icon,
  routeLink: m.routeLink,
});

export async function mainMenu(db: Db, userId: number, all: boolean): Promise<MainModule[]> {
  if (all) return (await db.select().from(t.modules).orderBy(asc(t.modules.sortOrder))).map(toMainModule);
  const seen = new Map<number, MainModule>();
  for (const row of await permittedMenuItems(db, userId))
    if (!seen.has(row.module.id)) seen.set(row.module.id, toMainModule(row.module));
  return [...seen.values()];
}

/** The side menu as a tree: top entries with their sub-menus; optionally one main module only. */
export async function sideMenu(db: Db, userId: number, mainModuleId?: number): Promise<MenuEntry[]> {
  const rows = (await permittedMenuItems(db, userId)).filter(
    (r) => mainModuleId === undefined || r.module.id === mainModuleId,
  );
  const entries = new Map<number, MenuEntry>();
  for (const { item, module } of rows) {
    entries.set(item.id, {
      moduleId: module.id,
      moduleName: item.name,
      moduleIcon: item.icon,
      routeLink: item.routeLink,
      parentModule: module.name,
      isDialog: item.isDialog,
      subMenu: [],
    });
  }
  const top: MenuEntry[] = [];
  for (const { item } of rows) {
    const entry = entries.get(item.id)!;
    const parent = item.parentId ? entries.get(item.parentId) : undefined;
    if (parent) parent.subMenu.push(entry);
    else top.push(entry);
  }
  return top;
}

export async function moduleIdByName(db: Db, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  return (await db.select({ id: t.modules.id }).from(t.modules).where(inArray(t.modules.name, names))).map((r) => r.id);
}
