/** volumes/jobdashboard/ (spec 3 §7): the job list the job dashboard grid shows. */
import { call, check, menu } from './call.ts';
import { Day, Id, Nullable, RecordVersion, Strict, T } from './fields.ts';
import { HOLD_TYPES, JOB_INVOICE_LOOKUP_MAX, JOB_SEARCH_MIN_LENGTH } from '../constants/jobs.ts';

const JOB_DASHBOARD = '/api/a1/volumes/jobdashboard';

/** The screens that show the job list: the caller needs one of them in their side menu (shell §6). */
export const JOB_DASHBOARD_ROUTES = ['operation/admin/job-dashboard', 'volume/job-dashboard'] as const;
const dashboard = menu(...JOB_DASHBOARD_ROUTES);

/** A job as the dashboard lists it (spec 3 §3 job), names resolved. */
export const Job = T.Object({
  id: T.Integer(),
  number: T.String(),
  customer: T.String(),
  customerId: T.Integer(),
  status: T.String(),
  statusId: T.Integer(),
  location: T.String(),
  type: T.String(),
  firstInvoiceNumber: Nullable(T.String()),
  dandTInvoiceNumber: Nullable(T.String()),
  updatedOn: T.String(),
  receivedBy: Nullable(T.String()),
  receivedOn: Nullable(T.String()),
  closedOn: Nullable(T.String()),
  financeClosedOn: Nullable(T.String()),
  financeClosedOnCreatedOn: Nullable(T.String()),
  financeClosedOnCreatedBy: Nullable(T.String()),
  financeClosedOnUpdatedOn: Nullable(T.String()),
  financeClosedOnUpdatedBy: Nullable(T.String()),
  createdBy: Nullable(T.String()),
  createdOn: T.String(),
  version: RecordVersion,
});
export type Job = typeof Job.static;

export const JobStatusCount = T.Object({ id: T.Integer(), name: T.String(), count: T.Integer() });
export type JobStatusCount = typeof JobStatusCount.static;

export const JobInvoiceNumber = T.Object({ jobId: T.Integer(), invoiceNumber: Nullable(T.String()) });
export const JobDutyInvoiceNumber = T.Object({ jobId: T.Integer(), dandTInvoiceNumber: Nullable(T.String()) });
export const JobIds = T.Array(Id, { minItems: 1, maxItems: JOB_INVOICE_LOOKUP_MAX });

export const JobSearchHit = T.Object({
  id: T.Integer(),
  number: T.String(),
  customer: T.String(),
  customerId: T.Integer(),
  status: T.String(),
  createdOn: T.String(),
});
export type JobSearchHit = typeof JobSearchHit.static;

/** Job/General: the job with its office's subsidiary, product, hold, pieces and billing (ours beyond spec 3 §3). */
export const JobGeneral = T.Intersect([
  Job,
  T.Object({
    subsidiary: T.String(),
    locationId: T.Integer(),
    productName: Nullable(T.String()),
    isMail: T.Boolean(),
    manual: T.Boolean(),
    onHold: T.Boolean(),
    holdAssignedToId: Nullable(T.Integer()),
    holdAssignedTo: Nullable(T.String()),
    pieces: T.Integer(),
    weightKg: T.Number(),
    billingStatus: T.String(),
    billingReference: Nullable(T.String()),
    billingMessage: Nullable(T.String()),
    billedOn: Nullable(T.String()),
  }),
]);
export type JobGeneral = typeof JobGeneral.static;

const Count = T.Object({ name: T.String(), pieces: T.Integer(), weightKg: T.Number() });
/** Job/Parcel: the job's pieces by service and by stage. */
export const JobParcel = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  pieces: T.Integer(),
  weightKg: T.Number(),
  byService: T.Array(Count),
  byStage: T.Array(Count),
});
export type JobParcel = typeof JobParcel.static;
/** Job/Mail: the mail side of the job: product, services, bins and receptacles. */
export const JobMail = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  isMail: T.Boolean(),
  productName: Nullable(T.String()),
  services: T.Array(T.String()),
  pieces: T.Integer(),
  bins: T.Integer(),
  openBins: T.Integer(),
  receptacles: T.Integer(),
});
export type JobMail = typeof JobMail.static;

export const OnHoldInfo = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  status: T.String(),
  onHold: T.Boolean(),
  heldOn: Nullable(T.String()),
  heldBy: Nullable(T.String()),
  reason: Nullable(T.String()),
  assignedToId: Nullable(T.Integer()),
  assignedTo: Nullable(T.String()),
  comments: T.Integer(),
});
export type OnHoldInfo = typeof OnHoldInfo.static;

