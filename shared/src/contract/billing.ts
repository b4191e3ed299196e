/**
 * GlobeSapBilling/ (spec 3 §7 Billing): posts one job's sales order to the billing system configured by
 * A1_BILLING_URL, and records the outcome and the billing system's reference on the job.
 */
import { call, check, menu } from './call.ts';
import { BILLING_QUEUE_MAX, BILLING_QUEUE_ROUTE } from '../constants/jobs.ts';
import { Id, Nullable, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';

export const BillingOutcome = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  billingStatus: T.String(),
  billingReference: Nullable(T.String()),
  billingMessage: Nullable(T.String()),
  billedOn: Nullable(T.String()),
});
export type BillingOutcome = typeof BillingOutcome.static;

/** A job of the Automated Billing Job Queue: the job, its status and its billing state and outcome. */
export const BillingQueueJob = T.Object({
  jobId: T.Integer(),
  number: T.String(),
  customer: T.String(),
  status: T.String(),
  closedOn: Nullable(T.String()),
  billingStatus: T.String(),
  billingReference: Nullable(T.String()),
  billingMessage: Nullable(T.String()),
  billedOn: Nullable(T.String()),
  updatedOn: T.String(),
});
export type BillingQueueJob = typeof BillingQueueJob.static;

/** The sales order posted as JSON (ours: the spec names the call only). */
export interface SalesOrder {
  jobId: number;
  jobNumber: string;
  customerId: number;
  customer: string;
  office: string;
  subsidiary: string;
  type: string;
  productName: string | null;
  closedOn: string | null;
  pieces: number;
  weightKg: number;
  lines: { option: string; quantity: number; unit: string; comment: string | null }[];
}

export const billingCalls = {
  salesOrderPostSingleJob: call({
    method: 'PUT',
    path: `${API_BASE}/GlobeSapBilling/SalesOrderPost/SingleJob`,
    summary:
      "Posts one job's sales order to the billing system (timeout, one retry) and records the outcome and reference on the job.",
    permission: check('financeAdmin'),
    body: Strict({ jobId: Id }),
    response: BillingOutcome,
    ours: 'The body { jobId } and the answer.',
  }),
  billingQueue: call({
    method: 'GET',
    path: `${API_BASE}/GlobeSapBilling/SalesOrderPost/Queue`,
    summary: `The Automated Billing Job Queue: the jobs whose sales order failed, the closed jobs waiting to be billed, then the billed ones, newest first in each, at most ${BILLING_QUEUE_MAX}.`,
    permission: menu(BILLING_QUEUE_ROUTE),
    response: T.Array(BillingQueueJob),
    ours: 'The whole call (issue 29): the spec names the Finance menu entry and SingleJob only; the queue reads the outcome SingleJob records on each job.',
  }),
} as const;
