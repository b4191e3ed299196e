/**
 * The project registers in Chromium (ours, issue 24), each opened from the Projects grid as an administrator on a
 * fresh demo database: the issues and risks register filtered to open risks, one closed in its dialog from the
 * keyboard, and the timesheet register narrowed to initiatives over 90 days, one entry's hours changed in its dialog.
 * Each save updates the list from the save itself (the resource's useUpdate), without reading the register again.
 * axe-core checks each register and dialog (support/fixtures.ts).
 */
import { expect, test } from '../support/reset-database';
import type { Page } from '../support/fixtures';
import { DEMO } from '../pages/ShellPage';
import { RegisterPage } from '../pages/RegisterPage';
import { expectEvery } from '../../support/expect-every';

test.describe.configure({ timeout: 180_000 });

const rowsText = (n: number) => new RegExp(`^${n.toLocaleString('en-US')} rows?$`);

/** Counts the reads of a register's call from now on. */
function countReads(page: Page, call: string): () => number {
  let reads = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes(call)) reads++;
  });
  return () => reads;
}

/** The local day `days` before today, as YYYY-MM-DD. */
function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('the issues and risks register: filtered to open risks, one closed in its dialog leaves the list', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const register = await RegisterPage.fromProjects(browser, DEMO.admin, 'issues');
  const page = register.page;
  await expect(register.headerTitle).toHaveText(register.title);
  expect(await register.grid.headers()).toEqual([
    'Type',
    'Priority',
    'Status',
    'Description',
    'Feature',
    'Initiative',
    'Project',
    'Issue Date',
    'Close Out Date',
    'Latest Comment',
  ]);
  const all = await register.rowCount();

  await register.filter('Type', ['Risk']);
  await register.filter('Status', ['Open']);
  const openRisks = await register.rowCount();
  expect(openRisks).toBeGreaterThan(0);
  expect(openRisks).toBeLessThan(all);
  expectEvery(await register.grid.columnTexts('Type'), (text) => text === 'Risk');
  expectEvery(await register.grid.columnTexts('Status'), (text) => text === 'Open');

  // The demo gives a feature one risk at most: its feature names the row.
  const feature = await register.grid.firstCell('Feature');
  const row = await register.rowWith('Feature', feature);
  await expect(row).toHaveCount(1);
  const reads = countReads(page, '/IssueRegister');
  // From the keyboard: the description is the row's link to its dialog.
  await (await register.cell(row, 'Description')).getByRole('button').focus();
  await page.keyboard.press('Enter');
  const dialog = register.dialog('Edit Risk');
  await dialog.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Closed', exact: true }).click();
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/KanbanBoard/Issues'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await put).status()).toBe(200);
  await expect(dialog).toHaveCount(0);

  // Closed now: it leaves the open risks, and shows among the closed ones.
  await expect(register.grid.rowCount).toHaveText(rowsText(openRisks - 1));
  await expect(await register.rowWith('Feature', feature)).toHaveCount(0);
  await register.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  await register.filter('Type', ['Risk']);
  await register.filter('Status', ['Closed']);
  const closed = await register.rowWith('Feature', feature);
  await expect(closed).toHaveCount(1);
  await expect(await register.cell(closed, 'Status')).toHaveText('Closed');
  expect(reads()).toBe(0);
  await page.context().close();
});

test('the timesheet register: initiative entries of 90 days, one entry’s hours changed in its dialog update the row and the total', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const register = await RegisterPage.fromProjects(browser, DEMO.admin, 'timesheets');
  const page = register.page;
  await expect(register.headerTitle).toHaveText(register.title);
  expect(await register.grid.headers()).toEqual([
    'Date',
    'Hours',
    'Category',
    'Logged On',
    'Feature or Initiative',
    'Initiative',
    'Project',
    'Logged By',
    'Notes',
  ]);
  await expect(register.total).toBeVisible();

  // The period and the owner kind are read from the server.
  const wider = page.waitForResponse((r) => r.url().includes(`/TimesheetRegister?startDate=${daysAgo(90)}`));
  await page.getByLabel('From', { exact: true }).fill(daysAgo(90));
  await wider;
  const initiatives = page.waitForResponse((r) => r.url().includes('ownerKind=Initiative'));
  await page.getByRole('combobox', { name: /^Logged on/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Initiatives', exact: true }).click();
  await initiatives;
  await expect(register.grid.bodyRows.first()).toBeVisible();
  const count = await register.rowCount();
  expectEvery(await register.grid.columnTexts('Logged On'), (text) => text === 'Initiative');
  const totalOf = async () =>
    Number(/^Total: ([\d.,]+) hours/.exec(await register.total.innerText())![1].replace(/,/g, ''));
  const hoursText = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const before = await totalOf();
  await expect(register.total).toHaveText(
    `Total: ${hoursText(before)} hours in ${count.toLocaleString('en-US')} entries`,
  );

  const first = register.grid.bodyRows.first();
  const hours = Number(await (await register.cell(first, 'Hours')).innerText());
  const reads = countReads(page, '/TimesheetRegister');
  await (await register.cell(first, 'Date')).getByRole('button').click();
  const dialog = register.dialog('Edit Timesheet');
  await dialog.getByRole('spinbutton', { name: /^Hours/ }).fill('7.25');
  const put = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/Ticketing/InitiativeTimesheet'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await put).status()).toBe(200);
  await expect(dialog).toHaveCount(0);

  await expect(await register.cell(register.grid.bodyRows.first(), 'Hours')).toHaveText('7.25');
  await expect(register.total).toHaveText(
    `Total: ${hoursText(before - hours + 7.25)} hours in ${count.toLocaleString('en-US')} entries`,
  );
  expect(reads()).toBe(0);
  await page.context().close();
});
