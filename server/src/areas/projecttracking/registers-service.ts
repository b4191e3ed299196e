/**
 * The project registers (ours, issue 24; contract/projecttracking-registers.ts): every issue and risk of every
 * feature, and every enabled feature and initiative timesheet entry, each row naming its owner, the owner's
 * initiative and project. One query each; at most LIST_MAX_ROWS + 1 rows are read, so a list past the cap is
 * refused by the route (http/route.ts) rather than cut.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { IssueRegisterRow, TimesheetRegisterRow } from '@a1/shared/contract/projecttracking';
import {
  TIMESHEET_REGISTER_KINDS,
  type IssueStatus,
  type TimesheetRegisterKind,
} from '@a1/shared/constants/projecttracking';
import { LIST_MAX_ROWS } from '@a1/shared/constants/limits';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { day } from './days.ts';
import { toIssue } from './issues-service.ts';
import { asWorkTimesheet, listTimesheetsOfPeriod } from '../shared/timesheets.ts';

export interface IssueRegisterQuery {
  issueType?: 1 | 2;
  status?: IssueStatus;
  priority?: number;
}

/** Every (enabled) issue and risk, newest issue date first, with its feature, initiative and project. */
export async function issueRegister(db: Db, query: IssueRegisterQuery): Promise<IssueRegisterRow[]> {
  const rows = await db
    .select({
      issue: t.featureIssues,
      sprintName: t.features.name,
      featureEnabled: t.features.isEnabled,
      milestoneId: t.initiatives.id,
      milestoneText: t.initiatives.text,
      projectId: t.projects.id,
      projectName: t.projects.name,
    })
    .from(t.featureIssues)
    .innerJoin(t.features, eq(t.features.id, t.featureIssues.sprintId))
    .innerJoin(t.initiatives, eq(t.initiatives.id, t.features.milestoneId))
    .innerJoin(t.projects, eq(t.projects.id, t.features.projectId))
    .where(
      and(
        eq(t.featureIssues.isEnabled, true),
        query.issueType === undefined ? undefined : eq(t.featureIssues.issueType, query.issueType),
        query.status === undefined ? undefined : eq(t.featureIssues.status, query.status),
        query.priority === undefined ? undefined : eq(t.featureIssues.priority, query.priority),
      ),
    )
    .orderBy(desc(t.featureIssues.issueDate), desc(t.featureIssues.id))
    .limit(LIST_MAX_ROWS + 1);
  return rows.map(({ issue, ...owner }) => ({ ...toIssue(issue), ...owner }));
}

export interface TimesheetRegisterQuery {
  startDate?: string;
  endDate?: string;
  ownerKind?: TimesheetRegisterKind;
}

/**
 * The enabled entries of features and initiatives, oldest day first, from startDate to endDate (each inclusive,
 * each optional), of one owner kind or both, as the timesheets service lists them; each named by its owner, the
 * feature's initiative and the project (an entry whose owner is gone is no one's and is left out). A day that does
 * not exist, or an end before the start, is refused (400, naming the field).
 */
export async function timesheetRegister(db: Db, query: TimesheetRegisterQuery): Promise<TimesheetRegisterRow[]> {
  const start = day(query.startDate, 'startDate');
  const end = day(query.endDate, 'endDate');
  if (start && end && end < start) throw new A1Error(400, `endDate ${end} is before startDate ${start}.`);
  const kinds = query.ownerKind ? [query.ownerKind] : TIMESHEET_REGISTER_KINDS;
  const entries = await listTimesheetsOfPeriod(db, {
    kinds,
    start: start ?? undefined,
    end: end ?? undefined,
    limit: LIST_MAX_ROWS + 1,
  });
  const idsOf = (kind: TimesheetRegisterKind) => [
    ...new Set(entries.filter((e) => e.ownerKind === kind).map((e) => e.ownerId)),
  ];
  const [features, initiatives] = await Promise.all([
    ownerFeatures(db, idsOf('Feature')),
    ownerInitiatives(db, idsOf('Initiative')),
  ]);
  return entries.flatMap((e) => {
    const owner = (e.ownerKind === 'Feature' ? features : initiatives).get(e.ownerId);
    return owner ? [{ ...asWorkTimesheet(e), ...owner }] : [];
  });
}

type OwnerNames = Pick<TimesheetRegisterRow, 'ownerName' | 'initiativeName' | 'projectName'>;

/** These features' names, with their initiative's and project's. */
async function ownerFeatures(db: Db, ids: number[]): Promise<Map<number, OwnerNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: t.features.id,
      ownerName: t.features.name,
      initiativeName: t.initiatives.text,
      projectName: t.projects.name,
    })
    .from(t.features)
    .innerJoin(t.initiatives, eq(t.initiatives.id, t.features.milestoneId))
    .innerJoin(t.projects, eq(t.projects.id, t.features.projectId))
    .where(inArray(t.features.id, ids));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** These initiatives' names, with their project's (an initiative's own entry names no initiative beside it). */
async function ownerInitiatives(db: Db, ids: number[]): Promise<Map<number, OwnerNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.initiatives.id, ownerName: t.initiatives.text, projectName: t.projects.name })
    .from(t.initiatives)
    .innerJoin(t.projects, eq(t.projects.id, t.initiatives.projectId))
    .where(inArray(t.initiatives.id, ids));
  return new Map(rows.map(({ id, ...names }) => [id, { ...names, initiativeName: null }]));
}
