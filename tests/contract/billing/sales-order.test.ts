/**
 * HTTP contract of PUT GlobeSapBilling/SalesOrderPost/SingleJob (spec 3 §7 Billing), on PGlite and PostgreSQL: the
 * sales order is posted as JSON to A1_BILLING_URL, received here by real local HTTP receivers: one that takes it,
 * one that answers 500, one that never answers (the timeout), each with one retry; and no URL at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { A1, type LoginResult } from '@a1/shared';
import { BILLING_ATTEMPTS, JOB_MESSAGES } from '@a1/shared/constants/jobs';
import { engines } from '../../support/test-server';
import { call, sessionHeaders } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';

type Mode = 'ok' | 'fail' | 'hang' | 'failOnce';
interface Receiver {
  url: string;
  mode: Mode;
  orders: Record<string, unknown>[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { mode: 'ok' as Mode, orders: [] as Record<string, unknown>[] } as Receiver;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      receiver.orders.push(JSON.parse(body));
      const mode = receiver.mode === 'failOnce' ? (receiver.orders.length === 1 ? 'fail' : 'ok') : receiver.mode;
      if (mode === 'hang') return void hanging.add(response);
      if (mode === 'fail') return void response.writeHead(500).end('ledger locked');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          reference: `SO-${receiver.orders.length}-${(JSON.parse(body) as { jobNumber: string }).jobNumber}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sales-orders`;
  receiver.close = () =>
    new Promise((resolve) => {
      for (const r of hanging) r.destroy();
      server.close(() => resolve());
    });
  return receiver;
}

describe.each(await engines())('billing of one job on %s', (engine) => {
  const env = signedInServer(engine, { finance: 'finance.admin@a1demo.com', ops: 'ops.manager@a1demo.com' });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => receiver.close());
  afterEach(() => {
    delete process.env.A1_BILLING_URL;
    delete process.env.A1_BILLING_TIMEOUT_MS;
    receiver.orders = [];
  });
  const bill = (jobId: number, who: LoginResult = env.users.finance) =>
    call(env.baseUrl, 'PUT', A1.salesOrderPostSingleJob.path, { body: { jobId }, headers: sessionHeaders(who) });
  const general = async (jobId: number) =>
    (
      await call(env.baseUrl, 'GET', `${A1.jobGeneral.path}?jobId=${jobId}`, {
        headers: sessionHeaders(env.users.finance),
      })
    ).body.data;

  it('T-341: without A1_BILLING_URL the call answers that billing is not configured', async () => {
    const answer = await bill(6);
    expect(answer.status).toBe(400);
    expect(answer.body.responseStatus.responseStatusMessage).toBe(JOB_MESSAGES.billingNotConfigured);
    expect((await general(6)).billingStatus).toBe('Unbilled');
  });

  it("T-341: posts the job's sales order as JSON and records the billing system's reference on the job", async () => {
    process.env.A1_BILLING_URL = receiver.url;
    // Job 6 is Closed; an adjustment goes on its sales order and is billed with it.
    await call(env.baseUrl, 'POST', A1.addJobAdjustment.path, {
      body: { jobId: 6, optionId: 3, quantity: 4, comment: 'Re-labelled' },
      headers: sessionHeaders(env.users.ops),
    });
    const answer = await bill(6);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      jobId: 6,
      number: 'J0240006',
      billingStatus: 'Billed',
      billingReference: 'SO-1-J0240006',
      billingMessage: null,
    });
    expect(receiver.orders).toHaveLength(1);
    expect(receiver.orders[0]).toMatchObject({
      jobId: 6,
      jobNumber: 'J0240006',
      customerId: expect.any(Number),
      customer: expect.any(String),
      pieces: expect.any(Number),
      lines: expect.arrayContaining([{ option: 'Re-label', quantity: 4, unit: 'pcs', comment: 'Re-labelled' }]),
    });
    const job = await general(6);
    expect(job).toMatchObject({ billingStatus: 'Billed', billingReference: 'SO-1-J0240006' });
    expect(Date.now() - Date.parse(job.billedOn)).toBeLessThan(60_000);
    const pending = await call(env.baseUrl, 'GET', `${A1.billingJobAdjustments.path}?jobId=6`, {
      headers: sessionHeaders(env.users.ops),
    });
    expect(pending.body.data).toEqual([]);
  });

  it('T-341: a receiver answering 500 twice leaves the job unbilled with the reason; one failure is retried once', async () => {
    process.env.A1_BILLING_URL = receiver.url;
    receiver.mode = 'fail';
    const failed = await bill(7);
    expect(failed.status).toBe(200);
    expect(receiver.orders).toHaveLength(BILLING_ATTEMPTS);
    expect(failed.body.data).toMatchObject({ billingStatus: 'Failed', billingReference: null });
    expect(failed.body.data.billingMessage).toBe(JOB_MESSAGES.billingFailed('HTTP 500: ledger locked'));
    expect(await general(7)).toMatchObject({
      billingStatus: 'Failed',
      billingReference: null,
      billedOn: null,
      billingMessage: failed.body.data.billingMessage,
    });

    receiver.orders = [];
    receiver.mode = 'failOnce';
    const retried = await bill(7);
    expect(receiver.orders).toHaveLength(2);
    expect(retried.body.data).toMatchObject({
      billingStatus: 'Billed',
      billingReference: 'SO-2-J0240007',
      billingMessage: null,
    });
    receiver.mode = 'ok';
  });

  it('T-341: a receiver that never answers times out (twice) and leaves the job unbilled with the reason', async () => {
    process.env.A1_BILLING_URL = receiver.url;
    process.env.A1_BILLING_TIMEOUT_MS = '300';
    receiver.mode = 'hang';
    const started = Date.now();
    const answer = await bill(20);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(receiver.orders).toHaveLength(2);
    expect(answer.body.data).toMatchObject({
      billingStatus: 'Failed',
      billingMessage: JOB_MESSAGES.billingFailed('no answer within 300 ms'),
    });
    expect((await general(20)).billingStatus).toBe('Failed');
    receiver.mode = 'ok';
  });

  it('T-341: only finance admins bill a job', async () => {
    process.env.A1_BILLING_URL = receiver.url;
    expect((await bill(6, env.users.ops)).status).toBe(403);
    expect(receiver.orders).toHaveLength(0);
  });
});
