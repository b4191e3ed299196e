/**
 * The project registers (ours, issue 24; contract/projecttracking-registers.ts): every issue and risk of every
 * feature, and every enabled feature and initiative timesheet entry, each row naming its owner, the owner's
 * initiative and project. One query each; at most LIST_MAX_ROWS + 1 rows are read, so a list past the cap is
 * refused by the route (http/route.ts) rather than cut.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const featureInitiative = alias(t.initiatives, 'feature_initiative');
const ownInitiative = alias(t.initiatives, 'own_initiative');

/**
 * The enabled entries of features and initiatives, oldest day first, from startDate to endDate (each inclusive,
 * each optional), of one owner kind or both. A day that does not exist, or an end before the start, is refused (400,
 * naming the field).
 */
export async function timesheetRegister(db: Db, query: TimesheetRegisterQuery): Promise<TimesheetRegisterRow[]> {
  const start = day(query.startDate, 'startDate');
  const end = day(query.endDate, 'endDate');
  if (start && end && end < start) throw new A1Error(400, `endDate ${end} is before startDate ${start}.`);
  const kinds = query.ownerKind ? [query.ownerKind] : [...TIMESHEET_REGISTER_KINDS];
  const rows = await db
    .select({
      id: t.timesheets.id,
      ownerKind: t.timesheets.ownerKind,
      ownerId: t.timesheets.ownerId,
      userId: t.timesheets.userId,
      userName: t.users.fullName,
      date: t.timesheets.date,
      hours: t.timesheets.hours,
      categoryId: t.timesheets.categoryId,
      categoryName: t.timesheetCategories.name,
      notes: t.timesheets.notes,
      createdBy: t.timesheets.createdBy,
      createdOn: t.timesheets.createdOn,
      modifiedBy: t.timesheets.modifiedBy,
      modifiedOn: t.timesheets.modifiedOn,
      featureName: t.features.name,
      initiativeName: sql<string | null>`coalesce(${featureInitiative.text}, ${ownInitiative.text})`,
      projectName: t.projects.name,
    })
    .from(t.timesheets)
    .innerJoin(t.timesheetCategories, eq(t.timesheetCategories.id, t.timesheets.categoryId))
    .innerJoin(t.users, eq(t.users.id, t.timesheets.userId))
    .leftJoin(t.features, and(eq(t.timesheets.ownerKind, 'Feature'), eq(t.features.id, t.timesheets.ownerId)))
    .leftJoin(featureInitiative, eq(featureInitiative.id, t.features.milestoneId))
    .leftJoin(ownInitiative, and(eq(t.timesheets.ownerKind, 'Initiative'), eq(ownInitiative.id, t.timesheets.ownerId)))
    .innerJoin(t.projects, eq(t.projects.id, sql`coalesce(${t.features.projectId}, ${ownInitiative.projectId})`))
    .where(
      and(
        inArray(t.timesheets.ownerKind, kinds),
        eq(t.timesheets.isEnabled, true),
        // An entry whose owner is gone is no one's.
        or(isNotNull(t.features.id), isNotNull(ownInitiative.id)),
        start ? gte(t.timesheets.date, start) : undefined,
        end ? lte(t.timesheets.date, end) : undefined,
      ),
    )
    .orderBy(asc(t.timesheets.date), asc(t.timesheets.id))
    .limit(LIST_MAX_ROWS + 1);
  return rows.map((r) => {
    const isFeature = r.ownerKind === 'Feature';
    return {
      id: r.id,
      timesheetType: r.ownerKind,
      parentId: r.ownerId,
      userId: r.userId,
      userName: r.userName,
      date: String(r.date).slice(0, 10),
      hours: Number(r.hours),
      description: r.categoryId,
      categoryName: r.categoryName,
      notes: r.notes,
      createdBy: r.createdBy,
      createdOn: r.createdOn.toISOString(),
      modifiedBy: r.modifiedBy,
      modifiedOn: r.modifiedOn?.toISOString() ?? null,
      ownerName: (isFeature ? r.featureName : r.initiativeName) ?? '',
      initiativeName: isFeature ? r.initiativeName : null,
      projectName: r.projectName,
    };
  });
}
