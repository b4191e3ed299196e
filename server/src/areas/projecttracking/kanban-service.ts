/**
 * KanbanBoard/ card resources (spec 2 §7). A card is a ticket row: Card, CardInfo and CardTimesheet read and write
 * the tickets, ticket comments and ticket timesheets the Ticketing calls use.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  Card,
  CardComment,
  CardTimesheet,
  CardUpdate,
  ChecklistItem,
  DetailedCard,
  KanbanNote,
  NewCard,
  Tag,
} from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import {
  day,
  found,
  timesheetEntryValues,
  checkCategory,
  deleteById,
  requireKnownIds,
  type TimesheetEntryInput,
  type Tx,
} from './common.ts';
import { listAttachments } from './attachments-service.ts';
import { modifiedBy, requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { sanitizeOptionalRichText } from '../../http/sanitize-html.ts';
import {
  cleanComment,
  createComment as createTicketComment,
  updateComment as updateTicketComment,
} from '../ticketing/comments.ts';
import { checkedAddresses } from '../ticketing/notifications.ts';
import { ticketSettings } from '../ticketing/settings.ts';
import { TICKET_MESSAGES } from '@a1/shared';
import { laneNeedsComment, scheduleGroupRequired } from '@a1/shared/rules/ticket-writes/index';

const CLOSED_STATUS = 'Completed';

// ——— Cards ———

/** The newest comment of each card (qualified by hand: inside sql``, a column renders without its table). */
const latestComment = sql<
  string | null
>`(select c.comment from ticket_comments c where c.ticket_id = "tickets"."id" order by c.created_on desc, c.id desc limit 1)`;

/** The e-mails subscribed to each card (ticket_notifications, the list the Ticketing calls keep), oldest first. */
const notificationEmails = sql<
  string[]
>`coalesce((select json_agg(n.email order by n.id) from ticket_notifications n where n.ticket_id = "tickets"."id"), '[]'::json)`;

const cardColumns = { ticket: t.tickets, latestComment, notificationEmails };

function toCard(r: {
  ticket: typeof t.tickets.$inferSelect;
  latestComment: string | null;
  notificationEmails: string[];
}): Card {
  const k = r.ticket;
  return {
    cardID: k.id,
    title: k.title,
    description: k.description,
    type: k.type,
    laneId: k.laneId,
    points: Number(k.points),
    priority: k.priority,
    sortPriority: k.sortPriority,
    status: k.status,
    sticker: k.sticker,
    projectId: k.projectId,
    milestoneId: k.milestoneId,
    sprintId: k.sprintId,
    requesterId: k.requesterId,
    agentId: k.agentId,
    customerId: k.customerId,
    scheduleGroupId: k.scheduleGroupId,
    notificationEmails: r.notificationEmails,
    startDate: k.startDate,
    endDate: k.endDate,
    latestComment: r.latestComment,
    createdBy: k.createdBy,
    updatedBy: k.updatedBy,
    moduleName: k.moduleName,
    subModuleName: k.subModuleName,
  };
}

const MAX_CARDS = 2000;

