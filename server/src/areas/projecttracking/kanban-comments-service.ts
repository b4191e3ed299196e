/**
 * KanbanBoard/ comments (spec 2 §7). A card's comment is its ticket's comment (ticket_comments); a project, initiative
 * or feature comment is a kanban comment.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { CardComment } from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { found, deleteById } from './rows.ts';
import { modifiedBy, requireAuthor, type Editor } from '../../auth/record-owner.ts';
import {
  cleanComment,
  createComment as createTicketComment,
  updateComment as updateTicketComment,
} from '../ticketing/comments.ts';
import { cardById } from './kanban-card-queries.ts';
import { withReferences } from './kanban-references.ts';

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
