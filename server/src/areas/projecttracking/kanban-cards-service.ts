/**
 * KanbanBoard/Card writes (spec 2 §7). A card is a ticket row: Card writes the tickets the Ticketing calls use, under
 * the same lane rules.
 */
import { eq, or } from 'drizzle-orm';
import type { Card, CardUpdate, NewCard } from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { day } from './days.ts';
import { found, requireKnownIds, type Tx } from './rows.ts';
import { sanitizeOptionalRichText } from '../../http/sanitize-html.ts';
import { checkedAddresses } from '../ticketing/notifications.ts';
import { ticketSettings } from '../ticketing/settings.ts';
import { TICKET_MESSAGES } from '@a1/shared';
import { laneNeedsComment, scheduleGroupRequired } from '@a1/shared/rules/ticket-writes/index';
import { cardById } from './kanban-card-queries.ts';
import { withReferences } from './kanban-references.ts';
import { deleteOwnerTimesheets } from '../shared/timesheets.ts';
import { deleteOwnerAttachments } from '../shared/attachments.ts';

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
    await deleteOwnerTimesheets(tx, 'Ticket', [cardId]);
    await tx.delete(t.ticketUnreads).where(eq(t.ticketUnreads.ticketId, cardId));
    await tx.delete(t.kanbanChecklists).where(eq(t.kanbanChecklists.cardId, cardId));
    await deleteOwnerAttachments(tx, 'Ticket', [cardId]);
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
