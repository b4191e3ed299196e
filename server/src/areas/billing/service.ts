/**
 * GlobeSapBilling/SalesOrderPost/SingleJob (spec 3 §7 Billing): posts one job's sales order as JSON to the billing
 * endpoint of A1_BILLING_URL (read at each call), with a timeout and one retry, and records the outcome on the job:
 * Billed with the billing system's reference, or Failed with the reason (the job stays unbilled).
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import {
  BILLING_ATTEMPTS,
  BILLING_QUEUE_MAX,
  BILLING_TIMEOUT_MS,
  JOB_ADJUSTMENT_OPTIONS,
  JOB_MESSAGES,
  JOB_STATUSES,
} from '@a1/shared/constants/jobs';
import type { BillingOutcome, BillingQueueJob, SalesOrder } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { iso, jobGeneral } from '../jobdashboard/jobs.ts';

export interface BillingOptions {
  url?: string;
  timeoutMs?: number;
}

export const billingOptionsFromEnv = (): BillingOptions => ({
  url: process.env.A1_BILLING_URL?.trim() || undefined,
  timeoutMs: Number(process.env.A1_BILLING_TIMEOUT_MS) || BILLING_TIMEOUT_MS,
});

async function salesOrder(db: Db, jobId: number): Promise<SalesOrder> {
  const job = await jobGeneral(db, { id: jobId });
  const adjustments = await db
    .select()
    .from(t.jobAdjustments)
    .where(and(eq(t.jobAdjustments.jobId, jobId), eq(t.jobAdjustments.billed, false)));
  return {
    jobId: job.id,
    jobNumber: job.number,
    customerId: job.customerId,
    customer: job.customer,
    office: job.location,
    subsidiary: job.subsidiary,
    type: job.type,
    productName: job.productName,
    closedOn: job.closedOn,
    pieces: job.pieces,
    weightKg: job.weightKg,
    lines: adjustments.map((a) => {
      const option = JOB_ADJUSTMENT_OPTIONS.find((o) => o.id === a.optionId);
      return {
        option: option?.name ?? `Option ${a.optionId}`,
        quantity: a.quantity,
        unit: option?.unit ?? '',
        comment: a.comment,
      };
    }),
  };
}

/** One POST; the reference from a 2xx answer's JSON (reference, salesOrderNumber or id), else the reason. */
async function post(
  url: string,
  order: SalesOrder,
  timeoutMs: number,
): Promise<{ reference: string } | { reason: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) return { reason: `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}` };
    let answer: Record<string, unknown> = {};
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return { reason: 'the answer is not JSON' };
    }
    const reference = answer.reference ?? answer.salesOrderNumber ?? answer.id;
    if (reference === undefined || reference === null || String(reference).trim() === '')
      return { reason: 'the answer carries no reference' };
    return { reference: String(reference).slice(0, 100) };
  } catch (error) {
    const name = (error as Error).name;
    return {
      reason:
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${timeoutMs} ms`
          : (error as Error).message,
    };
  }
}

export async function postSingleJob(db: Db, jobId: number, options: BillingOptions): Promise<BillingOutcome> {
  if (!options.url) throw new A1Error(400, JOB_MESSAGES.billingNotConfigured);
  const order = await salesOrder(db, jobId);
  let outcome: { reference: string } | { reason: string } = { reason: 'not sent' };
  for (let attempt = 1; attempt <= BILLING_ATTEMPTS; attempt++) {
    outcome = await post(options.url, order, options.timeoutMs ?? BILLING_TIMEOUT_MS);
    if ('reference' in outcome) break;
  }
  const now = new Date();
  const set =
    'reference' in outcome
      ? { billingStatus: 'Billed', billingReference: outcome.reference, billingMessage: null, billedOn: now }
      : {
          billingStatus: 'Failed',
          billingReference: null,
          billingMessage: JOB_MESSAGES.billingFailed(outcome.reason),
          billedOn: null,
        };
  await db.transaction(async (tx) => {
    await tx
      .update(t.jobs)
      .set({ ...set, updatedOn: now })
      .where(eq(t.jobs.id, jobId));
    if ('reference' in outcome)
      await tx
        .update(t.jobAdjustments)
        .set({ billed: true })
        .where(and(eq(t.jobAdjustments.jobId, jobId), eq(t.jobAdjustments.billed, false)));
  });
  return {
    jobId,
    number: order.jobNumber,
    billingStatus: set.billingStatus,
    billingReference: set.billingReference,
    billingMessage: set.billingMessage,
    billedOn: iso(set.billedOn),
  };
}

const CLOSED_STATUS_ID = JOB_STATUSES.indexOf('Closed') + 1;

/**
 * GlobeSapBilling/SalesOrderPost/Queue (issue 29, ours): the Automated Billing Job Queue read from what SingleJob
 * records on each job: the failed posts first (to retry), then the closed jobs not billed yet (waiting), then the
 * billed ones; newest change first in each, at most BILLING_QUEUE_MAX jobs.
 */
export async function billingQueue(db: Db): Promise<BillingQueueJob[]> {
  const rows = await db
    .select({
      jobId: t.jobs.id,
      number: t.jobs.number,
      customer: t.customers.name,
      status: t.jobStatuses.name,
      closedOn: t.jobs.closedOn,
      billingStatus: t.jobs.billingStatus,
      billingReference: t.jobs.billingReference,
      billingMessage: t.jobs.billingMessage,
      billedOn: t.jobs.billedOn,
      updatedOn: t.jobs.updatedOn,
    })
    .from(t.jobs)
    .innerJoin(t.customers, eq(t.customers.id, t.jobs.customerId))
    .innerJoin(t.jobStatuses, eq(t.jobStatuses.id, t.jobs.statusId))
    .where(or(eq(t.jobs.statusId, CLOSED_STATUS_ID), sql`${t.jobs.billingStatus} <> 'Unbilled'`))
    .orderBy(
      sql`CASE ${t.jobs.billingStatus} WHEN 'Failed' THEN 0 WHEN 'Unbilled' THEN 1 ELSE 2 END`,
      desc(t.jobs.updatedOn),
      desc(t.jobs.id),
    )
    .limit(BILLING_QUEUE_MAX);
  return rows.map((r) => ({
    ...r,
    closedOn: iso(r.closedOn),
    billedOn: iso(r.billedOn),
    updatedOn: iso(r.updatedOn) ?? '',
  }));
}
