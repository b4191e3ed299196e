/** The audit history: every administration change, with who made it, when, and the record before and after. */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntry, HistoryType } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Lone surrogates (valid in a JS string, refused by jsonb) become U+FFFD, as they do in the text columns. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storable = (value: object | null): Record<string, unknown> | null =>
  value === null
    ? null
    : (JSON.parse(
        JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\ufffd') : v)),
      ) as Record<string, unknown>);

export async function recordAudit(
  db: DbOrTx,
  entry: {
    historyType: HistoryType;
    keyId: number;
    action: 'Create' | 'Update' | 'Delete' | 'Password reset';
    changedBy: string;
    before: object | null;
    after: object | null;
  },
): Promise<void> {
  await db.insert(t.auditHistory).values({
    ...entry,
    before: storable(entry.before),
    after: storable(entry.after),
  });
}

export async function auditHistory(db: Db, keyId: number, historyType: HistoryType): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(t.auditHistory)
    .where(and(eq(t.auditHistory.keyId, keyId), eq(t.auditHistory.historyType, historyType)))
    .orderBy(desc(t.auditHistory.changedOn), desc(t.auditHistory.id));
  return rows.map((r) => ({
    id: r.id,
    historyType: r.historyType,
    keyId: r.keyId,
    action: r.action,
    changedBy: r.changedBy,
    changedOn: r.changedOn.toISOString(),
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}
