/**
 * The fixed report queries, by definition key. Each is built with Drizzle from its definition; the parameters
 * only fill values (bound parameters), never SQL text.
 */
import { and, asc, count, eq, gte, ilike, inArray, isNotNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { ReportColumn } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type ParamValues = Record<string, string | number | { from: string; to: string } | undefined>;
export interface ReportOutput {
  columns: ReportColumn[];
  rows: Array<Record<string, string | number | null>>;
}

/** Whole days: from inclusive, to including the whole day. */
const dayRange = (column: Parameters<typeof gte>[0], range: unknown): SQL[] => {
  if (!range || typeof range !== 'object') return [];
  const { from, to } = range as { from: string; to: string };
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [gte(column, new Date(`${from}T00:00:00Z`)), lt(column, end)];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const REPORT_QUERIES: Record<string, (db: Db, p: ParamValues) => Promise<ReportOutput>> = {
  async jobsByStatusCustomer(db, p) {
    const where = [
      ...dayRange(t.jobs.createdOn, p.created),
      p.statusId !== undefined ? eq(t.jobs.statusId, Number(p.statusId)) : undefined,
      typeof p.customer === 'string' && p.customer ? ilike(t.customers.name, `%${escapeLike(p.customer)}%`) : undefined,
    ];
    const rows = await db
      .select({ status: t.jobStatuses.name, customer: t.customers.name, jobs: count(t.jobs.id) })
      .from(t.jobs)
      .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
      .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
      .where(and(...where))
      .groupBy(t.jobStatuses.name, t.customers.name)
      .orderBy(asc(t.jobStatuses.name), asc(t.customers.name));
    return {
      columns: [
        { field: 'status', title: 'Status', type: 'text' },
        { field: 'customer', title: 'Customer', type: 'text' },
        { field: 'jobs', title: 'Jobs', type: 'number' },
      ],
      rows: rows.map((r) => ({ ...r, jobs: Number(r.jobs) })),
    };
  },
  async ticketsByLaneAgent(db, p) {
    const agent = sql<string>`coalesce(${t.users.fullName}, 'Unassigned')`;
    const rows = await db
      .select({
        lane: t.lanes.name,
        agent,
        tickets: count(t.tickets.id),
        points: sql<string>`coalesce(sum(${t.tickets.points}::numeric), 0)`,
      })
      .from(t.tickets)
      .innerJoin(t.lanes, eq(t.lanes.id, t.tickets.laneId))
      .leftJoin(t.users, eq(t.users.id, t.tickets.agentId))
      .where(
        and(
          p.laneId !== undefined ? eq(t.tickets.laneId, Number(p.laneId)) : undefined,
          p.minPoints !== undefined ? gte(sql`${t.tickets.points}::numeric`, Number(p.minPoints)) : undefined,
        ),
      )
      .groupBy(t.lanes.name, t.lanes.sortOrder, agent)
      .orderBy(asc(t.lanes.sortOrder), asc(agent));
    return {
      columns: [
        { field: 'lane', title: 'Lane', type: 'text' },
        { field: 'agent', title: 'Agent', type: 'text' },
        { field: 'tickets', title: 'Tickets', type: 'number' },
        { field: 'points', title: 'Points', type: 'number' },
      ],
      rows: rows.map((r) => ({ ...r, tickets: Number(r.tickets), points: Number(r.points) })),
    };
  },
  async timesheetHours(db, p) {
    const rows = await db
      .select({
        project: t.projects.name,
        category: t.timesheetCategories.name,
        hours: sum(t.timesheets.hours),
        entries: count(t.timesheets.id),
      })
      .from(t.timesheets)
      .innerJoin(t.tickets, and(eq(t.timesheets.ownerKind, 'Ticket'), eq(t.tickets.id, t.timesheets.ownerId)))
      .innerJoin(t.projects, eq(t.projects.id, t.tickets.projectId))
      .innerJoin(t.timesheetCategories, eq(t.timesheetCategories.id, t.timesheets.categoryId))
      .where(
        and(
          eq(t.timesheets.isEnabled, true),
          typeof p.since === 'string' ? gte(t.timesheets.date, p.since) : undefined,
        ),
      )
      .groupBy(t.projects.name, t.timesheetCategories.name)
      .orderBy(asc(t.projects.name), asc(t.timesheetCategories.name));
    return {
      columns: [
        { field: 'project', title: 'Project', type: 'text' },
        { field: 'category', title: 'Category', type: 'text' },
        { field: 'hours', title: 'Hours', type: 'number' },
        { field: 'entries', title: 'Entries', type: 'number' },
      ],
      rows: rows.map((r) => ({ ...r, hours: Number(r.hours ?? 0), entries: Number(r.entries) })),
    };
  },
  /** Every job created in the period, one row each (the report that grows with the volume: 100,000 rows). */
  async jobList(db, p) {
    const rows = await db
      .select({
        number: t.jobs.number,
        customer: t.customers.name,
        status: t.jobStatuses.name,
        location: t.locations.name,
        type: t.jobs.type,
        createdOn: sql<string>`to_char(${t.jobs.createdOn} at time zone 'UTC', 'YYYY-MM-DD')`,
      })
      .from(t.jobs)
      .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
      .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
      .innerJoin(t.locations, eq(t.locations.id, t.jobs.locationId))
      .where(
        and(
          ...dayRange(t.jobs.createdOn, p.created),
          p.statusId !== undefined ? eq(t.jobs.statusId, Number(p.statusId)) : undefined,
        ),
      )
      .orderBy(asc(t.jobs.createdOn), asc(t.jobs.id));
    return {
      columns: [
        { field: 'number', title: 'Job Number', type: 'text' },
        { field: 'customer', title: 'Customer', type: 'text' },
        { field: 'status', title: 'Status', type: 'text' },
        { field: 'location', title: 'Location', type: 'text' },
        { field: 'type', title: 'Type', type: 'text' },
        { field: 'createdOn', title: 'Created On', type: 'date' },
      ],
      rows,
    };
  },
  async financeClosedByMonth(db, p) {
    const month = sql<string>`to_char(${t.jobs.closedOn} at time zone 'UTC', 'YYYY-MM')`;
    const rows = await db
      .select({ month, location: t.locations.name, jobs: count(t.jobs.id) })
      .from(t.jobs)
      .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
      .innerJoin(t.locations, eq(t.locations.id, t.jobs.locationId))
      .where(
        and(
          isNotNull(t.jobs.closedOn),
          inArray(t.jobStatuses.name, ['Closed', 'DNB Job Closed', 'Invoiced']),
          ...dayRange(t.jobs.closedOn, p.closed),
        ),
      )
      .groupBy(month, t.locations.name)
      .orderBy(asc(month), asc(t.locations.name));
    return {
      columns: [
        { field: 'month', title: 'Month', type: 'text' },
        { field: 'location', title: 'Location', type: 'text' },
        { field: 'jobs', title: 'Jobs', type: 'number' },
      ],
      rows: rows.map((r) => ({ ...r, jobs: Number(r.jobs) })),
    };
  },
};
