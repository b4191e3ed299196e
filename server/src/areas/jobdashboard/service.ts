/** Job dashboard list (spec 3 §3 job, §7 Job/All): jobs with their names resolved, and per-status counts. */
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { canAccess } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** The screens that show the job list: the user needs one of them in their side menu (shell §6). */
export const JOB_DASHBOARD_ROUTES = ['operation/admin/job-dashboard', 'volume/job-dashboard'];

export async function permittedRoutes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ route: t.menuItems.routeLink })
    .from(t.userRoles)
    .innerJoin(t.roleMenuItems, eq(t.roleMenuItems.roleId, t.userRoles.roleId))
    .innerJoin(t.menuItems, eq(t.menuItems.id, t.roleMenuItems.menuItemId))
    .where(eq(t.userRoles.userId, userId));
  return rows.map((r) => r.route);
}

export async function mayOpenJobDashboard(db: Db, userId: number, isAdmin: boolean): Promise<boolean> {
  if (isAdmin) return true;
  const routes = await permittedRoutes(db, userId);
  return JOB_DASHBOARD_ROUTES.some((resource) => routes.length > 0 && canAccess(routes, { resource }));
}

export interface JobListItem {
  id: number;
  number: string;
  customer: string;
  customerId: number;
  status: string;
  statusId: number;
  location: string;
  type: string;
  firstInvoiceNumber: string | null;
  dandTInvoiceNumber: string | null;
  updatedOn: string;
  receivedBy: string | null;
  receivedOn: string | null;
  closedOn: string | null;
  financeClosedOn: string | null;
  financeClosedOnCreatedOn: string | null;
  financeClosedOnCreatedBy: string | null;
  financeClosedOnUpdatedOn: string | null;
  financeClosedOnUpdatedBy: string | null;
  createdBy: string | null;
  createdOn: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Start of the start day and end of the end day, as the grid's date range rule (shell §9); id picks one job. */
export async function listJobs(
  db: Db,
  range: { startDate?: string; endDate?: string; id?: number },
): Promise<{ jobs: JobListItem[]; statuses: { id: number; name: string; count: number }[] }> {
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
