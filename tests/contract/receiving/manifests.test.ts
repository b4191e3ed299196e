/**
 * Manifests at the dock (spec 3 §7 Receiving, issue 26) on PGlite and PostgreSQL: GET Manifest with its packages,
 * PUT ManifestTares (net computed, a typed gross recorded as typed, receive and close; one job may receive several
 * manifests; a manifest of 10,000 packages received in one request), GET ManifestComment (a GET that writes, only
 * with the receiving menu), and the DNB calls (the same manifest twice makes no second job).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { message } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';

/** Tare types by id (the demo seed's order): Pallet (EUR) 25 kg, Pallet (US) 20 kg, Cage 35 kg. */
const PALLET_EUR = 1;
const CAGE = 3;

describe.each(await engines())('receiving manifests on %s', (engine) => {
  const s = signedInServer(engine, { ops: 'ops.manager@a1demo.com', sales: 'sales.rep@a1demo.com' });
  const ops = () => s.as(s.users.ops);
  const db = () => s.server.database.db;
  let serial = 0;
  const newJob = async () => {
    const number = `RM${engine.slice(0, 2).toUpperCase()}${String(++serial).padStart(4, '0')}`;
    const answer = await ops().call(A1.createJob, {
      body: { number, customerId: 2, locationId: 1, type: 'Parcel', received: false },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const manifest = async (number: string) => {
    const answer = await ops().call(A1.receivingManifest, { query: { ManifestNumber: number } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const expect400 = (answer: { status: number; body: unknown }, field: RegExp) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(message(answer as never)).toMatch(field);
  };

  it('T-276: GET Manifest answers a manifest by number however typed, with its packages; unknown 404, missing named', async () => {
    const m = await manifest(' mr-demo-002 ');
    expect(m).toMatchObject({
      manifestNumber: 'MR-DEMO-002',
      customer: 'Contoso Retail',
      status: 'Open',
      isDnb: false,
      packageCount: 25,
      receivedCount: 0,
      tares: [],
      comments: [],
    });
    expect(m.packages).toHaveLength(25);
    expect(m.packages[0]).toMatchObject({
      trackingNumber: 'RC02000001US',
      weightKg: 0.5,
      status: 'Data Received',
      received: false,
    });
    const unknown = await ops().send(A1.receivingManifest, { query: { ManifestNumber: 'NOPE-1' } });
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe('ManifestNumber NOPE-1 is not a known manifest.');
    expect400(await ops().send(A1.receivingManifest, {}), /ManifestNumber/);
  });

  it('T-277: PUT ManifestTares computes net from the tare type, keeps a typed gross as typed, and receives onto the job', async () => {
    const job = await newJob();
    const m = await manifest('MR-DEMO-002');
    const saved = await ops().call(A1.receivingManifestTares, {
      body: {
        manifestId: m.manifestId,
        version: m.version,
        jobId: job.id,
        tares: [
          { tareTypeId: PALLET_EUR, grossKg: 125.5, weightSource: 'scale' },
          { tareTypeId: CAGE, grossKg: 80, weightSource: 'typed' },
        ],
        action: 'receive',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.tares.map((t) => [t.tareType, t.grossKg, t.tareKg, t.netKg, t.weightSource])).toEqual([
      ['Pallet (EUR)', 125.5, 25, 100.5, 'scale'],
      ['Cage', 80, 35, 45, 'typed'],
    ]);
    expect(saved.body.data).toMatchObject({ status: 'Received', receivedCount: 25, version: m.version + 1 });
    expect(saved.body.data.jobs).toEqual([{ jobId: job.id, number: job.number }]);
    const opened = await ops().call(A1.receivingJob, { query: { JobNumber: job.number } });
    expect(opened.body.data[0]).toMatchObject({ status: 'Received', pieces: 25 });
    // A stale version, an unknown tare type (its row named), receiving without a job: refused.
    const stale = await ops().send(A1.receivingManifestTares, {
      body: { manifestId: m.manifestId, version: m.version, tares: [] },
    });
    expect(stale.status).toBe(409);
    expect400(
      await ops().send(A1.receivingManifestTares, {
        body: {
          manifestId: m.manifestId,
          tares: [
            { tareTypeId: PALLET_EUR, grossKg: 1, weightSource: 'scale' },
            { tareTypeId: 999, grossKg: 1, weightSource: 'scale' },
          ],
        },
      }),
      /^tares\[1\]\.tareTypeId: 999/,
    );
    expect400(
      await ops().send(A1.receivingManifestTares, {
        body: { manifestId: m.manifestId, tares: [{ tareTypeId: PALLET_EUR, grossKg: -1, weightSource: 'scale' }] },
      }),
      /grossKg/,
    );
    expect400(
      await ops().send(A1.receivingManifestTares, {
        body: { manifestId: m.manifestId, tares: [{ tareTypeId: PALLET_EUR, grossKg: 3, weightSource: 'guessed' }] },
      }),
      /weightSource/,
    );
    const other = await manifest('MR-DEMO-004');
    expect400(
      await ops().send(A1.receivingManifestTares, {
        body: { manifestId: other.manifestId, tares: [], action: 'receive' },
      }),
      /^jobId: /,
    );
  });

  it('T-277: one job receives several manifests; closing one keeps it closed', async () => {
    const job = await newJob();
    for (const number of ['MR-DEMO-004', 'MR-DEMO-001']) {
      const m = await manifest(number);
      const answer = await ops().call(A1.receivingManifestTares, {
        body: {
          manifestId: m.manifestId,
          jobId: job.id,
          tares: [],
          action: number === 'MR-DEMO-004' ? 'close' : 'receive',
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const opened = (await ops().call(A1.receivingJob, { query: { JobNumber: job.number } })).body.data[0];
    expect(opened.manifests.map((m) => m.manifestNumber)).toEqual(['MR-DEMO-001', 'MR-DEMO-004']);
    expect(opened.pieces).toBe(50);
    const closed = await manifest('MR-DEMO-004');
    expect(closed.status).toBe('Closed');
    const again = await ops().send(A1.receivingManifestTares, { body: { manifestId: closed.manifestId, tares: [] } });
    expect(again.status).toBe(409);
    expect(message(again)).toBe('manifestId: manifest MR-DEMO-004 is closed.');
  });

  it('T-277: a manifest of 10,000 packages is received in one request and one transaction', async () => {
    const job = await newJob();
    await db().execute(sql`INSERT INTO manifests (manifest_number, customer_id) VALUES ('MR-BIG-10000', 2)`);
    await db().execute(sql`
      INSERT INTO packages (tracking_number, manifest_number, customer_id, service, status, consignee_name,
                            consignee_address1, consignee_city, consignee_country, weight_kg, declared_value, currency)
      SELECT 'BIG' || lpad(n::text, 8, '0') || 'US', 'MR-BIG-10000', 2, 'Economy Mail', 'Data Received', 'Zoë',
             '1 rue', 'Orléans', 'FR', 0.5, 1, 'EUR'
      FROM generate_series(1, 10000) AS n`);
    const m = await manifest('MR-BIG-10000');
    expect(m.packageCount).toBe(10_000);
    const started = Date.now();
    const received = await ops().call(A1.receivingManifestTares, {
      body: {
        manifestId: m.manifestId,
        jobId: job.id,
        tares: [{ tareTypeId: PALLET_EUR, grossKg: 5025, weightSource: 'scale' }],
        action: 'receive',
      },
    });
    const took = Date.now() - started;
    expect(received.status, JSON.stringify(received.body).slice(0, 500)).toBe(200);
    expect(received.body.data).toMatchObject({ receivedCount: 10_000, status: 'Received' });
    expect(received.body.data.tares[0].netKg).toBe(5000);
    const [pieces] = (await db().execute(sql`SELECT count(*)::int AS n FROM job_pieces WHERE job_id = ${job.id}`))
      .rows as Array<{ n: number }>;
    expect(pieces.n).toBe(10_000);
    console.log(`[${engine}] 10,000-package manifest received in ${took} ms`);
  }, 120_000);

  it('T-278: GET ManifestComment adds a comment (markup removed) and answers them newest first; only with the receiving menu', async () => {
    const refused = await s.as(s.users.sales).send(A1.receivingManifestComment, {
      query: { manifestNumber: 'MR-DEMO-001', comment: 'sneaky' },
    });
    expect(refused.status).toBe(403);
    const first = await ops().call(A1.receivingManifestComment, {
      query: { manifestNumber: 'mr-demo-001', comment: 'Palette <i>abîmée</i> à l’arrivée' },
    });
    expect(first.status).toBe(200);
    const second = await ops().call(A1.receivingManifestComment, {
      query: { manifestNumber: 'MR-DEMO-001', comment: 'Recounted' },
    });
    expect(second.body.data.map((c) => [c.comment, c.createdBy])).toEqual([
      ['Recounted', 'Jordan Lee'],
      ['Palette abîmée à l’arrivée', 'Jordan Lee'],
    ]);
    // Recorded in the history of the jobs that received the manifest.
    const m = await manifest('MR-DEMO-001');
    const history = await ops().call(A1.receivingJobHistory, { query: { jobId: m.jobs[0].jobId } });
    expect(history.body.data.filter((h) => h.kind === 'manifestComment').map((h) => h.detail)).toContain(
      'Comment on manifest MR-DEMO-001: Recounted',
    );
    expect400(
      await ops().send(A1.receivingManifestComment, { query: { manifestNumber: 'MR-DEMO-001', comment: '   ' } }),
      /^comment: /,
    );
    expect400(await ops().send(A1.receivingManifestComment, { query: { manifestNumber: 'MR-DEMO-001' } }), /comment/);
    expect(
      (await ops().send(A1.receivingManifestComment, { query: { manifestNumber: 'NOPE', comment: 'x' } })).status,
    ).toBe(404);
  });

  it('T-279, T-280: IsDNBManifest says whether a manifest is DNB; CreateDNBJobs makes its one job, never a second', async () => {
    const dnb = await manifest('MR-DEMO-003');
    const plain = await manifest('MR-DEMO-002');
    const before = await ops().call(A1.receivingIsDnbManifest, { query: { manifestId: dnb.manifestId } });
    expect(before.body.data).toEqual({ manifestId: dnb.manifestId, isDnb: true, jobs: [] });
    expect(
      (await ops().call(A1.receivingIsDnbManifest, { query: { manifestId: plain.manifestId } })).body.data.isDnb,
    ).toBe(false);
    expect400(await ops().send(A1.receivingIsDnbManifest, { query: { manifestId: 'x' } }), /manifestId/);

    // Twice at once and once more: one job, with the manifest's 15 packages.
    const answers = await Promise.all([
      ops().call(A1.receivingCreateDnbJobs, { body: { manifestId: dnb.manifestId } }),
      ops().call(A1.receivingCreateDnbJobs, { body: { manifestId: dnb.manifestId } }),
    ]);
    const again = await ops().call(A1.receivingCreateDnbJobs, { body: { manifestId: dnb.manifestId } });
    for (const answer of [...answers, again]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toHaveLength(1);
    }
    const [job] = again.body.data;
    expect(job).toMatchObject({
      customer: 'Fabrikam Books',
      status: 'Received',
      pieces: 15,
      manifestId: dnb.manifestId,
    });
    expect(answers.map((a) => a.body.data[0].jobId)).toEqual([job.jobId, job.jobId]);
    const [count] = (
      await db().execute(sql`SELECT count(*)::int AS n FROM dnb_jobs WHERE manifest_id = ${dnb.manifestId}`)
    ).rows as Array<{ n: number }>;
    expect(count.n).toBe(1);
    const notDnb = await ops().send(A1.receivingCreateDnbJobs, { body: { manifestId: plain.manifestId } });
    expect(notDnb.status).toBe(409);
    expect(message(notDnb)).toBe('manifestId: manifest MR-DEMO-002 is not a DNB manifest.');
    expect400(await ops().send(A1.receivingCreateDnbJobs, { body: {} }), /manifestId/);
  });

  it('T-281: PUT DNBJobs closes the DNB jobs (DNB Job Closed), again changes nothing, and re-opens them', async () => {
    const dnb = await manifest('MR-DEMO-003');
    await ops().call(A1.receivingCreateDnbJobs, { body: { manifestId: dnb.manifestId } });
    const closed = await ops().call(A1.receivingDnbJobs, { body: { manifestId: dnb.manifestId, close: true } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.map((j) => j.status)).toEqual(['DNB Job Closed']);
    const again = await ops().call(A1.receivingDnbJobs, { body: { manifestId: dnb.manifestId, close: true } });
    expect(again.body.data.map((j) => j.status)).toEqual(['DNB Job Closed']);
    const reopened = await ops().call(A1.receivingDnbJobs, {
      body: { manifestId: dnb.manifestId, close: false, comment: 'Recount' },
    });
    expect(reopened.body.data.map((j) => j.status)).toEqual(['Processing']);
    const history = await ops().call(A1.receivingJobHistory, { query: { jobId: closed.body.data[0].jobId } });
    expect(history.body.data.map((h) => h.kind)).toEqual(['dnb', 'dnb', 'dnb', 'dnb', 'dnb']);
    expect400(await ops().send(A1.receivingDnbJobs, { body: { manifestId: dnb.manifestId } }), /close/);
  });
});
