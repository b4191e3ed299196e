/** Operation/Admin/JobDashboard/ history (spec 2 §7): a job's status history, its on-hold history and its on-hold assignment. */
import { desc, eq, sql } from 'drizzle-orm';
import { JOB_HOLD_STATUSES, JOB_MESSAGES } from '@a1/shared/constants/jobs';
import type { JobOnHoldAssignment, JobStatusChange } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { lockJob } from '../jobdashboard/jobs.ts';
import type { Reader } from '../jobdashboard/reader.ts';
import { holdEvents } from '../jobdashboard/service.ts';
import { existingJob } from './job-guards.ts';

export async function statusHistory(db: Db, jobId: number): Promise<JobStatusChange[]> {
  await existingJob(db, jobId);
  const from = sql<string | null>`(select name from job_statuses where id = ${t.jobStatusHistory.fromStatusId})`;
  const rows = await db
    .select({ h: t.jobStatusHistory, toStatus: t.jobStatuses.name, fromStatus: from })
    .from(t.jobStatusHistory)
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobStatusHistory.toStatusId))
    .where(eq(t.jobStatusHistory.jobId, jobId))
    .orderBy(desc(t.jobStatusHistory.changedOn), desc(t.jobStatusHistory.id));
  return rows.map(({ h, toStatus, fromStatus }) => ({
    id: h.id,
    jobId: h.jobId,
    fromStatus,
    toStatus,
    comment: h.comment,
    changedBy: h.changedBy,
    changedOn: h.changedOn.toISOString(),
  }));
}

export async function onHoldHistory(db: Db, jobId: number) {
  await existingJob(db, jobId);
  return holdEvents(db, jobId);
}

export async function onHoldAssignment(db: Reader, jobId: number): Promise<JobOnHoldAssignment> {
  const [row] = await db
    .select({ jobId: t.jobs.id, appUserId: t.jobs.holdAssignedTo, userName: t.users.fullName })
    .from(t.jobs)
    .leftJoin(t.users, eq(t.users.id, t.jobs.holdAssignedTo))
    .where(eq(t.jobs.id, jobId));
  if (!row) throw new A1Error(404, JOB_MESSAGES.jobNotFound(jobId));
  return row;
}

export async function overrideOnHoldAssignment(db: Db, q: { jobId: number; appUserId: number }, by: string) {
  const [user] = await db
    .select({ id: t.users.id, name: t.users.fullName, enabled: t.users.isEnabled })
    .from(t.users)
    .where(eq(t.users.id, q.appUserId));
  if (!user || !user.enabled) throw new A1Error(400, JOB_MESSAGES.unknownUserId(q.appUserId));
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, q.jobId);
    if (!JOB_HOLD_STATUSES.includes(locked.status)) throw new A1Error(409, JOB_MESSAGES.notOnHold(locked.job.number));
    await tx.update(t.jobs).set({ holdAssignedTo: user.id, updatedOn: new Date() }).where(eq(t.jobs.id, q.jobId));
    await tx.insert(t.jobHoldEvents).values({
      jobId: q.jobId,
      type: 'cs',
      action: 'assign',
      comment: `Assigned to ${user.name}`,
      createdBy: by,
    });
  });
  return onHoldAssignment(db, q.jobId);
}
