/** Reading tickets: the grid list (TicketList) and one ticket, names resolved, with the caller's unread marks. */
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomTicketFilter, Ticket, TicketListItem, TicketSettings } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { TICKET_MESSAGES } from '@a1/shared';
import { agentGroupOf } from '@a1/shared/rules/ticketing/grid';

/** The role whose IT agents are Business Analysts rather than Developers (spec 3 §4). */
const BUSINESS_ANALYST_ROLE = 'Business Analyst';

type Reader = Pick<Db, 'select'>;

const requester = alias(t.users, 'requester');
const agent = alias(t.users, 'agent');
const analyst = alias(t.users, 'analyst');
const requesterDepartment = alias(t.departments, 'requester_department');

const listColumns = {
  ticketId: t.tickets.id,
  title: t.tickets.title,
  requesterId: t.tickets.requesterId,
  requesterName: requester.fullName,
  requesterEmail: requester.email,
  customerId: t.tickets.customerId,
  customerName: t.customers.name,
  type: t.tickets.type,
  priority: t.tickets.priority,
  updatedOn: t.tickets.updatedOn,
  updatedBy: t.tickets.updatedBy,
  status: t.tickets.status,
  moduleName: t.tickets.moduleName,
  subModuleName: t.tickets.subModuleName,
  latestComment: t.tickets.latestComment,
  createdBy: t.tickets.createdBy,
  createdOn: t.tickets.createdOn,
  milestoneId: t.tickets.milestoneId,
  sprintId: t.tickets.sprintId,
  agentId: t.tickets.agentId,
  agentName: agent.fullName,
  agentEmail: agent.email,
  projectId: t.tickets.projectId,
  startDate: t.tickets.startDate,
  endDate: t.tickets.endDate,
  points: t.tickets.points,
  laneId: t.tickets.laneId,
  laneName: t.lanes.name,
  sortPriority: t.tickets.sortPriority,
  sticker: t.tickets.sticker,
  scheduleGroupId: t.tickets.scheduleGroupId,
  scheduleGroup: t.scheduleGroups.name,
  healthStatusId: t.tickets.healthStatusId,
  crfLink: t.tickets.crfLink,
  crfSticker: t.features.sticker,
  requesterDepartment: requesterDepartment.name,
  projectName: t.projects.name,
  milestoneName: t.initiatives.text,
  sprintName: t.features.name,
  featureNote: t.features.comment,
  unreadFields: t.ticketUnreads.fields,
  milestoneSortOrder: t.initiatives.sortOrder,
  sprintSortOrder: t.features.sortOrder,
  sprintStatus: t.features.status,
  sprintPhase: t.phases.name,
  businessAnalystId: t.features.businessAnalystId,
  businessAnalystName: analyst.fullName,
};

type ListRow = {
  [K in keyof typeof listColumns]: unknown;
} & Record<string, unknown>;

function baseQuery<C extends Record<string, unknown>>(db: Reader, columns: C, userId: number) {
  return db
    .select(columns as never)
    .from(t.tickets)
    .innerJoin(t.lanes, eq(t.lanes.id, t.tickets.laneId))
    .leftJoin(requester, eq(requester.id, t.tickets.requesterId))
    .leftJoin(requesterDepartment, eq(requesterDepartment.id, requester.departmentId))
    .leftJoin(agent, eq(agent.id, t.tickets.agentId))
    .leftJoin(t.customers, eq(t.customers.id, t.tickets.customerId))
    .leftJoin(t.projects, eq(t.projects.id, t.tickets.projectId))
    .leftJoin(t.initiatives, eq(t.initiatives.id, t.tickets.milestoneId))
    .leftJoin(t.features, eq(t.features.id, t.tickets.sprintId))
    .leftJoin(t.phases, eq(t.phases.id, t.features.phaseId))
    .leftJoin(analyst, eq(analyst.id, t.features.businessAnalystId))
    .leftJoin(t.scheduleGroups, eq(t.scheduleGroups.id, t.tickets.scheduleGroupId))
    .leftJoin(t.ticketUnreads, and(eq(t.ticketUnreads.ticketId, t.tickets.id), eq(t.ticketUnreads.userId, userId)));
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const day = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));

