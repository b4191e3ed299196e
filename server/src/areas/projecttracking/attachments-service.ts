/** Attachments of a feature, a card or a project (KanbanBoard/Attachment), checked by attachments.ts. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Attachment } from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { acceptUpload } from '../../files/index.ts';
import { found } from './common.ts';
import { requireAuthor, type Editor } from '../../auth/record-owner.ts';

const listColumns = {
  attachmentId: t.projectAttachments.id,
  sprintId: t.projectAttachments.sprintId,
  cardId: t.projectAttachments.cardId,
  projectId: t.projectAttachments.projectId,
  fileName: t.projectAttachments.fileName,
  contentType: t.projectAttachments.contentType,
  size: t.projectAttachments.size,
  createdBy: t.projectAttachments.createdBy,
  createdOn: t.projectAttachments.createdOn,
};

export async function listAttachments(
  db: Db,
  q: { cardId?: number; projectId?: number; sprintId?: number },
): Promise<Attachment[]> {
  const where: Array<SQL | undefined> = [
    q.cardId ? eq(t.projectAttachments.cardId, q.cardId) : undefined,
    q.projectId ? eq(t.projectAttachments.projectId, q.projectId) : undefined,
    q.sprintId ? eq(t.projectAttachments.sprintId, q.sprintId) : undefined,
  ];
  if (!where.some(Boolean)) return [];
  const rows = await db
    .select(listColumns)
    .from(t.projectAttachments)
    .where(and(...where))
    .orderBy(desc(t.projectAttachments.createdOn), desc(t.projectAttachments.id));
  return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() }));
}

export async function createAttachment(
  db: Db,
  user: SessionUser,
  body: {
    fileName: string;
    content: string;
    cardID?: number | null;
    projectID?: number | null;
    sprintId?: number | null;
  },
): Promise<Attachment> {
  if (!body.cardID && !body.projectID && !body.sprintId)
    throw new A1Error(400, 'An attachment needs a cardID or a projectID.');
  if (body.cardID) {
    const [card] = await db.select({ id: t.tickets.id }).from(t.tickets).where(eq(t.tickets.id, body.cardID));
    if (!card) throw new A1Error(400, `cardID ${body.cardID} is not a known card.`);
  }
  if (body.projectID) {
    const [p] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, body.projectID));
    if (!p) throw new A1Error(400, `projectID ${body.projectID} is not a known project.`);
  }
  // One intake for every file of the app (server/src/files): size, name, type by extension checked against the bytes.
  const file = acceptUpload(body.fileName, body.content);
  const [row] = await db
    .insert(t.projectAttachments)
    .values({
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.content.length,
      content: file.content.toString('base64'),
      cardId: body.cardID ?? null,
      projectId: body.projectID ?? null,
      sprintId: body.sprintId ?? null,
      createdBy: user.email,
    })
    .returning(listColumns);
  return { ...row, createdOn: row.createdOn.toISOString() };
}

/** Deleted by its author or an administrator only (403 for anyone else); 0 when there is no such attachment. */
export async function deleteAttachment(db: Db, editor: Editor, id: number): Promise<number> {
  const [row] = await db
    .select({ createdBy: t.projectAttachments.createdBy })
    .from(t.projectAttachments)
    .where(eq(t.projectAttachments.id, id));
  if (!row) return 0;
  await requireAuthor(editor, row.createdBy, 'attachment');
  const rows = await db
    .delete(t.projectAttachments)
    .where(eq(t.projectAttachments.id, id))
    .returning({ id: t.projectAttachments.id });
  return rows.length;
}

export async function attachmentFile(db: Db, id: number) {
  const [row] = await db
    .select({
      fileName: t.projectAttachments.fileName,
      contentType: t.projectAttachments.contentType,
      content: t.projectAttachments.content,
    })
    .from(t.projectAttachments)
    .where(eq(t.projectAttachments.id, id));
  const file = found(row, 'Attachment', id);
  return { fileName: file.fileName, contentType: file.contentType, content: Buffer.from(file.content, 'base64') };
}
