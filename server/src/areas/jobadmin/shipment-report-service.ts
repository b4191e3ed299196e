/** Shipment/Shared/Report (spec 2 §7): a named report over one job, as columns and rows. */
import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@a1/shared/constants/jobs';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { pieceList } from './pieces-service.ts';
import { adjustments } from './adjustments-service.ts';
import { statusHistory } from './job-history-service.ts';

type Cell = string | number | boolean | null;
/** Shipment/Shared/Report: a named report over one job, as columns and rows. */
export async function shipmentReport(
  db: Db,
  q: { paramVal: string; paramName: 'jobId' | 'jobNumber'; reportName: string },
) {
  const reports: Record<
    string,
    (jobId: number) => Promise<{ columns: [string, string, string][]; rows: Record<string, Cell>[] }>
  > = {
    JobStatusHistory: async (jobId) => ({
      columns: [
        ['Changed On', 'changedOn', 'dateTime'],
        ['From', 'fromStatus', 'string'],
        ['To', 'toStatus', 'string'],
        ['Comment', 'comment', 'string'],
        ['Changed By', 'changedBy', 'string'],
      ],
      rows: (await statusHistory(db, jobId)).map((h) => ({ ...h })),
    }),
    JobPieces: async (jobId) => ({
      columns: [
        ['Piece', 'pieceNumber', 'string'],
        ['Stage', 'stage', 'string'],
        ['Service', 'service', 'string'],
        ['Weight (kg)', 'weightKg', 'number'],
      ],
      rows: (await pieceList(db, { jobId })).map((p) => ({ ...p })),
    }),
    JobAdjustments: async (jobId) => ({
      columns: [
        ['Option', 'option', 'string'],
        ['Quantity', 'quantity', 'number'],
        ['Comment', 'comment', 'string'],
        ['Billed', 'billed', 'boolean'],
        ['Created On', 'createdOn', 'dateTime'],
      ],
      rows: (await adjustments(db, jobId)).map((a) => ({ ...a })),
    }),
  };
  const build = reports[q.reportName];
  if (!build) throw new A1Error(400, JOB_MESSAGES.unknownReport(q.reportName));
  let jobId: number;
  if (q.paramName === 'jobId') {
    jobId = Number(q.paramVal);
    if (!Number.isInteger(jobId) || jobId < 1 || jobId > 2_147_483_647)
      throw new A1Error(400, `paramVal ${q.paramVal} is not a job id.`);
  } else {
    const [job] = await db.select({ id: t.jobs.id }).from(t.jobs).where(eq(t.jobs.number, q.paramVal.trim()));
    if (!job) throw new A1Error(404, JOB_MESSAGES.jobNotFound(q.paramVal.trim()));
    jobId = job.id;
  }
  const { columns, rows } = await build(jobId);
  return {
    reportName: q.reportName,
    columns: columns.map(([title, value, type]) => ({ title, value, type })),
    rows,
  };
}