export interface CardQuery {
  userId?: number;
  requesterId?: number;
  projectId?: number;
  laneId?: number;
  priority?: string;
  searchPhrase?: string;
  globalSearch?: boolean;
  milestoneId?: number;
  sprintId?: number;
  isArchived?: boolean;
  showClosedProjects?: boolean;
  cardId?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCards(db: Db, q: CardQuery): Promise<Card[]> {
  const phrase = q.searchPhrase?.trim();
  const conditions: Array<SQL | undefined> = [
    q.cardId ? eq(t.tickets.id, q.cardId) : undefined,
    q.userId ? eq(t.tickets.agentId, q.userId) : undefined,
    q.requesterId ? eq(t.tickets.requesterId, q.requesterId) : undefined,
    q.projectId ? eq(t.tickets.projectId, q.projectId) : undefined,
    q.laneId ? eq(t.tickets.laneId, q.laneId) : undefined,
    q.priority ? eq(t.tickets.priority, q.priority) : undefined,
    q.milestoneId ? eq(t.tickets.milestoneId, q.milestoneId) : undefined,
    q.sprintId ? eq(t.tickets.sprintId, q.sprintId) : undefined,
    // Archived cards are the completed ones; the board shows open cards unless asked.
    q.cardId ? undefined : q.isArchived ? eq(t.tickets.status, CLOSED_STATUS) : ne(t.tickets.status, CLOSED_STATUS),
    phrase
      ? q.globalSearch
        ? or(ilike(t.tickets.title, `%${escapeLike(phrase)}%`), ilike(t.tickets.description, `%${escapeLike(phrase)}%`))
        : ilike(t.tickets.title, `%${escapeLike(phrase)}%`)
      : undefined,
    q.showClosedProjects || q.cardId
      ? undefined
      : or(
          isNull(t.tickets.projectId),
          inArray(
            t.tickets.projectId,
            db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.isEnabled, true)),
          ),
        ),
  ];
  const rows = await db
    .select(cardColumns)
    .from(t.tickets)
    .where(and(...conditions))
    .orderBy(asc(t.tickets.laneId), asc(t.tickets.sortPriority), desc(t.tickets.id))
    .limit(MAX_CARDS);
  return rows.map(toCard);
}

export async function cardGrid(db: Db): Promise<Card[]> {
  return listCards(db, {});
}

async function cardById(db: Tx, id: number): Promise<Card> {
  const [row] = await db.select(cardColumns).from(t.tickets).where(eq(t.tickets.id, id));
  return toCard(found(row, 'Card', id));
}

async function checkLane(db: Tx, laneId: number): Promise<string> {
  const [row] = await db.select({ id: t.lanes.id, name: t.lanes.name }).from(t.lanes).where(eq(t.lanes.id, laneId));
  if (!row) throw new A1Error(400, `laneId ${laneId} is not a known lane.`);
  return row.name;
}

/**
 * A card is a ticket, so a card write obeys the ticket's lane rules (spec 3 §4), the same functions
 * Ticketing/Ticket uses: a schedule group in the lane and project that need one, and, for a card moved into a lane
 * that needs a comment, a refusal — Card has no comment, so such a move goes through the ticket dialog.
 */
async function checkLaneRules(db: Tx, body: NewCard | CardUpdate, fromLaneId: number | null, laneName: string) {
  const settings = await ticketSettings(db);
  const { projectId } = await placement(db, body);
  if (scheduleGroupRequired(projectId, body.laneId, settings) && !body.scheduleGroupId)
    throw new A1Error(400, TICKET_MESSAGES.scheduleGroupRequired);
  if (fromLaneId !== null && laneNeedsComment(fromLaneId, body.laneId, settings))
    throw new A1Error(400, TICKET_MESSAGES.commentRequiredForLane(laneName));
}

/** A card's feature decides its initiative and project, so the three never disagree. */
async function placement(db: Tx, body: NewCard | CardUpdate) {
  if (!body.sprintId) return { projectId: body.projectId ?? null, milestoneId: body.milestoneId ?? null };
  const [f] = await db
    .select({ projectId: t.features.projectId, milestoneId: t.features.milestoneId })
    .from(t.features)
    .where(eq(t.features.id, body.sprintId));
  if (!f) throw new A1Error(400, `sprintId ${body.sprintId} is not a known feature.`);
  return f;
}

async function cardValues(db: Tx, body: NewCard | CardUpdate, fromLaneId: number | null) {
  await checkLaneRules(db, body, fromLaneId, await checkLane(db, body.laneId));
  const place = await placement(db, body);
  return {
    title: body.title.trim(),
    // The one sanitiser of rich text: a card's description is its ticket's (issue 23).
    description: sanitizeOptionalRichText(body.description),
    type: body.type,
    laneId: body.laneId,
    points: String(body.points ?? 0),
    priority: body.priority,
    sortPriority: body.sortPriority ?? null,
    status: body.status ?? (body.agentId ? 'Assigned' : 'Submitted'),
    sticker: body.sticker ?? null,
    ...place,
    sprintId: body.sprintId ?? null,
    agentId: body.agentId ?? null,
    customerId: body.customerId ?? null,
    scheduleGroupId: body.scheduleGroupId ?? null,
    startDate: day(body.startDate, 'startDate'),
    endDate: day(body.endDate, 'endDate'),
    moduleName: body.moduleName ?? null,
    subModuleName: body.subModuleName ?? null,
  };
}

