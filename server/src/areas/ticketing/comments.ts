/**
 * Ticket comments (spec 3 Comments tab), also a kanban card's comments: rich text, sanitised; a new one marks the
 * ticket unread for everyone else. Changed or deleted by their author or an administrator only.
 */
import { and, desc, eq } from 'drizzle-orm';
import { TICKET_MESSAGES, type Comment } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { modifiedBy, requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { richTextToPlain, sanitizeRichText } from '../../http/sanitize-html.ts';
import { markUnreadForOthers } from './unread-marks.ts';
import { notifyTicketsChanged, notifyUnreadChanged } from './unread-events.ts';
import type { Actor, Exec } from './ticket-write-types.ts';

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
  modifiedBy: t.ticketComments.modifiedBy,
  modifiedOn: t.ticketComments.modifiedOn,
};
const toComment = (
  r: { createdOn: Date; modifiedOn: Date | null } & Omit<Comment, 'createdOn' | 'modifiedOn'>,
): Comment => ({
  ...r,
  createdOn: r.createdOn.toISOString(),
  modifiedOn: r.modifiedOn?.toISOString() ?? null,
});

/** The stored form of a comment (the one sanitiser); 400 when nothing is left. */
export function cleanComment(html: string): string {
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

/**
 * 404 when the comment is missing, 403 unless its author or an administrator asks. Checked before the write's
 * transaction: the administrator check reads the database, and PGlite has a single connection.
 */
async function ownComment(db: Db, editor: Editor, commentId: number, cardId?: number) {
  const where = cardId
    ? and(eq(t.ticketComments.id, commentId), eq(t.ticketComments.ticketId, cardId))
    : eq(t.ticketComments.id, commentId);
  const [row] = await db
    .select({ id: t.ticketComments.id, createdBy: t.ticketComments.createdBy })
    .from(t.ticketComments)
    .where(where);
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Comment', commentId));
  await requireAuthor(editor, row.createdBy, 'comment');
}

export async function updateComment(
  db: Db,
  editor: Editor,
  commentId: number,
  html: string,
  cardId?: number,
): Promise<Comment> {
  const comment = cleanComment(html);
  await ownComment(db, editor, commentId, cardId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.ticketComments)
      .set({ comment, ...modifiedBy(editor) })
      .where(eq(t.ticketComments.id, commentId))
      .returning(columns);
    if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Comment', commentId));
    await refreshLatest(tx, row.cardId);
    await notifyTicketsChanged(tx, [{ ticketId: row.cardId, kind: 'comment', byUserId: editor.userId }]);
    return toComment(row);
  });
}

export async function deleteComment(db: Db, editor: Editor, commentId: number): Promise<boolean> {
  await ownComment(db, editor, commentId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(t.ticketComments)
      .where(eq(t.ticketComments.id, commentId))
      .returning({ ticketId: t.ticketComments.ticketId });
    if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Comment', commentId));
    await refreshLatest(tx, row.ticketId);
    await notifyTicketsChanged(tx, [{ ticketId: row.ticketId, kind: 'comment', byUserId: editor.userId }]);
    return true;
  });
}
