/** Ticket comments (spec 3 Comments tab): rich text, sanitised; a new one marks the ticket unread for everyone else. */
import { and, desc, eq } from 'drizzle-orm';
import { TICKET_MESSAGES, type Comment } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { richTextToPlain, sanitizeRichText } from '../../http/sanitize-html.ts';
import { markUnreadForOthers } from './unread-marks.ts';
import { notifyTicketsChanged, notifyUnreadChanged } from './unread-events.ts';
import type { Actor, Exec } from './ticket-write.ts';

export async function requireTicket(db: Exec, ticketId: number): Promise<void> {
  const [row] = await db.select({ id: t.tickets.id }).from(t.tickets).where(eq(t.tickets.id, ticketId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.ticketNotFound(ticketId));
}

const columns = {
  commentId: t.ticketComments.id,
  cardId: t.ticketComments.ticketId,
  comment: t.ticketComments.comment,
  createdBy: t.ticketComments.createdBy,
  createdOn: t.ticketComments.createdOn,
};
const toComment = (r: { createdOn: Date } & Omit<Comment, 'createdOn'>): Comment => ({
  ...r,
  createdOn: r.createdOn.toISOString(),
});

function cleanComment(html: string): string {
  const clean = sanitizeRichText(html);
  if (!richTextToPlain(clean) && !/<img\s/i.test(clean)) throw new A1Error(400, 'comment is required');
  return clean;
}

/** Keeps the ticket's latest comment in step after an edit or a delete. */
async function refreshLatest(db: Exec, ticketId: number) {
  const [latest] = await db
    .select({ comment: t.ticketComments.comment })
    .from(t.ticketComments)
    .where(eq(t.ticketComments.ticketId, ticketId))
    .orderBy(desc(t.ticketComments.createdOn), desc(t.ticketComments.id))
    .limit(1);
  await db
    .update(t.tickets)
    .set({ latestComment: latest?.comment ?? null })
    .where(eq(t.tickets.id, ticketId));
}

export async function listComments(db: Db, ticketId: number): Promise<Comment[]> {
  const rows = await db
    .select(columns)
    .from(t.ticketComments)
    .where(eq(t.ticketComments.ticketId, ticketId))
    .orderBy(desc(t.ticketComments.createdOn), desc(t.ticketComments.id));
  return rows.map(toComment);
}

export async function createComment(db: Db, actor: Actor, ticketId: number, html: string): Promise<Comment> {
  const comment = cleanComment(html);
  return db.transaction(async (tx) => {
    await requireTicket(tx, ticketId);
    const [row] = await tx
      .insert(t.ticketComments)
      .values({ ticketId, comment, createdBy: actor.email })
      .returning(columns);
    await tx
      .update(t.tickets)
      .set({ latestComment: comment, updatedBy: actor.email, updatedOn: new Date() })
      .where(eq(t.tickets.id, ticketId));
    const users = await markUnreadForOthers(tx, [{ ticketId, fields: ['COMMENT'] }], actor.userId);
    await notifyUnreadChanged(tx, users);
    await notifyTicketsChanged(tx, [{ ticketId, kind: 'comment', byUserId: actor.userId }]);
    return toComment(row);
  });
}

export async function updateComment(
  db: Db,
  actor: Actor,
  commentId: number,
  html: string,
  cardId?: number,
): Promise<Comment> {
  const comment = cleanComment(html);
  return db.transaction(async (tx) => {
    const where = cardId
      ? and(eq(t.ticketComments.id, commentId), eq(t.ticketComments.ticketId, cardId))
      : eq(t.ticketComments.id, commentId);
    const [row] = await tx.update(t.ticketComments).set({ comment }).where(where).returning(columns);
    if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Comment', commentId));
    await refreshLatest(tx, row.cardId);
    await notifyTicketsChanged(tx, [{ ticketId: row.cardId, kind: 'comment', byUserId: actor.userId }]);
    return toComment(row);
  });
}

export async function deleteComment(db: Db, actor: Actor, commentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(t.ticketComments)
      .where(eq(t.ticketComments.id, commentId))
      .returning({ ticketId: t.ticketComments.ticketId });
    if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Comment', commentId));
    await refreshLatest(tx, row.ticketId);
    await notifyTicketsChanged(tx, [{ ticketId: row.ticketId, kind: 'comment', byUserId: actor.userId }]);
    return true;
  });
}
