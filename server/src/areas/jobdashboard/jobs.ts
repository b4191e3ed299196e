/**
 * The job as every jobs area reads it (spec 3 §3 job, Job/General) and the one way a job's status changes:
 * along the transition table (shared/src/rules/jobs), recorded in its status history, in the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { JOB_HOLD_STATUSES, JOB_MESSAGES } from '@a1/shared/constants/jobs';
import { transitionRefusal } from '@a1/shared/rules/jobs/index';
import type { JobGeneral } from '@a1/shared';
import { staleRecord } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { selectJobRows } from './job-rows.ts';
import type { Reader, Tx } from './reader.ts';

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A day string of the schema (yyyy-mm-dd…) as a real date, or a 400 naming the field. */
export function validDay(value: string, field: string): string {
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw new A1Error(400, `${field} ${day} is not a real date (yyyy-mm-dd).`);
  return day;
}

/** One job with everything Job/General shows: the Job shape of the listed job and the rest; 404 when there is none. */
export async function jobGeneral(db: Reader, by: { id: number } | { number: string }): Promise<JobGeneral> {
  const where = 'id' in by ? eq(t.jobs.id, by.id) : eq(t.jobs.number, by.number.trim());
  const [listed] = await selectJobRows(db, where, { limit: 1 });
  if (!listed) throw new A1Error(404, JOB_MESSAGES.jobNotFound('id' in by ? by.id : by.number));
  const [row] = await db
    .select({
      job: t.jobs,
      subsidiary: t.subsidiaries.name,
      holdAssignedTo: t.users.fullName,
      pieces: sql<number>`(SELECT count(*)::int FROM ${t.jobPieces} WHERE ${t.jobPieces.jobId} = ${t.jobs.id})`,
      weight: sql<number>`(SELECT coalesce(sum(${t.jobPieces.weightKg}), 0)::float8 FROM ${t.jobPieces} WHERE ${t.jobPieces.jobId} = ${t.jobs.id})`,
    })
    .from(t.jobs)
    .innerJoin(t.locations, eq(t.locations.id, t.jobs.locationId))
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.locations.subsidiaryId))
    .leftJoin(t.users, eq(t.users.id, t.jobs.holdAssignedTo))
    .where(eq(t.jobs.id, listed.id));
  if (!row) throw new A1Error(404, JOB_MESSAGES.jobNotFound(listed.id));
  const { job } = row;
  return {
    ...listed,
    subsidiary: row.subsidiary,
    locationId: job.locationId,
    productName: job.productName,
    isMail: job.isMail,
    manual: job.manual,
    onHold: JOB_HOLD_STATUSES.includes(listed.status),
    holdAssignedToId: job.holdAssignedTo,
    holdAssignedTo: row.holdAssignedTo,
    pieces: row.pieces,
    weightKg: Math.round(row.weight * 100) / 100,
    billingStatus: job.billingStatus,
    billingReference: job.billingReference,
    billingMessage: job.billingMessage,
    billedOn: iso(job.billedOn),
  };
}

export async function statusIdOf(db: Reader, name: string): Promise<number> {
  const [row] = await db.select({ id: t.jobStatuses.id }).from(t.jobStatuses).where(eq(t.jobStatuses.name, name));
  if (!row) throw new A1Error(400, `"${name}" is not a job status.`);
  return row.id;
}

/**
 * The job row locked for the change (FOR UPDATE), with its status name; 404 when there is none; 409 when the
 * caller sent the version it read and the job has moved on (the lock holds it until the change commits).
 */
export async function lockJob(tx: Reader, jobId: number, version?: number) {
  const [row] = await tx
    .select({ job: t.jobs, status: t.jobStatuses.name })
    .from(t.jobs)
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
    .where(eq(t.jobs.id, jobId))
    .for('update', { of: t.jobs });
  if (!row) throw new A1Error(404, JOB_MESSAGES.jobNotFound(jobId));
  if (version !== undefined && version !== row.job.version) throw (await staleRecord(tx, t.jobs, jobId))!;
  return row;
}

/**
 * Moves a locked job to `to` if the transition table allows it (else 409 with the table's message), setting
 * closedOn on closing, and records the change in its status history.
 */
export async function changeStatus(
  tx: Tx,
  locked: { job: typeof t.jobs.$inferSelect; status: string },
  to: string,
  comment: string | null | undefined,
  by: string,
  savedBy?: number,
): Promise<void> {
  const refusal = transitionRefusal(locked.job.number, locked.status, to);
  if (refusal) throw new A1Error(409, refusal);
  const toId = await statusIdOf(tx, to);
  const now = new Date();
  const set: Partial<typeof t.jobs.$inferInsert> = { statusId: toId, updatedOn: now };
  if (savedBy !== undefined) set.modifiedBy = savedBy;
  if (to === 'Closed' || to === 'DNB Job Closed') set.closedOn = now;
  if (to === 'Processing' && ['Closed', 'DNB Job Closed'].includes(locked.status)) set.closedOn = null;
  if (to === 'Received' && !locked.job.receivedOn) Object.assign(set, { receivedOn: now, receivedBy: by });
  await tx
    .update(t.jobs)
    .set(set)
    .where(and(eq(t.jobs.id, locked.job.id)));
  await tx.insert(t.jobStatusHistory).values({
    jobId: locked.job.id,
    fromStatusId: locked.job.statusId,
    toStatusId: toId,
    comment: comment?.trim() || null,
    changedBy: by,
    changedOn: now,
  });
}
