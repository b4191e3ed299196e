/**
 * Features (sprints, CRFs; spec 2 §3, §4): list, create with the four placeholder tickets and pending attachments
 * in one transaction, update (moving a feature moves its tickets), clone, tab counts, history of every change.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FeatureCounts, NewSprint, Sprint, SprintUpdate } from '@a1/shared/contract/projecttracking';
import { placeholderTickets, cloneName } from '@a1/shared/rules/projecttracking/features';
import { featureSaveBlocks } from '@a1/shared/rules/projecttracking/save-rules';
import { PROJECT_MESSAGES } from '@a1/shared/constants/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { atVersion, requireWritten } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { acceptUpload } from '../../files/index.ts';
import { countAttachments, insertAttachments } from '../shared/attachments.ts';
import { sanitizeOptionalPlainText, sanitizePlainText } from '../../http/sanitize-html.ts';
import { TICKET_MESSAGES } from '@a1/shared/constants/ticketing';
import { isSafeLink } from '@a1/shared/rules/ticket-writes/index';
import { day, today } from './days.ts';
import { recordHistory } from './history.ts';
import { userIdByEmail } from './people.ts';
import { found, type Tx } from './rows.ts';
import { projectSettings } from './settings.ts';

const requestor = alias(t.users, 'requestor');
const owner = alias(t.users, 'owner');
const approver = alias(t.users, 'approver');
const analyst = alias(t.users, 'analyst');

const PLACEHOLDER_STATUS = 'Submitted';

export async function sprintsWhere(db: Tx, where: SQL | undefined): Promise<Sprint[]> {
  const rows = await db
    .select({
      f: t.features,
      milestoneText: t.initiatives.text,
      requestorEmail: requestor.email,
      ownerEmail: owner.email,
      approverEmail: approver.email,
      analystName: analyst.fullName,
    })
    .from(t.features)
    .innerJoin(t.initiatives, eq(t.initiatives.id, t.features.milestoneId))
    .leftJoin(requestor, eq(requestor.id, t.features.originalRequestorId))
    .leftJoin(owner, eq(owner.id, t.features.ownerId))
    .leftJoin(approver, eq(approver.id, t.features.seniorManagerApprovalId))
    .leftJoin(analyst, eq(analyst.id, t.features.businessAnalystId))
    .where(where)
    .orderBy(asc(t.features.sortOrder), asc(t.features.id));
  const person = (email: string | null) => (email ? { email } : null);
  return rows.map(({ f, ...r }) => ({
    sprintId: f.id,
    sprintName: f.name,
    milestoneId: f.milestoneId,
    milestoneText: r.milestoneText,
    projectId: f.projectId,
    startDate: f.startDate,
    endDate: f.endDate,
    dueDate: f.dueDate,
    requirementsDueDate: f.requirementsDueDate,
    estimatedPoints: f.estimatedPoints,
    comment: f.comment,
    status: f.status,
    progress: f.progress,
    sortOrder: f.sortOrder,
    isEnabled: f.isEnabled,
    isEffort: f.isEffort,
    phaseId: f.phaseId,
    originalRequestor: person(r.requestorEmail),
    owner: person(r.ownerEmail),
    seniorManagerApproval: person(r.approverEmail),
    healthStatusId: f.healthStatusId,
    customer: f.customer,
    requestSummary: f.requestSummary,
    crfLink: f.crfLink,
    businessAnalystId: f.businessAnalystId,
    businessAnalystName: r.analystName,
    sticker: f.sticker,
    version: f.version,
  }));
}

export async function listSprints(
  db: Db,
  q: { milestoneId?: number; sprintId?: number; includeDisabled?: boolean },
): Promise<Sprint[]> {
  const conditions = [
    q.milestoneId ? eq(t.features.milestoneId, q.milestoneId) : undefined,
    q.sprintId ? eq(t.features.id, q.sprintId) : undefined,
    q.includeDisabled || q.sprintId ? undefined : eq(t.features.isEnabled, true),
  ];
  return sprintsWhere(db, and(...conditions));
}

/** The initiative must exist and belong to the project the feature names. */
async function checkPlacement(db: Tx, projectId: number, milestoneId: number): Promise<void> {
  const [ini] = await db
    .select({ projectId: t.initiatives.projectId })
    .from(t.initiatives)
    .where(eq(t.initiatives.id, milestoneId));
  if (!ini) throw new A1Error(400, `milestoneId ${milestoneId} is not a known initiative.`);
  if (ini.projectId !== projectId)
    throw new A1Error(
      400,
      `Initiative ${milestoneId} belongs to project ${ini.projectId}, not to project ${projectId}.`,
    );
}

