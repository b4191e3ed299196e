/** Security administration (spec 3 §6): manager overrides, their log and their reasons. Each change writes its audit row in the same transaction. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  SECURITY_ADMIN_MESSAGES as M,
  type ManagerOverride,
  type ManagerOverrideLogEntry,
  type ManagerOverrideReason,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { recordAudit } from './audit.ts';

const toLogEntry = (r: {
  log: typeof t.managerOverrideLogs.$inferSelect;
  userFullName: string;
}): ManagerOverrideLogEntry => ({
  id: r.log.id,
  appUserId: r.log.appUserId,
  userFullName: r.userFullName,
  overrideAction: r.log.overrideAction,
  overrideReason: r.log.overrideReason,
  createdBy: r.log.createdBy,
  createdOn: r.log.createdOn.toISOString(),
});

export async function listOverrideLog(db: Db, id?: number): Promise<ManagerOverrideLogEntry[]> {
  const rows = await db
    .select({ log: t.managerOverrideLogs, userFullName: t.users.fullName })
    .from(t.managerOverrideLogs)
    .innerJoin(t.users, eq(t.users.id, t.managerOverrideLogs.appUserId))
    .where(id === undefined ? undefined : eq(t.managerOverrideLogs.id, id))
    .orderBy(desc(t.managerOverrideLogs.createdOn), desc(t.managerOverrideLogs.id));
  return rows.map(toLogEntry);
}

export async function logOverride(db: Db, override: ManagerOverride, by: string): Promise<ManagerOverrideLogEntry> {
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, override.appUserId));
  if (!user) throw new A1Error(404, M.userNotFound);
  const [row] = await db
    .insert(t.managerOverrideLogs)
    .values({
      appUserId: override.appUserId,
      overrideAction: override.overrideAction.trim(),
      overrideReason: override.overrideReason.trim(),
      createdBy: by,
    })
    .returning();
  return (await listOverrideLog(db, row.id))[0];
}

export async function listOverrideReasons(db: Db): Promise<ManagerOverrideReason[]> {
  const rows = await db.select().from(t.managerOverrideReasons).orderBy(asc(t.managerOverrideReasons.reason));
  return rows.map((r) => ({ overrideId: r.id, reason: r.reason }));
}

export async function addOverrideReason(db: Db, reason: string, by: string): Promise<ManagerOverrideReason> {
  const text = reason.trim();
  return db.transaction(async (tx) => {
    const taken = await tx
      .select()
      .from(t.managerOverrideReasons)
      .where(eq(sql`lower(${t.managerOverrideReasons.reason})`, text.toLowerCase()));
    if (taken.length) throw new A1Error(400, M.reasonExists);
    const [row] = await tx.insert(t.managerOverrideReasons).values({ reason: text }).returning();
    await recordAudit(tx, {
      historyType: 'ManagerOverrideReason',
      keyId: row.id,
      action: 'Create',
      changedBy: by,
      before: null,
      after: { reason: text },
    });
    return { overrideId: row.id, reason: row.reason };
  });
}

export async function deleteOverrideReason(db: Db, overrideId: number, by: string): Promise<true> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(t.managerOverrideReasons)
      .where(eq(t.managerOverrideReasons.id, overrideId))
      .returning();
    if (!row) throw new A1Error(404, M.reasonNotFound);
    await recordAudit(tx, {
      historyType: 'ManagerOverrideReason',
      keyId: row.id,
      action: 'Delete',
      changedBy: by,
      before: { reason: row.reason },
      after: null,
    });
    return true as const;
  });
}
