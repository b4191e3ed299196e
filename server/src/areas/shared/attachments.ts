/**
 * Attachments, for every owner kind (issue 24 point 3): files on a ticket (or its Kanban card), a feature, a project,
 * a parcel job (receiving) or a problem package's card. The only writer of the attachments table; the ticketing,
 * Kanban, receiving and problem routes shape its rows into their own answers. The same rules for every kind: the owner
 * exists; a file passes the one upload check (server/src/files: size, safe name, type by extension checked against
 * the bytes); it is served back as a download, never inline. Who may delete is the area's rule: ticketing and Kanban
 * files only by their author or an administrator (deleteAttachment), receiving by the dock (removeAttachment).
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { TICKET_MESSAGES, type AttachmentOwnerKind } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { acceptUpload, type AcceptedFile } from '../../files/index.ts';
import { personName } from '../../db/person-name.ts';

export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  id: number;
}

const columns = {
  id: t.attachments.id,
  ownerKind: t.attachments.ownerKind,
  ownerId: t.attachments.ownerId,
  fileName: t.attachments.fileName,
  filePrefix: t.attachments.filePrefix,
  contentType: t.attachments.contentType,
  size: t.attachments.size,
  description: t.attachments.description,
  createdBy: t.attachments.createdBy,
  createdOn: t.attachments.createdOn,
};

/** A file's description, as every answer shape is made from (its bytes only where asked). */
export interface AttachmentRow {
  id: number;
  ownerKind: AttachmentOwnerKind;
  ownerId: number;
  fileName: string;
  filePrefix: string;
  contentType: string;
  size: number;
  description: string | null;
  /** The uploader's e-mail as stored (ticketing's spec fields answer it). */
  createdBy: string;
  createdOn: string;
}

/** A row with the uploader's name beside the e-mail, for the answers that show who (issue 29 point 2). */
export type NamedAttachmentRow = AttachmentRow & { createdByName: string };

const toRow = <R extends { ownerKind: string; createdOn: Date }>(r: R) => ({
  ...r,
  ownerKind: r.ownerKind as AttachmentOwnerKind,
  createdOn: r.createdOn.toISOString(),
});

const OWNER_TABLES = {
  Ticket: t.tickets,
  Feature: t.features,
  Project: t.projects,
  Job: t.jobs,
  PackageIssue: t.packageIssues,
};

async function requireOwner(db: Pick<Db, 'select'>, owner: AttachmentOwner): Promise<void> {
  const table = OWNER_TABLES[owner.kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, owner.id));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound(owner.kind, owner.id));
}

const ofOwner = (owner: AttachmentOwner) =>
  and(eq(t.attachments.ownerKind, owner.kind), eq(t.attachments.ownerId, owner.id));

/** An owner's files without their bytes: oldest first (the ticket tabs) or newest first (the Kanban dialogs). */
export async function listAttachments(
  db: Db,
  owner: AttachmentOwner,
  order: 'oldest' | 'newest' = 'oldest',
): Promise<AttachmentRow[]> {
  const rows = await db
    .select(columns)
    .from(t.attachments)
    .where(ofOwner(owner))
    .orderBy(
      ...(order === 'oldest' ? [asc(t.attachments.id)] : [desc(t.attachments.createdOn), desc(t.attachments.id)]),
    );
  return rows.map(toRow);
}

/** The same with the uploader's name, newest first: the receiving job's and the problem card's lists. */
export async function listNamedAttachments(db: Db, owner: AttachmentOwner): Promise<NamedAttachmentRow[]> {
  const rows = await db
    .select({ ...columns, createdByName: personName(t.attachments.createdBy) })
    .from(t.attachments)
    .where(ofOwner(owner))
    .orderBy(desc(t.attachments.createdOn), desc(t.attachments.id));
  return rows.map(toRow);
}

/** One file's description with the uploader's name; undefined when there is none of that kind. */
export async function namedAttachment(
  db: Db,
  id: number,
  kind: AttachmentOwnerKind,
): Promise<NamedAttachmentRow | undefined> {
  const [row] = await db
    .select({ ...columns, createdByName: personName(t.attachments.createdBy) })
    .from(t.attachments)
    .where(ofKind(id, kind));
  return row && toRow(row);
}

/** One file with the uploader's name and its bytes, in one read; undefined when there is none of that kind. */
export async function namedAttachmentFile(db: Db, id: number, kind: AttachmentOwnerKind) {
  const [row] = await db
    .select({ ...columns, createdByName: personName(t.attachments.createdBy), content: t.attachments.content })
    .from(t.attachments)
    .where(ofKind(id, kind));
  return row && toRow(row);
}