async function checkReferences(db: Tx, phaseId: number, healthStatusId: number): Promise<void> {
  const [[phase], [health]] = await Promise.all([
    db.select({ id: t.phases.id }).from(t.phases).where(eq(t.phases.id, phaseId)),
    db.select({ id: t.healthStatuses.id }).from(t.healthStatuses).where(eq(t.healthStatuses.id, healthStatusId)),
  ]);
  if (!phase) throw new A1Error(400, `phaseId ${phaseId} is not a known phase.`);
  if (!health) throw new A1Error(400, `healthStatusId ${healthStatusId} is not a known health status.`);
}

async function checkAnalyst(db: Tx, id: number | null | undefined): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, id));
  if (!row) throw new A1Error(400, `businessAnalystId ${id} is not a known user.`);
}

/** The server holds the rules of spec 2 §5 too: a request the Save button would not send is refused. */
function checkSaveRules(body: NewSprint | SprintUpdate, isNew: boolean): void {
  const blocks = featureSaveBlocks(body, { readOnly: false, submitCrf: false, isNew });
  if (blocks.includes('commentTooLong')) throw new A1Error(400, PROJECT_MESSAGES.commentTooLong);
  if (blocks.includes('originalRequestor')) throw new A1Error(400, 'originalRequestor is required for a new CRF.');
}

function requiredPlainText(text: string, field: string): string {
  const clean = sanitizePlainText(text);
  if (!clean) throw new A1Error(400, `${field} is required`);
  return clean;
}

function crfLink(link: string | null | undefined): string | null {
  if (!link?.trim()) return null;
  if (!isSafeLink(link)) throw new A1Error(400, TICKET_MESSAGES.crfLinkInvalid);
  return link.trim();
}

async function featureColumns(db: Tx, body: NewSprint | SprintUpdate) {
  const [originalRequestorId, ownerId, seniorManagerApprovalId] = await Promise.all([
    userIdByEmail(db, body.originalRequestor?.email, 'originalRequestor'),
    userIdByEmail(db, body.owner?.email, 'owner'),
    userIdByEmail(db, body.seniorManagerApproval.email, 'seniorManagerApproval'),
  ]);
  return {
    name: body.sprintName.trim(),
    milestoneId: body.milestoneId,
    projectId: body.projectId,
    startDate: day(body.startDate, 'startDate'),
    endDate: day(body.endDate, 'endDate'),
    dueDate: day(body.dueDate, 'dueDate'),
    requirementsDueDate: day(body.requirementsDueDate, 'requirementsDueDate'),
    estimatedPoints: body.estimatedPoints ?? 0,
    // Texts are plain, through the one sanitiser; the CRF link is http(s) only (issue 23).
    comment: sanitizeOptionalPlainText(body.comment),
    status: body.status ?? 'Not Approved',
    progress: body.progress ?? 0,
    sortOrder: body.sortOrder ?? 0,
    isEnabled: body.isEnabled ?? true,
    isEffort: body.isEffort ?? false,
    phaseId: body.phaseId,
    originalRequestorId,
    ownerId,
    seniorManagerApprovalId,
    businessAnalystId: body.businessAnalystId ?? null,
    healthStatusId: body.healthStatusId,
    customer: body.customer ?? null,
    requestSummary: requiredPlainText(body.requestSummary, 'requestSummary'),
    crfLink: crfLink(body.crfLink),
    sticker: body.sticker ?? null,
  };
}

