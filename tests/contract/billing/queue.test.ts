/**
 * HTTP contract of GET GlobeSapBilling/SalesOrderPost/Queue (issue 29 point 1, ours: Finance's Automated Billing Job
 * Queue), on PGlite and PostgreSQL: the queue reads what SingleJob records on each job (failed posts first, then the
 * closed jobs waiting to be billed, then the billed ones), and the screen's menu entry decides who reads it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { A1, type BillingQueueJob, type LoginResult } from '@a1/shared';
import { JOB_MESSAGES } from '@a1/shared/constants/jobs';
import { engines } from '../../support/test-server';
import { call, sessionHeaders } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';

/** A billing system that takes every sales order, or refuses each while `refuse` is set. */
async function startReceiver() {
  const receiver = { url: '', refuse: false, close: async () => undefined as void };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (receiver.refuse) return void response.writeHead(500).end('ledger locked');
      const order = JSON.parse(body) as { jobNumber: string };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ reference: `SO-Q-${order.jobNumber}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sales-orders`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

/** Failed, then waiting, then billed: the order the screen shows them in. */
const RANK: Record<string, number> = { Failed: 0, Unbilled: 1, Billed: 2 };

describe.each(await engines())('the billing queue on %s', (engine) => {
  const env = signedInServer(engine, {
    finance: 'finance.admin@a1demo.com',
    admin: 'admin@a1demo.com',
    ops: 'ops.manager@a1demo.com',
    external: 'customer@partnerpost.example',
  });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => receiver.close());
  afterEach(() => {
    delete process.env.A1_BILLING_URL;
    receiver.refuse = false;
  });
  const queue = (who: LoginResult) => call(env.baseUrl, 'GET', A1.billingQueue.path, { headers: sessionHeaders(who) });
  const bill = (jobId: number) =>
    call(env.baseUrl, 'PUT', A1.salesOrderPostSingleJob.path, {
      body: { jobId },
      headers: sessionHeaders(env.users.finance),
    });

  it('issue 29 point 1: lists the closed jobs waiting to be billed and the billed ones, failed first, then waiting, then billed', async () => {
    const answer = await queue(env.users.finance);
    expect(answer.status).toBe(200);
    const jobs = answer.body.data as BillingQueueJob[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.length).toBeLessThanOrEqual(500);
    // Job 6 of the seed is Closed and not billed: it waits.
    expect(jobs.find((j) => j.jobId === 6)).toMatchObject({
      number: 'J0240006',
      status: 'Closed',
      billingStatus: 'Unbilled',
      billingReference: null,
      billedOn: null,
    });
    // A job is in the queue because it is closed or has been posted.
    for (const job of jobs) expect(job.status === 'Closed' || job.billingStatus !== 'Unbilled').toBe(true);
    const ranks = jobs.map((j) => RANK[j.billingStatus]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('issue 29 point 1: a failed post comes first with its reason; its retry turns it billed with the reference', async () => {
    process.env.A1_BILLING_URL = receiver.url;
    receiver.refuse = true;
    expect((await bill(6)).body.data.billingStatus).toBe('Failed');
    const failed = (await queue(env.users.finance)).body.data as BillingQueueJob[];
    expect(failed[0]).toMatchObject({
      jobId: 6,
      billingStatus: 'Failed',
      billingMessage: JOB_MESSAGES.billingFailed('HTTP 500: ledger locked'),
      billingReference: null,
    });

    receiver.refuse = false;
    expect((await bill(6)).body.data.billingStatus).toBe('Billed');
    const billed = (await queue(env.users.finance)).body.data as BillingQueueJob[];
    expect(billed.some((j) => j.billingStatus === 'Failed' && j.jobId === 6)).toBe(false);
    const job = billed.find((j) => j.jobId === 6);
    expect(job).toMatchObject({ billingStatus: 'Billed', billingReference: 'SO-Q-J0240006', billingMessage: null });
    expect(Date.now() - Date.parse(job!.billedOn!)).toBeLessThan(60_000);
  });

  it('issue 29 point 1: the Finance menu entry decides: the administrator reads it, operations and the external customer do not', async () => {
    expect((await queue(env.users.admin)).status).toBe(200);
    expect((await queue(env.users.ops)).status).toBe(403);
    expect((await queue(env.users.external)).status).toBe(403);
  });
});
