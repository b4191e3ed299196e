/**
 * A receiving job's attachments (issue 26) through the one upload checker (server/src/files: size, allowed type,
 * content matching its extension, a safe name). GET DeleteAttachment deletes, as the spec has it; every write is
 * recorded in the job's history.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { RECEIVING_MESSAGES, type ReceivingAttachment } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { personName } from '../../db/person-name.ts';
import { acceptUpload, DEFAULT_UPLOAD_LIMITS, sanitizeFileName } from '../../files/index.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import { recordHistory } from './history.ts';
import { receivingJob } from './job-read.ts';
import { numberKey } from './sql-arrays.ts';

const columns = {
  attachmentId: t.receivingAttachments.id,
  jobId: t.receivingAttachments.jobId,
  jobNumber: t.jobs.number,
  fileName: t.receivingAttachments.fileName,
  contentType: t.receivingAttachments.contentType,
  size: t.receivingAttachments.size,
  description: t.receivingAttachments.description,
  createdBy: personName(t.receivingAttachments.createdBy),
  createdOn: t.receivingAttachments.createdOn,
};

type Row = Omit<ReceivingAttachment, 'createdOn' | 'content'> & { createdOn: Date };
const shape = (row: Row, content: Buffer | null = null): ReceivingAttachment => ({
  ...row,
  content: content ? content.toString('base64') : null,
  createdOn: row.createdOn.toISOString(),
});

async function one(db: Db, attachmentId: number) {
  const [row] = await db
    .select({ ...columns, content: t.receivingAttachments.content })
    .from(t.receivingAttachments)
    .innerJoin(t.jobs, eq(t.jobs.id, t.receivingAttachments.jobId))
    .where(eq(t.receivingAttachments.id, attachmentId));
  if (!row) throw new A1Error(404, RECEIVING_MESSAGES.unknownAttachment(attachmentId));
  return row;
}

export async function attachments(
  db: Db,
  q: { jobNumber: string; attachmentId?: number },
): Promise<ReceivingAttachment[]> {
  const [job] = await db
    .select({ id: t.jobs.id })
    .from(t.jobs)
    .where(sql`upper(regexp_replace(${t.jobs.number}, '\\s', '', 'g')) = ${numberKey(q.jobNumber)}`);
  if (!job) throw new A1Error(404, RECEIVING_MESSAGES.unknownJob('jobNumber', q.jobNumber));
  if (q.attachmentId !== undefined) {
    const { content, ...row } = await one(db, q.attachmentId);
    if (row.jobId !== job.id) throw new A1Error(404, RECEIVING_MESSAGES.unknownAttachment(q.attachmentId));
    return [shape(row, content)];
  }
  const rows = await db
    .select(columns)
    .from(t.receivingAttachments)
    .innerJoin(t.jobs, eq(t.jobs.id, t.receivingAttachments.jobId))
    .where(eq(t.receivingAttachments.jobId, job.id))
    .orderBy(desc(t.receivingAttachments.id));
  return rows.map((r) => shape(r));
}

export async function createAttachment(
  db: Db,
  body: { jobId: number; fileName: string; content: string; description?: string | null },
  by: string,
): Promise<ReceivingAttachment> {
  await receivingJob(db, body.jobId);
  const file = acceptUpload(body.fileName, body.content);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.receivingAttachments)
      .values({
        jobId: body.jobId,
        fileName: file.fileName,
        filePrefix: file.filePrefix,
        contentType: file.contentType,
        size: file.content.length,
        description: sanitizeOptionalPlainText(body.description) || null,
        content: file.content,
        createdBy: by,
      })
      .returning({ id: t.receivingAttachments.id });
    await recordHistory(tx, body.jobId, 'attachment', `Attached ${file.fileName}.`, by);
    return row.id;
  });
  const { content: _content, ...row } = await one(db, id);
  return shape(row);
}

export async function updateAttachment(
  db: Db,
  body: { attachmentId: number; fileName?: string; description?: string | null },
  by: string,
): Promise<ReceivingAttachment> {
  const current = await one(db, body.attachmentId);
  const set: Partial<typeof t.receivingAttachments.$inferInsert> = {};
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
      await tx.update(t.receivingAttachments).set(set).where(eq(t.receivingAttachments.id, body.attachmentId));
      await recordHistory(tx, current.jobId, 'attachment', `Changed attachment ${current.fileName}.`, by);
    });
  const { content: _content, ...row } = await one(db, body.attachmentId);
  return shape(row);
}

export async function deleteAttachment(db: Db, attachmentId: number, by: string): Promise<boolean> {
  const current = await one(db, attachmentId);
  await db.transaction(async (tx) => {
    await tx
      .delete(t.receivingAttachments)
      .where(and(eq(t.receivingAttachments.id, attachmentId), eq(t.receivingAttachments.jobId, current.jobId)));
    await recordHistory(tx, current.jobId, 'attachmentDeleted', `Deleted attachment ${current.fileName}.`, by);
  });
  return true;
}