type FeatureRow = typeof t.features.$inferSelect;
type FeatureValues = Omit<typeof t.features.$inferInsert, 'id' | 'createdOn'>;

/**
 * Inserts a feature with its four placeholder tickets (spec 2 §4: lane 5 from settings, 1 point, Medium, sort
 * priority '4', requester the caller, title and description the placeholder name then the feature's; health 1 and
 * start date today as every created ticket) and its pending attachments, inside the caller's transaction.
 */
export async function insertFeatureWithPlaceholders(
  tx: Tx,
  user: SessionUser,
  values: FeatureValues,
  attachments: NewSprint['attachments'] = [],
): Promise<FeatureRow> {
  const settings = await projectSettings(tx);
  // The checks and the store of the Attachments tab (Ticketing/SprintAttachment): one intake for every file.
  const files = attachments.map((a) => acceptUpload(a.fileName, a.content));
  const [feature] = await tx.insert(t.features).values(values).returning();
  const placeholders = placeholderTickets(feature.name, settings.placeholderLaneId, user.userId, new Date());
  const created = await tx
    .insert(t.tickets)
    .values(
      placeholders.map((p) => ({
        ...p,
        points: String(p.points),
        status: PLACEHOLDER_STATUS,
        projectId: feature.projectId,
        milestoneId: feature.milestoneId,
        sprintId: feature.id,
        createdBy: user.email,
        updatedBy: user.email,
      })),
    )
    .returning({ id: t.tickets.id });
  // The requester follows the placeholder tickets (notification lists are rows of ticket_notifications).
  if (created.length)
    await tx.insert(t.ticketNotifications).values(created.map((c) => ({ ticketId: c.id, email: user.email })));
  await insertAttachments(tx, { kind: 'Feature', id: feature.id }, files, user.email);
  await recordHistory(tx, 'feature', feature.id, user.email, { created: [null, feature.name] });
  return feature;
}

export async function createSprint(db: Db, user: SessionUser, body: NewSprint): Promise<Sprint[]> {
  checkSaveRules(body, true);
  const id = await db.transaction(async (tx) => {
    await checkPlacement(tx, body.projectId, body.milestoneId);
    await checkReferences(tx, body.phaseId, body.healthStatusId);
    await checkAnalyst(tx, body.businessAnalystId);
    const values = await featureColumns(tx, body);
    const feature = await insertFeatureWithPlaceholders(
      tx,
      user,
      { ...values, startDate: values.startDate ?? today() },
      body.attachments,
    );
    return feature.id;
  });
  return sprintsWhere(db, eq(t.features.id, id));
}

const HISTORY_FIELDS: Array<keyof FeatureValues> = [
  'name',
  'milestoneId',
  'projectId',
  'startDate',
  'endDate',
  'dueDate',
  'requirementsDueDate',
  'estimatedPoints',
  'comment',
  'status',
  'progress',
  'sortOrder',
  'isEnabled',
  'isEffort',
  'phaseId',
  'originalRequestorId',
  'ownerId',
  'seniorManagerApprovalId',
  'businessAnalystId',
  'healthStatusId',
  'customer',
  'requestSummary',
  'crfLink',
  'sticker',
];

