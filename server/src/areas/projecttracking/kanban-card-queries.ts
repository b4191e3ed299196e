/**
 * KanbanBoard/ card reads (spec 2 §7). A card is a ticket row: the board's cards are the tickets, with their latest
 * comment and notification e-mails.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Card } from '@a1/shared/contract/projecttracking';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { found, type Tx } from './rows.ts';

const CLOSED_STATUS = 'Completed';

/** The newest comment of each card (qualified by hand: inside sql``, a column renders without its table). */
const latestComment = sql<
  string | null
>`(select c.comment from ticket_comments c where c.ticket_id = "tickets"."id" order by c.created_on desc, c.id desc limit 1)`;

/** The e-mails subscribed to each card (ticket_notifications, the list the Ticketing calls keep), oldest first. */
const notificationEmails = sql<
  string[]
>`coalesce((select json_agg(n.email order by n.id) from ticket_notifications n where n.ticket_id = "tickets"."id"), '[]'::json)`;

export const cardColumns = { ticket: t.tickets, latestComment, notificationEmails };

export function toCard(r: {
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

export async function cardById(db: Tx, id: number): Promise<Card> {
  const [row] = await db.select(cardColumns).from(t.tickets).where(eq(t.tickets.id, id));
  return toCard(found(row, 'Card', id));
}
