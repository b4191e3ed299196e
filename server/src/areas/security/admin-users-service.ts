/**
 * Security administration (spec 3 §6): departments and users, their locations and roles, and their sessions. Each change
 * writes its audit row in the same transaction.
 */
import { accessChanged, sessionsChanged } from '../../auth/session-cache.ts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  SECURITY_ADMIN_MESSAGES as M,
  defaultLocationOf,
  type AdminUser,
  type Department,
  type UserCreate,
  type UserUpdate,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { atVersion, requireWritten } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { recordAudit, type DbOrTx } from './audit.ts';

export async function listDepartments(db: DbOrTx): Promise<Department[]> {
  const rows = await db.select().from(t.departments).orderBy(asc(t.departments.name));
  return rows.map((d) => ({ departmentId: d.id, departmentName: d.name }));
}

async function loadUsers(db: DbOrTx, userId?: number): Promise<AdminUser[]> {
  const rows = await db
    .select({ user: t.users, departmentName: t.departments.name, subsidiaryName: t.subsidiaries.name })
    .from(t.users)
    .leftJoin(t.departments, eq(t.departments.id, t.users.departmentId))
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.users.subsidiaryId))
    .where(userId === undefined ? undefined : eq(t.users.id, userId))
    .orderBy(asc(t.users.fullName), asc(t.users.id));
  const ids = rows.map((r) => r.user.id);
  if (!ids.length) return [];
  const locs = await db.select().from(t.userLocations).where(inArray(t.userLocations.userId, ids));
  const roles = await db
    .select({ userId: t.userRoles.userId, roleId: t.roles.id, roleName: t.roles.name })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(inArray(t.userRoles.userId, ids))
    .orderBy(asc(t.roles.name));
  return rows.map(({ user, departmentName, subsidiaryName }) => {
    const mine = locs.filter((l) => l.userId === user.id).sort((a, b) => a.locationId - b.locationId);
    const held = roles.filter((r) => r.userId === user.id);
    return {
      appUserId: user.id,
      fullName: user.fullName,
      email: user.email,
      departmentId: user.departmentId,
      departmentName: departmentName ?? null,
      subsidiaryId: user.subsidiaryId,
      subsidiaryName,
      locationIds: mine.map((l) => l.locationId),
      defaultLocationId: mine.find((l) => l.isDefault)?.locationId ?? null,
      roleIds: held.map((r) => r.roleId),
      roleNames: held.map((r) => r.roleName),
      isInternal: user.isInternal,
      isInternalSecure: user.isInternalSecure,
      isEnabled: user.isEnabled,
      createdOn: user.createdOn.toISOString(),
      version: user.version,
    };
  });
}

export const listUsers = (db: Db) => loadUsers(db);

export async function getUser(db: DbOrTx, appUserId: number): Promise<AdminUser> {
  const [user] = await loadUsers(db, appUserId);
  if (!user) throw new A1Error(404, M.userNotFound);
  return user;
}

type UserFields = Omit<UserUpdate, 'appUserId'>;

async function checkReferences(db: DbOrTx, fields: UserFields, appUserId?: number) {
  const email = fields.email.trim().toLowerCase();
  const taken = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(
      and(
        sql`(lower(${t.users.email}) = ${email} or lower(${t.users.username}) = ${email})`,
        appUserId ? ne(t.users.id, appUserId) : undefined,
      ),
    );
  if (taken.length) throw new A1Error(400, M.emailTaken);
  if (fields.departmentId != null) {
    const d = await db.select().from(t.departments).where(eq(t.departments.id, fields.departmentId));
    if (!d.length) throw new A1Error(400, M.unknownDepartment);
  }
  const s = await db.select().from(t.subsidiaries).where(eq(t.subsidiaries.id, fields.subsidiaryId));
  if (!s.length) throw new A1Error(400, M.unknownSubsidiary);
  const locationIds = [...new Set(fields.locationIds)];
  if (locationIds.length) {
    const l = await db.select({ id: t.locations.id }).from(t.locations).where(inArray(t.locations.id, locationIds));
    if (l.length !== locationIds.length) throw new A1Error(400, M.unknownLocation);
  }
  if (fields.defaultLocationId != null && !locationIds.includes(fields.defaultLocationId))
    throw new A1Error(400, M.defaultLocationNotListed);
  const roleIds = [...new Set(fields.roleIds)];
  if (roleIds.length) {
    const r = await db.select({ id: t.roles.id }).from(t.roles).where(inArray(t.roles.id, roleIds));
    if (r.length !== roleIds.length) throw new A1Error(400, M.unknownRole);
  }
  return { email, locationIds, roleIds };
}