/** Maps a foreign-key failure (an unknown user, customer or schedule group id) to a 400 the caller can act on. */
async function withReferences<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
    if ((cause as { code?: string }).code === '23503')
      throw new A1Error(400, 'A referenced id (requester, agent, customer or schedule group) does not exist.');
    throw error;
  }
}

/** Replaces a card's notification e-mails (trimmed, without repeats) when the body names them. */
async function writeNotificationEmails(tx: Tx, cardId: number, emails: string[] | undefined): Promise<void> {
  if (emails === undefined) return;
  await tx.delete(t.ticketNotifications).where(eq(t.ticketNotifications.ticketId, cardId));
  // Each entry checked alone: one that is not exactly one address is refused, never split into several.
  const unique = checkedAddresses(emails);
  if (unique.length)
    await tx.insert(t.ticketNotifications).values(unique.map((email) => ({ ticketId: cardId, email })));
}

/** Replaces a card's tags when the body names them; every id must be a tag (else a 400 naming them). */
async function writeCardTags(tx: Tx, cardId: number, tagIds: number[] | undefined): Promise<void> {
  if (tagIds === undefined) return;
  const ids = [...new Set(tagIds)];
  await requireKnownIds(tx, t.kanbanTags, ids, 'tagIds', 'tag');
  await tx.delete(t.cardTags).where(eq(t.cardTags.cardId, cardId));
  if (ids.length) await tx.insert(t.cardTags).values(ids.map((tagId) => ({ cardId, tagId })));
}

export async function createCard(db: Db, user: SessionUser, body: NewCard): Promise<Card[]> {
  const id = await withReferences(() =>
    db.transaction(async (tx) => {
      const values = await cardValues(tx, body, null);
      const [row] = await tx
        .insert(t.tickets)
        .values({
          ...values,
          requesterId: body.requesterId ?? user.userId,
          createdBy: user.email,
          updatedBy: user.email,
        })
        .returning({ id: t.tickets.id });
      await writeNotificationEmails(tx, row.id, body.notificationEmails);
      await writeCardTags(tx, row.id, body.tagIds);
      return row.id;
    }),
  );
  return [await cardById(db, id)];
}

export async function updateCard(db: Db, user: SessionUser, body: CardUpdate): Promise<Card[]> {
  await withReferences(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ laneId: t.tickets.laneId })
        .from(t.tickets)
        .where(eq(t.tickets.id, body.cardID))
        .for('update');
      found(current, 'Card', body.cardID);
      const values = await cardValues(tx, body, current.laneId);
      const [row] = await tx
        .update(t.tickets)
        .set({
          ...values,
          ...(body.requesterId ? { requesterId: body.requesterId } : {}),
          updatedBy: user.email,
          updatedOn: new Date(),
          modifiedBy: user.userId,
        })
        .where(eq(t.tickets.id, body.cardID))
        .returning({ id: t.tickets.id });
      found(row, 'Card', body.cardID);
      await writeNotificationEmails(tx, body.cardID, body.notificationEmails);
      await writeCardTags(tx, body.cardID, body.tagIds);
    }),
  );
  return [await cardById(db, body.cardID)];
}

/** Deletes a card and what hangs on it, in one transaction. */
export async function deleteCard(db: Db, cardId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(t.ticketComments).where(eq(t.ticketComments.ticketId, cardId));
    await tx.delete(t.ticketTimesheets).where(eq(t.ticketTimesheets.ticketId, cardId));
    await tx.delete(t.ticketUnreads).where(eq(t.ticketUnreads.ticketId, cardId));
    await tx.delete(t.kanbanChecklists).where(eq(t.kanbanChecklists.cardId, cardId));
    await tx.delete(t.projectAttachments).where(eq(t.projectAttachments.cardId, cardId));
    await tx
      .delete(t.cardDependencies)
      .where(or(eq(t.cardDependencies.mainCardId, cardId), eq(t.cardDependencies.dependentCardId, cardId)));
    try {
      const rows = await tx.delete(t.tickets).where(eq(t.tickets.id, cardId)).returning({ id: t.tickets.id });
      return rows.length;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
      if (cause.code === '23503')
        throw new A1Error(409, `Card ${cardId} still has attachments or other records; remove them first.`);
      throw error;
    }
  });
}

