/** The activity log of cards (issue 27 point 4): written in the transaction of the change it records. */
import type { ActivityAction } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';

export type Writer = Pick<Db, 'insert' | 'select' | 'update' | 'execute' | 'delete'>;

export interface ActivityRow {
  packageIssueId: number;
  action: ActivityAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  text?: string | null;
}

export async function logActivity(tx: Writer, user: Pick<SessionUser, 'userId' | 'fullName'>, rows: ActivityRow[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(t.packageIssueActivity)
    .values(
      rows.map((r) => ({
        packageIssueId: r.packageIssueId,
        action: r.action,
        before: r.before ?? null,
        after: r.after ?? null,
        text: r.text ?? null,
        byUserId: user.userId,
        byName: user.fullName,
      })),
    )
    .returning();
}

/** The fields of `after` whose value differs in `before`, as the log's before/after pair. */
export function changed(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((k) => after[k] !== undefined && before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}
