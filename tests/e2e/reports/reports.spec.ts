/** Issue 14 point 7: the report runner at report/generate, its Excel export, and printing through the workstation daemon. */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { startFakeDaemon } from '../../support/fake-daemon';

test('S-57: report/generate builds the form from the report’s parameters, runs it and shows the rows in the grid', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.finance);
  const page = shell.page;
  await shell.goto('/report/generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Report' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Report' }).click();
  await page.getByRole('option', { name: 'Jobs by status and customer' }).click();
  const run = page.getByRole('button', { name: 'Run Report' });
  await expect(page.getByLabel('Created On from')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByLabel('Customer name contains')).toBeVisible();
  await test.step('issue 29 point 7: the required range starts as the last 30 days, so Run is ready at once', async () => {
    const day = (daysAgo: number) => {
      const d = new Date();
      d.setDate(d.getDate() - daysAgo);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await expect(page.getByLabel('Created On from')).toHaveValue(day(30));
    await expect(page.getByLabel('Created On to')).toHaveValue(day(0));
    await expect(run).toBeEnabled();
  });
  await test.step('Created On is required: emptied, Run waits and the page says why', async () => {
    await page.getByLabel('Created On from').fill('');
    await expect(run).toBeDisabled();
    await expect(page.getByTestId('report-missing')).toHaveText('Created On is required');
  });
  await page.getByLabel('Created On from').fill('2000-01-01');
  await page.getByLabel('Created On to').fill('2100-12-31');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Invoiced' }).click();
  await run.click();
  await expect(page.getByTestId('report-result-title')).toHaveText(/^Jobs by status and customer: \d+ rows?$/);
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  const statuses = await page.getByRole('row').filter({ hasText: 'Invoiced' }).count();
  expect(statuses).toBeGreaterThan(0);
  // Excel: the rows that ran, through the shared ExportToExcel, as a workbook with a header row.
  const shown = Number(
    (await page.getByTestId('report-result-title').textContent())!.replace(/^.*: (\d+) rows?$/, '$1'),
  );
  const exported = page.waitForRequest((r) => r.url().endsWith('/Shared/ExportToExcel'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Excel/ }).click();
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
  const shell = await ShellPage.as(browser, DEMO.sales);
  await shell.goto('/report/generate');
  await expect(shell.page.getByText('The page that is being requested is not available to this user')).toBeVisible();
  await shell.page.context().close();
});

test('S-57: a report that ran prints through the workstation daemon’s POST report, with its rows and parameters', async ({
  browser,
}) => {
  const daemon = await startFakeDaemon();
  try {
    const shell = await ShellPage.as(browser, DEMO.finance);
    const page = shell.page;
    await shell.goto('/report/generate');
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Finance closed jobs by month' }).click();
    const print = page.getByRole('button', { name: 'Print' });
    // Nothing to print before the report has run.
    await expect(print).toBeDisabled();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page.getByTestId('report-result-title')).toHaveText(/^Finance closed jobs by month: \d+ rows?$/);
    const shown = Number((await page.getByTestId('report-result-title').textContent())!.replace(/\D/g, ''));
    await print.click();
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
