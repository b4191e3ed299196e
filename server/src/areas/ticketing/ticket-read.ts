/** Reading tickets: the grid list (TicketList) and one ticket, names resolved, with the caller's unread marks. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomTicketFilter, Ticket, TicketListItem, TicketSettings } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { latin1Json } from '../../http/latin1-json.ts';
import { JsonRows, Streamed } from '../../http/streamed.ts';
import { readTicketRows, ticketListCache, type CachedTicket } from './list-cache.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { LIST_MESSAGES, TICKET_MESSAGES } from '@a1/shared';
import { LIST_MAX_ROWS } from '@a1/shared/constants/limits';
import { agentGroupOf } from '@a1/shared/rules/ticketing/grid';

/** The role whose IT agents are Business Analysts rather than Developers (spec 3 §4). */
const BUSINESS_ANALYST_ROLE = 'Business Analyst';

type Reader = Pick<Db, 'select'>;

const analyst = alias(t.users, 'analyst');

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const day = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));

/**
 * The end of a cached ticket row (list-cache.ts) that depends on the caller and the settings: agentGroup,
 * isPricing, unread, unreadFields, and the closing brace. `groupJson` holds each agent's group as JSON.
 */
function callerTail(
  ticket: CachedTicket,
  groupJson: Map<number, string>,
  pricingProjectId: number,
  unreadFields: string,
): string {
  const group = ticket.agentId == null ? 'null' : (groupJson.get(ticket.agentId) ?? 'null');
  return (
    `,"agentGroup":${group},"isPricing":${ticket.projectId === pricingProjectId},` +
    `"unread":${unreadFields !== ''},"unreadFields":${JSON.stringify(unreadFields)}}`
  );
}

const groupsAsJson = (groups: Map<number, string>) =>
  new Map([...groups].map(([id, group]) => [id, JSON.stringify(group)]));

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

/**
 * TicketList: the tickets of the query in id order, from the instance's list cache (list-cache.ts), each row's JSON
 * completed with the caller's keys; an initiative's list starts with its features. Filtering 50,000 cached rows
 * in memory takes milliseconds; the answer streams (http/streamed.ts).
 */
export async function listTickets(
  db: Db,
  userId: number,
  query: TicketListQuery,
  settings: TicketSettings,
): Promise<Streamed<TicketListItem[]>> {
  let ids: Set<number> | undefined;
  if (query.ticketIds) {
    const list = query.ticketIds.split(',').map(Number);
    if (list.some((id) => id > 2_147_483_647))
      throw new A1Error(400, 'ticketIds holds a number too large to be a ticket id.');
    ids = new Set(list);
  }
  const [tickets, groups, unreads, doneLane] = await Promise.all([
    ticketListCache(db).tickets(),
    agentGroups(db),
    db
      .select({ ticketId: t.ticketUnreads.ticketId, fields: t.ticketUnreads.fields })
      .from(t.ticketUnreads)
      .where(eq(t.ticketUnreads.userId, userId)),
    query.customFilterName === 'Open' ? lastLaneId(db) : Promise.resolve(0),
  ]);
  const unreadOf = new Map(unreads.map((u) => [u.ticketId, u.fields]));
  const keep = ticketFilter(query, settings, userId, ids, doneLane, unreadOf);
  const groupJson = groupsAsJson(groups);
  const features =
    query.initiativeId && !query.ticketIds && !query.customFilterName && !query.unreadOnly
      ? (await featureItems(db, query.initiativeId)).map((f) => [Buffer.from(latin1Json(JSON.stringify(f)))])
      : [];
  // The per-caller tail of a row has few distinct values: each is encoded once.
  const tails = new Map<string, Buffer>();
  const tailOf = (text: string) => {
    let tail = tails.get(text);
    if (!tail) tails.set(text, (tail = Buffer.from(latin1Json(text))));
    return tail;
  };
  const kept = tickets.filter(keep);
  if (kept.length + features.length > LIST_MAX_ROWS) throw new A1Error(400, LIST_MESSAGES.tooManyRows);
  return new Streamed<TicketListItem[]>(
    new JsonRows(function* () {
      yield* features;
      for (const ticket of kept) {
        const tail = callerTail(ticket, groupJson, settings.pricingProjectId, unreadOf.get(ticket.id) ?? '');
        yield [ticket.json, tailOf(tail)];
      }
    }),
  );
}

/** Which cached tickets a TicketList query answers (spec 3 §3, §7). */
function ticketFilter(
  query: TicketListQuery,
  settings: TicketSettings,
  userId: number,
  ids: Set<number> | undefined,
  doneLane: number,
  unreadOf: Map<number, string>,
): (ticket: CachedTicket) => boolean {
  const tests: Array<(ticket: CachedTicket) => boolean> = [];
  if (ids) tests.push((c) => ids.has(c.id));
  else if (query.sprintId === settings.pricingFeatureId) tests.push((c) => c.projectId === settings.pricingProjectId);
  else if (query.sprintId) tests.push((c) => c.sprintId === query.sprintId);
  else if (!query.customFilterName) tests.push((c) => c.projectId !== settings.pricingProjectId);
  if (query.initiativeId) tests.push((c) => c.milestoneId === query.initiativeId);
  switch (query.customFilterName) {
    case 'Me':
      tests.push((c) => c.agentId === userId);
      break;
    case 'MyRequests':
      tests.push((c) => c.requesterId === userId);
      break;
    case 'NoAgent':
      tests.push((c) => c.agentId === null);
      break;
    case 'NoSprint':
      tests.push((c) => c.scheduleGroupId === null);
      break;
    case 'Open':
      tests.push((c) => c.laneId !== doneLane);
      break;
    case undefined:
      break;
  }
  if (query.unreadOnly) tests.push((c) => unreadOf.has(c.id));
  return (ticket) => tests.every((test) => test(ticket));
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
      version: t.features.version,
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
    version: f.version,
    supportTicket: { ticketId: 0, sprintId: f.id, milestoneId: f.milestoneId, projectId: f.projectId },
    isFeature: true,
  }));
}

/**
 * One ticket with its description and subscribed e-mails; 404 when it does not exist. Its fields are the list
 * row's (readTicketRows), read from the database rather than the cache.
 */
export async function getTicket(
  db: Pick<Db, 'select' | 'execute'>,
  userId: number,
  ticketId: number,
  settings: TicketSettings,
): Promise<Ticket> {
  const [[row], [text], emails, groups, [unread]] = await Promise.all([
    readTicketRows(db, sql`t.id = ${ticketId}`),
    db.select({ description: t.tickets.description }).from(t.tickets).where(eq(t.tickets.id, ticketId)),
    db
      .select({ email: t.ticketNotifications.email })
      .from(t.ticketNotifications)
      .where(eq(t.ticketNotifications.ticketId, ticketId))
      .orderBy(asc(t.ticketNotifications.id)),
    agentGroups(db),
    db
      .select({ fields: t.ticketUnreads.fields })
      .from(t.ticketUnreads)
      .where(and(eq(t.ticketUnreads.ticketId, ticketId), eq(t.ticketUnreads.userId, userId))),
  ]);
  if (!row) throw new A1Error(404, TICKET_MESSAGES.ticketNotFound(ticketId));
  const tail = callerTail(row, groupsAsJson(groups), settings.pricingProjectId, unread?.fields ?? '');
  const { supportTicket: _s, isFeature: _f, ...item } = JSON.parse(row.json.toString() + tail) as TicketListItem;
  return { ...item, description: text?.description ?? null, notificationEmails: emails.map((e) => e.email) };
}