async function writeLinks(db: DbOrTx, userId: number, fields: UserFields, locationIds: number[], roleIds: number[]) {
  await db.delete(t.userLocations).where(eq(t.userLocations.userId, userId));
  await db.delete(t.userRoles).where(eq(t.userRoles.userId, userId));
  const defaultId = defaultLocationOf(locationIds, fields.defaultLocationId);
  if (locationIds.length)
    await db
      .insert(t.userLocations)
      .values(locationIds.map((locationId) => ({ userId, locationId, isDefault: locationId === defaultId })));
  if (roleIds.length) await db.insert(t.userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Ends every live session of a user at once (a disabled user, a password reset by an administrator). */
export async function endUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(t.sessions)
    .set({ endedOn: new Date() })
    .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.endedOn)));
}

const audited = (u: AdminUser) => {
  const { createdOn: _c, departmentName: _d, subsidiaryName: _s, roleNames: _r, version: _v, ...rest } = u;
  return { ...rest, roleNames: u.roleNames };
};

export async function createUser(db: Db, body: UserCreate, by: string): Promise<AdminUser> {
  const created = await db.transaction(async (tx) => {
    const { email, locationIds, roleIds } = await checkReferences(tx, body);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${t.users.kanbanUserId}), 10000)::int + 1` })
      .from(t.users);
    const [row] = await tx
      .insert(t.users)
      .values({
        kanbanUserId: next,
        email,
        username: email,
        fullName: body.fullName.trim(),
        passwordHash: body.password ? await hashPassword(body.password) : null,
        departmentId: body.departmentId,
        subsidiaryId: body.subsidiaryId,
        isInternal: body.isInternal,
        isInternalSecure: body.isInternalSecure,
        isEnabled: body.isEnabled,
      })
      .returning();
    await writeLinks(tx, row.id, body, locationIds, roleIds);
    const user = await getUser(tx, row.id);
    await recordAudit(tx, {
      historyType: 'User',
      keyId: row.id,
      action: 'Create',
      changedBy: by,
      before: null,
      after: audited(user),
    });
    return user;
  });
  await accessChanged(db);
  return created;
}

export async function updateUser(db: Db, body: UserUpdate, by: { userId: number; email: string }): Promise<AdminUser> {
  if (body.appUserId === by.userId && !body.isEnabled) throw new A1Error(400, M.ownAccount);
  const saved = await db.transaction(async (tx) => {
    const before = await getUser(tx, body.appUserId);
    const { email, locationIds, roleIds } = await checkReferences(tx, body, body.appUserId);
    const written = await tx
      .update(t.users)
      .set({
        email,
        username: email,
        fullName: body.fullName.trim(),
        departmentId: body.departmentId,
        subsidiaryId: body.subsidiaryId,
        isInternal: body.isInternal,
        isInternalSecure: body.isInternalSecure,
        isEnabled: body.isEnabled,
        // Every save through the dialog is a change of the user (roles and locations live in other tables).
        modifiedBy: by.userId,
      })
      .where(atVersion(t.users, body.appUserId, body.version))
      .returning({ id: t.users.id });
    await requireWritten(tx, t.users, body.appUserId, body.version, written);
    await writeLinks(tx, body.appUserId, body, locationIds, roleIds);
    if (!body.isEnabled) await endUserSessions(tx, body.appUserId);
    const after = await getUser(tx, body.appUserId);
    await recordAudit(tx, {
      historyType: 'User',
      keyId: body.appUserId,
      action: 'Update',
      changedBy: by.email,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  // The session cache of every instance forgets the user's sessions (after the commit): a disabled user's end, and a
  // flag to change the password or user name takes effect on the sessions still open.
  await sessionsChanged(db, { userId: body.appUserId });
  // Roles and locations may have changed: every instance reads them afresh (auth/access-cache.ts).
  await accessChanged(db);
  return saved;
}

/** After ChangePasswordAdmin: the user's sessions end and the reset is audited (never the password itself). */
export async function afterAdminPasswordReset(db: Db, userId: number, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    await endUserSessions(tx, userId);
    await recordAudit(tx, {
      historyType: 'User',
      keyId: userId,
      action: 'Password reset',
      changedBy: by,
      before: null,
      after: null,
    });
  });
  await sessionsChanged(db, { userId });
}
