/** Reports (spec 3 §7 Reports) on PGlite and PostgreSQL: the list, parameters, and running with checked values. */
import { describe, expect, it } from 'vitest';
import { A1, REPORT_MESSAGES, type LoginResult, type ReportDefinition } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';

describe.each(await engines())('reports on %s', (engine) => {
  const s = signedInServer(engine, { finance: 'finance.admin@a1demo.com', sales: 'sales.rep@a1demo.com' });
  const get = (who: LoginResult, path: string) => s.as(who).raw('GET', path);
  const reports = async () => (await get(s.users.finance, A1.reportList.path)).body.data as ReportDefinition[];
  const idOf = async (name: string) => (await reports()).find((r) => r.name === name)!.reportDefinitionId;
  const run = (id: number, data?: object | string) =>
    get(
      s.users.finance,
      `${A1.report.path}?reportDefinitionId=${id}${data === undefined ? '' : `&reportParameterData=${encodeURIComponent(typeof data === 'string' ? data : JSON.stringify(data))}`}`,
    );

  it('T-283: GET ReportList lists the seeded reports; a user without report/generate is refused', async () => {
    expect((await reports()).map((r) => r.name)).toEqual([
      'Jobs by status and customer',
      'Tickets by lane and agent',
      'Timesheet hours by project and category',
      'Finance closed jobs by month',
      'Job list',
    ]);
    expect((await get(s.users.sales, A1.reportList.path)).status).toBe(403);
    // The parameters and the run are refused too, whatever the query.
    const id = await idOf('Job list');
    for (const path of [
      `${A1.reportParameter.path}?reportDefinitionId=${id}`,
      `${A1.report.path}?reportDefinitionId=${id}&reportParameterData=%7B%7D`,
      A1.report.path,
    ])
      expect((await get(s.users.sales, path)).status, path).toBe(403);
  });

  it('T-284: GET ReportParameter?reportDefinitionId= answers each parameter with its type and options', async () => {
    const params = (
      await get(
        s.users.finance,
        `${A1.reportParameter.path}?reportDefinitionId=${await idOf('Jobs by status and customer')}`,
      )
    ).body.data;
    expect(params.map((p: { name: string; type: string }) => [p.name, p.type])).toEqual([
      ['created', 'dateRange'],
      ['statusId', 'dropdown'],
      ['customer', 'text'],
    ]);
    expect(params[0].required).toBe(true);
    expect(params[1].options).toContainEqual({ value: '1', label: 'Received' });
    const missing = await get(s.users.finance, `${A1.reportParameter.path}?reportDefinitionId=99999`);
    expect(missing.status).toBe(404);
    expect(missing.body.responseStatus.responseStatusMessage).toBe(REPORT_MESSAGES.reportNotFound);
  });

  it('T-285: GET Report with reportDefinitionId and reportParameterData runs it with the values given', async () => {
    const id = await idOf('Jobs by status and customer');
    const all = await run(id, { created: '2000-01-01|2100-01-01' });
    expect(all.status).toBe(200);
    expect(all.body.data.columns.map((c: { field: string }) => c.field)).toEqual(['status', 'customer', 'jobs']);
    const total = all.body.data.rows.reduce((n: number, r: { jobs: number }) => n + r.jobs, 0);
    expect(total).toBe(2000);
    const received = await run(id, { created: '2000-01-01|2100-01-01', statusId: '1' });
    expectEvery(received.body.data.rows, (r: { status: string }) => r.status === 'Received');
    const acme = await run(id, { created: '2000-01-01|2100-01-01', customer: 'acme' });
    expectEvery(acme.body.data.rows, (r: { customer: string }) => r.customer === 'Acme Direct');
    // User text is a value, never SQL: a quote or a wildcard matches nothing rather than everything.
    const sneaky = await run(id, { created: '2000-01-01|2100-01-01', customer: "%' or 1=1 --" });
    expect(sneaky.body.data.rows).toEqual([]);
  });

  it('T-285: Report refuses missing, malformed and out-of-list values with the parameter’s label', async () => {
    const id = await idOf('Jobs by status and customer');
    const cases: Array<[object | string, string]> = [
      [{}, REPORT_MESSAGES.missingParameter('Created On')],
      [{ created: '2026-01-01' }, REPORT_MESSAGES.notADate('Created On')],
      [{ created: '2026-02-31|2026-03-01' }, REPORT_MESSAGES.notADate('Created On')],
      [{ created: '2026-01-01|2026-02-01', statusId: '999' }, REPORT_MESSAGES.notAnOption('Status')],
      ['not json', REPORT_MESSAGES.badParameters],
    ];
    for (const [data, message] of cases) {
      const answer = await run(id, data);
      expect(answer.status).toBe(400);
      expect(answer.body.responseStatus.responseStatusMessage).toBe(message);
    }
    const minPoints = await run(await idOf('Tickets by lane and agent'), { minPoints: 'lots' });
    expect(minPoints.body.responseStatus.responseStatusMessage).toBe(REPORT_MESSAGES.notANumber('Minimum points'));
  });

  it('the other seeded reports answer rows over the demo data', async () => {
    const lanes = await run(await idOf('Tickets by lane and agent'), { laneId: '1' });
    expect(lanes.body.data.rows.length).toBeGreaterThan(0);
    expectEvery(lanes.body.data.rows, (r: { lane: string }) => r.lane === 'Inbox');
    const hours = await run(await idOf('Timesheet hours by project and category'), { since: '2000-01-01' });
    expect(hours.body.data.rows.length).toBeGreaterThan(0);
    expect(hours.body.data.rows[0].hours).toBeGreaterThan(0);
    const closed = await run(await idOf('Finance closed jobs by month'));
    expect(closed.body.data.rows.length).toBeGreaterThan(0);
    expect(closed.body.data.rows[0].month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('the job list report answers one row per job created in the period, oldest first', async () => {
    const id = await idOf('Job list');
    const all = await run(id, { created: '2000-01-01|2100-01-01' });
    expect(all.body.data.columns.map((c: { field: string }) => c.field)).toEqual([
      'number',
      'customer',
      'status',
      'location',
      'type',
      'createdOn',
    ]);
    expect(all.body.data.rows).toHaveLength(2000);
    const days = all.body.data.rows.map((r: { createdOn: string }) => r.createdOn);
    expectEvery(days, (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d));
    expect([...days].sort()).toEqual(days);
    const voided = await run(id, { created: '2000-01-01|2100-01-01', statusId: '5' });
    expect(voided.body.data.rows.length).toBeGreaterThan(0);
    expectEvery(voided.body.data.rows, (r: { status: string }) => r.status === 'Voided');
    expect((await run(id, { created: '2000-01-01|2000-01-02' })).body.data.rows).toEqual([]);
  });
});