const requesterUser = alias(t.users, 'requester_user');
const agentUser = alias(t.users, 'agent_user');

export async function cardInfo(db: Db, cardId: number): Promise<DetailedCard> {
  const [row] = await db
    .select({
      ...cardColumns,
      laneName: t.lanes.name,
      requesterName: requesterUser.fullName,
      agentName: agentUser.fullName,
    })
    .from(t.tickets)
    .innerJoin(t.lanes, eq(t.lanes.id, t.tickets.laneId))
    .leftJoin(requesterUser, eq(requesterUser.id, t.tickets.requesterId))
    .leftJoin(agentUser, eq(agentUser.id, t.tickets.agentId))
    .where(eq(t.tickets.id, cardId));
  const r = found(row, 'Card', cardId);
  const [comments, checklist, tags, dependencies, timesheets, attachments, project, notes] = await Promise.all([
    listComments(db, { CardID: cardId }),
    listChecklist(db, { CardID: cardId }),
    db
      .select()
      .from(t.kanbanTags)
      .innerJoin(t.cardTags, eq(t.cardTags.tagId, t.kanbanTags.id))
      .where(eq(t.cardTags.cardId, cardId))
      .orderBy(asc(t.kanbanTags.name))
      .then((rows) => rows.map((row) => toTag(row.kanban_tags))),
    listDependencies(db, cardId),
    listCardTimesheets(db, cardId),
    listAttachments(db, { cardId }),
    r.ticket.projectId
      ? db
          .select({ projectId: t.projects.id, projectName: t.projects.name })
          .from(t.projects)
          .where(eq(t.projects.id, r.ticket.projectId))
          .then((rows) => rows[0] ?? null)
      : null,
    // The objectives of the card's project.
    r.ticket.projectId ? listNotes(db, r.ticket.projectId) : [],
  ]);
  return {
    card: toCard(r),
    comments,
    checklist,
    tags,
    dependencies,
    timesheets,
    attachments,
    project,
    notes,
    laneName: r.laneName,
    requesterName: r.requesterName,
    agentName: r.agentName,
  };
}

export async function kanbanFilters(db: Db) {
  const [users, projects, lanes] = await Promise.all([
    db
      .select({ id: t.users.id, name: t.users.fullName })
      .from(t.users)
      .where(eq(t.users.isInternal, true))
      .orderBy(asc(t.users.fullName)),
    db
      .select({ id: t.projects.id, name: t.projects.name })
      .from(t.projects)
      .where(eq(t.projects.isEnabled, true))
      .orderBy(asc(t.projects.name)),
    listLanes(db),
  ]);
  const priorities = await db
    .selectDistinct({ p: t.tickets.priority })
    .from(t.tickets)
    .orderBy(asc(t.tickets.priority));
  return { users, projects, lanes, priorities: priorities.map((p) => p.p) };
}

export async function listLanes(db: Db) {
  const rows = await db.select().from(t.lanes).orderBy(asc(t.lanes.sortOrder));
  return rows.map((l) => ({ laneId: l.id, name: l.name, sortOrder: l.sortOrder }));
}

// ——— Filter settings ———

export async function filterSettings(db: Db, userId: number): Promise<string> {
  const [row] = await db.select().from(t.kanbanFilterSettings).where(eq(t.kanbanFilterSettings.userId, userId));
  return row?.filters ?? '';
}

export async function saveFilterSettings(db: Db, userId: number, filters: string): Promise<string> {
  if (filters.trim()) {
    try {
      JSON.parse(filters);
    } catch {
      throw new A1Error(400, 'filters must be a JSON string.');
    }
  }
  await db
    .insert(t.kanbanFilterSettings)
    .values({ userId, filters })
    .onConflictDoUpdate({ target: t.kanbanFilterSettings.userId, set: { filters } });
  return filters;
}

