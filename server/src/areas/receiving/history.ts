/** The receiving history of a job (issue 26): every write of this area, what, who and when. */
import { desc, eq } from 'drizzle-orm';
import { personName } from '../../db/person-name.ts';
import type { ReceivingHistoryKind } from '@a1/shared';
import * as t from '../../db/schema/index.ts';
import type { Reader } from '../jobdashboard/reader.ts';

export async function recordHistory(
  db: Reader,
  jobId: number,
  kind: ReceivingHistoryKind,
  detail: string,
  by: string,
): Promise<void> {
  await db.insert(t.receivingHistory).values({ jobId, kind, detail, createdBy: by });
}

export async function jobHistory(db: Reader, jobId: number) {
  const rows = await db
    .select({
      kind: t.receivingHistory.kind,
      detail: t.receivingHistory.detail,
      createdBy: personName(t.receivingHistory.createdBy),
      createdOn: t.receivingHistory.createdOn,
    })
    .from(t.receivingHistory)
    .where(eq(t.receivingHistory.jobId, jobId))
    .orderBy(desc(t.receivingHistory.id));
  return rows.map((r) => ({
    kind: r.kind as ReceivingHistoryKind,
    detail: r.detail,
    createdBy: r.createdBy,
    createdOn: r.createdOn.toISOString(),
  }));
}
