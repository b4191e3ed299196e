/**
 * Ticket and feature (sprint) attachments: checked and named safely by files/ on the way in, served back as a
 * download with their type, never inline. Deleted by their author or an administrator only.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { TICKET_MESSAGES, type Attachment, type SprintAttachment, type SupportingDocument } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { acceptUpload } from '../../files/index.ts';
import { requireTicket } from './comments.ts';
import type { Actor } from './ticket-write-types.ts';

const ticketColumns = {
  attachmentId: t.ticketAttachments.id,
  ticketId: t.ticketAttachments.ticketId,
  fileName: t.ticketAttachments.fileName,
  filePrefix: t.ticketAttachments.filePrefix,
  contentType: t.ticketAttachments.contentType,
  size: t.ticketAttachments.size,
  createdBy: t.ticketAttachments.createdBy,
  createdOn: t.ticketAttachments.createdOn,
};
const sprintColumns = {
  attachmentId: t.sprintAttachments.id,
  sprintId: t.sprintAttachments.sprintId,
  fileName: t.sprintAttachments.fileName,
  filePrefix: t.sprintAttachments.filePrefix,
  contentType: t.sprintAttachments.contentType,
  size: t.sprintAttachments.size,
  createdBy: t.sprintAttachments.createdBy,
  createdOn: t.sprintAttachments.createdOn,
};
const out = <R extends { createdOn: Date }>(r: R, content: Buffer | null = null) => ({
  ...r,
  createdOn: r.createdOn.toISOString(),
  content: content ? content.toString('base64') : null,
});

/** An upload checked and named by files/ (400 when refused), as the columns of a ticket or feature attachment. */
function uploadedFile(actor: Actor, fileName: string, content: string) {
  const file = acceptUpload(fileName, content);
  return {
    fileName: file.fileName,
    filePrefix: file.filePrefix,
    contentType: file.contentType,
    size: file.content.length,
    content: file.content,
    createdBy: actor.email,
  };
}

export async function listAttachments(db: Db, ticketId: number): Promise<Attachment[]> {
  const rows = await db
    .select(ticketColumns)
    .from(t.ticketAttachments)
    .where(eq(t.ticketAttachments.ticketId, ticketId))
    .orderBy(asc(t.ticketAttachments.id));
  return rows.map((r) => out(r));
}

export async function createAttachment(
  db: Db,
  actor: Actor,
  ticketId: number,
  fileName: string,
  content: string,
): Promise<Attachment> {
  const file = uploadedFile(actor, fileName, content);
  await requireTicket(db, ticketId);
  const [row] = await db
    .insert(t.ticketAttachments)
    .values({ ticketId, ...file })
    .returning(ticketColumns);
  return out(row);
}

export async function attachmentFile(db: Db, attachmentId: number) {
  const [row] = await db
    .select({ ...ticketColumns, content: t.ticketAttachments.content })
    .from(t.ticketAttachments)
    .where(eq(t.ticketAttachments.id, attachmentId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Attachment', attachmentId));
  return row;
}

export async function getAttachment(db: Db, attachmentId: number): Promise<Attachment> {
  const { content, ...row } = await attachmentFile(db, attachmentId);
  return out(row, content);
}

export async function deleteAttachment(db: Db, editor: Editor, attachmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ createdBy: t.ticketAttachments.createdBy })
    .from(t.ticketAttachments)
    .where(eq(t.ticketAttachments.id, attachmentId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Attachment', attachmentId));
  await requireAuthor(editor, row.createdBy, 'attachment');
  await db.delete(t.ticketAttachments).where(eq(t.ticketAttachments.id, attachmentId));
  return true;
}

async function requireFeature(db: Db, sprintId: number) {
  const [row] = await db.select({ id: t.features.id }).from(t.features).where(eq(t.features.id, sprintId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Feature', sprintId));
}

export async function listSprintAttachments(db: Db, sprintId: number): Promise<SprintAttachment[]> {
  const rows = await db
    .select(sprintColumns)
    .from(t.sprintAttachments)
    .where(eq(t.sprintAttachments.sprintId, sprintId))
    .orderBy(asc(t.sprintAttachments.id));
  return rows.map((r) => out(r));
}

export async function createSprintAttachment(
  db: Db,
  actor: Actor,
  sprintId: number,
  fileName: string,
  content: string,
): Promise<SprintAttachment> {
  const file = uploadedFile(actor, fileName, content);
  await requireFeature(db, sprintId);
  const [row] = await db
    .insert(t.sprintAttachments)
    .values({ sprintId, ...file })
    .returning(sprintColumns);
  return out(row);
}

export async function sprintAttachmentFile(db: Db, attachmentId: number) {
  const [row] = await db
    .select({ ...sprintColumns, content: t.sprintAttachments.content })
    .from(t.sprintAttachments)
    .where(eq(t.sprintAttachments.id, attachmentId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Attachment', attachmentId));
  return row;
}

export async function deleteSprintAttachment(db: Db, editor: Editor, attachmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ createdBy: t.sprintAttachments.createdBy })
    .from(t.sprintAttachments)
    .where(eq(t.sprintAttachments.id, attachmentId));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Attachment', attachmentId));
  await requireAuthor(editor, row.createdBy, 'attachment');
  await db.delete(t.sprintAttachments).where(eq(t.sprintAttachments.id, attachmentId));
  return true;
}

export async function supportingDocuments(db: Db, sprintId: number): Promise<SupportingDocument[]> {
  const rows = await db
    .select()
    .from(t.supportingDocuments)
    .where(eq(t.supportingDocuments.sprintId, sprintId))
    .orderBy(desc(t.supportingDocuments.createdOn), desc(t.supportingDocuments.id));
  return rows.map((r) => ({ document_Link: r.link, created_By: r.createdBy, created_On: r.createdOn.toISOString() }));
}
