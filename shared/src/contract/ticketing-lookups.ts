/**
 * Ticketing/ lookups the ticket dialog and grid fill their lists from (spec 3 §7), the CRF clone, and the
 * shared timesheet calls (Shared/Timesheet) of tickets, features and initiatives.
 */
import { call, check } from './call.ts';
import { Id, Nullable, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { TICKETING_BASE as BASE, ticketScreens } from './ticketing-base.ts';
import {
  DefaultProjectValue,
  HealthStatus,
  IdName,
  Lane,
  MilestoneOption,
  ModuleOption,
  ProjectOption,
  ScheduleGroup,
  SprintOption,
  TicketUser,
  TimesheetTypeField,
} from './ticketing-types.ts';
import { WorkTimesheet, workTimesheetFields } from './ticketing-tab-types.ts';

const SHARED_TIMESHEET = `${API_BASE}/Shared/Timesheet`;

export const ticketLookupCalls = {
  ticketUserByDepartment: call({
    method: 'GET',
    path: `${BASE}/UserByDepartment`,
    summary: 'Enabled internal users of a department (by name, e.g. IT for the Assigned Agent list).',
    permission: ticketScreens,
    query: Strict({ departmentName: T.String({ minLength: 1, maxLength: 100 }) }),
    response: T.Array(TicketUser),
  }),
  ticketUserList: call({
    method: 'GET',
    path: `${BASE}/UserList`,
    summary: 'Internal users (the Requester list), past employees included and flagged.',
    // The Submit CRF dialog's Original Requestor and Owner lists too, and Submit CRF is every internal user's
    // (shell §2 User menu): a finance admin without ticketing submits CRFs (issue 29 point 1).
    permission: check('internal'),
    response: T.Array(TicketUser),
    ours: 'Not in the spec: the requester list.',
  }),
  sprintBusinessAnalyst: call({
    method: 'GET',
    path: `${BASE}/SprintBusinessAnalyst`,
    summary: "A feature's business analyst (null when it has none).",
    permission: ticketScreens,
    query: Strict({ sprintId: Id }),
    response: Nullable(T.Object({ userId: T.Integer(), fullName: T.String(), email: T.String() })),
  }),
  healthStatusList: call({
    method: 'GET',
    path: `${BASE}/HealthStatusList`,
    summary: 'Ticket health statuses.',
    // The Submit CRF dialog's Health list too (every internal user's, shell §2 User menu); names only.
    permission: check('internal'),
    response: T.Array(HealthStatus),
  }),
  ticketProjectList: call({
    method: 'GET',
    path: `${BASE}/ProjectList`,
    summary: 'Enabled projects.',
    permission: ticketScreens,
    response: T.Array(ProjectOption),
  }),
  ticketMilestoneList: call({
    method: 'GET',
    path: `${BASE}/MilestoneList`,
    summary: "A project's initiatives (milestones).",
    permission: ticketScreens,
    query: Strict({ projectId: Id }),
    response: T.Array(MilestoneOption),
    ours: 'The path (the spec names milestones without one).',
  }),
  ticketSprintList: call({
    method: 'GET',
    path: `${BASE}/SprintList`,
    summary: "An initiative's features (sprints).",
    permission: ticketScreens,
    query: Strict({ milestoneId: Id }),
    response: T.Array(SprintOption),
    ours: 'The path (the spec names sprints without one).',
  }),
  ticketCardLane: call({
    method: 'GET',
    path: `${BASE}/CardLane`,
    summary: 'The ticket lanes in board order.',
    permission: ticketScreens,
    response: T.Array(Lane),
  }),
  ticketScheduleGroupList: call({
    method: 'GET',
    path: `${BASE}/ScheduleGroupList`,
    summary: 'Schedule groups with isFutureGroup (starting after today).',
    permission: ticketScreens,
    response: T.Array(ScheduleGroup),
  }),
  ticketModuleList: call({
    method: 'GET',
    path: `${BASE}/ModuleList`,
    summary: 'Main modules with their sub-modules (the Main Module and Sub Module lists).',
    permission: ticketScreens,
    response: T.Array(ModuleOption),
    ours: 'Not in the spec.',
  }),
  ticketSubModuleList: call({
    method: 'GET',
    path: `${BASE}/SubModuleList`,
    summary: "A main module's sub-modules.",
    permission: ticketScreens,
    query: Strict({ moduleName: T.String({ minLength: 1, maxLength: 100 }) }),
    response: T.Array(T.String()),
    ours: 'Not in the spec.',
  }),
  ticketCustomerList: call({
    method: 'GET',
    path: `${BASE}/CustomerList`,
    summary: 'Customers (the Customer list).',
    permission: ticketScreens,
    response: T.Array(IdName),
    ours: 'Not in the spec.',
  }),
  defaultProjectValue: call({
    method: 'GET',
    path: `${BASE}/DefaultProjectValue`,
    summary: 'The project and initiative a feature (sprint) hangs under, and its business analyst.',
    permission: ticketScreens,
    query: Strict({ sprintId: Id }),
    response: DefaultProjectValue,
  }),
  cloneCrf: call({
    method: 'POST',
    path: `${BASE}/clonecrf`,
    summary:
      "Copies a feature (CRF), without its tickets, named 'Copy of ' and the name given (the CRF's name as the dialog shows it). Answers the new feature id and name.",
    permission: ticketScreens,
    body: Strict({ id: Id, name: T.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }),
    response: T.Object({ id: T.Integer(), name: T.String() }),
    ours: "What is copied, the new name ('Copy of {name}', issue 29 point 8) and the answer.",
  }),

  // Shared/Timesheet: one set of calls over ticket, feature and initiative timesheets.
  timesheetCategoriesOptions: call({
    method: 'GET',
    path: `${SHARED_TIMESHEET}/TimesheetCategoriesOptions`,
    summary: 'Timesheet categories as options.',
    permission: ticketScreens,
    response: T.Array(T.Object({ value: T.Integer(), label: T.String() })),
  }),
  sharedTimesheetList: call({
    method: 'GET',
    path: SHARED_TIMESHEET,
    summary: 'Timesheet rows of a ticket, feature or initiative (id and timesheetType).',
    permission: ticketScreens,
    query: Strict({ id: Id, timesheetType: TimesheetTypeField }),
    response: T.Array(WorkTimesheet),
  }),
  sharedTimesheetCreate: call({
    method: 'POST',
    path: SHARED_TIMESHEET,
    summary: "Posts the caller's hours on a ticket, feature or initiative.",
    permission: ticketScreens,
    body: Strict({ id: Id, timesheetType: TimesheetTypeField, ...workTimesheetFields }),
    response: WorkTimesheet,
    ours: 'The body.',
  }),
  sharedTimesheetUpdate: call({
    method: 'PUT',
    path: SHARED_TIMESHEET,
    summary: 'Changes a timesheet row.',
    permission: ticketScreens,
    body: Strict({ timesheetId: Id, timesheetType: TimesheetTypeField, ...workTimesheetFields }),
    response: WorkTimesheet,
    ours: 'The body.',
  }),
  sharedTimesheetDelete: call({
    method: 'DELETE',
    path: SHARED_TIMESHEET,
    summary: 'Deletes a timesheet row (timesheetId) of a ticket, feature or initiative (id, timesheetType).',
    permission: ticketScreens,
    query: Strict({ timesheetId: Id, id: Id, timesheetType: TimesheetTypeField }),
    response: T.Boolean(),
  }),
} as const;
