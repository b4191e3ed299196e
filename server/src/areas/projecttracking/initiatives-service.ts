/**
 * Projects, initiatives (milestones) and project timesheets (spec 2 §3, §7). Initiatives are deleted softly and
 * every change is recorded in their history; moving an initiative to another project moves its features and
 * their tickets along.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  Milestone,
  MilestoneUpdate,
  NewMilestone,
  Project,
  ProjectTimesheet,
} from '@a1/shared/contract/projecttracking';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Editor } from '../../auth/record-owner.ts';
import { sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import type { Db } from '../../db/client.ts';
import { atVersion, requireWritten } from '../../db/record-version.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { day, today } from './days.ts';
import { recordHistory } from './history.ts';
import { found, type Tx } from './rows.ts';
import { projectSettings } from './settings.ts';
import { entryAnswer, entryFields, type TimesheetEntryInput } from './timesheet-entries.ts';
import { insertFeatureWithPlaceholders } from './features-service.ts';
import * as store from '../shared/timesheets.ts';

// ——— Projects ———

const toProject = (p: typeof t.projects.$inferSelect): Project => ({
  projectId: p.id,
  projectName: p.name,
  sortOrder: p.sortOrder,
  isEnabled: p.isEnabled,
});

export async function listProjects(db: Db, projectId?: number): Promise<Project[]> {
  const rows = await db
    .select()
    .from(t.projects)
    .where(projectId ? eq(t.projects.id, projectId) : undefined)
    .orderBy(asc(t.projects.sortOrder), asc(t.projects.name));
  return rows.map(toProject);
}

export async function createProject(
  db: Db,
  body: { projectName: string; sortOrder?: number; isEnabled?: boolean },
): Promise<Project> {
  const [row] = await db
    .insert(t.projects)
    .values({ name: body.projectName.trim(), sortOrder: body.sortOrder ?? 0, isEnabled: body.isEnabled ?? true })
    .returning();
  return toProject(row);
}

export async function updateProject(
  db: Db,
  body: { projectId: number; projectName: string; sortOrder?: number; isEnabled?: boolean },
): Promise<Project> {
  const [row] = await db
    .update(t.projects)
    .set({
      name: body.projectName.trim(),
      ...(body.sortOrder === undefined ? {} : { sortOrder: body.sortOrder }),
      ...(body.isEnabled === undefined ? {} : { isEnabled: body.isEnabled }),
    })
    .where(eq(t.projects.id, body.projectId))
    .returning();
  return toProject(found(row, 'Project', body.projectId));
}

async function checkProject(db: Tx, projectId: number): Promise<void> {
  const [row] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, projectId));
  if (!row) throw new A1Error(400, `projectID ${projectId} is not a known project.`);
}

// ——— Initiatives ———

const toMilestone = (m: typeof t.initiatives.$inferSelect): Milestone => ({
  milestoneID: m.id,
  milestoneText: m.text,
  projectID: m.projectId,
  comment: m.comment,
  status: m.status,
  progress: m.progress,
  type: m.type,
  sortOrder: m.sortOrder,
  startDate: m.startDate,
  endDate: m.endDate,
  isHeadOffice: m.isHeadOffice,
  isEnabled: m.isEnabled,
  createdOn: m.createdOn.toISOString(),
  createdBy: m.createdBy,
  version: m.version,
});

async function milestonesWhere(db: Tx, where: SQL | undefined): Promise<Milestone[]> {
  const rows = await db
    .select()
    .from(t.initiatives)
    .where(where)
    .orderBy(asc(t.initiatives.sortOrder), asc(t.initiatives.id));
  return rows.map(toMilestone);
}

export async function listMilestones(
  db: Db,
  q: { CardID?: number; ProjectID?: number; MilestoneID?: number; includeDisabled?: boolean },
): Promise<Milestone[]> {
  let cardMilestone: number | null | undefined;
  if (q.CardID) {
    const [card] = await db
      .select({ milestoneId: t.tickets.milestoneId })
      .from(t.tickets)
      .where(eq(t.tickets.id, q.CardID));
    cardMilestone = card?.milestoneId ?? -1;
  }
  return milestonesWhere(
    db,
    and(
      q.ProjectID ? eq(t.initiatives.projectId, q.ProjectID) : undefined,
      q.MilestoneID ? eq(t.initiatives.id, q.MilestoneID) : undefined,
      cardMilestone !== undefined && cardMilestone !== null ? eq(t.initiatives.id, cardMilestone) : undefined,
      q.includeDisabled || q.MilestoneID ? undefined : eq(t.initiatives.isEnabled, true),
    ),
  );
}

const milestoneValues = (body: NewMilestone | MilestoneUpdate) => ({
  text: body.milestoneText.trim(),
  projectId: body.projectID,
  // Plain text through the one sanitiser (issue 23).
  comment: sanitizeOptionalPlainText(body.comment),
  status: body.status,
  progress: body.progress ?? 0,
  type: body.type,
  sortOrder: body.sortOrder ?? 0,
  startDate: day(body.startDate, 'startDate'),
  endDate: day(body.endDate, 'endDate'),
  isHeadOffice: body.isHeadOffice ?? false,
  isEnabled: body.isEnabled ?? true,
});

/**
 * A new initiative. With defaultFeatureName (new only, spec 2 §3) its first feature is created too, as a new
 * feature from the grid (phase from settings, 0 points, today, enabled) with its four placeholder tickets.
 */
