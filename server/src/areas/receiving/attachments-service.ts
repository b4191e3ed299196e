/**
 * A receiving job's attachments (issue 26) in the one attachments table and service (issue 24 point 3: owner kind
 * Job), through the one upload checker (server/src/files: size, allowed type, content matching its extension, a safe
 * name). GET DeleteAttachment deletes, as the spec has it: anyone at the dock may (the receiving permission), unlike
 * ticket files. Every write is recorded in the job's history in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { RECEIVING_MESSAGES, type ReceivingAttachment } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { acceptUpload, DEFAULT_UPLOAD_LIMITS, sanitizeFileName } from '../../files/index.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import * as store from '../shared/attachments.ts';
import { recordHistory } from './history.ts';
import { receivingJob } from './job-read.ts';
import { numberKey } from '../../db/sql-arrays.ts';

const KIND = 'Job';

const shape = (
  row: store.NamedAttachmentRow,
  jobNumber: string,
  content: Buffer | null = null,
): ReceivingAttachment => ({
  attachmentId: row.id,
  jobId: row.ownerId,
  jobNumber,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  description: row.description,
  content: content ? content.toString('base64') : null,
  createdBy: row.createdByName,
  createdOn: row.createdOn,
});

/** A job's file by id, with its job's number (404 when it is not a job's file). */
async function one(db: Db, attachmentId: number) {
  const row = await store.namedAttachment(db, attachmentId, KIND);
  if (!row) throw new A1Error(404, RECEIVING_MESSAGES.unknownAttachment(attachmentId));
  const [job] = await db.select({ number: t.jobs.number }).from(t.jobs).where(eq(t.jobs.id, row.ownerId));
  return { row, jobNumber: job?.number ?? '' };
}

export async function attachments(
  db: Db,
  q: { jobNumber: string; attachmentId?: number },
): Promise<ReceivingAttachment[]> {
  const [job] = await db
    .select({ id: t.jobs.id, number: t.jobs.number })
    .from(t.jobs)
    .where(sql`upper(regexp_replace(${t.jobs.number}, '\\s', '', 'g')) = ${numberKey(q.jobNumber)}`);
  if (!job) throw new A1Error(404, RECEIVING_MESSAGES.unknownJob('jobNumber', q.jobNumber));
  if (q.attachmentId !== undefined) {
    const file = await store.namedAttachmentFile(db, q.attachmentId, KIND);
    if (!file || file.ownerId !== job.id) throw new A1Error(404, RECEIVING_MESSAGES.unknownAttachment(q.attachmentId));
    const { content, ...row } = file;
    return [shape(row, job.number, content)];
  }
  const rows = await store.listNamedAttachments(db, { kind: KIND, id: job.id });
  return rows.map((r) => shape(r, job.number));
}

export async function createAttachment(
  db: Db,
  body: { jobId: number; fileName: string; content: string; description?: string | null },
  by: string,
): Promise<ReceivingAttachment> {
  await receivingJob(db, body.jobId);
  const file = acceptUpload(body.fileName, body.content);
  const id = await db.transaction(async (tx) => {
    const description = sanitizeOptionalPlainText(body.description) || null;
    const row = await store.attachFile(tx, { kind: KIND, id: body.jobId }, file, by, description);
    await recordHistory(tx, body.jobId, 'attachment', `Attached ${file.fileName}.`, by);
    return row.id;
  });
  const { row, jobNumber } = await one(db, id);
  return shape(row, jobNumber);
}

export async function updateAttachment(
  db: Db,
  body: { attachmentId: number; fileName?: string; description?: string | null },
  by: string,
): Promise<ReceivingAttachment> {
  const { row: current } = await one(db, body.attachmentId);
  const set: { fileName?: string; description?: string | null } = {};
  if (body.fileName !== undefined) {
    const name = sanitizeFileName(body.fileName);
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    // A new name keeps a type that serves the same file: the content was checked against the first one.
    if (DEFAULT_UPLOAD_LIMITS.types[extension] !== current.contentType)
      throw new A1Error(400, RECEIVING_MESSAGES.renameKeepsType(current.contentType));
    set.fileName = name;
  }
  if (body.description !== undefined) set.description = sanitizeOptionalPlainText(body.description) || null;
  if (Object.keys(set).length > 0)
    await db.transaction(async (tx) => {
      await store.updateAttachmentDetails(tx, body.attachmentId, KIND, set);
      await recordHistory(tx, current.ownerId, 'attachment', `Changed attachment ${current.fileName}.`, by);
    });
  const { row, jobNumber } = await one(db, body.attachmentId);
  return shape(row, jobNumber);
}

export async function deleteAttachment(db: Db, attachmentId: number, by: string): Promise<boolean> {
  const { row: current } = await one(db, attachmentId);
  await db.transaction(async (tx) => {
    await store.removeAttachment(tx, attachmentId, KIND);
    await recordHistory(tx, current.ownerId, 'attachmentDeleted', `Deleted attachment ${current.fileName}.`, by);
  });
  return true;
}
