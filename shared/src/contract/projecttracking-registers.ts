/**
 * The project registers (ours, issue 24): one read of every issue and risk of every feature, and one of every
 * feature and initiative timesheet entry, each row naming its owner (and the owner's initiative and project). The
 * spec shows these records only inside one feature's or initiative's dialog (spec 2 §2, §3); a project manager also
 * wants them across the portfolio: which risks are open anywhere, who booked what hours this month. Both read what
 * the feature and initiative reads already show every internal user (projectRead), so an external account is refused.
 */
import { call } from './call.ts';
import { Day, Nullable, Strict, T } from './fields.ts';
import { Issue, PROJECT_OURS_BASE, projectRead } from './projecttracking-shapes.ts';
import { WorkTimesheet } from './ticketing-tab-types.ts';
import {
  ISSUE_PRIORITY_MAX,
  ISSUE_PRIORITY_MIN,
  ISSUE_STATUSES,
  TIMESHEET_REGISTER_KINDS,
} from '../constants/projecttracking.ts';

const REGISTER_OURS = 'Not in the spec: the registers across every feature and initiative are ours (issue 24).';

/** An issue or risk with the feature it belongs to, and that feature's initiative and project. */
export const IssueRegisterRow = T.Object({
  ...Issue.properties,
  sprintName: T.String(),
  featureEnabled: T.Boolean(),
  milestoneId: T.Integer(),
  milestoneText: T.String(),
  projectId: T.Integer(),
  projectName: T.String(),
});
export type IssueRegisterRow = typeof IssueRegisterRow.static;

/** A feature's or initiative's timesheet entry with its owner's name, the feature's initiative and the project. */
export const TimesheetRegisterRow = T.Object({
  ...WorkTimesheet.properties,
  /** The feature's or the initiative's name. */
  ownerName: T.String(),
  /** A feature's initiative; null for an initiative's own entry. */
  initiativeName: Nullable(T.String()),
  projectName: T.String(),
});
export type TimesheetRegisterRow = typeof TimesheetRegisterRow.static;

export const projectTrackingRegisterCalls = {
  issueRegister: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/IssueRegister`,
    summary:
      'Every issue and risk of every feature, newest issue date first, each with its feature, initiative and project; optionally of one type, status or priority.',
    permission: projectRead,
    query: Strict({
      issueType: T.Optional(T.Union([T.Literal(1), T.Literal(2)], { description: '1: issues, 2: risks' })),
      status: T.Optional(T.Union(ISSUE_STATUSES.map((s) => T.Literal(s)))),
      priority: T.Optional(T.Integer({ minimum: ISSUE_PRIORITY_MIN, maximum: ISSUE_PRIORITY_MAX })),
    }),
    response: T.Array(IssueRegisterRow),
    ours: REGISTER_OURS,
  }),
  timesheetRegister: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/TimesheetRegister`,
    summary:
      'The enabled timesheet entries of every feature and initiative, oldest day first, each with its owner, initiative and project; optionally from startDate to endDate (inclusive) and of one owner kind.',
    permission: projectRead,
    query: Strict({
      startDate: T.Optional(Day),
      endDate: T.Optional(Day),
      ownerKind: T.Optional(T.Union(TIMESHEET_REGISTER_KINDS.map((k) => T.Literal(k)))),
    }),
    response: T.Array(TimesheetRegisterRow),
    ours: REGISTER_OURS,
  }),
} as const;