export async function createMilestone(db: Db, user: SessionUser, body: NewMilestone): Promise<Milestone[]> {
  const id = await db.transaction(async (tx) => {
    await checkProject(tx, body.projectID);
    const [row] = await tx
      .insert(t.initiatives)
      .values({ ...milestoneValues(body), createdBy: user.email })
      .returning();
    await recordHistory(tx, 'initiative', row.id, user.email, { created: [null, row.text] });
    if (body.defaultFeatureName?.trim()) {
      const settings = await projectSettings(tx);
      await insertFeatureWithPlaceholders(tx, user, {
        name: body.defaultFeatureName.trim(),
        milestoneId: row.id,
        projectId: row.projectId,
        phaseId: settings.newFeaturePhaseId,
        estimatedPoints: 0,
        startDate: today(),
        isEnabled: true,
        status: 'Not Approved',
        originalRequestorId: user.userId,
        ownerId: user.userId,
      });
    }
    return row.id;
  });
  return milestonesWhere(db, eq(t.initiatives.id, id));
}

const MILESTONE_FIELDS = [
  'text',
  'projectId',
  'comment',
  'status',
  'progress',
  'type',
  'sortOrder',
  'startDate',
  'endDate',
  'isHeadOffice',
  'isEnabled',
] as const;

export async function updateMilestone(db: Db, user: SessionUser, body: MilestoneUpdate): Promise<Milestone[]> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.initiatives).where(eq(t.initiatives.id, body.milestoneID)).for('update');
    const before = found(row, 'Initiative', body.milestoneID);
    await checkProject(tx, body.projectID);
    const values = milestoneValues(body);
    const written = await tx
      .update(t.initiatives)
      .set({ ...values, modifiedBy: user.userId })
      .where(atVersion(t.initiatives, body.milestoneID, body.version))
      .returning({ id: t.initiatives.id });
    await requireWritten(tx, t.initiatives, body.milestoneID, body.version, written);
    if (before.projectId !== values.projectId) {
      // The initiative's features and their tickets follow it to its new project.
      const moved = await tx
        .update(t.features)
        .set({ projectId: values.projectId, modifiedBy: user.userId })
        .where(eq(t.features.milestoneId, body.milestoneID))
        .returning({ id: t.features.id });
      await tx
        .update(t.tickets)
        .set({ projectId: values.projectId, updatedBy: user.email, updatedOn: new Date(), modifiedBy: user.userId })
        .where(
          moved.length
            ? inArray(
                t.tickets.sprintId,
                moved.map((m) => m.id),
              )
            : eq(t.tickets.milestoneId, body.milestoneID),
        );
    }
    await recordHistory(
      tx,
      'initiative',
      body.milestoneID,
      user.email,
      Object.fromEntries(MILESTONE_FIELDS.map((k) => [k, [before[k], values[k]]])),
    );
  });
  return milestonesWhere(db, eq(t.initiatives.id, body.milestoneID));
}

/** Soft delete: the initiative is saved with isEnabled false, and the change recorded. */
export async function deleteMilestone(db: Db, user: SessionUser, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.initiatives)
      .set({ isEnabled: false })
      .where(and(eq(t.initiatives.id, id), eq(t.initiatives.isEnabled, true)))
      .returning({ id: t.initiatives.id });
    if (row) await recordHistory(tx, 'initiative', id, user.email, { isEnabled: [true, false] });
    return row ? 1 : 0;
  });
}

// ——— Project timesheets (kept by the one timesheets service, areas/shared/timesheets.ts) ———

const toProjectTimesheet = (e: store.TimesheetEntry): ProjectTimesheet => ({
  projectTimesheetId: e.id,
  projectId: e.ownerId,
  ...entryAnswer(e),
});

export const listProjectTimesheets = async (db: Db, projectId: number): Promise<ProjectTimesheet[]> =>
  (await store.listTimesheets(db, { kind: 'Project', id: projectId })).map(toProjectTimesheet);

interface TimesheetInput extends TimesheetEntryInput {
  projectId: number;
}

export const createProjectTimesheet = async (db: Db, user: SessionUser, body: TimesheetInput) =>
  toProjectTimesheet(await store.createTimesheet(db, user, { kind: 'Project', id: body.projectId }, entryFields(body)));

/** An edit may move the entry onto another project (its projectId). */
export const updateProjectTimesheet = async (
  db: Db,
  editor: Editor,
  body: TimesheetInput & { projectTimesheetId: number },
) =>
  toProjectTimesheet(
    await store.updateTimesheet(
      db,
      editor,
      { id: body.projectTimesheetId, kind: 'Project' },
      entryFields(body),
      body.projectId,
    ),
  );

/** Soft delete (spec 2 §4), recorded as a change: how many entries went, 1 or 0. */
export const deleteProjectTimesheet = async (db: Db, editor: Editor, id: number): Promise<number> =>
  Number(await store.deleteTimesheet(db, editor, { id, kind: 'Project' }));