function toListItem(r: ListRow, pricingProjectId: number, groups: Map<number, string>): TicketListItem {
  const unreadFields = (r.unreadFields as string | null) ?? '';
  return {
    ...(r as unknown as TicketListItem),
    agentGroup: r.agentId == null ? null : (groups.get(r.agentId as number) ?? null),
    updatedOn: iso(r.updatedOn),
    createdOn: iso(r.createdOn),
    startDate: day(r.startDate),
    endDate: day(r.endDate),
    points: Number(r.points),
    sortPriority: Number(r.sortPriority) || 4,
    unread: unreadFields !== '',
    unreadFields,
    oldNoScheduleGroup: r.scheduleGroupId === null,
    isTicket: true,
    isPricing: r.projectId === pricingProjectId,
    supportTicket: {
      ticketId: r.ticketId as number,
      sprintId: r.sprintId as number | null,
      milestoneId: r.milestoneId as number | null,
      projectId: r.projectId as number | null,
    },
    isFeature: false,
  };
}

/**
 * Every user's agent group (spec 3 §2, §4: Developers, Business Analysts, Support, Past Employees), read once per
 * call: the users are few, so this is cheaper than two more joins on every ticket row.
 */
export async function agentGroups(db: Reader): Promise<Map<number, string>> {
  const rows = await db
    .select({
      userId: t.users.id,
      isEnabled: t.users.isEnabled,
      department: t.departments.name,
      businessAnalyst: sql<boolean>`EXISTS (SELECT 1 FROM ${t.userRoles} JOIN ${t.roles} ON ${t.roles.id} = ${t.userRoles.roleId} WHERE ${t.userRoles.userId} = ${t.users.id} AND ${t.roles.name} = ${BUSINESS_ANALYST_ROLE})`,
    })
    .from(t.users)
    .leftJoin(t.departments, eq(t.departments.id, t.users.departmentId));
  return new Map(rows.map((u) => [u.userId, agentGroupOf(u) ?? '']));
}

export interface TicketListQuery {
  sprintId?: number;
  ticketIds?: string;
  customFilterName?: CustomTicketFilter;
  unreadOnly?: boolean;
  initiativeId?: number;
}

/** The last lane of the board (Done): its tickets are Completed. */
export async function lastLaneId(db: Reader): Promise<number> {
  const [row] = await db
    .select({ id: t.lanes.id })
    .from(t.lanes)
    .orderBy(sql`${t.lanes.sortOrder} DESC`)
    .limit(1);
  return row?.id ?? 0;
}

export async function listTickets(
  db: Reader,
  userId: number,
  query: TicketListQuery,
  settings: TicketSettings,
): Promise<TicketListItem[]> {
  const where: SQL[] = [];
  if (query.ticketIds) {
    const ids = query.ticketIds.split(',').map(Number);
    if (ids.some((id) => id > 2_147_483_647))
      throw new A1Error(400, 'ticketIds holds a number too large to be a ticket id.');
    where.push(inArray(t.tickets.id, ids));
  } else if (query.sprintId === settings.pricingFeatureId) {
    where.push(eq(t.tickets.projectId, settings.pricingProjectId));
  } else if (query.sprintId) {
    where.push(eq(t.tickets.sprintId, query.sprintId));
  } else if (!query.customFilterName) {
    where.push(or(isNull(t.tickets.projectId), ne(t.tickets.projectId, settings.pricingProjectId))!);
  }
  if (query.initiativeId) where.push(eq(t.tickets.milestoneId, query.initiativeId));
  switch (query.customFilterName) {
    case 'Me':
      where.push(eq(t.tickets.agentId, userId));
      break;
    case 'MyRequests':
      where.push(eq(t.tickets.requesterId, userId));
      break;
    case 'NoAgent':
      where.push(isNull(t.tickets.agentId));
      break;
    case 'NoSprint':
      where.push(isNull(t.tickets.scheduleGroupId));
      break;
    case 'Open':
      where.push(ne(t.tickets.laneId, await lastLaneId(db)));
      break;
    case undefined:
      break;
  }
  if (query.unreadOnly) where.push(sql`${t.ticketUnreads.ticketId} IS NOT NULL`);
  const [rows, groups] = await Promise.all([
    baseQuery(db, listColumns, userId)
      .where(and(...where))
      .orderBy(asc(t.tickets.id)) as unknown as Promise<ListRow[]>,
    agentGroups(db),
  ]);
  const items = rows.map((r) => toListItem(r, settings.pricingProjectId, groups));
  // An initiative's list (the initiative parameter) also holds its features, first, which open the feature dialog.
  if (query.initiativeId && !query.ticketIds && !query.customFilterName && !query.unreadOnly)
    return [...(await featureItems(db, query.initiativeId)), ...items];
  return items;
}

