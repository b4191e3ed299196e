/**
 * Operation/Admin/JobDashboard/ (spec 2 §7 job dashboard admin): the operations admin's calls on jobs. Spec 2
 * shows no response shapes: every answer below is ours. Reading needs the operations admin job dashboard in the
 * side menu; changing a job needs the jobAdmin role check; voiding, re-opening and the on-hold assignment override
 * are customer-service admin decisions (IsCustomerServiceAdmin). Status changes follow the transition table of
 * rules/jobs/transitions.ts and are recorded in the job's status history.
 */
import { call, check, menu, signedIn } from './call.ts';
import { Day, Id, Nullable, SentVersion, STALE_VERSION_409, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { HoldEvent, Job, JobComment, JobGeneral } from './jobdashboard.ts';
import { PIECE_STAGES } from '../constants/jobs.ts';

const BASE = `${API_BASE}/Operation/Admin/JobDashboard`;
const adminScreen = menu('operation/admin/job-dashboard');
const jobAdmin = check('jobAdmin');
const csAdmin = check('customerServiceAdmin');

export const JobPiece = T.Object({
  id: T.Integer(),
  jobId: T.Integer(),
  pieceNumber: T.String(),
  stage: T.String(),
  service: T.String(),
  isMail: T.Boolean(),
  weightKg: T.Number(),
  binId: Nullable(T.Integer()),
});
export type JobPiece = typeof JobPiece.static;

export const JobPieceData = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  pieces: T.Integer(),
  weightKg: T.Number(),
  received: T.Integer(),
  processed: T.Integer(),
  dispatched: T.Integer(),
});
export type JobPieceData = typeof JobPieceData.static;

export const JobAdjustmentOption = T.Object({
  id: T.Integer(),
  name: T.String(),
  unit: T.String(),
  isMail: T.Boolean(),
});
export type JobAdjustmentOption = typeof JobAdjustmentOption.static;

