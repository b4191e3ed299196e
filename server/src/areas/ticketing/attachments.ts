/**
 * Ticket and feature (sprint) attachments over the one attachments service (areas/shared/attachments.ts): this file
 * shapes its rows as the Ticketing calls answer (a ticket's Attachment, a feature's SprintAttachment), with the file's
 * bytes in base64 where a call returns them. Ticket files are its Kanban card's files too.
 */
import { desc, eq } from 'drizzle-orm';
import { TICKET_MESSAGES, type Attachment, type SprintAttachment, type SupportingDocument } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import type { Editor } from '../../auth/record-owner.ts';
import * as store from '../shared/attachments.ts';
import type { Actor } from './ticket-write-types.ts';

const described = (r: store.AttachmentRow, content: Buffer | null = null) => ({
  attachmentId: r.id,
  fileName: r.fileName,
  filePrefix: r.filePrefix,
  contentType: r.contentType,
  size: r.size,
  createdBy: r.createdBy,
  createdOn: r.createdOn,
  content: content ? content.toString('base64') : null,
});
const asTicketFile = (r: store.AttachmentRow, content?: Buffer): Attachment => ({
  ...described(r, content),
  ticketId: r.ownerId,
});
const asFeatureFile = (r: store.AttachmentRow): SprintAttachment => ({ ...described(r), sprintId: r.ownerId });

/** 404 unless the deletion happened (Ticketing's delete calls answer true or an error). */
const deleted = (id: number) => (done: boolean) => {
  if (!done) throw new A1Error(404, TICKET_MESSAGES.notFound('Attachment', id));
  return true;
};

export const listAttachments = async (db: Db, ticketId: number): Promise<Attachment[]> =>
  (await store.listAttachments(db, { kind: 'Ticket', id: ticketId })).map((r) => asTicketFile(r));

export const createAttachment = async (db: Db, actor: Actor, ticketId: number, fileName: string, content: string) =>
  asTicketFile(await store.addAttachment(db, actor, { kind: 'Ticket', id: ticketId }, { fileName, content }));

export const attachmentFile = (db: Db, attachmentId: number) => store.attachmentFile(db, attachmentId, 'Ticket');

export async function getAttachment(db: Db, attachmentId: number): Promise<Attachment> {
  const { content, ...row } = await attachmentFile(db, attachmentId);
  return asTicketFile(row, content);
}

export const deleteAttachment = (db: Db, editor: Editor, attachmentId: number) =>
  store.deleteAttachment(db, editor, attachmentId, 'Ticket').then(deleted(attachmentId));

export const listSprintAttachments = async (db: Db, sprintId: number): Promise<SprintAttachment[]> =>
  (await store.listAttachments(db, { kind: 'Feature', id: sprintId })).map(asFeatureFile);

export const createSprintAttachment = async (
  db: Db,
  actor: Actor,
  sprintId: number,
  fileName: string,
  content: string,
) => asFeatureFile(await store.addAttachment(db, actor, { kind: 'Feature', id: sprintId }, { fileName, content }));

export const sprintAttachmentFile = (db: Db, attachmentId: number) => store.attachmentFile(db, attachmentId, 'Feature');

export const deleteSprintAttachment = (db: Db, editor: Editor, attachmentId: number) =>
  store.deleteAttachment(db, editor, attachmentId, 'Feature').then(deleted(attachmentId));

export async function supportingDocuments(db: Db, sprintId: number): Promise<SupportingDocument[]> {
  const rows = await db
    .select()
    .from(t.supportingDocuments)
    .where(eq(t.supportingDocuments.sprintId, sprintId))
    .orderBy(desc(t.supportingDocuments.createdOn), desc(t.supportingDocuments.id));
  return rows.map((r) => ({ document_Link: r.link, created_By: r.createdBy, created_On: r.createdOn.toISOString() }));
}
