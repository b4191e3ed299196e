/**
 * Finance's Automated Billing Job Queue (issue 29 point 1, our design on `GlobeSapBilling/SalesOrderPost/Queue` and
 * `…/SingleJob`), in Chromium: the finance admin posts a waiting job while the billing system does not answer (the
 * job moves to Failed, with the reason and a Retry), then retries it against a real billing receiver on the worker's
 * billing port (the job is Billed with the receiver's reference); a user whose roles do not grant the queue reads
 * why, not an empty list. Invoice Information (our design on Job/Search, Job/InvoiceNumbers and
 * Job/DutyInvoiceNumbers) finds jobs from 3 characters of their number. Texts written by hand from the catalogue.
 */
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { startBillingReceiver } from '../support/billing-receiver';

const ROUTE = '/finance/automated-billing-job-queue';

test('issue 29 point 1: a failed post moves the job to Failed with the reason; Retry bills it with the reference', async ({
  browser,
  resetDatabase,
  e2eServer,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.finance);
  const page = shell.page;
  await shell.goto(ROUTE);
  await expect(page.getByRole('heading', { name: 'Automated Billing Job Queue', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs of the billing queue' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Only finance admins post sales orders: this list is read-only for you.')).toHaveCount(0);

  const rows = page.getByTestId('a1-billing-row');
  const billing = (row: typeof rows) => row.getByRole('cell').nth(4);
  await page.getByRole('button', { name: /^Waiting \(\d+\)$/ }).click();
  await expect(rows.first()).toBeVisible();
  const number = (await rows.first().getByRole('cell').first().innerText()).trim();
  const job = rows.filter({ has: page.getByRole('cell', { name: number, exact: true }) });
  await expect(billing(job)).toHaveText('Waiting');

  // Nothing listens on the billing port yet: the post fails, says why, and the job waits among the failed ones.
  await job.getByRole('button', { name: `Post the sales order of job ${number}` }).click();
  await expect(shell.toast).toContainText(`Job ${number} was not billed:`);
  await page.getByRole('button', { name: /^Failed \(\d+\)$/ }).click();
  await expect(billing(job)).toHaveText('Failed');
  await expect(job.getByRole('cell').nth(5)).not.toBeEmpty();

  // The billing system answers now: Retry bills the job with its reference.
  const receiver = await startBillingReceiver(e2eServer.ports.billing, (order) => ({
    reference: `SO-FIN-${order.jobNumber}`,
  }));
  try {
    await job.getByRole('button', { name: `Retry the sales order of job ${number}` }).click();
    await expect(shell.toast).toContainText(`Job ${number} billed: reference SO-FIN-${number}.`);
    await page.getByRole('button', { name: /^Billed \(\d+\)$/ }).click();
    await expect(billing(job)).toHaveText('Billed');
    await expect(job.getByRole('cell').nth(5)).toHaveText(`Reference SO-FIN-${number}`);
    await expect(job.getByRole('button')).toHaveCount(0);
  } finally {
    await receiver.close();
    await page.context().close();
  }
});

test('issue 29 point 1: a user whose roles do not grant the billing queue reads why instead of a list', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.ops);
  const page = shell.page;
  await shell.goto(ROUTE);
  await expect(
    page.getByText('The billing queue is for finance staff whose roles grant it: your account cannot read it.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Jobs of the billing queue' })).toHaveCount(0);
  await expect(page.getByText('Loading the billing queue…')).toHaveCount(0);
  await page.context().close();
});

test('issue 29 point 1: Invoice Information finds jobs by part of their number, from 3 characters, with both invoice numbers', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.finance);
  const page = shell.page;
  await shell.goto('/globe-billing/invoice-information');
  await expect(page.getByRole('heading', { name: 'Invoice Information', level: 1 })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Job number' });
  const table = page.getByRole('table', { name: 'Invoice numbers of the jobs found' });
  await expect(page.getByText('Enter at least 3 characters of a job number.')).toBeVisible();
  // Two characters search nothing.
  await field.fill('J0');
  await expect(page.getByText('Searching…')).toHaveCount(0);
  await expect(table).toHaveCount(0);
  await field.fill('J02420');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Job Number',
    'Customer',
    'Job Status',
    'Invoice Number',
    'Duties & Taxes Invoice Number',
    'Created On',
  ]);
  const numbers = await page.getByTestId('a1-invoice-row').locator('td:first-child').allInnerTexts();
  expect(numbers.length).toBeGreaterThan(0);
  for (const number of numbers) expect(number).toContain('J02420');
  // A term no job number holds says so.
  await field.fill('ZZZZ9');
  await expect(page.getByRole('status')).toHaveText('No job number contains "ZZZZ9".', { timeout: 30_000 });
  await expect(table).toHaveCount(0);
  await page.context().close();
});