export const JobAdjustment = T.Object({
  id: T.Integer(),
  jobId: T.Integer(),
  jobNumber: T.String(),
  optionId: T.Integer(),
  option: T.String(),
  pieceId: Nullable(T.Integer()),
  quantity: T.Number(),
  comment: Nullable(T.String()),
  billed: T.Boolean(),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type JobAdjustment = typeof JobAdjustment.static;

export const NewJobAdjustment = Strict({
  jobId: Id,
  optionId: Id,
  pieceId: T.Optional(Nullable(Id)),
  quantity: T.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
  comment: T.Optional(Nullable(T.String({ maxLength: 2000 }))),
});
export type NewJobAdjustment = typeof NewJobAdjustment.static;

export const JobStatusChange = T.Object({
  id: T.Integer(),
  jobId: T.Integer(),
  fromStatus: Nullable(T.String()),
  toStatus: T.String(),
  comment: Nullable(T.String()),
  changedBy: T.String(),
  changedOn: T.String(),
});
export type JobStatusChange = typeof JobStatusChange.static;

const ProductName = T.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
const JobNumber = T.String({ minLength: 3, maxLength: 20, pattern: '\\S' });
const JobType = T.String({ minLength: 1, maxLength: 40, pattern: '\\S' });

/** A manual job: one an operator keys in (no electronic manifest). */
export const ManualJob = Strict({
  number: JobNumber,
  customerId: Id,
  locationId: Id,
  type: JobType,
  productName: T.Optional(Nullable(ProductName)),
  isMail: T.Optional(T.Boolean()),
});
export type ManualJob = typeof ManualJob.static;

export const UpdateJob = Strict({
  jobId: Id,
  /** Optional so other A1 clients still save; the web always sends it (design §3, README). */
  version: SentVersion,
  customerId: Id,
  locationId: Id,
  type: JobType,
  productName: T.Optional(Nullable(ProductName)),
});
export type UpdateJob = typeof UpdateJob.static;

// version: optional so other A1 clients still act; the web sends the version it read (design §3, README).
const JobAction = Strict({ jobId: Id, version: SentVersion, comment: T.Optional(T.String({ maxLength: 2000 })) });
const JobActionWithComment = Strict({ jobId: Id, version: SentVersion, comment: JobComment });

export const JobOnHoldAssignment = T.Object({
  jobId: T.Integer(),
  appUserId: Nullable(T.Integer()),
  userName: Nullable(T.String()),
});
export type JobOnHoldAssignment = typeof JobOnHoldAssignment.static;

export const jobAdminCalls = {
  adminJobs: call({
    method: 'GET',
    path: `${BASE}/jobs`,
    summary: 'Jobs for the operations admin (optionally between two days, or only those on hold), newest first.',
    permission: adminScreen,
    query: Strict({ startDate: T.Optional(Day), endDate: T.Optional(Day), onHold: T.Optional(T.Boolean()) }),
    response: T.Array(Job),
  }),
  adminJobPieceData: call({
    method: 'GET',
    path: `${BASE}/jobs/piecedata`,
    summary: 'Piece counts and weight by stage for each job id (repeat jobIds).',
    permission: adminScreen,
    query: Strict({ jobIds: T.Array(Id, { minItems: 1, maxItems: 500 }) }),
    response: T.Array(JobPieceData),
  }),
  jobPieceList: call({
    method: 'GET',
    path: `${BASE}/JobPieceList`,
    summary: "A job's pieces, optionally of one stage.",
    permission: adminScreen,
    query: Strict({ jobId: Id, pieceStage: T.Optional(T.Union(PIECE_STAGES.map((s) => T.Literal(s)))) }),
    response: T.Array(JobPiece),
  }),
  jobAdjustmentPieceList: call({
    method: 'GET',
    path: `${BASE}/JobAdjustmentPieceList`,
    summary: "A job's pieces an adjustment may name: mail pieces when isMail, else parcels.",
    permission: adminScreen,
    query: Strict({ jobId: Id, isMail: T.Boolean() }),
    response: T.Array(JobPiece),
  }),
  jobAdjustmentOptions: call({
    method: 'GET',
    path: `${BASE}/JobAdjustmentOptions`,
    summary: 'The kinds of adjustment a job may receive.',
    permission: adminScreen,
    response: T.Array(JobAdjustmentOption),
  }),
  jobAdjustments: call({
    method: 'GET',
    path: `${BASE}/JobAdjustment`,
    summary: "A job's adjustments, newest first.",
    permission: adminScreen,
    query: Strict({ jobId: Id }),
    response: T.Array(JobAdjustment),
  }),
  addJobAdjustment: call({
    method: 'POST',
    path: `${BASE}/JobAdjustment`,
    summary: 'Adds an adjustment to a job (not to a voided or invoiced one).',
    permission: jobAdmin,
    body: NewJobAdjustment,
    response: JobAdjustment,
  }),
  deleteJobAdjustment: call({
    method: 'DELETE',
    path: `${BASE}/JobAdjustment`,
    summary: 'Deletes an adjustment not yet billed.',
    permission: jobAdmin,
    query: Strict({ jobId: Id, jobAdjustmentId: Id }),
    response: T.Boolean(),
  }),
  billingJobAdjustments: call({
    method: 'GET',
    path: `${BASE}/BillingJobAdjustment`,
    summary: 'Adjustments waiting to be billed (optionally of one job), oldest first.',
    permission: adminScreen,
    query: Strict({ jobId: T.Optional(Id) }),
    response: T.Array(JobAdjustment),
  }),
  mailJob: call({
    method: 'PUT',
    path: `${BASE}/MailJob`,
    summary: `Marks a job as a mail job or not, with its mail product. ${STALE_VERSION_409}`,
    permission: jobAdmin,
    body: Strict({
      jobId: Id,
      version: SentVersion,
      isMail: T.Boolean(),
      productName: T.Optional(Nullable(ProductName)),
    }),
    response: JobGeneral,
  }),
  manualJobs: call({
    method: 'GET',
    path: `${BASE}/JobManual`,
    summary: 'Jobs keyed in by hand, newest first.',
    permission: adminScreen,
    response: T.Array(Job),
  }),
  createManualJob: call({
    method: 'POST',
    path: `${BASE}/JobManual`,
    summary: 'Keys in a job by hand: it starts Open (recorded in its status history).',
    permission: jobAdmin,
    body: ManualJob,
    response: JobGeneral,
  }),
  updateManualJob: call({
    method: 'PUT',
    path: `${BASE}/JobManual`,
    summary: `Changes a job keyed in by hand. ${STALE_VERSION_409}`,
    permission: jobAdmin,
    body: Strict({ jobId: Id, version: SentVersion, ...ManualJob.properties }),
    response: JobGeneral,
  }),
  closeJob: call({
    method: 'PUT',
    path: `${BASE}/CloseJob`,
    summary: `Closes a job (transition table), recorded in its status history. ${STALE_VERSION_409}`,
    permission: jobAdmin,
    body: JobAction,
    response: JobGeneral,
  }),
  reOpenJob: call({
    method: 'PUT',
    path: `${BASE}/ReOpenJob`,
    summary: `Sends a closed job back to Processing (customer-service admins), recorded in its status history. ${STALE_VERSION_409}`,
    permission: csAdmin,
    body: JobActionWithComment,
    response: JobGeneral,
  }),
  voidJob: call({
    method: 'PUT',
    path: `${BASE}/VoidJob`,
    summary: `Voids a job not closed yet (customer-service admins), with a comment, recorded in its status history. ${STALE_VERSION_409}`,
    permission: csAdmin,
    body: JobActionWithComment,
    response: JobGeneral,
  }),
  updateJob: call({
    method: 'PUT',
    path: `${BASE}/UpdateJob`,
    summary: `Changes a job's customer, office, type and product (recorded in its status history). ${STALE_VERSION_409}`,
    permission: jobAdmin,
    body: UpdateJob,
    response: JobGeneral,
  }),
  updateJobStatus: call({
    method: 'PUT',
    path: `${BASE}/UpdateJobStatus`,
    summary: `Changes a job's status along the transition table, recorded in its status history. ${STALE_VERSION_409}`,
    permission: jobAdmin,
    body: Strict({
      jobId: Id,
      version: SentVersion,
      statusId: Id,
      comment: T.Optional(T.String({ maxLength: 2000 })),
    }),
    response: JobGeneral,
  }),
  currentProduct: call({
    method: 'GET',
    path: `${BASE}/CurrentProduct`,
    summary: "A job's product and the services it includes.",
    permission: adminScreen,
    query: Strict({ jobId: Id }),
    response: T.Object({ jobId: T.Integer(), productName: Nullable(T.String()), services: T.Array(T.String()) }),
  }),
  jobMailProductServices: call({
    method: 'GET',
    path: `${BASE}/JobMailProductServices`,
    summary: "The mail products and their services, the job's own marked current.",
    permission: adminScreen,
    query: Strict({ jobId: Id }),
    response: T.Array(T.Object({ productName: T.String(), services: T.Array(T.String()), current: T.Boolean() })),
  }),
  jobStatusHistory: call({
    method: 'GET',
    path: `${BASE}/JobStatusHistory`,
    summary: "A job's status changes, newest first.",
    permission: menu('operation/admin/job-dashboard', 'volume/job-dashboard'),
    query: Strict({ jobId: Id }),
    response: T.Array(JobStatusChange),
  }),
  onHoldHistory: call({
    method: 'GET',
    path: `${BASE}/OnHoldHistory`,
    summary: "A job's holds, releases and hold comments, newest first.",
    permission: menu('operation/admin/job-dashboard', 'volume/job-dashboard'),
    query: Strict({ jobId: Id }),
    response: T.Array(HoldEvent),
  }),
  isCustomerServiceAdmin: call({
    method: 'GET',
    path: `${BASE}/IsCustomerServiceAdmin`,
    summary: 'Whether the caller is a customer-service admin (may void, re-open and override on-hold assignment).',
    permission: signedIn('answers a yes/no about the caller only'),
    response: T.Boolean(),
  }),
  isJobAdmin: call({
    method: 'GET',
    path: `${BASE}/IsJobAdmin`,
    summary: 'Whether the caller may change jobs and bins (the jobAdmin role check).',
    permission: signedIn('answers a yes/no about the caller only'),
    response: T.Boolean(),
    ours: 'The call: the job pages enable their actions from it, as IsCustomerServiceAdmin.',
  }),
  jobOnHoldAssignment: call({
    method: 'GET',
    path: `${BASE}/JobOnHoldAssignmentOverride`,
    summary: 'Who works a job on hold.',
    permission: adminScreen,
    query: Strict({ jobId: Id }),
    response: JobOnHoldAssignment,
  }),
  overrideJobOnHoldAssignment: call({
    method: 'PUT',
    path: `${BASE}/JobOnHoldAssignmentOverride`,
    summary: 'Gives a job on hold to another person (customer-service admins), recorded in its hold history.',
    permission: csAdmin,
    query: Strict({ jobId: Id, appUserId: Id }),
    body: Strict({}),
    response: JobOnHoldAssignment,
  }),
} as const;