export async function updateSprint(db: Db, user: SessionUser, body: SprintUpdate): Promise<Sprint[]> {
  checkSaveRules(body, false);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.features).where(eq(t.features.id, body.sprintId)).for('update');
    const before = found(row, 'Feature', body.sprintId);
    await checkPlacement(tx, body.projectId, body.milestoneId);
    await checkReferences(tx, body.phaseId, body.healthStatusId);
    await checkAnalyst(tx, body.businessAnalystId);
    const values = await featureColumns(tx, body);
    const written = await tx
      .update(t.features)
      .set({ ...values, modifiedBy: user.userId })
      .where(atVersion(t.features, body.sprintId, body.version))
      .returning({ id: t.features.id });
    await requireWritten(tx, t.features, body.sprintId, body.version, written);
    // Moving a feature to another initiative (or project) moves all its tickets (spec 2 §4).
    if (before.milestoneId !== values.milestoneId || before.projectId !== values.projectId)
      await tx
        .update(t.tickets)
        .set({
          milestoneId: values.milestoneId,
          projectId: values.projectId,
          updatedBy: user.email,
          updatedOn: new Date(),
          modifiedBy: user.userId,
        })
        .where(eq(t.tickets.sprintId, body.sprintId));
    await recordHistory(
      tx,
      'feature',
      body.sprintId,
      user.email,
      Object.fromEntries(HISTORY_FIELDS.map((k) => [k, [before[k], values[k as keyof typeof values]]])),
    );
  });
  return sprintsWhere(db, eq(t.features.id, body.sprintId));
}

/**
 * Clone CRF (spec 2 §4): a new feature with the original's fields under a new name (the given one, else the
 * original's as cloneName names it), phase and placeholders as a new feature; answers the new feature.
 */
export async function cloneSprint(db: Db, user: SessionUser, id: number, name?: string | null): Promise<Sprint> {
  const newId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.features).where(eq(t.features.id, id));
    const original = found(row, 'Feature', id);
    const settings = await projectSettings(tx);
    const { id: _id, createdOn: _created, ...values } = original;
    const feature = await insertFeatureWithPlaceholders(tx, user, {
      ...values,
      name: name?.trim() || cloneName(original.name),
      phaseId: settings.newFeaturePhaseId,
      startDate: today(),
      isEnabled: true,
    });
    await recordHistory(tx, 'feature', feature.id, user.email, { clonedFrom: [null, id] });
    return feature.id;
  });
  const [clone] = await sprintsWhere(db, eq(t.features.id, newId));
  return clone;
}

export async function featureCounts(db: Db, sprintId: number): Promise<FeatureCounts> {
  const one = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0;
  const [attachments, timesheets, risks, issues, supportingDocuments, tickets, history] = await Promise.all([
    // What the tabs list: sprint attachments and the feature's own timesheet entries.
    countAttachments(db, { kind: 'Feature', id: sprintId }),
    one(
      db
        .select({ n: count() })
        .from(t.timesheets)
        .where(
          and(
            eq(t.timesheets.ownerKind, 'Feature'),
            eq(t.timesheets.ownerId, sprintId),
            eq(t.timesheets.isEnabled, true),
          ),
        ),
    ),
    one(
      db
        .select({ n: count() })
        .from(t.featureIssues)
        .where(and(eq(t.featureIssues.sprintId, sprintId), eq(t.featureIssues.issueType, 2))),
    ),
    one(
      db
        .select({ n: count() })
        .from(t.featureIssues)
        .where(and(eq(t.featureIssues.sprintId, sprintId), eq(t.featureIssues.issueType, 1))),
    ),
    one(
      db
        .select({ n: count() })
        .from(t.featureSupportingDocuments)
        .where(
          and(eq(t.featureSupportingDocuments.featureId, sprintId), eq(t.featureSupportingDocuments.isEnabled, true)),
        ),
    ),
    one(db.select({ n: count() }).from(t.tickets).where(eq(t.tickets.sprintId, sprintId))),
    one(
      db
        .select({ n: count() })
        .from(t.projectHistory)
        .where(and(eq(t.projectHistory.objectType, 'feature'), eq(t.projectHistory.objectId, sprintId))),
    ),
  ]);
  return { attachments, timesheets, risks, issues, supportingDocuments, tickets, history };
}