// ——— Comments ———

export async function listComments(
  db: Db,
  q: { CardID?: number; ProjectID?: number; milestoneId?: number; sprintId?: number },
): Promise<CardComment[]> {
  if (q.CardID) {
    const rows = await db
      .select()
      .from(t.ticketComments)
      .where(eq(t.ticketComments.ticketId, q.CardID))
      .orderBy(desc(t.ticketComments.createdOn), desc(t.ticketComments.id));
    return rows.map((c) => ({
      commentID: c.id,
      cardID: c.ticketId,
      projectID: null,
      milestoneId: null,
      sprintId: null,
      commentText: c.comment,
      createdBy: c.createdBy,
      createdOn: c.createdOn.toISOString(),
      modifiedBy: c.modifiedBy,
      modifiedOn: c.modifiedOn?.toISOString() ?? null,
    }));
  }
  if (!q.ProjectID && !q.milestoneId && !q.sprintId) return [];
  const rows = await db
    .select()
    .from(t.kanbanComments)
    .where(
      and(
        q.ProjectID ? eq(t.kanbanComments.projectId, q.ProjectID) : undefined,
        q.milestoneId ? eq(t.kanbanComments.milestoneId, q.milestoneId) : undefined,
        q.sprintId ? eq(t.kanbanComments.sprintId, q.sprintId) : undefined,
      ),
    )
    .orderBy(desc(t.kanbanComments.createdOn), desc(t.kanbanComments.id));
  return rows.map(toKanbanComment);
}

const toKanbanComment = (c: typeof t.kanbanComments.$inferSelect): CardComment => ({
  commentID: c.id,
  cardID: null,
  projectID: c.projectId,
  milestoneId: c.milestoneId,
  sprintId: c.sprintId,
  commentText: c.comment,
  createdBy: c.createdBy,
  createdOn: c.createdOn.toISOString(),
  modifiedBy: c.modifiedBy,
  modifiedOn: c.modifiedOn?.toISOString() ?? null,
});

/** A card's comment is its ticket's comment: the Ticketing write path, with its sanitiser and notices. */
const cardComment = (c: {
  commentId: number;
  cardId: number;
  comment: string;
  createdBy: string;
  createdOn: string;
  modifiedBy?: string | null;
  modifiedOn?: string | null;
}): CardComment => ({
  commentID: c.commentId,
  cardID: c.cardId,
  projectID: null,
  milestoneId: null,
  sprintId: null,
  commentText: c.comment,
  createdBy: c.createdBy,
  createdOn: c.createdOn,
  modifiedBy: c.modifiedBy ?? null,
  modifiedOn: c.modifiedOn ?? null,
});

export async function createComment(
  db: Db,
  user: SessionUser,
  body: {
    commentText: string;
    cardID?: number | null;
    projectID?: number | null;
    milestoneId?: number | null;
    sprintId?: number | null;
  },
): Promise<CardComment> {
  if (body.cardID) {
    await cardById(db, body.cardID);
    return cardComment(await createTicketComment(db, user, body.cardID, body.commentText));
  }
  if (!body.projectID && !body.milestoneId && !body.sprintId)
    throw new A1Error(400, 'A comment needs a cardID, projectID, milestoneId or sprintId.');
  const comment = cleanComment(body.commentText);
  const [c] = await withReferences(() =>
    db
      .insert(t.kanbanComments)
      .values({
        projectId: body.projectID ?? null,
        milestoneId: body.milestoneId ?? null,
        sprintId: body.sprintId ?? null,
        comment,
        createdBy: user.email,
      })
      .returning(),
  );
  return toKanbanComment(c);
}

/** A project, initiative or feature comment its author or an administrator may change (404, 403 otherwise). */
async function ownKanbanComment(db: Db, editor: Editor, id: number): Promise<void> {
  const [row] = await db
    .select({ createdBy: t.kanbanComments.createdBy })
    .from(t.kanbanComments)
    .where(eq(t.kanbanComments.id, id));
  await requireAuthor(editor, found(row, 'Comment', id).createdBy, 'comment');
}