export async function countAttachments(db: Db, owner: AttachmentOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.attachments).where(ofOwner(owner));
  return row?.n ?? 0;
}

const values = (owner: AttachmentOwner, file: AcceptedFile, createdBy: string, description: string | null = null) => ({
  ownerKind: owner.kind,
  ownerId: owner.id,
  fileName: file.fileName,
  filePrefix: file.filePrefix,
  contentType: file.contentType,
  size: file.content.length,
  description,
  content: file.content,
  createdBy,
});

const ofKind = (id: number, kind?: AttachmentOwnerKind): SQL | undefined =>
  and(eq(t.attachments.id, id), kind ? eq(t.attachments.ownerKind, kind) : undefined);

/**
 * A file already checked (acceptUpload) attached inside the caller's transaction, after its owner is found (404), so
 * the area records its history in the same transaction: the receiving job's history, the card's activity log.
 */
export async function attachFile(
  tx: Pick<Db, 'select' | 'insert'>,
  owner: AttachmentOwner,
  file: AcceptedFile,
  createdBy: string,
  description: string | null = null,
): Promise<AttachmentRow> {
  await requireOwner(tx, owner);
  const [row] = await tx
    .insert(t.attachments)
    .values(values(owner, file, createdBy, description))
    .returning(columns);
  return toRow(row);
}

/** A file's new name or description, inside the caller's transaction; false when there is none of that kind. */
export async function updateAttachmentDetails(
  tx: Pick<Db, 'update'>,
  id: number,
  kind: AttachmentOwnerKind,
  set: { fileName?: string; description?: string | null },
): Promise<boolean> {
  if (Object.keys(set).length === 0) return true;
  const rows = await tx.update(t.attachments).set(set).where(ofKind(id, kind)).returning({ id: t.attachments.id });
  return rows.length > 0;
}

/** Deletes a file of that kind whoever asks (the area decided who may), inside the caller's transaction. */
export async function removeAttachment(tx: Pick<Db, 'delete'>, id: number, kind: AttachmentOwnerKind) {
  const rows = await tx.delete(t.attachments).where(ofKind(id, kind)).returning({ id: t.attachments.id });
  return rows.length > 0;
}

/** Attaches a file (base64 content) to an owner after the upload check (400 or 413 when refused). */
export async function addAttachment(
  db: Db,
  author: { email: string },
  owner: AttachmentOwner,
  upload: { fileName: string; content: string },
): Promise<AttachmentRow> {
  return attachFile(db, owner, acceptUpload(upload.fileName, upload.content), author.email);
}

/** Files already checked (acceptUpload), attached inside the caller's transaction (a new feature's pending files). */
export async function insertAttachments(
  tx: Pick<Db, 'insert'>,
  owner: AttachmentOwner,
  files: AcceptedFile[],
  createdBy: string,
): Promise<void> {
  if (files.length) await tx.insert(t.attachments).values(files.map((f) => values(owner, f, createdBy)));
}

/** A file with its bytes (404 when there is none, of this kind when one is named). */
export async function attachmentFile(db: Db, id: number, kind?: AttachmentOwnerKind) {
  const [row] = await db
    .select({ ...columns, content: t.attachments.content })
    .from(t.attachments)
    .where(ofKind(id, kind));
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Attachment', id));
  const { content, ...rest } = row;
  return { ...toRow(rest), content };
}

/** Deletes a file (403 for anyone but its author or an administrator); false when there is none of that kind. */
export async function deleteAttachment(db: Db, editor: Editor, id: number, kind?: AttachmentOwnerKind) {
  const where = ofKind(id, kind);
  const [row] = await db.select({ createdBy: t.attachments.createdBy }).from(t.attachments).where(where);
  if (!row) return false;
  await requireAuthor(editor, row.createdBy, 'attachment');
  const rows = await db.delete(t.attachments).where(where).returning({ id: t.attachments.id });
  return rows.length > 0;
}

/** The files of owners being deleted, in the deleting transaction (no foreign key cascades to them). */
export async function deleteOwnerAttachments(tx: Pick<Db, 'delete'>, kind: AttachmentOwnerKind, ids: number[]) {
  if (ids.length === 0) return;
  await tx.delete(t.attachments).where(and(eq(t.attachments.ownerKind, kind), inArray(t.attachments.ownerId, ids)));
}
