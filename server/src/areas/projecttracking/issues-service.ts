/**
 * Issues and risks of a feature, their comments, and supporting documents (spec 2 §3, §4): issues and risks are
 * always saved enabled; comments and documents are deleted softly (saved with the enabled flag false). Their texts
 * are plain text, stored through the one sanitiser; links are http(s) only; a comment is changed by its author or
 * an administrator.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  Issue,
  IssueComment,
  IssueUpdate,
  NewIssue,
  SupportingDocument,
} from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { atVersion, requireWritten } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { TICKET_MESSAGES } from '@a1/shared/constants/ticketing';
import { isSafeLink } from '@a1/shared/rules/ticket-writes/index';
import { modifiedBy, requireAuthor, type Editor } from '../../auth/record-owner.ts';
import { sanitizePlainText } from '../../http/sanitize-html.ts';
import { day, requiredDay } from './days.ts';
import { found, type Tx } from './rows.ts';

async function checkFeature(db: Tx, id: number, field: string): Promise<void> {
  const [row] = await db.select({ id: t.features.id }).from(t.features).where(eq(t.features.id, id));
  if (!row) throw new A1Error(400, `${field} ${id} is not a known feature.`);
}

export const toIssue = (r: typeof t.featureIssues.$inferSelect): Issue => ({
  issueId: r.id,
  issueType: r.issueType,
  sprintId: r.sprintId,
  priority: r.priority,
  description: r.description,
  status: r.status,
  issueDate: r.issueDate,
  closeOutDate: r.closeOutDate,
  latestComment: r.latestComment,
  isEnabled: r.isEnabled,
  version: r.version,
});

export async function listIssues(db: Db, issueType: number, sprintId: number): Promise<Issue[]> {
  const rows = await db
    .select()
    .from(t.featureIssues)
    .where(
      and(
        eq(t.featureIssues.issueType, issueType),
        eq(t.featureIssues.sprintId, sprintId),
        eq(t.featureIssues.isEnabled, true),
      ),
    )
    .orderBy(desc(t.featureIssues.issueDate), desc(t.featureIssues.id));
  return rows.map(toIssue);
}

const issueValues = (body: NewIssue | IssueUpdate) => ({
  issueType: body.issueType,
  sprintId: body.sprintId,
  priority: body.priority,
  description: sanitizePlainText(body.description),
  status: body.status,
  issueDate: requiredDay(body.issueDate, 'issueDate'),
  closeOutDate: day(body.closeOutDate, 'closeOutDate'),
  // Always saved enabled (spec 2 §4), whatever the caller sent.
  isEnabled: true,
});

export async function createIssue(db: Db, user: SessionUser, body: NewIssue): Promise<Issue[]> {
  await checkFeature(db, body.sprintId, 'sprintId');
  const [row] = await db
    .insert(t.featureIssues)
    .values({ ...issueValues(body), createdBy: user.email })
    .returning();
  return [toIssue(row)];
}

export async function updateIssue(db: Db, user: SessionUser, body: IssueUpdate): Promise<Issue[]> {
  await checkFeature(db, body.sprintId, 'sprintId');
  const [row] = await db
    .update(t.featureIssues)
    .set({ ...issueValues(body), modifiedBy: user.userId })
    .where(atVersion(t.featureIssues, body.issueId, body.version))
    .returning();
  if (!row) await requireWritten(db, t.featureIssues, body.issueId, body.version, []);
  return [toIssue(found(row, 'Issue', body.issueId))];
}

const toComment = (r: typeof t.featureIssueComments.$inferSelect): IssueComment => ({
  id: r.id,
  featureIssueId: r.issueId,
  comment: r.comment,
  isEnabled: r.isEnabled,
  createdBy: r.createdBy,
  createdOn: r.createdOn.toISOString(),
  modifiedBy: r.modifiedBy,
  modifiedOn: r.modifiedOn?.toISOString() ?? null,
});

/** A comment's stored text: plain, through the one sanitiser; 400 when nothing is left. */
function commentText(text: string): string {
  const clean = sanitizePlainText(text);
  if (!clean) throw new A1Error(400, 'comment is required');
  return clean;
}

/** A supporting-document link: http(s) only (the contract's pattern says the same). */
function documentLink(link: string): string {
  if (!isSafeLink(link)) throw new A1Error(400, TICKET_MESSAGES.linkInvalid('document_Link'));
  return link.trim();
}

export async function listIssueComments(db: Db, issueId: number): Promise<IssueComment[]> {
  const rows = await db
    .select()
    .from(t.featureIssueComments)
    .where(and(eq(t.featureIssueComments.issueId, issueId), eq(t.featureIssueComments.isEnabled, true)))
    .orderBy(desc(t.featureIssueComments.createdOn), desc(t.featureIssueComments.id));
  return rows.map(toComment);
}