export async function updateComment(
  db: Db,
  editor: Editor,
  body: { commentID: number; cardID?: number | null; commentText: string },
): Promise<CardComment> {
  if (body.cardID)
    return cardComment(await updateTicketComment(db, editor, body.commentID, body.commentText, body.cardID));
  const comment = cleanComment(body.commentText);
  await ownKanbanComment(db, editor, body.commentID);
  const [c] = await db
    .update(t.kanbanComments)
    .set({ comment, ...modifiedBy(editor) })
    .where(eq(t.kanbanComments.id, body.commentID))
    .returning();
  return toKanbanComment(found(c, 'Comment', body.commentID));
}

export async function deleteComment(db: Db, editor: Editor, id: number): Promise<number> {
  const [row] = await db
    .select({ createdBy: t.kanbanComments.createdBy })
    .from(t.kanbanComments)
    .where(eq(t.kanbanComments.id, id));
  if (!row) return 0;
  await requireAuthor(editor, row.createdBy, 'comment');
  return deleteById(db, t.kanbanComments, id);
}

// ——— Card timesheets (ticket timesheets) ———

const toCardTimesheet = (r: typeof t.ticketTimesheets.$inferSelect): CardTimesheet => ({
  cardTimesheetID: r.id,
  cardID: r.ticketId,
  userID: r.userId,
  date: r.date,
  hours: Number(r.hours),
  categoryTypeId: r.categoryId,
  notes: r.notes,
  isEnabled: r.isEnabled,
  createdBy: r.createdBy,
  modifiedBy: r.modifiedBy,
  modifiedOn: r.modifiedOn?.toISOString() ?? null,
});

export async function listCardTimesheets(db: Db, cardId: number): Promise<CardTimesheet[]> {
  const rows = await db
    .select()
    .from(t.ticketTimesheets)
    .where(and(eq(t.ticketTimesheets.ticketId, cardId), eq(t.ticketTimesheets.isEnabled, true)))
    .orderBy(asc(t.ticketTimesheets.date), asc(t.ticketTimesheets.id));
  return rows.map(toCardTimesheet);
}

interface CardTimesheetInput extends TimesheetEntryInput {
  cardID: number;
}

export async function createCardTimesheet(db: Db, user: SessionUser, body: CardTimesheetInput) {
  await cardById(db, body.cardID);
  await checkCategory(db, body.description);
  const [row] = await db
    .insert(t.ticketTimesheets)
    .values({
      ticketId: body.cardID,
      userId: user.userId,
      ...timesheetEntryValues(body),
      createdBy: user.email,
    })
    .returning();
  return toCardTimesheet(row);
}

/** A card timesheet entry its author or an administrator may change (404, 403 otherwise). */
async function ownCardTimesheet(db: Db, editor: Editor, id: number, cardId?: number): Promise<boolean> {
  const [row] = await db
    .select({ createdBy: t.ticketTimesheets.createdBy })
    .from(t.ticketTimesheets)
    .where(and(eq(t.ticketTimesheets.id, id), cardId ? eq(t.ticketTimesheets.ticketId, cardId) : undefined));
  if (!row) return false;
  await requireAuthor(editor, row.createdBy, 'timesheet entry');
  return true;
}

export async function updateCardTimesheet(
  db: Db,
  editor: Editor,
  body: CardTimesheetInput & { cardTimesheetID: number },
) {
  await checkCategory(db, body.description);
  if (!(await ownCardTimesheet(db, editor, body.cardTimesheetID, body.cardID)))
    found(undefined, 'Card timesheet entry', body.cardTimesheetID);
  const [row] = await db
    .update(t.ticketTimesheets)
    .set({ ...timesheetEntryValues(body), ...modifiedBy(editor) })
    .where(and(eq(t.ticketTimesheets.id, body.cardTimesheetID), eq(t.ticketTimesheets.ticketId, body.cardID)))
    .returning();
  return toCardTimesheet(found(row, 'Card timesheet entry', body.cardTimesheetID));
}

