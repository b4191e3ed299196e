/** HTTP contract of the shell calls (issue 4), against PGlite and (when it answers) PostgreSQL. */
import { A1 } from '@a1/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { LoginResult } from '@a1/shared';
import { eq } from 'drizzle-orm';
import { excelExportRows } from '@a1/server/db/schema/index';
import { enqueueExcelExport, expireExports, EXPORT_ROWS_PER_CHUNK } from '@a1/server/jobs/excel-export';
import { startWorker } from '@a1/server/jobs/worker';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { call, sessionHeaders, signIn } from '../../support/a1-http';

describe.each(await engines())('shell endpoints on %s', (engine) => {
  let server: TestServer;
  let admin: LoginResult;
  let ops: LoginResult;
  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await signIn(server.baseUrl, 'admin@a1demo.com');
    ops = await signIn(server.baseUrl, 'ops.manager@a1demo.com');
  });
  afterAll(async () => server?.close());
  const as = (login: LoginResult) => ({ headers: sessionHeaders(login) });
  const get = (login: LoginResult, path: string) => call(server.baseUrl, 'GET', path, as(login));
  const put = (login: LoginResult, path: string, body: unknown) =>
    call(server.baseUrl, 'PUT', path, { ...as(login), body });

  it('S-375 S-376: unread tickets list (9 for ops.manager, 12 for admin) and the list by ids', async () => {
    const opsList = await get(ops, A1.unreadTickets.path);
    expect(opsList.status).toBe(200);
    expect(opsList.body.data).toHaveLength(9);
    for (const key of ['ticketId', 'unread', 'createdOn', 'updatedOn'])
      expect(opsList.body.data[0]).toHaveProperty(key);
    expect((await get(admin, A1.unreadTickets.path)).body.data).toHaveLength(12);
    const ids = opsList.body.data.slice(0, 2).map((t: { ticketId: number }) => t.ticketId);
    const byIds = await get(ops, `${A1.unreadTicketsByIds.path}?ticketIds=${ids.join(',')},1`);
    expect(byIds.body.data.map((t: { ticketId: number }) => t.ticketId)).toEqual(ids);
    expect((await get(ops, `${A1.unreadTicketsByIds.path}?ticketIds=abc`)).status).toBe(400);
  });

  it('S-117 S-377: mark one read lowers the count; mark all read empties it; both push an SSE event', async () => {
    const finance = await signIn(server.baseUrl, 'finance.admin@a1demo.com');
    const before = (await get(finance, A1.unreadTickets.path)).body.data;
    expect(before).toHaveLength(4);
    const controller = new AbortController();
    const stream = await fetch(`${server.baseUrl}${A1.unreadTicketEvents.path}`, {
      headers: sessionHeaders(finance),
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toMatch(/connected/);
    expect((await put(finance, A1.unreadTicketMarkRead.path, { ticketId: before[0].ticketId })).body.data).toBe(1);
    expect((await reader.read()).value).toMatch(/event: unread/);
    expect((await get(finance, A1.unreadTickets.path)).body.data).toHaveLength(3);
    expect((await put(finance, A1.unreadTicketsMarkAllRead.path, {})).body.data).toBe(3);
    expect((await reader.read()).value).toMatch(/event: unread/);
    expect((await get(finance, A1.unreadTickets.path)).body.data).toHaveLength(0);
    controller.abort();
  });

  it('S-378: ticket by number finds exactly one ticket, none for unknown or non-numeric input', async () => {
    expect((await get(ops, `${A1.ticketByNumber.path}?ticketNumber=42`)).body.data).toEqual([
      expect.objectContaining({ ticketId: 42 }),
    ]);
    expect((await get(ops, `${A1.ticketByNumber.path}?ticketNumber=99999999`)).body.data).toEqual([]);
    expect((await get(ops, `${A1.ticketByNumber.path}?ticketNumber=abc`)).body.data).toEqual([]);
    expect((await get(ops, A1.ticketByNumber.path)).status).toBe(400);
  });

  it('S-382 S-383 S-194 S-195: excel exports list and download (base64 CSV); only complete unexpired items download', async () => {
    const list = await call(server.baseUrl, 'GET', '/api/a1/shared/excelexports/', as(admin));
    expect(list.status).toBe(200);
    const byName = Object.fromEntries(list.body.data.map((i: { name: string }) => [i.name, i]));
    expect(byName['seed-admin-ready']).toMatchObject({
      isComplete: true,
      isExpired: false,
      displayName: 'Tickets – open',
    });
    for (const key of ['name', 'displayName', 'createdOn', 'updatedOn', 'isComplete', 'isExpired'])
      expect(byName['seed-admin-ready']).toHaveProperty(key);
    const download = await call(
      server.baseUrl,
      'GET',
      '/api/a1/shared/excelexports/download?name=seed-admin-ready',
      as(admin),
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(download.body.data.content, 'base64').toString()).toMatch(/^"Ticket","Title","Lane"/);
    expect((await get(admin, `${A1.excelExportDownload.path}?name=seed-admin-expired`)).status).toBe(410);
    expect((await get(admin, `${A1.excelExportDownload.path}?name=seed-admin-pending`)).status).toBe(409);
    // Another user's export is not yours.
    expect((await get(ops, `${A1.excelExportDownload.path}?name=seed-admin-ready`)).status).toBe(404);
  });

  it('exports are jobs on the PostgreSQL queue: pending until the worker writes the workbook, then downloadable, then expired', async () => {
    const name = await enqueueExcelExport(server.database.db, {
      userId: ops.user.userId,
      displayName: 'Contract export',
      fileName: 'Contract',
      columns: [{ title: 'Id', exportType: 'number' }, { title: 'Name' }],
      rows: [
        [1, 'one'],
        [2, 'two'],
      ],
    });
    const pending = (await get(ops, A1.excelExports.path)).body.data.find((i: { name: string }) => i.name === name);
    expect(pending).toMatchObject({ isComplete: false, isExpired: false });
    const worker = startWorker(server.database.db, { keepHours: 1, pollMs: 60_000 });
    // The app's own worker may take it first; either way the export completes.
    for (let i = 0; i < 50; i++) {
      await worker.runOnce();
      const item = (await get(ops, A1.excelExports.path)).body.data.find((x: { name: string }) => x.name === name);
      if (item.isComplete) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await worker.stop();
    const download = await get(ops, `${A1.excelExportDownload.path}?name=${name}`);
    expect(download.status).toBe(200);
    expect(download.body.data.fileName).toBe('Contract.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(download.body.data.content, 'base64') as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Name']);
    expect(sheet.getRow(3).values).toEqual([undefined, 2, 'two']);
    // Past its keep time the export is marked expired and no longer downloads.
    await expireExports(server.database.db, new Date(Date.now() + 48 * 3_600_000));
    const expired = (await get(ops, A1.excelExports.path)).body.data.find((i: { name: string }) => i.name === name);
    expect(expired).toMatchObject({ isComplete: true, isExpired: true });
    expect((await get(ops, `${A1.excelExportDownload.path}?name=${name}`)).status).toBe(410);
  });

  it('a large queued export keeps its rows in chunks, writes them in order and drops them once complete', async () => {
    const rows = Array.from({ length: 2 * EXPORT_ROWS_PER_CHUNK + 34 }, (_, i) => [i, `row ${i}`]);
    const name = await enqueueExcelExport(server.database.db, {
      userId: ops.user.userId,
      displayName: 'Chunked export',
      fileName: 'Chunked',
      columns: [{ title: 'N', exportType: 'number' }, { title: 'Text' }],
      rows,
    });
    const stored = () =>
      server.database.db
        .select({ chunk: excelExportRows.chunk })
        .from(excelExportRows)
        .where(eq(excelExportRows.exportName, name));
    expect(await stored()).toHaveLength(3);
    const worker = startWorker(server.database.db, { keepHours: 1, pollMs: 60_000 });
    for (let i = 0; i < 50; i++) {
      await worker.runOnce();
      if ((await get(ops, A1.excelExports.path)).body.data.find((x: { name: string }) => x.name === name).isComplete)
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await worker.stop();
    expect(await stored()).toHaveLength(0);
    const download = await get(ops, `${A1.excelExportDownload.path}?name=${name}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(download.body.data.content, 'base64') as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(rows.length + 1);
    for (const i of [0, EXPORT_ROWS_PER_CHUNK - 1, EXPORT_ROWS_PER_CHUNK, rows.length - 1])
      expect(sheet.getRow(i + 2).values).toEqual([undefined, i, `row ${i}`]);
  });

  it('S-298 S-299 S-300 S-302: user settings read defaults and save within the rules', async () => {
    const global = await signIn(server.baseUrl, 'global.ops@a1demo.com');
    const read = await get(global, A1.userSettings.path);
    expect(read.body.data).toMatchObject({
      autoPrintErrorLabel: true,
      gridFontSize: 100,
      ticketingEnvironment: 'Production',
    });
    const locationId = global.user.availableLocations[1].locationId;
    const saved = await put(global, A1.userSettings.path, {
      autoPrintErrorLabel: false,
      locationId,
      gridFontSize: 125,
      ticketingEnvironment: 'UAT',
    });
    expect(saved.body.data).toEqual({
      autoPrintErrorLabel: false,
      locationId,
      gridFontSize: 125,
      ticketingEnvironment: 'UAT',
    });
    for (const gridFontSize of [20, 205, 102]) {
      const bad = await put(global, A1.userSettings.path, { autoPrintErrorLabel: true, locationId, gridFontSize });
      expect(bad.status).toBe(400);
      expect(bad.body.responseStatus.responseStatusMessage).toMatch(/gridFontSize/);
    }
    expect(
      (await put(global, A1.userSettings.path, { autoPrintErrorLabel: true, gridFontSize: 100 })).body.responseStatus
        .responseStatusMessage,
    ).toMatch(/locationId is required/);
    expect(
      (await put(global, A1.userSettings.path, { autoPrintErrorLabel: true, locationId: 1, gridFontSize: 100 })).status,
    ).toBe(400);
  });

  it('S-301: a user-settings save without auto-print error, or with a value that is not on or off, is refused', async () => {
    const crf = await signIn(server.baseUrl, 'crf.approver@a1demo.com');
    const locationId = crf.user.availableLocations[0].locationId;
    const missing = await put(crf, A1.userSettings.path, { locationId, gridFontSize: 100 });
    expect(missing.status).toBe(400);
    expect(missing.body.responseStatus.responseStatusMessage).toBe('Invalid body: autoPrintErrorLabel is required.');
    const notBoolean = await put(crf, A1.userSettings.path, {
      autoPrintErrorLabel: 'sometimes',
      locationId,
      gridFontSize: 100,
    });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.responseStatus.responseStatusMessage).toMatch(/autoPrintErrorLabel must be boolean/);
    // Unset or off-as-text is not "off": a JSON body is checked as sent, never coerced.
    for (const unset of [null, 'false', 0]) {
      const answer = await put(crf, A1.saveUserSettings.path, {
        autoPrintErrorLabel: unset,
        locationId,
        gridFontSize: 100,
      });
      expect(answer.status, JSON.stringify(unset)).toBe(400);
      expect(answer.body.responseStatus.responseStatusMessage).toMatch(/autoPrintErrorLabel must be boolean/);
    }
    // Nothing was saved: the settings still read the default.
    expect((await get(crf, A1.userSettings.path)).body.data.autoPrintErrorLabel).toBe(true);
  });

  it("S-368 S-370 S-184: a workstation's settings answer with responseStatus and every field", async () => {
    const saved = await get(ops, `${A1.workStation.path}?workStation=PACK-01`);
    expect(saved.body.responseStatus.responseStatusCode).toBe(200);
    for (const key of [
      'workStationName',
      'reportPrinter',
      'labelPrinter',
      'smallLabelPrinter',
      'scaleConnection',
      'scaleSerialComPort',
      'scaleUSBVID',
      'scaleUSBPID',
      'scaleIPAddress',
      'autoPrintErrorLabel',
    ]) {
      expect(saved.body.workStationSetting).toHaveProperty(key);
    }
    expect((await get(ops, `${A1.workStation.path}?workStation=NOPE`)).body.workStationSetting).toBeNull();
  });

  it('S-369 S-185: a workstation setting is saved, the scale IP address also accepted as ipAddress', async () => {
    const put1 = await put(ops, A1.workStation.path, {
      workStationName: 'PACK-77',
      labelPrinter: 'Zebra',
      scaleConnection: 'qubevu',
      ipAddress: '10.1.2.3',
      scaleUSBVID: null,
    });
    expect(put1.body.workStationSetting).toMatchObject({
      workStationName: 'PACK-77',
      scaleIPAddress: '10.1.2.3',
      scaleUSBVID: null,
    });
    expect((await get(ops, `${A1.workStation.path}?workStation=PACK-77`)).body.workStationSetting.labelPrinter).toBe(
      'Zebra',
    );
    const bad = await put(ops, A1.workStation.path, { workStationName: 'PACK-77', scaleConnection: 'bluetooth' });
    expect(bad.status).toBe(400);
    expect(bad.body.responseStatus.responseStatusMessage).toMatch(/scaleConnection/);
  });

  it('S-371 S-186 S-187: the scale list names exactly the six connection types, each with a description', async () => {
    const scales = await get(ops, A1.scaleList.path);
    expect(scales.body.data.map((s: { name: string }) => s.name)).toEqual([
      'usb',
      'com',
      'cubiScan',
      'mtind',
      'mtvip',
      'qubevu',
    ]);
    expect(scales.body.data[0]).toHaveProperty('description');
  });

  it('shell calls need the session credentials', async () => {
    for (const path of [A1.unreadTickets.path, A1.excelExports.path, A1.userSettings.path, A1.scaleList.path]) {
      expect((await call(server.baseUrl, 'GET', path)).status).toBe(401);
    }
  });
});
