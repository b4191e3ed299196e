/** Dimension settings (one row, versioned) and saved filters (per user or shared; tokens kept as typed). */
import { and, asc, eq, or } from 'drizzle-orm';
import { PROBLEM_MESSAGES, type DgFilterCriteria, type DimSetting, type FilterCriteria } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';

export async function dimSetting(db: Db): Promise<DimSetting> {
  const [row] = await db.select().from(t.problemDimSettings).where(eq(t.problemDimSettings.id, 1));
  const r = row ?? { divisor: 5000, maxLengthCm: 120, maxWeightKg: 30, version: 1, modifiedBy: null, modifiedOn: null };
  return {
    divisor: r.divisor,
    maxLengthCm: r.maxLengthCm,
    maxWeightKg: r.maxWeightKg,
    version: r.version,
    modifiedBy: r.modifiedBy,
    modifiedOn: r.modifiedOn ? r.modifiedOn.toISOString() : null,
  };
}

export async function saveDimSetting(
  db: Db,
  user: SessionUser,
  body: { divisor: number; maxLengthCm: number; maxWeightKg: number; version?: number },
): Promise<DimSetting> {
  const current = await dimSetting(db);
  if (body.version !== undefined && body.version !== current.version)
    throw new A1Error(
      409,
      `The dimension settings were changed by ${current.modifiedBy ?? 'someone'} at ${current.modifiedOn ?? 'an earlier time'}; reload to see them.`,
    );
  const values = {
    divisor: body.divisor,
    maxLengthCm: body.maxLengthCm,
    maxWeightKg: body.maxWeightKg,
    modifiedBy: user.email,
    modifiedOn: new Date(),
  };
  const updated = await db
    .insert(t.problemDimSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: t.problemDimSettings.id,
      set: { ...values, version: current.version + 1 },
      where: eq(t.problemDimSettings.version, current.version),
    })
    .returning();
  if (updated.length === 0)
    throw new A1Error(409, 'The dimension settings were changed meanwhile; reload to see them.');
  return dimSetting(db);
}

type Kind = 'board' | 'dg';

export async function savedFilters(db: Db, user: SessionUser, kind: Kind, filterId?: number) {
  const rows = await db
    .select({ f: t.problemSavedFilters, ownerName: t.users.fullName })
    .from(t.problemSavedFilters)
    .innerJoin(t.users, eq(t.users.id, t.problemSavedFilters.ownerId))
    .where(
      and(
        eq(t.problemSavedFilters.kind, kind),
        or(eq(t.problemSavedFilters.ownerId, user.userId), eq(t.problemSavedFilters.shared, true)),
        filterId ? eq(t.problemSavedFilters.id, filterId) : undefined,
      ),
    )
    .orderBy(asc(t.problemSavedFilters.name), asc(t.problemSavedFilters.id));
  if (filterId && rows.length === 0) throw new A1Error(404, PROBLEM_MESSAGES.filterNotFound(filterId));
  return rows.map(({ f, ownerName }) => ({
    filterId: f.id,
    name: f.name,
    shared: f.shared,
    ownerId: f.ownerId,
    ownerName,
    criteria: f.criteria as FilterCriteria & DgFilterCriteria,
    modifiedOn: f.modifiedOn.toISOString(),
  }));
}

export async function saveFilter(
  db: Db,
  user: SessionUser,
  kind: Kind,
  body: { filterId?: number | null; name: string; shared: boolean; criteria: object; deleted?: boolean },
) {
  const name = sanitizePlainText(body.name);
  if (body.filterId) {
    const [row] = await db
      .select()
      .from(t.problemSavedFilters)
      .where(and(eq(t.problemSavedFilters.id, body.filterId), eq(t.problemSavedFilters.kind, kind)));
    if (!row) throw new A1Error(404, PROBLEM_MESSAGES.filterNotFound(body.filterId));
    if (row.ownerId !== user.userId) throw new A1Error(403, PROBLEM_MESSAGES.filterNotYours);
    if (body.deleted) {
      await db.delete(t.problemSavedFilters).where(eq(t.problemSavedFilters.id, row.id));
      return null;
    }
    await db
      .update(t.problemSavedFilters)
      .set({ name, shared: body.shared, criteria: body.criteria as Record<string, unknown>, modifiedOn: new Date() })
      .where(eq(t.problemSavedFilters.id, row.id));
    return (await savedFilters(db, user, kind, row.id))[0];
  }
  if (body.deleted) throw new A1Error(400, 'filterId is required to delete a filter.');
  const [row] = await db
    .insert(t.problemSavedFilters)
    .values({
      kind,
      name,
      ownerId: user.userId,
      shared: body.shared,
      criteria: body.criteria as Record<string, unknown>,
    })
    .returning();
  return (await savedFilters(db, user, kind, row.id))[0];
}