/**
 * The features of an initiative as list rows (spec 3 §3: isFeature true, isTicket false). Their ticketId is the
 * feature id negated, so it never meets a ticket's; supportTicket.sprintId is the feature.
 */
async function featureItems(db: Reader, initiativeId: number): Promise<TicketListItem[]> {
  const rows = await db
    .select({
      id: t.features.id,
      name: t.features.name,
      milestoneId: t.features.milestoneId,
      projectId: t.features.projectId,
      projectName: t.projects.name,
      milestoneName: t.initiatives.text,
      milestoneSortOrder: t.initiatives.sortOrder,
      startDate: t.features.startDate,
      endDate: t.features.endDate,
      comment: t.features.comment,
      status: t.features.status,
      sortOrder: t.features.sortOrder,
      sticker: t.features.sticker,
      crfLink: t.features.crfLink,
      healthStatusId: t.features.healthStatusId,
      phase: t.phases.name,
      createdOn: t.features.createdOn,
      businessAnalystId: t.features.businessAnalystId,
      businessAnalystName: analyst.fullName,
    })
    .from(t.features)
    .innerJoin(t.projects, eq(t.projects.id, t.features.projectId))
    .innerJoin(t.initiatives, eq(t.initiatives.id, t.features.milestoneId))
    .leftJoin(t.phases, eq(t.phases.id, t.features.phaseId))
    .leftJoin(analyst, eq(analyst.id, t.features.businessAnalystId))
    .where(and(eq(t.features.milestoneId, initiativeId), eq(t.features.isEnabled, true)))
    .orderBy(asc(t.features.sortOrder), asc(t.features.id));
  return rows.map((f) => ({
    ticketId: -f.id,
    title: f.name,
    requesterId: null,
    requesterName: null,
    requesterEmail: null,
    customerId: null,
    customerName: null,
    type: 'Feature',
    priority: '',
    updatedOn: iso(f.createdOn),
    updatedBy: null,
    status: f.status,
    moduleName: null,
    subModuleName: null,
    latestComment: null,
    createdBy: null,
    createdOn: iso(f.createdOn),
    milestoneId: f.milestoneId,
    sprintId: f.id,
    agentId: null,
    agentName: null,
    agentEmail: null,
    projectId: f.projectId,
    startDate: day(f.startDate),
    endDate: day(f.endDate),
    points: 0,
    laneId: 0,
    laneName: '',
    sortPriority: 4,
    sticker: f.sticker,
    scheduleGroupId: null,
    scheduleGroup: null,
    healthStatusId: f.healthStatusId,
    crfLink: f.crfLink,
    crfSticker: f.sticker,
    agentGroup: null,
    requesterDepartment: null,
    projectName: f.projectName,
    milestoneName: f.milestoneName,
    sprintName: f.name,
    featureNote: f.comment,
    unread: false,
    unreadFields: '',
    oldNoScheduleGroup: false,
    milestoneSortOrder: f.milestoneSortOrder,
    sprintSortOrder: f.sortOrder,
    sprintStatus: f.status,
    sprintPhase: f.phase,
    isTicket: false,
    isPricing: false,
    businessAnalystId: f.businessAnalystId,
    businessAnalystName: f.businessAnalystName,
    supportTicket: { ticketId: 0, sprintId: f.id, milestoneId: f.milestoneId, projectId: f.projectId },
    isFeature: true,
  }));
}

/** One ticket with its description and subscribed e-mails; 404 when it does not exist. */
export async function getTicket(
  db: Reader,
  userId: number,
  ticketId: number,
  settings: TicketSettings,
): Promise<Ticket> {
  const [row] = (await baseQuery(db, { ...listColumns, description: t.tickets.description }, userId).where(
    eq(t.tickets.id, ticketId),
  )) as unknown as ListRow[];
  if (!row) throw new A1Error(404, TICKET_MESSAGES.ticketNotFound(ticketId));
  const emails = await db
    .select({ email: t.ticketNotifications.email })
    .from(t.ticketNotifications)
    .where(eq(t.ticketNotifications.ticketId, ticketId))
    .orderBy(asc(t.ticketNotifications.id));
  const {
    supportTicket: _s,
    isFeature: _f,
    ...item
  } = toListItem(row, settings.pricingProjectId, await agentGroups(db));
  return {
    ...item,
    description: (row.description as string | null) ?? null,
    notificationEmails: emails.map((e) => e.email),
  };
}