/** Soft delete (spec 2 §4), recorded as a change. */
export async function deleteCardTimesheet(db: Db, editor: Editor, id: number): Promise<number> {
  if (!(await ownCardTimesheet(db, editor, id))) return 0;
  const rows = await db
    .update(t.ticketTimesheets)
    .set({ isEnabled: false, ...modifiedBy(editor) })
    .where(and(eq(t.ticketTimesheets.id, id), eq(t.ticketTimesheets.isEnabled, true)))
    .returning({ id: t.ticketTimesheets.id });
  return rows.length;
}

// ——— Checklist ———

const toChecklist = (r: typeof t.kanbanChecklists.$inferSelect): ChecklistItem => ({
  checklistID: r.id,
  cardID: r.cardId,
  projectID: r.projectId,
  checkListType: r.checkListType,
  text: r.text,
  isChecked: r.isChecked,
  sortOrder: r.sortOrder,
});

export async function listChecklist(
  db: Db,
  q: { CardID?: number; CheckListType?: number; ProjectID?: number },
): Promise<ChecklistItem[]> {
  if (!q.CardID && !q.ProjectID) return [];
  const rows = await db
    .select()
    .from(t.kanbanChecklists)
    .where(
      and(
        q.CardID ? eq(t.kanbanChecklists.cardId, q.CardID) : undefined,
        q.ProjectID ? eq(t.kanbanChecklists.projectId, q.ProjectID) : undefined,
        q.CheckListType ? eq(t.kanbanChecklists.checkListType, q.CheckListType) : undefined,
      ),
    )
    .orderBy(asc(t.kanbanChecklists.sortOrder), asc(t.kanbanChecklists.id));
  return rows.map(toChecklist);
}

interface ChecklistInput {
  cardID?: number | null;
  projectID?: number | null;
  checkListType: number;
  text: string;
  isChecked?: boolean;
  sortOrder?: number;
}

async function checklistValues(db: Tx, body: ChecklistInput) {
  if (!body.cardID && !body.projectID) throw new A1Error(400, 'A checklist item needs a cardID or a projectID.');
  if (body.cardID) await cardById(db, body.cardID);
  return {
    cardId: body.cardID ?? null,
    projectId: body.projectID ?? null,
    checkListType: body.checkListType,
    text: body.text.trim(),
    isChecked: body.isChecked ?? false,
    sortOrder: body.sortOrder ?? 0,
  };
}

export async function createChecklistItem(db: Db, body: ChecklistInput): Promise<ChecklistItem> {
  const values = await checklistValues(db, body);
  const [row] = await withReferences(() => db.insert(t.kanbanChecklists).values(values).returning());
  return toChecklist(row);
}

export async function updateChecklistItem(db: Db, body: ChecklistInput & { checklistID: number }) {
  const values = await checklistValues(db, body);
  const [row] = await withReferences(() =>
    db.update(t.kanbanChecklists).set(values).where(eq(t.kanbanChecklists.id, body.checklistID)).returning(),
  );
  return toChecklist(found(row, 'Checklist item', body.checklistID));
}

export const deleteChecklistItem = (db: Db, id: number): Promise<number> => deleteById(db, t.kanbanChecklists, id);

// ——— Tags ———

const toTag = (r: typeof t.kanbanTags.$inferSelect): Tag => ({
  tagID: r.id,
  tagType: r.tagType,
  name: r.name,
  color: r.color,
  isEnabled: r.isEnabled,
});

export async function listTags(db: Db, tagType?: number): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(t.kanbanTags)
    .where(tagType === undefined ? undefined : eq(t.kanbanTags.tagType, tagType))
    .orderBy(asc(t.kanbanTags.name));
  return rows.map(toTag);
}

interface TagInput {
  tagType: number;
  name: string;
  color?: string | null;
  isEnabled?: boolean;
}
const tagValues = (b: TagInput) => ({
  tagType: b.tagType,
  name: b.name.trim(),
  color: b.color ?? null,
  isEnabled: b.isEnabled ?? true,
});

export async function createTag(db: Db, body: TagInput): Promise<Tag> {
  const [row] = await db.insert(t.kanbanTags).values(tagValues(body)).returning();
  return toTag(row);
}

