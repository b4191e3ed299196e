/** The demo organisation: subsidiaries, locations, departments, roles with their checks, modules and menus, users. */
import * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import * as c from './catalog.ts';
import type { SeedRun, SeedStaff } from './seed-run.ts';

export const FIRST_USER_ID = 3780;

export async function seedOrganisation({ db, size }: SeedRun, passwordHash: string): Promise<SeedStaff> {
  await db.insert(t.subsidiaries).values(c.SUBSIDIARIES);
  await db.insert(t.locations).values(c.LOCATIONS);
  await db.insert(t.departments).values(c.DEPARTMENTS.map((name, i) => ({ id: i + 1, name })));
  const departmentId = (name: string) => c.DEPARTMENTS.indexOf(name) + 1;
  await db.insert(t.roles).values(c.ROLES.map((name, i) => ({ id: i + 1, name })));
  const roleId = (name: string) => c.ROLES.indexOf(name) + 1;
  await db
    .insert(t.roleChecks)
    .values(
      Object.entries(c.ROLE_CHECKS).flatMap(([role, checks]) =>
        checks.map((checkName) => ({ roleId: roleId(role), checkName })),
      ),
    );

  // Modules, menus, and the per-role permissions on them.
  let menuId = 0;
  const menuRows: t.MenuItemInsert[] = [];
  const moduleMenuIds = new Map<string, number[]>();
  c.MODULES.forEach((module, m) => {
    const ids: number[] = [];
    module.menu.forEach((entry, i) => {
      const parentId = ++menuId;
      ids.push(parentId);
      menuRows.push({
        id: parentId,
        moduleId: m + 1,
        name: entry.name,
        icon: entry.icon,
        routeLink: entry.route,
        isDialog: !!entry.dialog,
        sortOrder: i,
      });
      entry.children?.forEach((child, j) => {
        const id = ++menuId;
        ids.push(id);
        menuRows.push({
          id,
          moduleId: m + 1,
          parentId,
          name: child.name,
          icon: child.icon,
          routeLink: child.route,
          isDialog: !!child.dialog,
          sortOrder: j,
        });
      });
    });
    moduleMenuIds.set(module.name, ids);
  });
  await db
    .insert(t.modules)
    .values(c.MODULES.map((m, i) => ({ id: i + 1, name: m.name, icon: m.icon, routeLink: m.route, sortOrder: i })));
  await db.insert(t.menuItems).values(menuRows);
  const roleMenuRows = Object.entries(c.ROLE_MODULES).flatMap(([role, moduleNames]) =>
    moduleNames.flatMap((name) =>
      (moduleMenuIds.get(name) ?? []).map((menuItemId) => ({ roleId: roleId(role), menuItemId })),
    ),
  );
  await db.insert(t.roleMenuItems).values(roleMenuRows);

  // Users: the README accounts first, then generated staff up to the target size.
  const userRows: t.UserInsert[] = [];
  const userRoleRows: Array<{ userId: number; roleId: number }> = [];
  const userLocationRows: Array<{ userId: number; locationId: number; isDefault: boolean }> = [];
  const locationsOf = (subsidiary: string) =>
    c.LOCATIONS.filter((l) => l.subsidiaryId === (subsidiary === 'USA' ? 1 : 2));
  const addUser = (
    id: number,
    a: {
      email: string;
      fullName: string;
      department: string;
      subsidiary: string;
      roles: string[];
      isInternal: boolean;
      isInternalSecure?: boolean;
      isAdmin?: boolean;
      changePassword?: boolean;
      changeUsername?: boolean;
      defaultMainModule: string;
    },
  ) => {
    userRows.push({
      id,
      kanbanUserId: id + 10000,
      email: a.email,
      username: a.email,
      fullName: a.fullName,
      passwordHash,
      departmentId: departmentId(a.department),
      subsidiaryId: a.subsidiary === 'USA' ? 1 : 2,
      isInternal: a.isInternal,
      isInternalSecure: !!a.isInternalSecure,
      isAdmin: !!a.isAdmin,
      changePassword: !!a.changePassword,
      changeUsername: !!a.changeUsername,
      defaultMainModule: a.defaultMainModule,
    });
    a.roles.forEach((r) => userRoleRows.push({ userId: id, roleId: roleId(r) }));
    const locs = a.isInternal ? locationsOf(a.subsidiary) : locationsOf(a.subsidiary).slice(0, 1);
    const defaultIndex = id % locs.length;
    locs.forEach((l, i) => userLocationRows.push({ userId: id, locationId: l.id, isDefault: i === defaultIndex }));
  };
  DEMO_ACCOUNTS.forEach((a, i) => addUser(FIRST_USER_ID + i, a));
  const staffRoles: Record<string, string> = {
    IT: 'IT Developer',
    Pricing: 'Pricing',
    Finance: 'Finance Admin',
    Operations: 'Operations',
    Sales: 'Sales',
    'Customer Service': 'Customer Service',
  };
  for (let i = DEMO_ACCOUNTS.length; i < size.users; i++) {
    const first = c.FIRST_NAMES[i % c.FIRST_NAMES.length];
    const last = c.LAST_NAMES[(i * 7) % c.LAST_NAMES.length];
    const department = c.DEPARTMENTS[i % c.DEPARTMENTS.length];
    const subsidiary = i % 4 === 0 ? 'France' : 'USA';
    const external = i % 13 === 0;
    const roles = external ? ['External Customer'] : [staffRoles[department]];
    if (department === 'IT' && i % 3 === 0) roles.push('Business Analyst');
    if (i % 11 === 0 && !external) roles.push('CRF Senior Manager Approval');
    addUser(FIRST_USER_ID + i, {
      email: `${first}.${last}${i}@${external ? 'partnerpost.example' : 'a1demo.com'}`.toLowerCase(),
      fullName: `${first} ${last}`,
      department,
      subsidiary,
      roles,
      isInternal: !external,
      defaultMainModule: external
        ? 'Search'
        : department === 'IT'
          ? 'Ticketing'
          : department === 'Finance'
            ? 'Finance'
            : 'Operations',
    });
  }
  await db.insert(t.users).values(userRows);
  await db.insert(t.userRoles).values(userRoleRows);
  await db.insert(t.userLocations).values(userLocationRows);
  const internalUsers = userRows.filter((u) => u.isInternal);
  const itUsers = userRows.filter((u) => u.departmentId === departmentId('IT'));
  return { internalUsers, itUsers };
}