export const HoldType = T.Union(HOLD_TYPES.map((h) => T.Literal(h)));
export const HoldEvent = T.Object({
  id: T.Integer(),
  jobId: T.Integer(),
  type: T.String(),
  action: T.String(),
  comment: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type HoldEvent = typeof HoldEvent.static;

/** A comment a person types (hold, release, status change). */
export const JobComment = T.String({ minLength: 1, maxLength: 2000, pattern: '\\S' });

export const jobDashboardCalls = {
  jobList: call({
    method: 'GET',
    path: '/api/a1/volumes/jobdashboard/Job/All',
    summary:
      'Jobs created between startDate and endDate (whole days; both optional: all jobs), with per-status counts.',
    permission: menu(...JOB_DASHBOARD_ROUTES),
    query: Strict({ startDate: T.Optional(Day), endDate: T.Optional(Day) }),
    response: T.Object({ jobs: T.Array(Job), statuses: T.Array(JobStatusCount) }),
  }),
  jobStatusCounts: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/Job/StatusCounts`,
    summary: 'How many jobs each status holds, over every job (no rows): Home counts the jobs on hold.',
    permission: menu(...JOB_DASHBOARD_ROUTES),
    response: T.Array(JobStatusCount),
    ours: 'Not in the spec: Home (issue 29 point 7) shows the jobs on hold without reading every job.',
  }),
  jobInvoiceNumbers: call({
    method: 'POST',
    path: `${JOB_DASHBOARD}/Job/InvoiceNumbers`,
    summary: 'The first invoice number of each job id (the grid page asks for its own jobs only).',
    permission: dashboard,
    body: JobIds,
    response: T.Array(JobInvoiceNumber),
  }),
  jobDutyInvoiceNumbers: call({
    method: 'POST',
    path: `${JOB_DASHBOARD}/Job/DutyInvoiceNumbers`,
    summary: 'The duties and taxes invoice number of each job id.',
    permission: dashboard,
    body: JobIds,
    response: T.Array(JobDutyInvoiceNumber),
  }),
  jobSearch: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/Job/Search`,
    summary: 'Jobs whose number contains the search term (3 characters or more), newest first.',
    permission: dashboard,
    query: Strict({ searchTerm: T.String({ minLength: JOB_SEARCH_MIN_LENGTH, maxLength: 40, pattern: '\\S' }) }),
    response: T.Array(JobSearchHit),
  }),
  jobGeneral: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/Job/General`,
    summary: 'One job by number (or by jobId, for job management), with its subsidiary, product, hold and billing.',
    permission: dashboard,
    query: Strict({ number: T.Optional(T.String({ minLength: 1, maxLength: 40 })), jobId: T.Optional(Id) }),
    response: JobGeneral,
    ours: 'The fields beyond spec 3 §3 job, and jobId in place of number.',
  }),
  jobParcel: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/Job/Parcel`,
    summary: "One job's pieces and weight by service and by stage.",
    permission: dashboard,
    query: Strict({ number: T.String({ minLength: 1, maxLength: 40 }) }),
    response: JobParcel,
    ours: 'The answer.',
  }),
  jobMail: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/Job/Mail`,
    summary: "One job's mail side: product, services, bins and receptacles.",
    permission: dashboard,
    query: Strict({ number: T.String({ minLength: 1, maxLength: 40 }) }),
    response: JobMail,
    ours: 'The answer.',
  }),
  onHoldInfo: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/OnHoldInfo`,
    summary: 'Whether a job is on hold, since when, by whom, why, and who works it.',
    permission: dashboard,
    query: Strict({ jobNumber: T.String({ minLength: 1, maxLength: 40 }) }),
    response: OnHoldInfo,
    ours: 'The answer.',
  }),
  holdRelease: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/HoldRelease`,
    summary: 'Releases a job on hold with a comment (recorded in its hold and status history); answers its hold info.',
    permission: check('jobAdmin'),
    query: Strict({ jobId: Id, comment: JobComment, type: HoldType }),
    response: OnHoldInfo,
  }),
  holdComments: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/HoldComments`,
    summary: "A job's hold comments of the kinds asked for (on hold, customer service, operations), newest first.",
    permission: dashboard,
    query: Strict({
      jobId: Id,
      onHold: T.Optional(T.Boolean()),
      cs: T.Optional(T.Boolean()),
      ops: T.Optional(T.Boolean()),
    }),
    response: T.Array(HoldEvent),
  }),
  financeClosedOn: call({
    method: 'PUT',
    path: `${JOB_DASHBOARD}/Job/FinanceClosedOn`,
    summary:
      "Sets a job's Finance Closed On date (finance admins only); the first save sets the created audit fields, every save the updated ones. Answers the job id (above 0: success).",
    permission: check('financeAdmin'),
    body: Strict({ JobId: Id, FinanceClosedOn: Day }),
    response: T.Integer(),
  }),
  jobIsFinanceAdmin: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/IsFinanceAdmin`,
    summary: 'Whether the caller is a finance admin (may save Finance Closed On).',
    permission: dashboard,
    response: T.Boolean(),
    ours: 'The path: the spec names a finance-admin check call without its path.',
  }),
  jobUserSubsidiary: call({
    method: 'GET',
    path: `${JOB_DASHBOARD}/UserSubsidiary`,
    summary: "The caller's subsidiary, which decides where a job row goes (USA: job details; else job management).",
    permission: dashboard,
    response: T.Object({ subsidiaryId: T.Integer(), subsidiaryName: T.String() }),
    ours: 'The path: the spec says the subsidiary is fetched without naming the call.',
  }),
} as const;