export async function updateTag(db: Db, body: TagInput & { tagID: number }): Promise<Tag> {
  const [row] = await db.update(t.kanbanTags).set(tagValues(body)).where(eq(t.kanbanTags.id, body.tagID)).returning();
  return toTag(found(row, 'Tag', body.tagID));
}

// ——— Dependencies ———

export async function listDependencies(db: Db, mainCardId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.cardDependencies.dependentCardId })
    .from(t.cardDependencies)
    .where(eq(t.cardDependencies.mainCardId, mainCardId))
    .orderBy(asc(t.cardDependencies.dependentCardId));
  return rows.map((r) => r.id);
}

/** Replaces a card's dependencies in one transaction; every id must be another existing card. */
export async function saveDependencies(db: Db, mainCardId: number, dependentCardIds: number[]): Promise<number[]> {
  const ids = [...new Set(dependentCardIds)];
  if (ids.includes(mainCardId)) throw new A1Error(400, 'A card cannot depend on itself.');
  return db.transaction(async (tx) => {
    await cardById(tx, mainCardId);
    await requireKnownIds(tx, t.tickets, ids, 'dependentCardIds', 'card');
    await tx.delete(t.cardDependencies).where(eq(t.cardDependencies.mainCardId, mainCardId));
    if (ids.length)
      await tx.insert(t.cardDependencies).values(ids.map((dependentCardId) => ({ mainCardId, dependentCardId })));
    return ids.sort((a, b) => a - b);
  });
}

// ——— Notes (objectives) ———

const toNote = (r: typeof t.kanbanNotes.$inferSelect): KanbanNote => ({
  noteID: r.id,
  projectID: r.projectId,
  text: r.text,
  createdBy: r.createdBy,
  createdOn: r.createdOn.toISOString(),
});

export async function listNotes(db: Db, projectId?: number): Promise<KanbanNote[]> {
  const rows = await db
    .select()
    .from(t.kanbanNotes)
    .where(and(eq(t.kanbanNotes.isEnabled, true), projectId ? eq(t.kanbanNotes.projectId, projectId) : undefined))
    .orderBy(desc(t.kanbanNotes.createdOn), desc(t.kanbanNotes.id));
  return rows.map(toNote);
}

export async function createNote(
  db: Db,
  user: SessionUser,
  body: { text: string; projectID?: number | null },
): Promise<KanbanNote> {
  const [row] = await withReferences(() =>
    db
      .insert(t.kanbanNotes)
      .values({ text: body.text, projectId: body.projectID ?? null, createdBy: user.email })
      .returning(),
  );
  return toNote(row);
}

export async function updateNote(
  db: Db,
  body: { noteID: number; text: string; projectID?: number | null },
): Promise<KanbanNote> {
  const [row] = await withReferences(() =>
    db
      .update(t.kanbanNotes)
      .set({ text: body.text, projectId: body.projectID ?? null })
      .where(and(eq(t.kanbanNotes.id, body.noteID), eq(t.kanbanNotes.isEnabled, true)))
      .returning(),
  );
  return toNote(found(row, 'Note', body.noteID));
}

/** Soft delete: the note is kept disabled. */
export async function deleteNote(db: Db, id: number): Promise<number> {
  const rows = await db
    .update(t.kanbanNotes)
    .set({ isEnabled: false })
    .where(and(eq(t.kanbanNotes.id, id), eq(t.kanbanNotes.isEnabled, true)))
    .returning({ id: t.kanbanNotes.id });
  return rows.length;
}

// ——— Schedule group ———

export async function activeScheduleGroup(db: Db, on = new Date()) {
  const today = on.toISOString().slice(0, 10);
  const [row] = await db
    .select()
    .from(t.scheduleGroups)
    .where(and(sql`${t.scheduleGroups.startDate} <= ${today}`, sql`${t.scheduleGroups.endDate} >= ${today}`))
    .orderBy(desc(t.scheduleGroups.startDate))
    .limit(1);
  return row
    ? {
        scheduleGroupId: row.id,
        name: row.name,
        number: row.number,
        startDate: row.startDate,
        endDate: row.endDate,
      }
    : null;
}

export { withReferences };
