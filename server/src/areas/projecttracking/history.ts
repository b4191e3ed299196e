/** The change history of initiatives and features (who, when, field, before, after). */
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { Tx } from './rows.ts';

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * Records each field whose value changes (who, when, field, before, after). `fields` maps a field's name to its
 * before and after values; unchanged ones are skipped.
 */
export async function recordHistory(
  db: Tx,
  objectType: 'initiative' | 'feature',
  objectId: number,
  changedBy: string,
  fields: Record<string, [unknown, unknown]>,
): Promise<void> {
  const rows = Object.entries(fields)
    .map(([field, [before, after]]) => ({ field, before: asText(before), after: asText(after) }))
    .filter((r) => r.before !== r.after)
    .map((r) => ({ ...r, objectType, objectId, changedBy }));
  if (rows.length) await db.insert(t.projectHistory).values(rows);
}

export async function historyOf(db: Tx, objectType: 'initiative' | 'feature', objectId: number) {
  const rows = await db
    .select()
    .from(t.projectHistory)
    .where(and(eq(t.projectHistory.objectType, objectType), eq(t.projectHistory.objectId, objectId)))
    .orderBy(sql`${t.projectHistory.changedOn} desc, ${t.projectHistory.id} desc`);
  return rows.map((r) => ({ ...r, changedOn: r.changedOn.toISOString() }));
}
