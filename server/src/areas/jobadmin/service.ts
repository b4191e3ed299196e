/**
 * Operation/Admin/JobDashboard/ (spec 2 §7): the operations admin's work on jobs. Every status change goes through
 * changeStatus (the transition table, recorded in the status history); multi-row writes run in one transaction.
 * Pieces, adjustments, manual jobs, history and the shipment report have their own modules beside this one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { JOB_HOLD_STATUSES, JOB_MESSAGES, JOB_PRODUCTS } from '@a1/shared/constants/jobs';
import { JOB_ACTION_STATUS } from '@a1/shared/rules/jobs/index';
import type { UpdateJob } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { atVersion } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { changeStatus, jobGeneral, lockJob } from '../jobdashboard/jobs.ts';
import { selectJobRows } from '../jobdashboard/job-rows.ts';
import { createdBetween } from '../jobdashboard/service.ts';
import { type Saver, existingJob, FINAL, checkProduct, checkReferences, recordHistory } from './job-guards.ts';

/** Job admin lists its jobs newest first. */
const newestFirst = [desc(t.jobs.createdOn), desc(t.jobs.id)];

export async function adminJobs(db: Db, q: { startDate?: string; endDate?: string; onHold?: boolean }) {
  const where = createdBetween(q);
  if (q.onHold) {
    const holds = await db
      .select({ id: t.jobStatuses.id })
      .from(t.jobStatuses)
      .where(inArray(t.jobStatuses.name, [...JOB_HOLD_STATUSES]));
    where.push(
      inArray(
        t.jobs.statusId,
        holds.map((h) => h.id),
      ),
    );
  }
  return selectJobRows(db, where.length ? and(...where) : undefined, { order: newestFirst });
}

export const manualJobs = (db: Db) => selectJobRows(db, eq(t.jobs.manual, true), { order: newestFirst });

/** Close, re-open, void: one status change each (the transition table decides). */
export async function jobAction(
  db: Db,
  action: keyof typeof JOB_ACTION_STATUS,
  body: { jobId: number; version?: number; comment?: string },
  user: Saver,
) {
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId, body.version);
    await changeStatus(tx, locked, JOB_ACTION_STATUS[action], body.comment, user.fullName, user.userId);
  });
  return jobGeneral(db, { id: body.jobId });
}

export async function updateJob(db: Db, body: UpdateJob, user: Saver) {
  const by = user.fullName;
  checkProduct(body.productName);
  await checkReferences(db, body.customerId, body.locationId);
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId, body.version);
    if (FINAL.includes(locked.status))
      throw new A1Error(409, `Job ${locked.job.number} is ${locked.status}: it can no longer be changed.`);
    await tx
      .update(t.jobs)
      .set({
        customerId: body.customerId,
        locationId: body.locationId,
        type: body.type.trim(),
        ...(body.productName !== undefined ? { productName: body.productName } : {}),
        updatedOn: new Date(),
        modifiedBy: user.userId,
      })
      .where(atVersion(t.jobs, body.jobId, body.version));
    await recordHistory(tx, body.jobId, locked.job.statusId, 'Job details updated', by);
  });
  return jobGeneral(db, { id: body.jobId });
}

export async function updateJobStatus(
  db: Db,
  body: { jobId: number; version?: number; statusId: number; comment?: string },
  user: Saver,
) {
  const by = user.fullName;
  const [status] = await db.select().from(t.jobStatuses).where(eq(t.jobStatuses.id, body.statusId));
  if (!status) throw new A1Error(400, JOB_MESSAGES.unknownStatus(body.statusId));
  await db.transaction(async (tx) => {
    const locked = await lockJob(tx, body.jobId, body.version);
    await changeStatus(tx, locked, status.name, body.comment, by, user.userId);
    if (JOB_HOLD_STATUSES.includes(status.name))
      await tx.insert(t.jobHoldEvents).values({
        jobId: body.jobId,
        type: status.name === 'CS Hold' ? 'cs' : 'onHold',
        action: 'hold',
        comment: body.comment?.trim() || `Put on ${status.name}`,
        createdBy: by,
      });
  });
  return jobGeneral(db, { id: body.jobId });
}

export async function currentProduct(db: Db, jobId: number) {
  const job = await existingJob(db, jobId);
  return {
    jobId,
    productName: job.productName,
    services: job.productName ? [...(JOB_PRODUCTS[job.productName] ?? [])] : [],
  };
}

export async function mailProductServices(db: Db, jobId: number) {
  const job = await existingJob(db, jobId);
  return Object.entries(JOB_PRODUCTS).map(([productName, services]) => ({
    productName,
    services: [...services],
    current: productName === job.productName,
  }));
}
