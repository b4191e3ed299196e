/**
 * A card's dialog: its activity log, comments (with default comments) and attachments. Attachments go through the
 * one upload intake of the app (server/src/files: size, safe name, type by extension checked against the bytes).
 * A comment or attachment is also a row of the card's activity log, written in the same transaction.
 */
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import {
  PROBLEM_MESSAGES,
  type ActivityEntry,
  type DefaultComment,
  type ProblemAttachment,
  type ProblemComment,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { roleChecks } from '../../auth/menu-permissions.ts';
import { A1Error } from '../../http/errors.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import { acceptUpload } from '../../files/index.ts';
import { logActivity, type Writer } from './activity.ts';
import * as attachmentStore from '../shared/attachments.ts';

const iso = (d: Date) => d.toISOString();

export async function requireCard(db: Writer, id: number) {
  const [card] = await db.select({ id: t.packageIssues.id }).from(t.packageIssues).where(eq(t.packageIssues.id, id));
  if (!card) throw new A1Error(404, PROBLEM_MESSAGES.cardNotFound(id));
  return card;
}

export const isProblemAdmin = async (db: Db, user: SessionUser): Promise<boolean> => {
  const checks = (await roleChecks(db, user.userId)) as Set<string>;
  return checks.has('aimbanAdmin');
};

type ActivityRowOf = typeof t.packageIssueActivity.$inferSelect;
const toEntry = (r: ActivityRowOf): ActivityEntry => ({
  activityId: r.id,
  packageIssueId: r.packageIssueId,
  action: r.action as ActivityEntry['action'],
  before: r.before ?? null,
  after: r.after ?? null,
  text: r.text,
  byUserId: r.byUserId,
  byName: r.byName,
  on: iso(r.on),
});

export async function activityLog(db: Db, packageIssueId: number): Promise<ActivityEntry[]> {
  await requireCard(db, packageIssueId);
  const rows = await db
    .select()
    .from(t.packageIssueActivity)
    .where(eq(t.packageIssueActivity.packageIssueId, packageIssueId))
    .orderBy(desc(t.packageIssueActivity.on), desc(t.packageIssueActivity.id));
  return rows.map(toEntry);
}

export async function addActivityNote(db: Db, user: SessionUser, body: { packageIssueId: number; text: string }) {
  return db.transaction(async (tx) => {
    await requireCard(tx, body.packageIssueId);
    const [row] = await logActivity(tx, user, [
      { packageIssueId: body.packageIssueId, action: 'note', text: sanitizePlainText(body.text) },
    ]);
    return toEntry(row);
  });
}

type CommentRow = typeof t.packageIssueComments.$inferSelect;
const toComment = (r: CommentRow): ProblemComment => ({
  commentId: r.id,
  packageIssueId: r.packageIssueId,
  text: r.text,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  createdOn: iso(r.createdOn),
  modifiedOn: r.modifiedOn ? iso(r.modifiedOn) : null,
  version: r.version,
});

export async function comments(db: Db, packageIssueId: number): Promise<ProblemComment[]> {
  await requireCard(db, packageIssueId);
  const rows = await db
    .select()
    .from(t.packageIssueComments)
    .where(eq(t.packageIssueComments.packageIssueId, packageIssueId))
    .orderBy(asc(t.packageIssueComments.createdOn), asc(t.packageIssueComments.id));
  return rows.map(toComment);
}

export async function defaultComments(db: Db, categoryId?: number): Promise<DefaultComment[]> {
  const rows = await db
    .select()
    .from(t.problemDefaultComments)
    .where(
      categoryId
        ? or(isNull(t.problemDefaultComments.categoryId), eq(t.problemDefaultComments.categoryId, categoryId))
        : undefined,
    )
    .orderBy(asc(t.problemDefaultComments.id));
  return rows.map((r) => ({ defaultCommentId: r.id, text: r.text, categoryId: r.categoryId }));
}

export async function addComment(
  db: Db,
  user: SessionUser,
  body: { packageIssueId: number; text?: string; defaultCommentId?: number },
): Promise<ProblemComment> {
  return db.transaction(async (tx) => {
    await requireCard(tx, body.packageIssueId);
    const parts: string[] = [];
    if (body.defaultCommentId) {
      const [d] = await tx
        .select()
        .from(t.problemDefaultComments)
        .where(eq(t.problemDefaultComments.id, body.defaultCommentId));
      if (!d) throw new A1Error(400, PROBLEM_MESSAGES.defaultCommentNotFound(body.defaultCommentId));
      parts.push(d.text);
    }
    const typed = body.text?.trim() ? sanitizePlainText(body.text) : '';
    if (typed) parts.push(typed);
    if (parts.length === 0) throw new A1Error(400, 'text is required (or a defaultCommentId).');
    const [row] = await tx
      .insert(t.packageIssueComments)
      .values({
        packageIssueId: body.packageIssueId,
        text: parts.join(' '),
        createdBy: user.userId,
        createdByName: user.fullName,
      })
      .returning();
    await logActivity(tx, user, [
      { packageIssueId: body.packageIssueId, action: 'comment', after: { commentId: row.id }, text: row.text },
    ]);
    return toComment(row);
  });
}

async function ownComment(db: Db, user: SessionUser, commentId: number) {
  const [row] = await db.select().from(t.packageIssueComments).where(eq(t.packageIssueComments.id, commentId));
  if (!row) throw new A1Error(404, PROBLEM_MESSAGES.commentNotFound(commentId));
  if (row.createdBy !== user.userId && !(await isProblemAdmin(db, user)))
    throw new A1Error(403, PROBLEM_MESSAGES.commentNotYours);
  return row;
}

export async function updateComment(
  db: Db,
  user: SessionUser,
  body: { commentId: number; text: string; version?: number },
): Promise<ProblemComment> {
  const before = await ownComment(db, user, body.commentId);
  return db.transaction(async (tx) => {
    const text = sanitizePlainText(body.text);
    const [row] = await tx
      .update(t.packageIssueComments)
      .set({ text, modifiedOn: new Date(), version: before.version + 1 })
      .where(
        and(
          eq(t.packageIssueComments.id, body.commentId),
          eq(t.packageIssueComments.version, body.version ?? before.version),
        ),
      )
      .returning();
    if (!row)
      throw new A1Error(
        409,
        `Comment ${body.commentId} was changed at ${before.modifiedOn?.toISOString() ?? 'an earlier time'}; reload to see it.`,
      );
    await logActivity(tx, user, [
      { packageIssueId: row.packageIssueId, action: 'comment', before: { text: before.text }, after: { text } },
    ]);
    return toComment(row);
  });
}

export async function deleteComment(db: Db, user: SessionUser, commentId: number): Promise<boolean> {
  const before = await ownComment(db, user, commentId);
  await db.transaction(async (tx) => {
    await tx.delete(t.packageIssueComments).where(eq(t.packageIssueComments.id, commentId));
    await logActivity(tx, user, [
      { packageIssueId: before.packageIssueId, action: 'comment', before: { text: before.text }, after: null },
    ]);
  });
  return true;
}

/** A card's files live in the one attachments table (owner kind PackageIssue, issue 24 point 3). */
const ATTACHMENT_KIND = 'PackageIssue';

const toProblemAttachment = (row: attachmentStore.AttachmentRow): ProblemAttachment => ({
  attachmentId: row.id,
  packageIssueId: row.ownerId,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdBy: row.createdBy,
  createdOn: row.createdOn,
});

export async function attachments(db: Db, packageIssueId: number): Promise<ProblemAttachment[]> {
  await requireCard(db, packageIssueId);
  const rows = await attachmentStore.listAttachments(db, { kind: ATTACHMENT_KIND, id: packageIssueId }, 'newest');
  return rows.map(toProblemAttachment);
}

export async function addAttachment(
  db: Db,
  user: SessionUser,
  body: { packageIssueId: number; fileName: string; content: string },
): Promise<ProblemAttachment> {
  const file = acceptUpload(body.fileName, body.content);
  return db.transaction(async (tx) => {
    await requireCard(tx, body.packageIssueId);
    const row = await attachmentStore.attachFile(
      tx,
      { kind: ATTACHMENT_KIND, id: body.packageIssueId },
      file,
      user.email,
    );
    await logActivity(tx, user, [
      { packageIssueId: body.packageIssueId, action: 'attachment', after: { fileName: file.fileName }, text: null },
    ]);
    return toProblemAttachment(row);
  });
}

export async function attachmentFile(db: Db, attachmentId: number) {
  const file = await attachmentStore.namedAttachmentFile(db, attachmentId, ATTACHMENT_KIND);
  if (!file) throw new A1Error(404, PROBLEM_MESSAGES.attachmentNotFound(attachmentId));
  return { fileName: file.fileName, contentType: file.contentType, content: file.content };
}

export async function deleteAttachment(db: Db, user: SessionUser, attachmentId: number): Promise<boolean> {
  const row = await attachmentStore.namedAttachment(db, attachmentId, ATTACHMENT_KIND);
  if (!row) throw new A1Error(404, PROBLEM_MESSAGES.attachmentNotFound(attachmentId));
  if (row.createdBy !== user.email && !(await isProblemAdmin(db, user)))
    throw new A1Error(403, 'Only who added it or an Aimban administrator may delete this attachment.');
  await db.transaction(async (tx) => {
    await attachmentStore.removeAttachment(tx, attachmentId, ATTACHMENT_KIND);
    await logActivity(tx, user, [
      { packageIssueId: row.ownerId, action: 'attachment', before: { fileName: row.fileName }, after: null },
    ]);
  });
  return true;
}
