/** Operation/Admin/JobDashboard/ pieces (spec 2 §7): a job's pieces and their weights. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobPiece, JobPieceData } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { existingJob } from './job-guards.ts';

const round = (n: number) => Math.round(n * 100) / 100;

export async function pieceData(db: Db, jobIds: number[]): Promise<JobPieceData[]> {
  const rows = await db
    .select({
      jobId: t.jobs.id,
      number: t.jobs.number,
      pieces: sql<number>`count(${t.jobPieces.id})::int`,
      weightKg: sql<number>`coalesce(sum(${t.jobPieces.weightKg}), 0)::float8`,
      received: sql<number>`count(*) filter (where ${t.jobPieces.stage} = 'Received')::int`,
      processed: sql<number>`count(*) filter (where ${t.jobPieces.stage} = 'Processed')::int`,
      dispatched: sql<number>`count(*) filter (where ${t.jobPieces.stage} = 'Dispatched')::int`,
    })
    .from(t.jobs)
    .leftJoin(t.jobPieces, eq(t.jobPieces.jobId, t.jobs.id))
    .where(inArray(t.jobs.id, jobIds))
    .groupBy(t.jobs.id, t.jobs.number)
    .orderBy(asc(t.jobs.id));
  return rows.map((r) => ({ ...r, weightKg: round(r.weightKg) }));
}

const toPiece = (p: typeof t.jobPieces.$inferSelect): JobPiece => ({
  id: p.id,
  jobId: p.jobId,
  pieceNumber: p.pieceNumber,
  stage: p.stage,
  service: p.service,
  isMail: p.isMail,
  weightKg: p.weightKg,
  binId: p.binId,
});

export async function pieceList(db: Db, q: { jobId: number; pieceStage?: string; isMail?: boolean }) {
  await existingJob(db, q.jobId);
  const where: SQL[] = [eq(t.jobPieces.jobId, q.jobId)];
  if (q.pieceStage) where.push(eq(t.jobPieces.stage, q.pieceStage));
  if (q.isMail !== undefined) where.push(eq(t.jobPieces.isMail, q.isMail));
  const rows = await db
    .select()
    .from(t.jobPieces)
    .where(and(...where))
    .orderBy(asc(t.jobPieces.pieceNumber));
  return rows.map(toPiece);
}
