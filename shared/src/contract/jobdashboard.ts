/** volumes/jobdashboard/ (spec 3 §7): the job list the job dashboard grid shows. */
import { call, menu } from './call.ts';
import { Day, Nullable, Strict, T } from './fields.ts';

/** The screens that show the job list: the caller needs one of them in their side menu (shell §6). */
export const JOB_DASHBOARD_ROUTES = ['operation/admin/job-dashboard', 'volume/job-dashboard'] as const;

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
});
export type Job = typeof Job.static;

export const JobStatusCount = T.Object({ id: T.Integer(), name: T.String(), count: T.Integer() });
export type JobStatusCount = typeof JobStatusCount.static;

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
} as const;
