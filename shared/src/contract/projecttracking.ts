/**
 * Project tracking (spec 2 §7): the project grid calls, kanban/shared/BusinessAnalysts, every KanbanBoard/
 * resource (split by topic in projecttracking-*.ts), and the modal lookups whose paths the spec does not show
 * (ours, under api/a1/kanban/project/). The Ticketing/ calls the modals use (timesheet categories, health
 * statuses, users by department, project list, feature and initiative timesheets, sprint attachments, clone CRF)
 * are declared with the ticketing area.
 */
import { call } from './call.ts';
import { Id, Nullable, Strict, T } from './fields.ts';
import {
  CustomerOption,
  FeatureCounts,
  HistoryEntry,
  Phase,
  PROJECT_GRID_BASE,
  PROJECT_OURS_BASE,
  ProjectGridRow,
  UserOption,
  projectRead,
} from './projecttracking-shapes.ts';
import { projectTrackingInitiativeCalls } from './projecttracking-initiatives.ts';
import { projectTrackingIssueCalls } from './projecttracking-issues.ts';
import { projectTrackingKanbanCalls } from './projecttracking-kanban.ts';
import { projectTrackingRegisterCalls } from './projecttracking-registers.ts';
import { HISTORY_OBJECT_TYPES } from '../constants/projecttracking.ts';

export * from './projecttracking-shapes.ts';
export * from './projecttracking-kanban.ts';
// The card shapes by name: the field sets and helpers their module shares with the card calls stay inside it.
export {
  Card,
  CardComment,
  CardTimesheet,
  CardUpdate,
  ChecklistItem,
  DetailedCard,
  KanbanFilters,
  KanbanNote,
  Lane,
  NewCard,
  ScheduleGroup,
  Tag,
} from './projecttracking-kanban-shapes.ts';
export * from './projecttracking-initiatives.ts';
export * from './projecttracking-issues.ts';
export * from './projecttracking-registers.ts';

/** The spec's fixed CRF values (settings rows) and the caller's global flag, for the feature modal. */
export const CrfDefaults = T.Object({
  projectId: T.Integer(),
  milestoneId: T.Integer(),
  phaseId: T.Integer(),
  sortOrder: T.Integer(),
  placeholderLaneId: T.Integer(),
  extraProcessOwnerUserId: T.Integer(),
  /** Global: the caller's subsidiary is not USA (shell §6). */
  isGlobal: T.Boolean(),
  /** The process owner a new or submitted CRF starts with: the extra user for a global caller, else none. */
  processOwnerEmail: Nullable(T.String()),
});
export type CrfDefaults = typeof CrfDefaults.static;

const LOOKUP_OURS = 'Spec 2 §7 lists this call among those defined elsewhere without a path: the path is ours.';

export const projectTrackingGridCalls = {
  projectGrid: call({
    method: 'GET',
    path: `${PROJECT_GRID_BASE}/gridview`,
    summary:
      'The project grid rows: one per feature (or per initiative without features), with remaining points and tickets and timesheet hours.',
    permission: projectRead,
    query: Strict({
      /** 'MyProjects': rows sorted by minimum sprint date, newest first (spec 2 §2); other names: all rows. */
      customFilterName: T.Optional(T.String({ maxLength: 100 })),
    }),
    response: T.Array(ProjectGridRow),
  }),
  projectPhaseList: call({
    method: 'GET',
    path: `${PROJECT_GRID_BASE}/phaseList`,
    summary: 'The feature phases, sorted by their numeric prefix.',
    permission: projectRead,
    response: T.Array(Phase),
  }),
  projectCustomerList: call({
    method: 'GET',
    path: `${PROJECT_GRID_BASE}/customerList`,
    summary: 'The customers (also the simple customer list of the feature modal).',
    permission: projectRead,
    response: T.Array(CustomerOption),
  }),
  businessAnalysts: call({
    method: 'GET',
    path: '/api/a1/kanban/shared/BusinessAnalysts',
    summary: "The users with the 'Business Analyst' role.",
    permission: projectRead,
    response: T.Array(UserOption),
  }),
  processOwners: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/ProcessOwners`,
    summary: "Process owner choices: the users with the role 'CRF Senior Manager Approval' plus the fixed extra user.",
    permission: projectRead,
    response: T.Array(UserOption),
    ours: LOOKUP_OURS,
  }),
  projectUsersByRole: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/UsersByRole`,
    summary: 'The users holding a role, by its name.',
    permission: projectRead,
    query: Strict({ roleName: T.String({ minLength: 1, maxLength: 100 }) }),
    response: T.Array(UserOption),
    ours: LOOKUP_OURS,
  }),
  projectUserById: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/UserById`,
    summary: 'One user option by app user id (null when unknown).',
    permission: projectRead,
    query: Strict({ appUserId: Id }),
    response: Nullable(UserOption),
    ours: LOOKUP_OURS,
  }),
  projectIsGlobal: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/IsGlobal`,
    summary: 'Whether the caller is a global user (their subsidiary is not USA).',
    permission: projectRead,
    response: T.Boolean(),
    ours: LOOKUP_OURS,
  }),
  crfDefaults: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/CrfDefaults`,
    summary:
      "The fixed CRF values from settings rows (project, initiative, phase, sort order, lane, extra process owner) and the caller's default process owner.",
    permission: projectRead,
    response: CrfDefaults,
    ours: 'Not in the spec: the fixed ids come from settings rows (design §3).',
  }),
  featureCounts: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/FeatureCounts`,
    summary: "The counts of a feature modal's tab badges, in one call.",
    permission: projectRead,
    query: Strict({ sprintId: Id }),
    response: FeatureCounts,
    ours: 'Not in the spec: one call for every tab badge.',
  }),
  projectHistory: call({
    method: 'GET',
    path: `${PROJECT_OURS_BASE}/History`,
    summary: 'Every recorded change of an initiative or feature (who, when, field, before, after), newest first.',
    permission: projectRead,
    query: Strict({
      objectType: T.Union(HISTORY_OBJECT_TYPES.map((s) => T.Literal(s))),
      objectId: Id,
    }),
    response: T.Array(HistoryEntry),
    ours: 'Not in the spec: the history of changes is ours.',
  }),
} as const;

export const projectTrackingCalls = {
  ...projectTrackingGridCalls,
  ...projectTrackingInitiativeCalls,
  ...projectTrackingIssueCalls,
  ...projectTrackingKanbanCalls,
  ...projectTrackingRegisterCalls,
} as const;
