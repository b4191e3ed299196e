/** Issue 14 point 7: the report runner at report/generate, its Excel export, and printing through the workstation daemon. */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/reset-database';
import { DEMO } from '../pages/ShellPage';
import { ReportsPage } from '../pages/ReportsPage';
import { startFakeDaemon } from '../../support/fake-daemon';

test('S-57: report/generate builds the form from the report’s parameters, runs it and shows the rows in the grid', async ({
  browser,
}) => {
  const reports = await ReportsPage.as(browser, DEMO.finance);
  const page = reports.page;
  await expect(reports.heading).toBeVisible();
  await reports.choose('Report', 'Jobs by status and customer');
  await expect(reports.field('Created On from')).toBeVisible();
  await expect(reports.select('Status')).toBeVisible();
  await expect(reports.field('Customer name contains')).toBeVisible();
  await test.step('issue 29 point 7: the required range starts as the last 30 days, so Run is ready at once', async () => {
    const day = (daysAgo: number) => {
      const d = new Date();
      d.setDate(d.getDate() - daysAgo);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await expect(reports.field('Created On from')).toHaveValue(day(30));
    await expect(reports.field('Created On to')).toHaveValue(day(0));
    await expect(reports.run).toBeEnabled();
  });
  await test.step('Created On is required: emptied, Run waits and the page says why', async () => {
    await reports.field('Created On from').fill('');
    await expect(reports.run).toBeDisabled();
    await expect(reports.missing).toHaveText('Created On is required');
  });
  await reports.field('Created On from').fill('2000-01-01');
  await reports.field('Created On to').fill('2100-12-31');
  await reports.choose('Status', 'Invoiced');
  await reports.run.click();
  await expect(reports.resultTitle).toHaveText(/^Jobs by status and customer: \d+ rows?$/);
  await expect(reports.columnHeader('Customer')).toBeVisible();
  const statuses = await reports.rowsWith('Invoiced').count();
  expect(statuses).toBeGreaterThan(0);
  // Excel: the rows that ran, through the shared ExportToExcel, as a workbook with a header row.
  const shown = Number((await reports.resultTitle.textContent())!.replace(/^.*: (\d+) rows?$/, '$1'));
  const exported = page.waitForRequest((r) => r.url().endsWith('/Shared/ExportToExcel'));
  const download = page.waitForEvent('download');
  await reports.excel.click();
  const file = await download;
  expect((await exported).method()).toBe('POST');
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as never);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values as unknown[]).toContain('Customer');
  expect(sheet.rowCount).toBe(shown + 1);
  await page.context().close();
});

test('a user whose roles do not reach report/generate cannot open it', async ({ browser }) => {
  const reports = await ReportsPage.as(browser, DEMO.sales);
  await expect(reports.page.getByText('The page that is being requested is not available to this user')).toBeVisible();
  await reports.page.context().close();
});

test('S-57: a report that ran prints through the workstation daemon’s POST report, with its rows and parameters', async ({
  browser,
}) => {
  const daemon = await startFakeDaemon();
  try {
    const reports = await ReportsPage.as(browser, DEMO.finance);
    const page = reports.page;
    await reports.choose('Report', 'Finance closed jobs by month');
    // Nothing to print before the report has run.
    await expect(reports.print).toBeDisabled();
    await reports.run.click();
    await expect(reports.resultTitle).toHaveText(/^Finance closed jobs by month: \d+ rows?$/);
    const shown = Number((await reports.resultTitle.textContent())!.replace(/\D/g, ''));
    await reports.print.click();
    await expect(page.getByText('Report sent to the printer')).toBeVisible();
    const sent = daemon.calls.filter((c) => c.method === 'POST' && c.path === '/report');
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toMatchObject({ name: 'Finance closed jobs by month', action: 'print' });
    const body = JSON.parse(sent[0].body) as { title: string; rows: unknown[]; parameters: object };
    expect(body.title).toBe('Finance closed jobs by month');
    expect(body.rows).toHaveLength(shown);
    expect(body.parameters).toEqual({});
    await page.context().close();
  } finally {
    await daemon.close();
  }
});
