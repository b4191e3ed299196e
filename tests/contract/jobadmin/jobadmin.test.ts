/**
 * HTTP contract of job admin (spec 2 §7 Operation/Admin/JobDashboard/), bins (operation/admin/bins/,
 * ReceptacleSorting/) and Shipment/Shared/Report, on PGlite and PostgreSQL: every call, the transition table, the
 * status history, and the refusals of a user without the role for every admin call.
 */
import { describe, expect, it } from 'vitest';
import { A1, CALLS_BY_AREA, type CallSpec, type LoginResult } from '@a1/shared';
import { JOB_ADJUSTMENT_OPTIONS, JOB_MESSAGES } from '@a1/shared/constants/jobs';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';

describe.each(await engines())('job admin and bins on %s', (engine) => {
  const env = signedInServer(engine, {
    admin: 'admin@a1demo.com',
    ops: 'ops.manager@a1demo.com',
    finance: 'finance.admin@a1demo.com',
    sales: 'sales.rep@a1demo.com',
  });
  /** The typed client as `who`, an operations user unless named. */
  const api = (who: LoginResult = env.users.ops) => env.as(who);
  const message = (answer: { body: { responseStatus: { responseStatusMessage: string } } }) =>
    answer.body.responseStatus.responseStatusMessage;

  const adminCalls: CallSpec[] = [
    ...Object.values(CALLS_BY_AREA.jobadmin),
    ...Object.values(CALLS_BY_AREA.bins),
    ...Object.values(CALLS_BY_AREA.shipment),
    ...Object.values(CALLS_BY_AREA.billing),
    A1.financeClosedOn,
    A1.holdRelease,
  ];

  it('a user without the role is refused by the server for every admin call', async () => {
    for (const entry of adminCalls) {
      const answer = await env
        .as(env.users.sales)
        .send(entry, { body: entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {} });
      if (entry.permission.kind === 'signedIn') {
        // The yes/no checks answer about the caller: no.
        expect(answer.status, entry.path).toBe(200);
        expect(answer.body.data, entry.path).toBe(false);
      } else expect(answer.status, `${entry.method} ${entry.path}`).toBe(403);
    }
    // Role checks, whatever the screens: finance admins do not change jobs, operations do not void, re-open,
    // override holds, set Finance Closed On or bill.
    for (const entry of adminCalls.filter((e) => e.permission.kind === 'check')) {
      const name = entry.permission.kind === 'check' ? entry.permission.name : '';
      const refused = name === 'jobAdmin' ? [env.users.finance] : [env.users.ops];
      for (const who of refused) {
        const answer = await env
          .as(who)
          .send(entry, { body: entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {} });
        expect(answer.status, `${name} ${entry.method} ${entry.path}`).toBe(403);
      }
    }
  });

  it('P-243: jobs lists every job newest first, or only those on hold', async () => {
    const all = await api().call(A1.adminJobs);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2000);
    const created = all.body.data.map((j: { createdOn: string }) => j.createdOn);
    expect([...created].sort().reverse()).toEqual(created);
    const held = await api().call(A1.adminJobs, { query: { onHold: true } });
    expect(held.body.data.length).toBeGreaterThan(0);
    for (const job of held.body.data) expect(['On Hold', 'CS Hold', 'Finance Hold']).toContain(job.status);
  });

  it('P-244 P-245 P-246: piece data for repeated jobIds, piece lists by stage and by mail', async () => {
    const data = await api().call(A1.adminJobPieceData, { query: { jobIds: [2, 6] } });
    expect(data.status).toBe(200);
    expect(data.body.data.map((d: { jobId: number }) => d.jobId)).toEqual([2, 6]);
    const six = data.body.data[1];
    expect(six.received + six.processed + six.dispatched).toBe(six.pieces);
    const pieces = await api().call(A1.jobPieceList, { query: { jobId: 6 } });
    expect(pieces.body.data).toHaveLength(six.pieces);
    const dispatched = await api().call(A1.jobPieceList, { query: { jobId: 6, pieceStage: 'Dispatched' } });
    expect(dispatched.body.data).toHaveLength(six.dispatched);
    expect((await api().send(A1.jobPieceList, { query: { jobId: 6, pieceStage: 'Lost' } })).status).toBe(400);
    const mail = await api().call(A1.jobAdjustmentPieceList, { query: { jobId: 6, isMail: true } });
    const parcels = await api().call(A1.jobAdjustmentPieceList, { query: { jobId: 6, isMail: false } });
    expect(mail.body.data.length + parcels.body.data.length).toBe(six.pieces);
    for (const p of mail.body.data) expect(p.isMail).toBe(true);
  });

  // The adjustment added by the first test is listed and deleted by the second (tests of a file run in order).
  let adjustmentId = 0;
  it('P-247 P-249: adjustment options; adding one (unknown option and Voided job refused)', async () => {
    const options = await api().call(A1.jobAdjustmentOptions);
    expect(options.body.data).toEqual(JOB_ADJUSTMENT_OPTIONS.map((o) => ({ ...o })));
    const added = await api().call(A1.addJobAdjustment, {
      body: {
        jobId: 2,
        optionId: 1,
        quantity: 2.5,
        comment: 'Scale re-check',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      jobId: 2,
      option: 'Weight correction',
      quantity: 2.5,
      billed: false,
      createdBy: 'Jordan Lee',
    });
    adjustmentId = added.body.data.id;
    const unknown = await api().call(A1.addJobAdjustment, { body: { jobId: 2, optionId: 99, quantity: 1 } });
    expect(unknown.status).toBe(400);
    expect(message(unknown)).toBe(JOB_MESSAGES.unknownAdjustmentOption(99));
    // Job 5 is Voided: no more adjustments.
    const voided = await api().call(A1.addJobAdjustment, { body: { jobId: 5, optionId: 1, quantity: 1 } });
    expect(voided.status).toBe(409);
    expect(message(voided)).toBe('Job J0240005 is Voided: it takes no more adjustments.');
  });

  it('P-248 P-250 P-251: the added adjustment is listed, on the billing list, and deleted once', async () => {
    expect(adjustmentId).toBeGreaterThan(0);
    const listed = await api().call(A1.jobAdjustments, { query: { jobId: 2 } });
    expect(listed.body.data[0].id).toBe(adjustmentId);
    const billing = await api().call(A1.billingJobAdjustments, { query: { jobId: 2 } });
    expect(billing.body.data.map((a: { id: number }) => a.id)).toContain(adjustmentId);
    const removed = await api().call(A1.deleteJobAdjustment, {
      query: { jobId: 2, jobAdjustmentId: adjustmentId },
    });
    expect(removed.body.data).toBe(true);
    const again = await api().call(A1.deleteJobAdjustment, {
      query: { jobId: 2, jobAdjustmentId: adjustmentId },
    });
    expect(again.status).toBe(404);
  });

  it('P-252 P-261 P-262: mail job, current product and the mail product services', async () => {
    const mailed = await api().call(A1.mailJob, { body: { jobId: 2, isMail: true, productName: 'Economy Mail' } });
    expect(mailed.body.data).toMatchObject({ id: 2, isMail: true, productName: 'Economy Mail' });
    const product = await api().call(A1.currentProduct, { query: { jobId: 2 } });
    expect(product.body.data).toEqual({
      jobId: 2,
      productName: 'Economy Mail',
      services: ['Presort', 'Bulk Dispatch'],
    });
    const services = await api().call(A1.jobMailProductServices, { query: { jobId: 2 } });
    expect(
      services.body.data
        .filter((s: { current: boolean }) => s.current)
        .map((s: { productName: string }) => s.productName),
    ).toEqual(['Economy Mail']);
    const bad = await api().call(A1.mailJob, { body: { jobId: 2, isMail: true, productName: 'Teleport' } });
    expect(bad.status).toBe(400);
  });

  it('P-253 P-254 P-255: manual jobs are keyed in Open (in the status history), listed and changed', async () => {
    const created = await api().call(A1.createManualJob, {
      body: {
        number: 'JMAN0001',
        customerId: 1,
        locationId: 1,
        type: 'Mail',
        productName: 'Economy Mail',
        isMail: true,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ number: 'JMAN0001', status: 'Open', manual: true, isMail: true });
    const listed = await api().call(A1.manualJobs);
    expect(listed.body.data.map((j: { number: string }) => j.number)).toContain('JMAN0001');
    const id = created.body.data.id;
    const updated = await api().call(A1.updateManualJob, {
      body: {
        jobId: id,
        number: 'JMAN0002',
        customerId: 2,
        locationId: 2,
        type: 'Parcel',
      },
    });
    expect(updated.body.data).toMatchObject({ number: 'JMAN0002', customerId: 2, type: 'Parcel' });
    const history = await api().call(A1.jobStatusHistory, { query: { jobId: id } });
    expect(history.body.data.map((h) => h.comment)).toEqual(['Manual job updated', 'Keyed in by hand']);
    const taken = await api().call(A1.createManualJob, {
      body: {
        number: 'J0240001',
        customerId: 1,
        locationId: 1,
        type: 'Mail',
      },
    });
    expect(taken.status).toBe(409);
    const notManual = await api().call(A1.updateManualJob, {
      body: {
        jobId: 1,
        number: 'J0240001',
        customerId: 1,
        locationId: 1,
        type: 'Mail',
      },
    });
    expect(notManual.status).toBe(409);
    expect(message(notManual)).toBe(JOB_MESSAGES.notManual('J0240001'));
  });

  it('P-256 P-257 P-260 P-263: close, re-open and update status, each in the status history', async () => {
    // Job 15 is Processing.
    const closed = await api().call(A1.closeJob, { body: { jobId: 15, comment: 'All pieces dispatched' } });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'Closed', closedOn: expect.any(String) });
    const reopenedByOps = await api().call(A1.reOpenJob, { body: { jobId: 15, comment: 'Missed a bag' } });
    expect(reopenedByOps.status).toBe(403);
    const reopened = await api(env.users.admin).call(A1.reOpenJob, { body: { jobId: 15, comment: 'Missed a bag' } });
    expect(reopened.body.data).toMatchObject({ status: 'Processing', closedOn: null });
    const held = await api().call(A1.updateJobStatus, { body: { jobId: 15, statusId: 12, comment: 'Customs check' } });
    expect(held.body.data).toMatchObject({ status: 'On Hold', onHold: true });
    const history = await api().call(A1.jobStatusHistory, { query: { jobId: 15 } });
    expect(history.body.data.slice(0, 3).map((h) => [h.fromStatus, h.toStatus, h.comment, h.changedBy])).toEqual([
      ['Processing', 'On Hold', 'Customs check', 'Jordan Lee'],
      ['Closed', 'Processing', 'Missed a bag', 'Alex Morgan'],
      ['Processing', 'Closed', 'All pieces dispatched', 'Jordan Lee'],
    ]);
    const holds = await api().call(A1.onHoldHistory, { query: { jobId: 15 } });
    expect(holds.body.data[0]).toMatchObject({ action: 'hold', comment: 'Customs check' });
  });

  it('P-258 P-260: void and update status follow the transition table', async () => {
    // Refused by the table: an invoiced job (8) is final; a closed job (6) cannot be voided.
    const invoiced = await api().call(A1.updateJobStatus, { body: { jobId: 8, statusId: 2 } });
    expect(invoiced.status).toBe(409);
    expect(message(invoiced)).toBe('Job J0240008 is Invoiced: its status can no longer change.');
    const voidClosed = await api(env.users.admin).call(A1.voidJob, { body: { jobId: 6, comment: 'Duplicate' } });
    expect(voidClosed.status).toBe(409);
    expect(message(voidClosed)).toBe(
      'Job J0240006 cannot go from Closed to Voided. From Closed it may go to: Invoiced, DNB Job Closed, Processing, Finance Hold.',
    );
    // Job 3 is Open: voided with a comment.
    const voided = await api(env.users.admin).call(A1.voidJob, {
      body: { jobId: 3, comment: 'Duplicate of J0240016' },
    });
    expect(voided.body.data.status).toBe('Voided');
    expect((await api(env.users.admin).send(A1.voidJob, { body: { jobId: 16 } })).status).toBe(400);
    expect((await api().call(A1.updateJobStatus, { body: { jobId: 16, statusId: 99 } })).status).toBe(400);
  });

  it('P-259: update job changes customer, office, type and product, recorded in the history', async () => {
    const updated = await api().call(A1.updateJob, {
      body: {
        jobId: 17,
        customerId: 3,
        locationId: 4,
        type: 'Freight',
        productName: 'Freight Consolidation',
      },
    });
    expect(updated.body.data).toMatchObject({
      customerId: 3,
      location: 'Paris CDG',
      subsidiary: 'France',
      type: 'Freight',
      productName: 'Freight Consolidation',
    });
    const history = await api().call(A1.jobStatusHistory, { query: { jobId: 17 } });
    expect(history.body.data[0]).toMatchObject({ comment: 'Job details updated', changedBy: 'Jordan Lee' });
    expect(
      (await api().call(A1.updateJob, { body: { jobId: 17, customerId: 999, locationId: 4, type: 'Freight' } })).status,
    ).toBe(400);
  });

  it('P-264 P-265 P-266 P-267: on-hold history, the customer-service admin check and the assignment override', async () => {
    expect((await api(env.users.admin).call(A1.isCustomerServiceAdmin)).body.data).toBe(true);
    expect((await api(env.users.ops).call(A1.isCustomerServiceAdmin)).body.data).toBe(false);
    // Job 22 is On Hold, worked by the first operations person.
    const current = await api().call(A1.jobOnHoldAssignment, { query: { jobId: 22 } });
    expect(current.body.data).toMatchObject({ jobId: 22, appUserId: expect.any(Number), userName: expect.any(String) });
    const target = env.users.ops.user.userId;
    expect(
      (await api().call(A1.overrideJobOnHoldAssignment, { query: { jobId: 22, appUserId: target }, body: {} })).status,
    ).toBe(403);
    const overridden = await api(env.users.admin).call(A1.overrideJobOnHoldAssignment, {
      query: { jobId: 22, appUserId: target },
      body: {},
    });
    expect(overridden.body.data).toEqual({ jobId: 22, appUserId: target, userName: 'Jordan Lee' });
    const history = await api().call(A1.onHoldHistory, { query: { jobId: 22 } });
    expect(history.body.data[0]).toMatchObject({
      action: 'assign',
      comment: 'Assigned to Jordan Lee',
      createdBy: 'Alex Morgan',
    });
    const notHeld = await api(env.users.admin).call(A1.overrideJobOnHoldAssignment, {
      query: { jobId: 1, appUserId: target },
      body: {},
    });
    expect(notHeld.status).toBe(409);
    expect(message(notHeld)).toBe(JOB_MESSAGES.notOnHold('J0240001'));
  });

  it('P-268: Shipment/Shared/Report answers a named report over one job as columns and rows', async () => {
    const report = await api().call(A1.shipmentReport, {
      query: { paramVal: 'J0240006', paramName: 'jobNumber', reportName: 'JobPieces' },
    });
    expect(report.status).toBe(200);
    expect(report.body.data.columns.map((c: { value: string }) => c.value)).toEqual([
      'pieceNumber',
      'stage',
      'service',
      'weightKg',
    ]);
    const pieces = await api().call(A1.jobPieceList, { query: { jobId: 6 } });
    expect(report.body.data.rows).toHaveLength(pieces.body.data.length);
    const byId = await api().call(A1.shipmentReport, {
      query: { paramVal: '6', paramName: 'jobId', reportName: 'JobStatusHistory' },
    });
    expect(byId.body.data.rows.length).toBeGreaterThan(0);
    const unknown = await api().call(A1.shipmentReport, {
      query: { paramVal: '6', paramName: 'jobId', reportName: 'Nope' },
    });
    expect(unknown.status).toBe(400);
    expect(message(unknown)).toBe(JOB_MESSAGES.unknownReport('Nope'));
  });

  it('P-269 P-270 P-271 P-276: bins by job and bin number, a bin with its receptacles, a receptacle with its pieces and by number', async () => {
    const bins = await api().call(A1.getBins);
    expect(bins.status).toBe(200);
    expect(bins.body.data.length).toBeGreaterThan(10);
    const created = bins.body.data.map((b: { createdOn: string }) => b.createdOn);
    expect([...created].sort().reverse()).toEqual(created);
    const ascending = await api().call(A1.getBins, { query: { sortDescending: false } });
    const oldest = ascending.body.data.map((b: { createdOn: string }) => b.createdOn);
    expect([...oldest].sort()).toEqual(oldest);
    expect(oldest[0] <= created.at(-1)!).toBe(true);
    const bin = bins.body.data[0];
    const byJob = await api().call(A1.getBins, { query: { jobNumber: bin.jobNumber } });
    expectEvery(byJob.body.data, (b: { jobNumber: string }) => b.jobNumber === bin.jobNumber);
    const byNumber = await api().call(A1.getBins, { query: { binNumber: bin.binNumber } });
    expect(byNumber.body.data.map((b: { id: number }) => b.id)).toEqual([bin.id]);
    const detail = await api().call(A1.getBinDetail, { query: { binId: bin.id } });
    expect(detail.body.data.receptacleList).toHaveLength(bin.receptacles);
    const receptacle = detail.body.data.receptacleList[0];
    const rDetail = await api().call(A1.getReceptacleDetail, { query: { receptacleId: receptacle.id } });
    expect(rDetail.body.data.pieceList).toHaveLength(receptacle.pieces);
    const found = await api().call(A1.receptacleByNumber, { query: { receptacleNumber: receptacle.receptacleNumber } });
    expect(found.body.data).toEqual(receptacle);
    const missing = await api().call(A1.receptacleByNumber, { query: { receptacleNumber: 'R0' } });
    expect(missing.status).toBe(404);
    expect(message(missing)).toBe(JOB_MESSAGES.receptacleNotFound('R0'));
  });

  it('P-272 P-273 P-274 P-275: the four close actions close the bin and its receptacles; a wrong kind is refused', async () => {
    const bins = (await api().call(A1.getBins)).body.data as {
      id: number;
      binNumber: string;
      status: string;
      mixed: boolean;
    }[];
    const open = bins.filter((b) => b.status === 'Open');
    const single = open.filter((b) => !b.mixed);
    const mixed = open.find((b) => b.mixed)!;
    expect(single.length).toBeGreaterThan(2);
    expect(mixed).toBeDefined();

    const wrong = await api().call(A1.closeBinMix, { body: { binId: single[0].id } });
    expect(wrong.status).toBe(409);
    expect(message(wrong)).toBe(JOB_MESSAGES.binNotMixed(single[0].binNumber));
    const closed = await api().call(A1.closeBin, { body: { binId: single[0].id } });
    expect(closed.body.data).toMatchObject({ status: 'Closed', closeType: 'standard', closedBy: 'Jordan Lee' });
    const receptacles = (await api().call(A1.getBinDetail, { query: { binId: single[0].id } })).body.data
      .receptacleList;
    for (const r of receptacles) expect(r.status).toBe('Closed');
    const twice = await api().call(A1.closeBin, { body: { binId: single[0].id } });
    expect(twice.status).toBe(409);
    expect(message(twice)).toBe(JOB_MESSAGES.binClosed(single[0].binNumber));

    expect((await api().call(A1.closeBin, { body: { binId: mixed.id } })).status).toBe(409);
    expect((await api().call(A1.closeBinMix, { body: { binId: mixed.id } })).body.data).toMatchObject({
      status: 'Closed',
      closeType: 'mix',
    });
    expect((await api().call(A1.closeBinResidual, { body: { binId: single[1].id } })).body.data).toMatchObject({
      closeType: 'residual',
    });

    const detail = (await api().call(A1.getBinDetail, { query: { binId: single[2].id } })).body.data;
    const openReceptacle = detail.receptacleList.find((r: { status: string }) => r.status === 'Open');
    expect(openReceptacle).toBeDefined();
    const rClosed = await api().call(A1.closeReceptacle, { body: { receptacleId: openReceptacle!.id } });
    expect(rClosed.body.data).toMatchObject({ status: 'Closed', closedBy: 'Jordan Lee' });
    const rTwice = await api().call(A1.closeReceptacle, { body: { receptacleId: openReceptacle!.id } });
    expect(rTwice.status).toBe(409);
    expect((await api().call(A1.closeBin, { body: { binId: 999999 } })).status).toBe(404);
  });
});
