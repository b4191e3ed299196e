/**
 * Receiving jobs (spec 3 §7 Receiving, issue 26) on PGlite and PostgreSQL: GET Job by number and status, PUT Job's
 * fields and scans (a re-scan changes nothing and says "already received", also when two sessions scan at once),
 * PUT BulkJob in one transaction (a bad row changes nothing and is named), GET JobStatus along the transition
 * table, the dashboard and its pieces, every write in the job's history, and the job at once in Job/All.
 */
import { describe, expect, it } from 'vitest';
import { A1, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { message } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';

/** Job statuses by id (spec 3 §4 order, seeded so). */
const RECEIVED = 1;
const PROCESSING = 2;
const OPEN = 3;
const VOIDED = 5;
const INVOICED = 8;

describe.each(await engines())('receiving jobs on %s', (engine) => {
  const s = signedInServer(engine, { ops: 'ops.manager@a1demo.com', sales: 'sales.rep@a1demo.com' });
  const ops = () => s.as(s.users.ops);
  let serial = 0;
  /** A new Open job of Northwind Mail (customer 1) at JFK Gateway (office 1), through POST Job. */
  const newJob = async (over: Record<string, unknown> = {}) => {
    const number = `RJ${engine.slice(0, 2).toUpperCase()}${String(++serial).padStart(4, '0')}`;
    const answer = await ops().call(A1.createJob, {
      body: { number, customerId: 1, locationId: 1, type: 'Parcel', received: false, ...over },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const expect400 = (answer: { status: number; body: unknown }, field: RegExp) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(message(answer as never)).toMatch(field);
  };
  const history = async (jobId: number) =>
    (await ops().call(A1.receivingJobHistory, { query: { jobId } })).body.data.map((h) => h.kind);

  it('T-254: GET Job finds a job by number however typed, and by status; neither, or a bad StatusID, is named', async () => {
    const job = await newJob();
    const byNumber = await ops().call(A1.receivingJob, { query: { JobNumber: ` ${job.number.toLowerCase()} ` } });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data).toHaveLength(1);
    expect(byNumber.body.data[0]).toMatchObject({
      id: job.id,
      number: job.number,
      customer: 'Northwind Mail',
      status: 'Open',
      location: 'JFK Gateway',
      pieces: 0,
      weightKg: 0,
      manifests: [],
      ignoreDims: false,
    });
    const both = await ops().call(A1.receivingJob, { query: { JobNumber: job.number, StatusID: OPEN } });
    expect(both.body.data.map((j) => j.id)).toEqual([job.id]);
    const wrongStatus = await ops().call(A1.receivingJob, { query: { JobNumber: job.number, StatusID: RECEIVED } });
    expect(wrongStatus.body.data).toEqual([]);
    const open = await ops().call(A1.receivingJob, { query: { StatusID: OPEN } });
    expect(open.body.data.length).toBeGreaterThan(1);
    expectEvery(open.body.data, (j) => j.status === 'Open', 'jobs of StatusID Open');
    expect400(await ops().send(A1.receivingJob, {}), /JobNumber or StatusID/);
    expect400(await ops().send(A1.receivingJob, { query: { StatusID: 'x' } }), /StatusID/);
    expect400(await ops().send(A1.receivingJob, { query: { StatusID: 999 } }), /StatusID 999/);
  });

  it('T-255: PUT Job saves the dock’s fields (checked against the job’s customer), with a stale version 409', async () => {
    const job = await newJob();
    const terms = (await ops().call(A1.receivingMailingTerms, { query: { customerId: 1 } })).body.data;
    const foreign = (await ops().call(A1.receivingMailingTerms, { query: { customerId: 2 } })).body.data;
    const carriers = (await ops().call(A1.receivingInboundCarriers)).body.data;
    const ups = carriers.find((c) => c.code === 'UPSF')!;
    const saved = await ops().call(A1.receivingJobUpdate, {
      body: {
        jobId: job.id,
        version: job.version,
        inboundCarrierId: ups.inboundCarrierId,
        carrierReference: 'PRO 778-221',
        mailingTermId: terms[0].mailingTermId,
        comment: '<b>Deux palettes</b> abîmées',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.job).toMatchObject({
      inboundCarrier: 'UPS Freight',
      carrierReference: 'PRO 778-221',
      mailingTerm: 'Standard',
      comment: 'Deux palettes abîmées',
      version: job.version + 1,
    });
    expect(saved.body.data.scans).toEqual([]);
    const stale = await ops().send(A1.receivingJobUpdate, {
      body: { jobId: job.id, version: job.version, comment: 'late' },
    });
    expect(stale.status).toBe(409);
    expect400(
      await ops().send(A1.receivingJobUpdate, { body: { jobId: job.id, mailingTermId: foreign[0].mailingTermId } }),
      /mailingTermId \d+ is not a known choice/,
    );
    expect400(
      await ops().send(A1.receivingJobUpdate, { body: { jobId: job.id, scans: [{ barcode: 'A B' }] } }),
      /barcode/,
    );
    expect400(await ops().send(A1.receivingJobUpdate, { body: { comment: 'x' } }), /jobId/);
    expect(await history(job.id)).toEqual(['updated', 'created']);
  });

  it('T-255: a scanned piece is recorded once; a re-scan, in the batch or later or by two sessions at once, says "already received"', async () => {
    const job = await newJob();
    const first = await ops().call(A1.receivingJobUpdate, {
      body: {
        jobId: job.id,
        scans: [{ barcode: 'pce-0001', weightKg: 2.5 }, { barcode: 'PCE-0002' }, { barcode: 'PCE-0001' }],
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.scans.map((r) => [r.barcode, r.outcome, r.message])).toEqual([
      ['PCE-0001', 'received', 'PCE-0001 received.'],
      ['PCE-0002', 'received', 'PCE-0002 received.'],
      ['PCE-0001', 'alreadyReceived', 'PCE-0001 already received.'],
    ]);
    expect(first.body.data.scans[2].pieceId).toBe(first.body.data.scans[0].pieceId);
    // The first piece received the Open job.
    expect(first.body.data.job).toMatchObject({ status: 'Received', pieces: 2, weightKg: 2.5 });
    const again = await ops().call(A1.receivingJobUpdate, {
      body: { jobId: job.id, scans: [{ barcode: 'PCE-0002' }] },
    });
    expect(again.body.data.scans[0]).toMatchObject({
      outcome: 'alreadyReceived',
      message: 'PCE-0002 already received.',
    });
    expect(again.body.data.job.pieces).toBe(2);
    // Ten sessions scan the same new code at once: one piece.
    const racing = await Promise.all(
      Array.from({ length: 10 }, () =>
        ops().call(A1.receivingJobUpdate, { body: { jobId: job.id, scans: [{ barcode: 'PCE-0003' }] } }),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(racing.filter((r) => r.body.data.scans[0].outcome === 'received')).toHaveLength(1);
    const pieces = await ops().call(A1.receivingDashboardPiece, { query: { jobId: job.id } });
    expect(pieces.body.data.map((p) => p.barcode).sort()).toEqual(['PCE-0001', 'PCE-0002', 'PCE-0003']);
    expect(await history(job.id)).toEqual(expect.arrayContaining(['scan', 'created']));
  });

  it('T-256: PUT BulkJob changes every selected job in one transaction; one bad row changes nothing and is named', async () => {
    const a = await newJob();
    const b = await newJob();
    const carriers = (await ops().call(A1.receivingInboundCarriers)).body.data;
    const dhl = carriers.find((c) => c.code === 'DHLX')!.inboundCarrierId;
    const bad = await ops().send(A1.receivingBulkJob, {
      body: {
        jobs: [
          { jobId: a.id, statusId: RECEIVED, inboundCarrierId: dhl },
          { jobId: b.id, statusId: INVOICED },
        ],
      },
    });
    expect(bad.status).toBe(409);
    expect(message(bad)).toMatch(/^jobs\[1\]\.statusId: .*Nothing was changed\.$/);
    const unchanged = await ops().call(A1.receivingJob, { query: { JobNumber: a.number } });
    expect(unchanged.body.data[0]).toMatchObject({ status: 'Open', inboundCarrierId: null, version: a.version });
    expect(await history(a.id)).toEqual(['created']);
    const unknownCarrier = await ops().send(A1.receivingBulkJob, {
      body: { jobs: [{ jobId: a.id, inboundCarrierId: 999_999 }] },
    });
    expect400(unknownCarrier, /^jobs\[0\]\.inboundCarrierId 999999/);
    expect400(await ops().send(A1.receivingBulkJob, { body: { jobs: [] } }), /jobs/);
    expect400(
      await ops().send(A1.receivingBulkJob, { body: { jobs: [{ jobId: a.id }, { jobId: a.id }] } }),
      /jobs\[1\]\.jobId: job \d+ is listed twice/,
    );

    const done = await ops().call(A1.receivingBulkJob, {
      body: {
        jobs: [
          { jobId: a.id, statusId: RECEIVED, inboundCarrierId: dhl },
          { jobId: b.id, statusId: RECEIVED, inboundCarrierId: dhl },
        ],
      },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.map((j) => [j.id, j.status, j.inboundCarrier]).sort()).toEqual(
      [
        [a.id, 'Received', 'DHL Express'],
        [b.id, 'Received', 'DHL Express'],
      ].sort(),
    );
    expect(await history(a.id)).toEqual(['status', 'updated', 'created']);
  });

  it('T-270: GET JobStatus moves a job along the transition table, recorded; a refused move or bad id is named', async () => {
    const job = await newJob();
    const received = await ops().call(A1.receivingJobStatus, { query: { jobId: job.id, statusId: RECEIVED } });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'Received', receivedBy: 'Jordan Lee' });
    const processing = await ops().call(A1.receivingJobStatus, { query: { jobId: job.id, statusId: PROCESSING } });
    expect(processing.body.data.status).toBe('Processing');
    const refused = await ops().send(A1.receivingJobStatus, { query: { jobId: job.id, statusId: OPEN } });
    expect(refused.status).toBe(409);
    expect(message(refused)).toMatch(/Processing/);
    expect400(await ops().send(A1.receivingJobStatus, { query: { jobId: job.id } }), /statusId/);
    expect400(await ops().send(A1.receivingJobStatus, { query: { jobId: job.id, statusId: 999 } }), /statusId 999/);
    expect((await ops().send(A1.receivingJobStatus, { query: { jobId: 999_999, statusId: VOIDED } })).status).toBe(404);
    expect(await history(job.id)).toEqual(['status', 'status', 'created']);
    // The sales account has no receiving menu: refused, nothing changes.
    expect(
      (await s.as(s.users.sales).send(A1.receivingJobStatus, { query: { jobId: job.id, statusId: VOIDED } })).status,
    ).toBe(403);
  });

  it('T-269, T-271: the dashboard lists today’s inbound jobs with pieces by stage; DashboardPiece by stage; bad input named', async () => {
    const job = await newJob({ received: true });
    await ops().call(A1.receivingJobUpdate, {
      body: { jobId: job.id, scans: [{ barcode: 'DASH-1' }, { barcode: 'DASH-2', weightKg: 3 }] },
    });
    const board = await ops().call(A1.receivingDashboard);
    expect(board.status).toBe(200);
    expect(board.body.data.day).toBe(new Date().toISOString().slice(0, 10));
    const row = board.body.data.jobs.find((j) => j.jobId === job.id);
    expect(row).toMatchObject({
      number: job.number,
      status: 'Received',
      customer: 'Northwind Mail',
      pieces: { Received: 2, Processed: 0, Dispatched: 0 },
      weightKg: 3,
      manifests: 0,
    });
    const received = board.body.data.statuses.find((x) => x.name === 'Received')!;
    expect(received.count).toBe(board.body.data.jobs.filter((j) => j.status === 'Received').length);
    const yesterday = await ops().call(A1.receivingDashboard, { query: { day: '2020-01-01' } });
    expect(yesterday.body.data.jobs).toEqual([]);
    expect400(await ops().send(A1.receivingDashboard, { query: { day: 'tomorrow' } }), /day/);

    const atStage = await ops().call(A1.receivingDashboardPiece, { query: { jobId: job.id, pieceStage: 'Received' } });
    expect(atStage.body.data.map((p) => [p.barcode, p.weightKg, p.scannedBy]).sort()).toEqual([
      ['DASH-1', 0, 'Jordan Lee'],
      ['DASH-2', 3, 'Jordan Lee'],
    ]);
    const none = await ops().call(A1.receivingDashboardPiece, { query: { jobId: job.id, pieceStage: 'Dispatched' } });
    expect(none.body.data).toEqual([]);
    expect400(
      await ops().send(A1.receivingDashboardPiece, { query: { jobId: job.id, pieceStage: 'Lost' } }),
      /pieceStage/,
    );
  });

  it('T-257: a job made at the dock is at once in the job dashboards’ Job/All with its receiving status', async () => {
    const job = await newJob({ received: true });
    const all = await ops().call(A1.jobList);
    expect(all.body.data.jobs.find((j) => j.id === job.id)).toMatchObject({ number: job.number, status: 'Received' });
  });

  it('T-254, T-255: an account without the receiving menu is refused GET and PUT Job', async () => {
    const sales: LoginResult = s.users.sales;
    expect((await s.as(sales).send(A1.receivingJob, { query: { StatusID: OPEN } })).status).toBe(403);
    expect(
      (await s.as(sales).send(A1.receivingJobUpdate, { body: { jobId: 1, scans: [{ barcode: 'X' }] } })).status,
    ).toBe(403);
  });
});
