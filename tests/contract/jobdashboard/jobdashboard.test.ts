/** HTTP contract of the job dashboard calls (spec 3 §7 volumes/jobdashboard/), on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { A1, CALLS_BY_AREA, type LoginResult } from '@a1/shared';
import { JOB_MESSAGES } from '@a1/shared/constants/jobs';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';

describe.each(await engines())('job dashboard calls on %s', (engine) => {
  const env = signedInServer(engine, {
    finance: 'finance.admin@a1demo.com',
    ops: 'ops.manager@a1demo.com',
    global: 'global.ops@a1demo.com',
    sales: 'sales.rep@a1demo.com',
  });
  /** The typed client as `who`, an operations user unless named. */
  const api = (who: LoginResult = env.users.ops) => env.as(who);

  it('T-110, T-111: Job/All answers jobs with every field and the counts of every status in the range', async () => {
    const all = await api().call(A1.jobList);
    expect(all.status).toBe(200);
    const { jobs, statuses } = all.body.data;
    expect(jobs).toHaveLength(2000);
    expect(Object.keys(jobs[0]).sort()).toEqual(
      [
        'id',
        'number',
        'customer',
        'customerId',
        'status',
        'statusId',
        'location',
        'type',
        'firstInvoiceNumber',
        'dandTInvoiceNumber',
        'updatedOn',
        'receivedBy',
        'receivedOn',
        'closedOn',
        'financeClosedOn',
        'financeClosedOnCreatedOn',
        'financeClosedOnCreatedBy',
        'financeClosedOnUpdatedOn',
        'financeClosedOnUpdatedBy',
        'createdBy',
        'createdOn',
        // Issue 23 point 8: the version a save sends back.
        'version',
      ].sort(),
    );
    expect(statuses).toHaveLength(13);
    expect(statuses[0]).toEqual({ id: 1, name: 'Received', count: expect.any(Number) });
    expect(statuses.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(2000);
    const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date().toISOString().slice(0, 10);
    const ranged = await api().call(A1.jobList, { query: { startDate: start, endDate: end } });
    const inRange = ranged.body.data.jobs;
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(2000);
    for (const job of inRange)
      expect(job.createdOn.slice(0, 10) >= start && job.createdOn.slice(0, 10) <= end).toBe(true);
    const counted = ranged.body.data.statuses.reduce((n: number, s: { count: number }) => n + s.count, 0);
    expect(counted).toBe(inRange.length);
    const bad = await api().call(A1.jobList, { query: { startDate: '2026-02-31' } });
    expect(bad.status).toBe(400);
    expect(bad.body.responseStatus.responseStatusMessage).toBe('startDate 2026-02-31 is not a real date (yyyy-mm-dd).');
  });

  it('issue 29 point 7: Job/StatusCounts answers the count of every status over all jobs, rows left out', async () => {
    const answer = await api().call(A1.jobStatusCounts);
    expect(answer.status).toBe(200);
    const counts = Object.fromEntries(answer.body.data.map((s: { name: string; count: number }) => [s.name, s.count]));
    // The seed's 2,000 jobs take the 13 statuses in turn (job id 1 Received, 9 CS Hold, 10 Finance Hold, 12 On Hold):
    // 2,000 = 13 × 153 + 11, so the first 11 statuses hold 154 jobs and the last two 153.
    expect(counts).toMatchObject({
      Received: 154,
      'CS Hold': 154,
      'Finance Hold': 154,
      'On Hold': 153,
      Forwarded: 153,
    });
    expect(answer.body.data).toHaveLength(13);
    expect((await api(env.users.sales).call(A1.jobStatusCounts)).status).toBe(403);
  });

  it('T-348, T-349, T-112: invoice lookups answer jobId plus invoiceNumber, or jobId plus dandTInvoiceNumber', async () => {
    // Job 6 is Closed (invoiced: INV100006), job 3 is Open (none).
    const invoices = await api().call(A1.jobInvoiceNumbers, { body: [6, 3] });
    expect(invoices.status).toBe(200);
    expect(invoices.body.data).toEqual([
      { jobId: 3, invoiceNumber: null },
      { jobId: 6, invoiceNumber: 'INV100006' },
    ]);
    const duties = await api().call(A1.jobDutyInvoiceNumbers, { body: [6, 3] });
    expect(duties.body.data.map((d: object) => Object.keys(d).sort())).toEqual([
      ['dandTInvoiceNumber', 'jobId'],
      ['dandTInvoiceNumber', 'jobId'],
    ]);
    expect(duties.body.data[0]).toEqual({ jobId: 3, dandTInvoiceNumber: null });
    expect((await api().call(A1.jobInvoiceNumbers, { body: [] })).status).toBe(400);
  });

  it('T-350: Job/Search answers jobs whose number contains the term, exact match first; fewer than 3 characters is refused', async () => {
    const hits = await api().call(A1.jobSearch, { query: { searchTerm: 'J0240001' } });
    expect(hits.status).toBe(200);
    expect(hits.body.data[0]).toMatchObject({
      id: 1,
      number: 'J0240001',
      customer: expect.any(String),
      status: 'Received',
    });
    expectEvery(hits.body.data, (h: { number: string }) => h.number.includes('J0240001'));
    const lower = await api().call(A1.jobSearch, { query: { searchTerm: '0242000' } });
    expect(lower.body.data.map((h: { number: string }) => h.number)).toEqual(['J0242000']);
    const short = await api().call(A1.jobSearch, { query: { searchTerm: 'J0' } });
    expect(short.status).toBe(400);
    expect((await api().call(A1.jobSearch, { query: { searchTerm: 'ZZZ' } })).body.data).toEqual([]);
  });

  it('T-351, T-352, T-353: Job/General, Job/Parcel and Job/Mail by number; an unknown number is 404', async () => {
    const general = await api().call(A1.jobGeneral, { query: { number: 'J0240002' } });
    expect(general.status).toBe(200);
    expect(general.body.data).toMatchObject({ id: 2, number: 'J0240002', status: 'Processing', onHold: false });
    expect(general.body.data.subsidiary).toMatch(/USA|France/);
    const parcel = await api().call(A1.jobParcel, { query: { number: 'J0240002' } });
    expect(parcel.body.data.jobId).toBe(2);
    expect(parcel.body.data.pieces).toBe(general.body.data.pieces);
    expect(parcel.body.data.byService.reduce((n: number, s: { pieces: number }) => n + s.pieces, 0)).toBe(
      parcel.body.data.pieces,
    );
    const mail = await api().call(A1.jobMail, { query: { number: 'J0240002' } });
    expect(mail.body.data).toMatchObject({ jobId: 2, number: 'J0240002', bins: expect.any(Number) });
    const missing = await api().call(A1.jobGeneral, { query: { number: 'NOPE123' } });
    expect(missing.status).toBe(404);
    expect(missing.body.responseStatus.responseStatusMessage).toBe(JOB_MESSAGES.jobNotFound('NOPE123'));
  });

  it('T-354, T-356, T-355: OnHoldInfo, HoldComments by kind, and HoldRelease with a comment', async () => {
    // Job 12 is On Hold.
    const info = await api().call(A1.onHoldInfo, { query: { jobNumber: 'J0240012' } });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ jobId: 12, status: 'On Hold', onHold: true, reason: expect.any(String) });
    const every = await api().call(A1.holdComments, { query: { jobId: 12 } });
    expect(every.body.data.length).toBeGreaterThan(0);
    const onHoldOnly = await api().call(A1.holdComments, { query: { jobId: 12, onHold: true } });
    expectEvery(onHoldOnly.body.data, (c: { type: string }) => c.type === 'onHold');
    // Job 12's hold history is all of the on-hold kind, so asking for customer service's leaves every row out.
    const csOnly = await api().call(A1.holdComments, { query: { jobId: 12, cs: true } });
    expect(csOnly.status).toBe(200);
    expect(csOnly.body.data).toEqual([]);

    const release = (who: LoginResult, comment = 'Documents received') =>
      api(who).call(A1.holdRelease, { query: { jobId: 12, comment, type: 'ops' } });
    expect((await release(env.users.finance)).status).toBe(403);
    const released = await release(env.users.ops);
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ jobId: 12, status: 'Released', onHold: false });
    const history = await api().call(A1.jobStatusHistory, { query: { jobId: 12 } });
    expect(history.body.data[0]).toMatchObject({
      fromStatus: 'On Hold',
      toStatus: 'Released',
      comment: 'Documents received',
      changedBy: 'Jordan Lee',
    });
    const comments = await api().call(A1.holdComments, { query: { jobId: 12, ops: true } });
    expect(comments.body.data[0]).toMatchObject({ action: 'release', comment: 'Documents received' });
    const again = await release(env.users.ops);
    expect(again.status).toBe(409);
    expect(again.body.responseStatus.responseStatusMessage).toBe(JOB_MESSAGES.notOnHold('J0240012'));
    expect((await api().call(A1.holdRelease, { query: { jobId: 24, comment: ' ', type: 'ops' } })).status).toBe(400);
  });

  const putFinanceClosedOn = (body: unknown) => api(env.users.finance).send(A1.financeClosedOn, { body });
  it('T-357, T-358, T-182: a finance admin saves Finance Closed On; the answer is above 0', async () => {
    const put = putFinanceClosedOn;
    const first = await put({ JobId: 7, FinanceClosedOn: '2026-01-15' });
    expect(first.status).toBe(200);
    expect(first.body.data).toBeGreaterThan(0);
    expect((await put({ JobId: 7 })).status).toBe(400);
    expect((await put({ JobId: 999999, FinanceClosedOn: '2026-01-20' })).status).toBe(404);
  });

  it('T-139, T-140: the first save (above) sets the created audit fields, every save the updated ones', async () => {
    const put = putFinanceClosedOn;
    const job = async () =>
      (await api().send(A1.jobList)).body.data.jobs.find((j: { id: number }) => j.id === 7) as Record<string, string>;
    const afterFirst = await job();
    expect(afterFirst).toMatchObject({
      financeClosedOn: '2026-01-15',
      financeClosedOnCreatedBy: 'Morgan Diaz',
      financeClosedOnUpdatedBy: 'Morgan Diaz',
    });
    expect(afterFirst.financeClosedOnCreatedOn).toBe(afterFirst.financeClosedOnUpdatedOn);
    const second = await put({ JobId: 7, FinanceClosedOn: '2026-01-20' });
    expect(second.body.data).toBe(7);
    const afterSecond = await job();
    // The created fields stay those of the first save; the updated ones move.
    expect(afterSecond.financeClosedOn).toBe('2026-01-20');
    expect(afterSecond.financeClosedOnCreatedOn).toBe(afterFirst.financeClosedOnCreatedOn);
    expect(Date.parse(afterSecond.financeClosedOnUpdatedOn)).toBeGreaterThan(
      Date.parse(afterFirst.financeClosedOnUpdatedOn),
    );
  });

  it('T-169: the server refuses Finance Closed On from a user who is not a finance admin, whatever the UI does', async () => {
    for (const who of [env.users.ops, env.users.global, env.users.sales]) {
      const refused = await api(who).call(A1.financeClosedOn, { body: { JobId: 20, FinanceClosedOn: '2026-01-15' } });
      expect(refused.status).toBe(403);
    }
    expect((await api().call(A1.jobList)).body.data.jobs.find((j) => j.id === 20)!.financeClosedOn).toBeNull();
  });

  it('T-184, T-185: the finance-admin check and the caller subsidiary are answered by the server', async () => {
    expect((await api(env.users.finance).call(A1.jobIsFinanceAdmin)).body.data).toBe(true);
    expect((await api(env.users.ops).call(A1.jobIsFinanceAdmin)).body.data).toBe(false);
    expect((await api(env.users.ops).call(A1.jobUserSubsidiary)).body.data.subsidiaryName).toBe('USA');
    expect((await api(env.users.global).call(A1.jobUserSubsidiary)).body.data.subsidiaryName).toBe('France');
  });

  it('the job dashboard calls need the job dashboard in the side menu', async () => {
    const sales = api(env.users.sales);
    for (const answer of [
      await sales.call(A1.jobList),
      await sales.call(A1.jobSearch, { query: { searchTerm: 'J02' } }),
      await sales.call(A1.jobGeneral, { query: { number: 'J0240001' } }),
    ])
      expect(answer.status).toBe(403);
    // Every call of the area, whatever its query or body: the menu (or the role check) is asked first.
    const screenCalls = Object.values(CALLS_BY_AREA.jobdashboard).filter((c) => c.permission.kind === 'menu');
    expect(screenCalls.length).toBeGreaterThan(10);
    for (const entry of screenCalls) {
      const answer = await sales.send(entry, { body: entry.method === 'GET' ? undefined : {} });
      expect(answer.status, `${entry.method} ${entry.path}`).toBe(403);
    }
  });
});
