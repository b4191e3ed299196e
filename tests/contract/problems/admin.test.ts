/**
 * Problem packages (issue 27), the area's lists, settings, postal calls and screening on PGlite and PostgreSQL:
 * agents and customers, saved filters with tokens, dimension settings (Aimban administrators), the calls that open
 * cards, force-close, the postal supplier's on hold, dangerous goods, and the denied-party list import and review.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { expectEvery } from '../../support/expect-every';
import { expectRefused, problemServer } from './support';

/** A Consolidated Screening List CSV with invented names. */
const CSV =
  '_id,source,entity_number,type,programs,name,title,addresses,alt_names\r\n' +
  '1,Entity List (EL) - Bureau of Industry and Security,,Entity,,Brannoch Freight Systems,,"9 Dock Road, Gdansk, , PL",BFS\r\n' +
  '2,Specially Designated Nationals (SDN) - Treasury Department,,Individual,,"Oskarsdottir, Hrefna",,,\r\n';

describe.each(await engines())('problem-package lists, settings and screening on %s', (engine) => {
  const { s, rows, ops, admin } = problemServer(engine);

  it('T-372 T-373 T-374 T-375: departments, agents (by department), sales agents, agents and departments', async () => {
    const departments = (await ops().call(A1.aimbanDepartments)).body.data;
    const operations = departments.find((d) => d.name === 'Operations')!;
    const agents = await ops().call(A1.aimbanAgents, { query: { departmentId: operations.departmentId } });
    expect(agents.body.data.map((a) => a.email)).toContain('ops.manager@a1demo.com');
    expectRefused(await ops().send(A1.aimbanAgents, { query: { departmentId: 'ops' } }), 400, /departmentId/);
    expect((await ops().call(A1.aimbanSalesAgents)).body.data.map((a) => a.name)).toContain('Taylor Brooks');
    const both = (await ops().call(A1.aimbanAgentAndDepartment)).body.data;
    expect(both.departments).toEqual(departments);
  });

  it('T-376 T-377 T-363 T-366: customers with open cards, all customers, the detail report, category mapping', async () => {
    const withCards = (await ops().call(A1.aimbanCustomerList)).body.data;
    expect(withCards.reduce((n, c) => n + c.openCards, 0)).toBe(400);
    const all = (await ops().call(A1.aimbanAllCustomerList)).body.data;
    expect(all.length).toBeGreaterThanOrEqual(withCards.length);
    const report = await ops().call(A1.aimbanPackageDetailReport, {
      query: { customerIds: [withCards[0].customerId] },
    });
    expect(report.status, JSON.stringify(report.body).slice(0, 300)).toBe(200);
    expect(report.body.data).toHaveLength(withCards[0].openCards);
    expectRefused(await ops().send(A1.aimbanPackageDetailReport, { query: { customerIds: 'x' } }), 400, /customerIds/);
    const mapping = (await ops().call(A1.aimbanCategoryMapping)).body.data;
    expect(mapping.find((m) => m.keyword === 'battery')?.category).toBe('Compliance');
  });

  it('T-364: UnMappedPackage lists open cards without a category that no mapping matches', async () => {
    const [card] = await rows<{ id: number }>(
      sql`SELECT id FROM package_issues WHERE closed_on IS NULL ORDER BY id LIMIT 1`,
    );
    await s.server.database.db.execute(sql`UPDATE package_issues SET category_id = NULL WHERE id = ${card.id}`);
    const answer = await ops().call(A1.aimbanUnMappedPackages);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.data.filter((r) => r.description.length === 0)).toEqual([]);
    expectRefused(
      await ops().send(A1.aimbanUnMappedPackages, { query: { description: 'x'.repeat(300) } }),
      400,
      /description/,
    );
  });

  it('T-384 T-403: saved filters keep tokens, are shared by address, and only their owner changes them', async () => {
    const saved = await ops().call(A1.aimbanFilterSave, {
      body: { name: 'My week', shared: true, criteria: { agentIds: ['@me'], fromDate: 'today-7d' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data!.filterId;
    const seen = await admin().call(A1.aimbanFilters, { query: { filterId: id } });
    expect(seen.body.data[0]).toMatchObject({
      name: 'My week',
      ownerName: 'Jordan Lee',
      criteria: { agentIds: ['@me'], fromDate: 'today-7d' },
    });
    expectRefused(
      await admin().call(A1.aimbanFilterSave, {
        body: { filterId: id, name: 'Mine now', shared: false, criteria: {} },
      }),
      403,
      /owner/,
    );
    expectRefused(
      await ops().send(A1.aimbanFilterSave, { body: { name: 'x', shared: false, criteria: { fromDate: 'soon' } } }),
      400,
      /fromDate/,
    );
    expectRefused(await ops().send(A1.aimbanFilters, { query: { filterId: 'x' } }), 400, /filterId/);
    expect(
      (
        await ops().call(A1.aimbanFilterSave, {
          body: { filterId: id, name: 'x', shared: true, criteria: {}, deleted: true },
        })
      ).body.data,
    ).toBeNull();
  });

  it('T-385 T-404: saved dangerous-goods filters', async () => {
    const saved = await ops().call(A1.aimbanDgFilterSave, {
      body: { name: 'Class 9', shared: false, criteria: { hazardClasses: ['9'] } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await ops().call(A1.aimbanDgFilters)).body.data.map((f) => f.name)).toContain('Class 9');
    expectRefused(
      await ops().send(A1.aimbanDgFilterSave, {
        body: { name: 'x', shared: false, criteria: { hazardClasses: ['10'] } },
      }),
      400,
      /hazardClasses/,
    );
    expectRefused(await ops().send(A1.aimbanDgFilters, { query: { filterId: 0 } }), 400, /filterId/);
  });

  it('T-386 T-405 T-388: dimension settings: read by the area, saved by an Aimban administrator only; isAdmin', async () => {
    const dim = (await ops().call(A1.aimbanDimSetting)).body.data;
    expect(dim).toMatchObject({ divisor: 5000, maxLengthCm: 120, maxWeightKg: 30, version: 1 });
    expect((await ops().call(A1.aimbanIsAdmin)).body.data).toBe(false);
    expect((await admin().call(A1.aimbanIsAdmin)).body.data).toBe(true);
    expect(
      (await ops().call(A1.aimbanDimSettingSave, { body: { divisor: 6000, maxLengthCm: 150, maxWeightKg: 31.5 } }))
        .status,
    ).toBe(403);
    const saved = await admin().call(A1.aimbanDimSettingSave, {
      body: { divisor: 6000, maxLengthCm: 150, maxWeightKg: 31.5, version: 1 },
    });
    expect(saved.body.data).toMatchObject({ divisor: 6000, version: 2, modifiedBy: 'admin@a1demo.com' });
    expect(
      (
        await admin().call(A1.aimbanDimSettingSave, {
          body: { divisor: 5000, maxLengthCm: 150, maxWeightKg: 30, version: 1 },
        })
      ).status,
    ).toBe(409);
    expectRefused(
      await admin().send(A1.aimbanDimSettingSave, { body: { divisor: 10, maxLengthCm: 1, maxWeightKg: 1 } }),
      400,
      /divisor/,
    );
  });

  it('T-392 T-393 T-395 T-396: the postal calls open a card each, skipping a package that has one', async () => {
    const free = await rows<{
      id: number;
    }>(sql`SELECT id FROM packages p WHERE NOT EXISTS (SELECT 1 FROM package_issues pi
      WHERE pi.package_id = p.id) ORDER BY id LIMIT 4`);
    const [carded] = await rows<{ package_id: number }>(
      sql`SELECT package_id FROM package_issues WHERE closed_on IS NULL LIMIT 1`,
    );
    const calls = [
      A1.aimbanStampsDuplicateData,
      A1.aimbanStampsNoData,
      A1.aimbanDuplicatePackage,
      A1.aimbanNoDataOnHoldPackage,
    ] as const;
    const issues = ['Stamps duplicate data', 'Stamps no data', 'Duplicate package', 'No data on hold'];
    for (const [i, entry] of calls.entries()) {
      const answer = await ops().call(entry, {
        body: { packageIds: [free[i].id, carded.package_id], comment: 'From the postal run' },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.created.map((c) => [c.packageId, c.issue])).toEqual([[free[i].id, issues[i]]]);
      expect(answer.body.data.skipped.map((k) => k.packageId)).toEqual([carded.package_id]);
      expectRefused(await ops().send(entry, { body: { packageIds: [] } }), 400, /packageIds/);
    }
  });

  it('T-409: the postal supplier on-hold list, release and note', async () => {
    const list = (await ops().call(A1.onHoldList)).body.data;
    expect(list.length).toBeGreaterThan(0);
    expectEvery(list, (c) => c.laneId === 5);
    const card = list[0];
    const note = await ops().call(A1.onHoldNote, {
      body: { packageIssueId: card.packageIssueId, note: 'Waiting for data' },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const released = await ops().call(A1.onHoldUpdate, {
      body: { packageIssueId: card.packageIssueId, version: card.version, reason: 'Data received' },
    });
    expect(released.body.data).toMatchObject({ laneId: 6, version: card.version + 1 });
    expectRefused(
      await ops().call(A1.onHoldNote, { body: { packageIssueId: card.packageIssueId, note: 'x' } }),
      404,
      /not on hold/,
    );
    expectRefused(
      await ops().send(A1.onHoldUpdate, { body: { packageIssueId: card.packageIssueId, version: 1 } }),
      400,
      /reason/,
    );
    expectRefused(await ops().send(A1.onHoldList, { query: { searchTerm: 'x'.repeat(300) } }), 400, /searchTerm/);
  });

  it('T-400 T-401 T-381 T-382: force-close of a job closes its open cards and archives its dangerous goods (admin only)', async () => {
    const [dg] = await rows<{
      job_id: number;
      package_id: number;
    }>(sql`SELECT p.job_id, p.id AS package_id FROM dangerous_goods d
      JOIN packages p ON p.id = d.package_id WHERE d.archived_on IS NULL ORDER BY d.id LIMIT 1`);
    const before = (await ops().call(A1.aimbanDangerousGoodsPackages)).body.data;
    expect(before.map((d) => d.packageId)).toContain(dg.package_id);
    expect(before[0].unNumber).toMatch(/^UN\d{4}$/);
    expectRefused(await ops().send(A1.aimbanDangerousGoodsPackages, { query: { fromDate: 'x' } }), 400, /fromDate/);
    expect(
      (await ops().call(A1.aimbanForceCloseJob, { body: { jobId: dg.job_id, reason: 'Job cancelled' } })).status,
    ).toBe(403);
    const closed = await admin().call(A1.aimbanForceCloseJob, { body: { jobId: dg.job_id, reason: 'Job cancelled' } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.closedCards).toBeGreaterThanOrEqual(1);
    const archive = (await ops().call(A1.aimbanDangerousGoodsPackageArchive)).body.data;
    expect(archive.map((d) => d.packageId)).toContain(dg.package_id);
    expectRefused(await ops().send(A1.aimbanDangerousGoodsPackageArchive, { query: { toDate: 'x' } }), 400, /toDate/);
    expectRefused(
      await admin().call(A1.aimbanForceCloseJobList, { body: { jobIds: [dg.job_id, 99999999], reason: 'x' } }),
      400,
      /jobId 99999999/,
    );
    expectRefused(await admin().send(A1.aimbanForceCloseJob, { body: { jobId: dg.job_id } }), 400, /reason/);
  });

  it('denied parties: a CSL file imported as a new version; a hit cleared with reason and expiry against its version', async () => {
    const info = (await ops().call(A1.aimbanDeniedPartyListInfo)).body.data;
    expect(info?.listVersion).toBe(1);
    const hits = (await ops().call(A1.aimbanDeniedPartyScreenings, { query: { decision: 'hit' } })).body.data;
    expect(hits.length).toBeGreaterThanOrEqual(2);
    const hit = hits[0];
    expectRefused(
      await ops().call(A1.aimbanDeniedPartyReview, {
        body: { screeningId: hit.screeningId, decision: 'cleared', reason: 'Other person' },
      }),
      400,
      /expiresOn/,
    );
    const cleared = await ops().call(A1.aimbanDeniedPartyReview, {
      body: {
        screeningId: hit.screeningId,
        decision: 'cleared',
        reason: 'Other person (date of birth)',
        expiresOn: '2099-01-01',
      },
    });
    expectRefused(cleared, 400, /expiresOn is more than 365 days/);
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const ok = await ops().call(A1.aimbanDeniedPartyReview, {
      body: { screeningId: hit.screeningId, decision: 'cleared', reason: 'Other person', expiresOn: expiry },
    });
    expect(ok.body.data).toMatchObject({
      decision: 'cleared',
      listVersion: 1,
      expiresOn: expiry,
      decidedBy: 'ops.manager@a1demo.com',
    });
    expect((await ops().call(A1.aimbanDeniedPartyListImport, { body: { format: 'csv', content: CSV } })).status).toBe(
      403,
    );
    const imported = await admin().call(A1.aimbanDeniedPartyListImport, {
      body: { format: 'csv', content: CSV, source: 'CSL test file' },
    });
    expect(imported.body.data).toMatchObject({ listVersion: 2, entries: 2, source: 'CSL test file' });
    expectRefused(
      await admin().call(A1.aimbanDeniedPartyListImport, { body: { format: 'json', content: '{}' } }),
      400,
      /content/,
    );
    const [pkg] = await rows<{ id: number }>(sql`SELECT id FROM packages ORDER BY id LIMIT 1`);
    await s.server.database.db.execute(
      sql`UPDATE packages SET consignee_name = 'Brannock Freight Systems' WHERE id = ${pkg.id}`,
    );
    const screened = await ops().call(A1.aimbanDeniedPartyScreen, { body: { packageIds: [pkg.id] } });
    expect(screened.body.data.map((x) => [x.entryName, x.listVersion, x.decision])).toEqual([
      ['Brannoch Freight Systems', 2, 'hit'],
    ]);
    expectRefused(await ops().send(A1.aimbanDeniedPartyScreen, { body: { packageIds: [] } }), 400, /packageIds/);
    expectRefused(await ops().send(A1.aimbanDeniedPartyScreenings, { query: { decision: 'maybe' } }), 400, /decision/);
  });
});
