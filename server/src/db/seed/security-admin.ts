/**
 * Security administration demo data: the roles that carry the yes/no checks of spec 3 §6, override reasons and a
 * few logged overrides, and the administration screens of the Security module (translations, overrides).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

/** Roles added for the yes/no checks, with the checks they carry (role_checks rows). */
const CHECK_ROLES: Record<string, string[]> = {
  'Global User': ['globalUser'],
  'Customer Care': ['customerCare'],
  Transportation: ['transportation'],
  'Transportation Admin': ['transportation', 'transportationAdmin'],
  'Put To Light Admin': ['putToLightAdmin'],
  'Operations Superuser': ['operationsSuperuser', 'action:job.close', 'action:job.void'],
  'Pricing Admin': ['pricingAdmin'],
  Courier: ['courier'],
};
/** Checks added to roles of the base seed. */
const EXTRA_CHECKS: Record<string, string[]> = {
  Administrator: ['systemAdmin', 'action:job.close', 'action:job.void', 'action:user.manage', 'aimbanAdmin'],
  'Finance Admin': ['action:job.financeClose'],
  Operations: ['action:job.close'],
};
/** Demo accounts that hold the new roles. */
const HOLDERS: Record<string, string[]> = {
  'global.ops@a1demo.com': ['Global User', 'Operations Superuser'],
  'new.hire@a1demo.com': ['Customer Care'],
  'ops.manager@a1demo.com': ['Transportation Admin', 'Put To Light Admin'],
};

export const OVERRIDE_REASONS = [
  'Customer requested expedite',
  'Carrier capacity exception',
  'Approved by operations manager',
  'System outage workaround',
  'Billing correction',
];

/** Security module screens our administration adds (the spec shows no menu entries for them). */
export const SECURITY_ADMIN_MENU = [
  { name: 'Translations', icon: 'Translate', route: 'security/translations' },
  { name: 'Manager Overrides', icon: 'Gavel', route: 'security/manager-overrides' },
];

export async function seedSecurityAdmin(db: Db): Promise<void> {
  const roleRows = await db
    .insert(t.roles)
    .values(Object.keys(CHECK_ROLES).map((name) => ({ name })))
    .returning();
  const all = await db.select().from(t.roles);
  const roleId = new Map(all.map((r) => [r.name, r.id]));
  const checks = [
    ...roleRows.flatMap((r) => CHECK_ROLES[r.name].map((checkName) => ({ roleId: r.id, checkName }))),
    ...Object.entries(EXTRA_CHECKS).flatMap(([role, names]) =>
      roleId.has(role) ? names.map((checkName) => ({ roleId: roleId.get(role)!, checkName })) : [],
    ),
  ];
  await db.insert(t.roleChecks).values(checks).onConflictDoNothing();

  const users = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, Object.keys(HOLDERS)));
  const holds = users.flatMap((u) => HOLDERS[u.email].map((role) => ({ userId: u.id, roleId: roleId.get(role)! })));
  if (holds.length) await db.insert(t.userRoles).values(holds).onConflictDoNothing();

  await db.insert(t.managerOverrideReasons).values(OVERRIDE_REASONS.map((reason) => ({ reason })));
  const ops = users.find((u) => u.email === 'ops.manager@a1demo.com');
  if (ops)
    await db.insert(t.managerOverrideLogs).values([
      {
        appUserId: ops.id,
        overrideAction: 'Release job on hold',
        overrideReason: OVERRIDE_REASONS[0],
        createdBy: 'admin@a1demo.com',
      },
      {
        appUserId: ops.id,
        overrideAction: 'Re-open closed job',
        overrideReason: OVERRIDE_REASONS[4],
        createdBy: 'admin@a1demo.com',
      },
    ]);

  const [security] = await db.select().from(t.modules).where(eq(t.modules.name, 'Security'));
  const admin = roleId.get('Administrator');
  if (!security || !admin) return;
  const [{ max }] = await db
    .select({ max: sql<number>`coalesce(max(${t.menuItems.sortOrder}), 0)::int` })
    .from(t.menuItems)
    .where(eq(t.menuItems.moduleId, security.id));
  const items = await db
    .insert(t.menuItems)
    .values(
      SECURITY_ADMIN_MENU.map((m, i) => ({
        moduleId: security.id,
        name: m.name,
        icon: m.icon,
        routeLink: m.route,
        sortOrder: max + 1 + i,
      })),
    )
    .returning();
  await db.insert(t.roleMenuItems).values(items.map((item) => ({ roleId: admin, menuItemId: item.id })));
}
