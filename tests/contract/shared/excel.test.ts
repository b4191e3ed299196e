/** HTTP contract of the grid's Excel services and the job list the demo grid shows (PGlite and PostgreSQL). */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { A1, EXCEL_MESSAGES, EXCEL_QUEUE_ROW_THRESHOLD, IMPORT_MAX_BYTES, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { call, sessionHeaders } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';

async function xlsxBase64(sheets: Record<string, unknown[][]>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describe.each(await engines())('grid Excel services on %s', (engine) => {
  const env = signedInServer(engine, { admin: 'admin@a1demo.com', customer: 'customer@partnerpost.example' });
  const put = (path: string, body: unknown, who = env.users.admin) =>
    call(env.baseUrl, 'PUT', path, { body, headers: sessionHeaders(who) });

  it('S-387 S-207 S-208: ExportToExcel turns titles + rows into typed cells and answers base64', async () => {
    const answer = await call(env.baseUrl, 'POST', A1.exportToExcel.path, {
      headers: sessionHeaders(env.users.admin),
      body: {
        data: [
          ['Number', 'Created On', 'Amount', 'Pieces', 'On Hold'],
          ['J1', '2026-01-10', 10.5, 3, true],
          ['J2', '2026-02-11T15:30:00.000Z', '2', null, false],
        ],
        columnTypes: ['string', 'date', 'currency', 'number', 'boolean'],
        createMultipleSheets: false,
      },
    });
    expect(answer.status).toBe(200);
    expect(typeof answer.body.data).toBe('string');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(answer.body.data, 'base64') as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Number', 'Created On', 'Amount', 'Pieces', 'On Hold']);
    expect(sheet.getCell('A2').value).toBe('J1');
    expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 0, 10)));
    expect(sheet.getCell('B2').numFmt).toBe('mm/dd/yyyy');
    expect(sheet.getCell('C2').value).toBe(10.5);
    expect(sheet.getCell('C2').numFmt).toContain('#,##0.00');
    expect(sheet.getCell('C3').value).toBe(2);
    expect(sheet.getCell('D2').value).toBe(3);
    expect(sheet.getCell('D3').value).toBeNull();
    expect(sheet.getCell('E2').value).toBe(true);
    expect(sheet.rowCount).toBe(3);
  });

  it('ExportToExcel past the row threshold queues the export on the Excel Exports queue and answers at once', async () => {
    const data: unknown[][] = [['N']];
    for (let i = 0; i <= EXCEL_QUEUE_ROW_THRESHOLD; i++) data.push([i]);
    const answer = await call(env.baseUrl, 'POST', A1.exportToExcel.path, {
      headers: sessionHeaders(env.users.admin),
      body: { data, columnTypes: ['number'], fileName: 'Jobs' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.queued).toMatchObject({ displayName: 'Jobs' });
    const listed = await call(env.baseUrl, 'GET', '/api/a1/shared/excelexports/', {
      headers: sessionHeaders(env.users.admin),
    });
    expect(listed.body.data.find((item: { name: string }) => item.name === answer.body.queued.name)).toMatchObject({
      displayName: 'Jobs',
    });
  });

  it('ExportToExcel refuses a body without titles or with mismatched types, and unauthenticated calls', async () => {
    const noTypes = await call(env.baseUrl, 'POST', A1.exportToExcel.path, {
      headers: sessionHeaders(env.users.admin),
      body: {
        data: [
          ['A', 'B'],
          [1, 2],
        ],
        columnTypes: ['string'],
      },
    });
    expect(noTypes.status).toBe(400);
    expect(noTypes.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.exportTypes);
    const missing = await call(env.baseUrl, 'POST', A1.exportToExcel.path, {
      headers: sessionHeaders(env.users.admin),
      body: { columnTypes: [] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.responseStatus.responseStatusMessage).toContain('data is required');
    const anonymous = await call(env.baseUrl, 'POST', A1.exportToExcel.path, {
      body: { data: [['A']], columnTypes: ['string'] },
    });
    expect(anonymous.status).toBe(401);
  });

  it('S-384 S-215 S-271: WorkSheetNames takes the import model and lists the worksheets', async () => {
    const content = await xlsxBase64({
      Rates: [
        ['Zone', 'Rate'],
        ['A', 1.5],
      ],
      Notes: [['x']],
    });
    const answer = await put(A1.workSheetNames.path, {
      fileName: 'rates.xlsx',
      filePrefix: null,
      content,
      headers: null,
      rates: null,
      workSheetNames: null,
      formData: null,
      hasHeaders: true,
      delimiter: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(['Rates', 'Notes']);
  });

  it('S-385 S-216: WorkSheetData returns rates, headers and fileName of the chosen worksheet', async () => {
    const content = await xlsxBase64({
      Notes: [['x']],
      Rates: [
        ['Zone', 'Rate', 'From'],
        ['A', 1.5, new Date(Date.UTC(2026, 0, 2))],
        ['B', 2, null],
      ],
    });
    const answer = await put(A1.workSheetData.path, {
      fileName: 'rates.xlsx',
      content,
      formData: { worksheetName: 'Rates' },
      hasHeaders: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      fileName: 'rates.xlsx',
      headers: ['Zone', 'Rate', 'From'],
      rates: [
        { Zone: 'A', Rate: 1.5, From: '2026-01-02T00:00:00.000Z' },
        { Zone: 'B', Rate: 2, From: null },
      ],
    });
    const noHeaders = await put(A1.workSheetData.path, {
      fileName: 'rates.xlsx',
      content,
      formData: { worksheetName: 'Notes' },
      hasHeaders: false,
    });
    expect(noHeaders.body.data).toEqual({
      fileName: 'rates.xlsx',
      headers: ['Column 1'],
      rates: [{ 'Column 1': 'x' }],
    });
    const none = await put(A1.workSheetData.path, {
      fileName: 'rates.xlsx',
      content,
      formData: { worksheetName: '' },
    });
    expect(none.status).toBe(400);
    expect(none.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.worksheetRequired);
    const wrong = await put(A1.workSheetData.path, {
      fileName: 'rates.xlsx',
      content,
      formData: { worksheetName: 'Nope' },
    });
    expect(wrong.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.worksheetMissing('Nope'));
  });

  it('S-386 S-440: TextData reads CSV with commas and text with the given delimiter', async () => {
    const csv = Buffer.from('Zone,Rate\nA,"1,5"\n').toString('base64');
    const answer = await put(A1.textData.path, {
      fileName: 'rates.csv',
      content: csv,
      hasHeaders: true,
      delimiter: ';',
    });
    expect(answer.body.data).toEqual({
      fileName: 'rates.csv',
      headers: ['Zone', 'Rate'],
      rates: [{ Zone: 'A', Rate: '1,5' }],
    });
    const txt = Buffer.from('A|B\n1|2\n').toString('base64');
    expect(
      (await put(A1.textData.path, { fileName: 'r.txt', content: txt, hasHeaders: false, delimiter: '|' })).body.data
        .rates,
    ).toEqual([
      { 'Column 1': 'A', 'Column 2': 'B' },
      { 'Column 1': '1', 'Column 2': '2' },
    ]);
    const noDelimiter = await put(A1.textData.path, {
      fileName: 'r.txt',
      content: txt,
      hasHeaders: false,
      delimiter: '',
    });
    expect(noDelimiter.status).toBe(400);
    expect(noDelimiter.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.delimiterRequired);
  });

  it('a corrupt, empty, oversized or wrong-type file gets a clear message and imports nothing', async () => {
    const corrupt = await put(A1.workSheetNames.path, {
      fileName: 'bad.xlsx',
      content: Buffer.from('PK\u0003\u0004 this is not really a zip').toString('base64'),
    });
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.corrupt);
    expect(corrupt.body.data).toBeUndefined();
    const renamed = await put(A1.workSheetNames.path, {
      fileName: 'bad.xlsx',
      content: Buffer.from('a,b\n1,2').toString('base64'),
    });
    expect(renamed.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.corrupt);
    const empty = await put(A1.workSheetNames.path, { fileName: 'empty.xlsx', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.emptyFile);
    const emptyCsv = await put(A1.textData.path, {
      fileName: 'empty.csv',
      content: Buffer.from('\n\n').toString('base64'),
    });
    expect(emptyCsv.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.noRows);
    const wrongType = await put(A1.workSheetNames.path, {
      fileName: 'photo.png',
      content: Buffer.from('x').toString('base64'),
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.wrongType('photo.png'));
    const binaryCsv = await put(A1.textData.path, {
      fileName: 'a.csv',
      content: Buffer.from([0x50, 0x4b, 3, 4, 0, 0]).toString('base64'),
    });
    expect(binaryCsv.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.notText);
    const big = await put(A1.textData.path, {
      fileName: 'big.csv',
      content: 'A'.repeat(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 16),
    });
    expect(big.status).toBe(413);
    expect(big.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  });

  const post = (path: string, body: unknown, who?: LoginResult) =>
    call(env.baseUrl, 'POST', path, { body, headers: who ? sessionHeaders(who) : {} });

  it("T-338: POST ParseExcelFile takes contents and answers the worksheet names and the first worksheet's rows", async () => {
    const contents = await xlsxBase64({
      Rates: [
        ['Zone', 'Rate'],
        ['A', 1.5],
        ['B', 2],
      ],
      Notes: [['x']],
    });
    const answer = await post(A1.parseExcelFile.path, { contents }, env.users.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.responseStatus.responseStatusCode).toBe(200);
    expect(answer.body.data).toEqual({
      workSheetNames: ['Rates', 'Notes'],
      headers: ['Zone', 'Rate'],
      rates: [
        { Zone: 'A', Rate: 1.5 },
        { Zone: 'B', Rate: 2 },
      ],
    });
    // A data: URL prefix, as a browser FileReader gives it, is accepted too.
    const prefixed = await post(
      A1.parseExcelFile.path,
      { contents: `data:application/octet-stream;base64,${contents}` },
      env.users.admin,
    );
    expect(prefixed.body.data.workSheetNames).toEqual(['Rates', 'Notes']);
  });

  it('T-338: ParseExcelFile names a missing or unknown field, refuses a non-workbook, and needs a session', async () => {
    const missing = await post(A1.parseExcelFile.path, {}, env.users.admin);
    expect(missing.status).toBe(400);
    expect(missing.body.responseStatus).toEqual({
      responseStatusCode: 400,
      responseStatusMessage: expect.stringContaining('contents is required'),
    });
    const unknown = await post(A1.parseExcelFile.path, { contents: 'eA==', content: 'x' }, env.users.admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.responseStatus.responseStatusMessage).toContain('content is not a known field');
    const text = await post(
      A1.parseExcelFile.path,
      { contents: Buffer.from('a,b\n1,2').toString('base64') },
      env.users.admin,
    );
    expect(text.status).toBe(422);
    expect(text.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.corrupt);
    const empty = await post(A1.parseExcelFile.path, { contents: '' }, env.users.admin);
    expect(empty.status).toBe(400);
    expect(empty.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.emptyFile);
    const anonymous = await post(A1.parseExcelFile.path, { contents: 'eA==' });
    expect(anonymous.status).toBe(401);
  });

  it('T-339: POST ParseExcelFileData reads contents as parseModel says: a named worksheet, the first one, or delimited text', async () => {
    const contents = await xlsxBase64({
      Notes: [['Note'], ['first']],
      Rates: [
        ['Zone', 'Rate'],
        ['A', 1.5],
      ],
    });
    const named = await post(
      A1.parseExcelFileData.path,
      { contents, parseModel: { fileName: 'rates.xlsx', formData: { worksheetName: 'Rates' }, hasHeaders: true } },
      env.users.admin,
    );
    expect(named.status).toBe(200);
    expect(named.body.data).toEqual({
      fileName: 'rates.xlsx',
      headers: ['Zone', 'Rate'],
      rates: [{ Zone: 'A', Rate: 1.5 }],
    });
    const first = await post(
      A1.parseExcelFileData.path,
      { contents, parseModel: { hasHeaders: false } },
      env.users.admin,
    );
    expect(first.body.data.rates).toEqual([{ 'Column 1': 'Note' }, { 'Column 1': 'first' }]);
    const txt = Buffer.from('Zone;Rate\nA;1,5\n').toString('base64');
    const delimited = await post(
      A1.parseExcelFileData.path,
      { contents: txt, parseModel: { fileName: 'rates.txt', delimiter: ';', hasHeaders: true } },
      env.users.admin,
    );
    expect(delimited.body.data).toEqual({
      fileName: 'rates.txt',
      headers: ['Zone', 'Rate'],
      rates: [{ Zone: 'A', Rate: '1,5' }],
    });
    const wrongSheet = await post(
      A1.parseExcelFileData.path,
      { contents, parseModel: { fileName: 'rates.xlsx', formData: { worksheetName: 'Nope' } } },
      env.users.admin,
    );
    expect(wrongSheet.status).toBe(400);
    expect(wrongSheet.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.worksheetMissing('Nope'));
  });

  it('T-339: ParseExcelFileData names a missing parseModel or a bad field in it, and needs a session', async () => {
    const noModel = await post(A1.parseExcelFileData.path, { contents: 'eA==' }, env.users.admin);
    expect(noModel.status).toBe(400);
    expect(noModel.body.responseStatus.responseStatusMessage).toContain('parseModel is required');
    const badField = await post(
      A1.parseExcelFileData.path,
      { contents: 'eA==', parseModel: { hasHeaders: 'often' } },
      env.users.admin,
    );
    expect(badField.status).toBe(400);
    expect(badField.body.responseStatus.responseStatusMessage).toContain('parseModel.hasHeaders');
    const noDelimiter = await post(
      A1.parseExcelFileData.path,
      { contents: Buffer.from('a|b').toString('base64'), parseModel: { fileName: 'r.txt' } },
      env.users.admin,
    );
    expect(noDelimiter.body.responseStatus.responseStatusMessage).toBe(EXCEL_MESSAGES.delimiterRequired);
    const anonymous = await post(A1.parseExcelFileData.path, { contents: 'eA==', parseModel: {} });
    expect(anonymous.status).toBe(401);
  });

  it('T-347 T-110 T-111: Job/All lists jobs with their fields and per-status counts; others need the dashboard in their menu', async () => {
    const all = await call(env.baseUrl, 'GET', A1.jobList.path, { headers: sessionHeaders(env.users.admin) });
    expect(all.status).toBe(200);
    expect(all.body.data.jobs).toHaveLength(2000);
    const job = all.body.data.jobs[0];
    for (const key of [
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
    ])
      expect(job).toHaveProperty(key);
    const statuses = all.body.data.statuses as { id: number; name: string; count: number }[];
    expect(statuses.reduce((s, x) => s + x.count, 0)).toBe(2000);
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await call(env.baseUrl, 'GET', `${A1.jobList.path}?startDate=${today}&endDate=${today}`, {
      headers: sessionHeaders(env.users.admin),
    });
    expect(ranged.body.data.jobs.length).toBeLessThan(2000);
    for (const j of ranged.body.data.jobs) expect(j.createdOn.slice(0, 10)).toBe(today);
    const forbidden = await call(env.baseUrl, 'GET', A1.jobList.path, {
      headers: sessionHeaders(env.users.customer),
    });
    expect(forbidden.status).toBe(403);
    const bad = await call(env.baseUrl, 'GET', `${A1.jobList.path}?startDate=yesterday`, {
      headers: sessionHeaders(env.users.admin),
    });
    expect(bad.status).toBe(400);
  });
});