/** The issue's latest comment follows its newest enabled comment. */
async function refreshLatestComment(tx: Tx, issueId: number): Promise<void> {
  const [latest] = await tx
    .select({ comment: t.featureIssueComments.comment })
    .from(t.featureIssueComments)
    .where(and(eq(t.featureIssueComments.issueId, issueId), eq(t.featureIssueComments.isEnabled, true)))
    .orderBy(desc(t.featureIssueComments.createdOn), desc(t.featureIssueComments.id))
    .limit(1);
  await tx
    .update(t.featureIssues)
    .set({ latestComment: latest?.comment ?? null })
    .where(eq(t.featureIssues.id, issueId));
}

async function checkIssue(db: Tx, id: number): Promise<void> {
  const [row] = await db.select({ id: t.featureIssues.id }).from(t.featureIssues).where(eq(t.featureIssues.id, id));
  if (!row) throw new A1Error(400, `featureIssueId ${id} is not a known issue or risk.`);
}

export async function createIssueComment(
  db: Db,
  user: SessionUser,
  body: { featureIssueId: number; comment: string; isEnabled?: boolean },
): Promise<IssueComment[]> {
  return db.transaction(async (tx) => {
    await checkIssue(tx, body.featureIssueId);
    const [row] = await tx
      .insert(t.featureIssueComments)
      .values({
        issueId: body.featureIssueId,
        comment: commentText(body.comment),
        isEnabled: body.isEnabled ?? true,
        createdBy: user.email,
      })
      .returning();
    await refreshLatestComment(tx, body.featureIssueId);
    return [toComment(row)];
  });
}

/** Edits a comment; isEnabled false is its soft delete (spec 2 §4). */
export async function updateIssueComment(
  db: Db,
  editor: Editor,
  body: { id: number; featureIssueId: number; comment: string; isEnabled?: boolean },
): Promise<IssueComment[]> {
  const comment = commentText(body.comment);
  // Checked before the transaction: the administrator check reads the database (PGlite: one connection).
  const [own] = await db
    .select({ createdBy: t.featureIssueComments.createdBy })
    .from(t.featureIssueComments)
    .where(and(eq(t.featureIssueComments.id, body.id), eq(t.featureIssueComments.issueId, body.featureIssueId)));
  await requireAuthor(editor, found(own, 'Issue comment', body.id).createdBy, 'comment');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.featureIssueComments)
      .set({ comment, isEnabled: body.isEnabled ?? true, ...modifiedBy(editor) })
      .where(and(eq(t.featureIssueComments.id, body.id), eq(t.featureIssueComments.issueId, body.featureIssueId)))
      .returning();
    const updated = found(row, 'Issue comment', body.id);
    await refreshLatestComment(tx, body.featureIssueId);
    return [toComment(updated)];
  });
}

const toDocument = (r: typeof t.featureSupportingDocuments.$inferSelect): SupportingDocument => ({
  id: r.id,
  feature_Id: r.featureId,
  document_Link: r.documentLink,
  is_Enabled: r.isEnabled,
  created_By: r.createdBy,
  created_On: r.createdOn.toISOString(),
});

export async function listSupportingDocuments(db: Db, featureId: number): Promise<SupportingDocument[]> {
  const rows = await db
    .select()
    .from(t.featureSupportingDocuments)
    .where(and(eq(t.featureSupportingDocuments.featureId, featureId), eq(t.featureSupportingDocuments.isEnabled, true)))
    .orderBy(asc(t.featureSupportingDocuments.id));
  return rows.map(toDocument);
}

export async function createSupportingDocument(
  db: Db,
  user: SessionUser,
  body: { feature_Id: number; document_Link: string; is_Enabled?: boolean },
): Promise<SupportingDocument[]> {
  await checkFeature(db, body.feature_Id, 'feature_Id');
  const [row] = await db
    .insert(t.featureSupportingDocuments)
    .values({
      featureId: body.feature_Id,
      documentLink: documentLink(body.document_Link),
      isEnabled: body.is_Enabled ?? true,
      createdBy: user.email,
    })
    .returning();
  return [toDocument(row)];
}

/** Edits a link; is_Enabled false is its soft delete (spec 2 §4). */
export async function updateSupportingDocument(
  db: Db,
  body: { id: number; feature_Id: number; document_Link: string; is_Enabled?: boolean },
): Promise<SupportingDocument[]> {
  const [row] = await db
    .update(t.featureSupportingDocuments)
    .set({ documentLink: documentLink(body.document_Link), isEnabled: body.is_Enabled ?? true })
    .where(
      and(eq(t.featureSupportingDocuments.id, body.id), eq(t.featureSupportingDocuments.featureId, body.feature_Id)),
    )
    .returning();
  return [toDocument(found(row, 'Supporting document', body.id))];
}
