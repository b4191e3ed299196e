/** Job dashboard list (spec 3 §3 job, §7 Job/All): jobs with their names resolved, and per-status counts. */
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Job, JobStatusCount } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Start of the start day and end of the end day, as the grid's date range rule (shell §9); id picks one job. */
export async function listJobs(
  db: Db,
  range: { startDate?: string; endDate?: string; id?: number },
): Promise<{ jobs: Job[]; statuses: JobStatusCount[] }> {
  const where: SQL[] = [];
  if (range.startDate) where.push(gte(t.jobs.createdOn, new Date(`${range.startDate}T00:00:00.000Z`)));
  if (range.endDate) where.push(lte(t.jobs.createdOn, new Date(`${range.endDate}T23:59:59.999Z`)));
  if (range.id !== undefined) where.push(eq(t.jobs.id, range.id));
  const rows = await db
    .select({ job: t.jobs, customer: t.customers.name, status: t.jobStatuses.name, location: t.locations.name })
    .from(t.jobs)
    .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
    .innerJoin(t.locations, eq(t.locations.id, t.jobs.locationId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(t.jobs.id));
  const jobs = rows.map(({ job, customer, status, location }) => ({
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
  }));
  const allStatuses = await db.select().from(t.jobStatuses).orderBy(asc(t.jobStatuses.id));
  const counts = new Map<number, number>();
  for (const j of jobs) counts.set(j.statusId, (counts.get(j.statusId) ?? 0) + 1);
  return { jobs, statuses: allStatuses.map((s) => ({ id: s.id, name: s.name, count: counts.get(s.id) ?? 0 })) };
}
