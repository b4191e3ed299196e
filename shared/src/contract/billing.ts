/**
 * GlobeSapBilling/ (spec 3 §7 Billing): posts one job's sales order to the billing system configured by
 * A1_BILLING_URL, and records the outcome and the billing system's reference on the job.
 */
import { call, check } from './call.ts';
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
} as const;
