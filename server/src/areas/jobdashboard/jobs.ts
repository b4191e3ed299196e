/**
 * The job as every jobs area reads it (spec 3 §3 job, Job/General) and the one way a job's status changes:
 * along the transition table (shared/src/rules/jobs), recorded in its status history, in the caller's transaction.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { JOB_MESSAGES } from '@a1/shared/constants/jobs';
import { LIST_MAX_ROWS } from '@a1/shared/constants/limits';
import { transitionRefusal } from '@a1/shared/rules/jobs/index';
import type { Job, JobGeneral } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A day string of the schema (yyyy-mm-dd…) as a real date, or a 400 naming the field. */
export function validDay(value: string, field: string): string {
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw new A1Error(400, `${field} ${day} is not a real date (yyyy-mm-dd).`);
  return day;
}

const jobColumns = {
  job: t.jobs,
  customer: t.customers.name,
  status: t.jobStatuses.name,
  location: t.locations.name,
  subsidiary: t.subsidiaries.name,
  holdAssignedTo: t.users.fullName,
};
type JobSelection = {
  job: typeof t.jobs.$inferSelect;
  customer: string;
  status: string;
  location: string;
  subsidiary: string;
  holdAssignedTo: string | null;
};

/** The job columns a listed job shows: a long list reads (and parses) these only. */
const listedColumns = {
  id: t.jobs.id,
  number: t.jobs.number,
  customerId: t.jobs.customerId,
  statusId: t.jobs.statusId,
  type: t.jobs.type,
  firstInvoiceNumber: t.jobs.firstInvoiceNumber,
  dandtInvoiceNumber: t.jobs.dandtInvoiceNumber,
  updatedOn: t.jobs.updatedOn,
  receivedBy: t.jobs.receivedBy,
  receivedOn: t.jobs.receivedOn,
  closedOn: t.jobs.closedOn,
  financeClosedOn: t.jobs.financeClosedOn,
  financeClosedOnCreatedOn: t.jobs.financeClosedOnCreatedOn,
  financeClosedOnCreatedBy: t.jobs.financeClosedOnCreatedBy,
  financeClosedOnUpdatedOn: t.jobs.financeClosedOnUpdatedOn,
  financeClosedOnUpdatedBy: t.jobs.financeClosedOnUpdatedBy,
  createdBy: t.jobs.createdBy,
  createdOn: t.jobs.createdOn,
};
type ListedJob = Pick<JobSelection['job'], keyof typeof listedColumns>;

export function toJob({
  job,
  customer,
  status,
  location,
}: { job: ListedJob } & Pick<JobSelection, 'customer' | 'status' | 'location'>): Job {
  return {
    id: job.id,
    number: job.number,
    customer,
    customerId: job.customerId,
    status,
    statusId: job.statusId,
    location,
    type: job.type,
    firstInvoiceNumber: job.firstInvoiceNumber,
    dandTInvoiceNumber: job.dandtInvoiceNumber,
    updatedOn: job.updatedOn.toISOString(),
    receivedBy: job.receivedBy,
    receivedOn: iso(job.receivedOn),
    closedOn: iso(job.closedOn),
    financeClosedOn: job.financeClosedOn,
    financeClosedOnCreatedOn: iso(job.financeClosedOnCreatedOn),
    financeClosedOnCreatedBy: job.financeClosedOnCreatedBy,
    financeClosedOnUpdatedOn: iso(job.financeClosedOnUpdatedOn),
    financeClosedOnUpdatedBy: job.financeClosedOnUpdatedBy,
    createdBy: job.createdBy,
    createdOn: job.createdOn.toISOString(),
  };
}

/**
 * Jobs with their names resolved, as Job/All lists them. Without a limit, at most LIST_MAX_ROWS + 1: a whole list
 * past the cap is refused by the route (http/route.ts), and reading one row more is how it knows.
 */
export async function selectJobs(
  db: Reader,
  where: SQL | undefined,
  order: SQL[] = [asc(t.jobs.id)],
  limit = LIST_MAX_ROWS + 1,
) {
  const query = db
    .select({ job: listedColumns, customer: t.customers.name, status: t.jobStatuses.name, location: t.locations.name })
    .from(t.jobs)
    .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
    .innerJoin(t.locations, eq(t.locations.id, t.jobs.locationId))
    .where(where)
    .orderBy(...order);
  const rows = await query.limit(limit);
  return rows.map(toJob);
}

/** One job with everything Job/General shows; 404 when there is none. */
export async function jobGeneral(db: Reader, by: { id: number } | { number: string }): Promise<JobGeneral> {
  const where = 'id' in by ? eq(t.jobs.id, by.id) : eq(t.jobs.number, by.number.trim());
  const [row] = await db
    .select(jobColumns)
    .from(t.jobs)
    .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
    .innerJoin(t.locations, eq(t.locations.id, t.jobs.locationId))
    .innerJoin(t.subsidiaries, eq(t.subsidiaries.id, t.locations.subsidiaryId))
    .leftJoin(t.users, eq(t.users.id, t.jobs.holdAssignedTo))
    .where(where);
  if (!row) throw new A1Error(404, JOB_MESSAGES.jobNotFound('id' in by ? by.id : by.number));
  const [pieces] = await db
    .select({
      count: sql<number>`count(*)::int`,
      weight: sql<number>`coalesce(sum(${t.jobPieces.weightKg}), 0)::float8`,
    })
    .from(t.jobPieces)
    .where(eq(t.jobPieces.jobId, row.job.id));
  const { job } = row;
  return {
    ...toJob(row),
    subsidiary: row.subsidiary,
    locationId: job.locationId,
    productName: job.productName,
    isMail: job.isMail,
    manual: job.manual,
    onHold: ['On Hold', 'CS Hold', 'Finance Hold'].includes(row.status),
    holdAssignedToId: job.holdAssignedTo,
    holdAssignedTo: row.holdAssignedTo,
    pieces: pieces.count,
    weightKg: Math.round(pieces.weight * 100) / 100,
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

/** The job row locked for the change (FOR UPDATE), with its status name; 404 when there is none. */
export async function lockJob(tx: Reader, jobId: number) {
  const [row] = await tx
    .select({ job: t.jobs, status: t.jobStatuses.name })
    .from(t.jobs)
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
    .where(eq(t.jobs.id, jobId))
    .for('update', { of: t.jobs });
  if (!row) throw new A1Error(404, JOB_MESSAGES.jobNotFound(jobId));
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
): Promise<void> {
  const refusal = transitionRefusal(locked.job.number, locked.status, to);
  if (refusal) throw new A1Error(409, refusal);
  const toId = await statusIdOf(tx, to);
  const now = new Date();
  const set: Partial<typeof t.jobs.$inferInsert> = { statusId: toId, updatedOn: now };
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
