/** Operation/Admin/JobDashboard/ adjustments (spec 2 §7): a job's billing adjustments, none on a voided or invoiced job. */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { JOB_ADJUSTMENT_OPTIONS, JOB_MESSAGES } from '@a1/shared/constants/jobs';
import type { JobAdjustment, NewJobAdjustment } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { lockJob } from '../jobdashboard/jobs.ts';
import type { Reader } from '../jobdashboard/reader.ts';
import { existingJob, FINAL } from './job-guards.ts';

export const adjustmentOptions = () => JOB_ADJUSTMENT_OPTIONS.map((o) => ({ ...o }));

async function adjustmentRows(db: Reader, where: SQL, order: SQL[]): Promise<JobAdjustment[]> {
  const rows = await db
    .select({ a: t.jobAdjustments, jobNumber: t.jobs.number })
    .from(t.jobAdjustments)
    .innerJoin(t.jobs, eq(t.jobs.id, t.jobAdjustments.jobId))
    .where(where)
    .orderBy(...order);
  return rows.map(({ a, jobNumber }) => ({
    id: a.id,
    jobId: a.jobId,
    jobNumber,
    optionId: a.optionId,
    option: JOB_ADJUSTMENT_OPTIONS.find((o) => o.id === a.optionId)?.name ?? `Option ${a.optionId}`,
    pieceId: a.pieceId,
    quantity: a.quantity,
    comment: a.comment,
    billed: a.billed,
    createdBy: a.createdBy,
    createdOn: a.createdOn.toISOString(),
  }));
}

export async function adjustments(db: Db, jobId: number) {
  await existingJob(db, jobId);
  return adjustmentRows(db, eq(t.jobAdjustments.jobId, jobId), [
    desc(t.jobAdjustments.createdOn),
    desc(t.jobAdjustments.id),
  ]);
}

export async function billingAdjustments(db: Db, jobId?: number) {
  const where = [eq(t.jobAdjustments.billed, false)];
  if (jobId) where.push(eq(t.jobAdjustments.jobId, jobId));
  return adjustmentRows(db, and(...where)!, [asc(t.jobAdjustments.createdOn), asc(t.jobAdjustments.id)]);
}

export async function addAdjustment(db: Db, body: NewJobAdjustment, by: string) {
  const option = JOB_ADJUSTMENT_OPTIONS.find((o) => o.id === body.optionId);
  if (!option) throw new A1Error(400, JOB_MESSAGES.unknownAdjustmentOption(body.optionId));
  const id = await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId);
    if (FINAL.includes(locked.status))
      throw new A1Error(409, `Job ${locked.job.number} is ${locked.status}: it takes no more adjustments.`);
    if (body.pieceId) {
      const [piece] = await tx
        .select({ id: t.jobPieces.id })
        .from(t.jobPieces)
        .where(and(eq(t.jobPieces.id, body.pieceId), eq(t.jobPieces.jobId, body.jobId)));
      if (!piece) throw new A1Error(400, `Piece ${body.pieceId} is not a piece of job ${locked.job.number}.`);
    }
    const [row] = await tx
      .insert(t.jobAdjustments)
      .values({
        jobId: body.jobId,
        optionId: option.id,
        pieceId: body.pieceId ?? null,
        quantity: body.quantity,
        comment: body.comment?.trim() || null,
        createdBy: by,
      })
      .returning({ id: t.jobAdjustments.id });
    await tx.update(t.jobs).set({ updatedOn: new Date() }).where(eq(t.jobs.id, body.jobId));
    return row.id;
  });
  return (await adjustmentRows(db, eq(t.jobAdjustments.id, id), []))[0];
}

export async function deleteAdjustment(db: Db, q: { jobId: number; jobAdjustmentId: number }) {
  const [row] = await db
    .select()
    .from(t.jobAdjustments)
    .where(and(eq(t.jobAdjustments.id, q.jobAdjustmentId), eq(t.jobAdjustments.jobId, q.jobId)));
  if (!row) throw new A1Error(404, JOB_MESSAGES.adjustmentNotFound(q.jobAdjustmentId));
  if (row.billed) throw new A1Error(409, `Adjustment ${row.id} is billed already: it can no longer be deleted.`);
  await db.delete(t.jobAdjustments).where(eq(t.jobAdjustments.id, row.id));
  return true;
}
