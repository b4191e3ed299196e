/**
 * Finance's Automated Billing Job Queue (issue 29 point 1, our design on `GlobeSapBilling/SalesOrderPost/Queue` and
 * `…/SingleJob`), in Chromium: the finance admin posts a waiting job while the billing system does not answer (the
 * job moves to Failed, with the reason and a Retry), then retries it against a real billing receiver on the worker's
 * billing port (the job is Billed with the receiver's reference); a user whose roles do not grant the queue reads
 * why, not an empty list. Invoice Information (our design on Job/Search, Job/InvoiceNumbers and
 * Job/DutyInvoiceNumbers) finds jobs from 3 characters of their number. Texts written by hand from the catalogue.
 */
import { expect, test } from '../support/reset-database';
import { DEMO } from '../pages/ShellPage';
import { BillingQueuePage } from '../pages/BillingQueuePage';
import { InvoiceInformationPage } from '../pages/InvoiceInformationPage';
import { startBillingReceiver } from '../support/billing-receiver';

test('issue 29 point 1: a failed post moves the job to Failed with the reason; Retry bills it with the reference', async ({
  browser,
  resetDatabase,
  e2eServer,
}) => {
  void resetDatabase;
  const queue = await BillingQueuePage.as(browser, DEMO.finance);
  const page = queue.page;
  await expect(queue.heading).toBeVisible();
  await expect(queue.table).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Only finance admins post sales orders: this list is read-only for you.')).toHaveCount(0);

  await queue.filter('Waiting').click();
  await expect(queue.rows.first()).toBeVisible();
  const number = await queue.firstNumber();
  await expect(queue.billing(number)).toHaveText('Waiting');

  // Nothing listens on the billing port yet: the post fails, says why, and the job waits among the failed ones.
  await queue.post(number).click();
  await expect(queue.shell.toast).toContainText(`Job ${number} was not billed:`);
  await queue.filter('Failed').click();
  await expect(queue.billing(number)).toHaveText('Failed');
  await expect(queue.outcome(number)).not.toBeEmpty();

  // The billing system answers now: Retry bills the job with its reference.
  const receiver = await startBillingReceiver(e2eServer.ports.billing, (order) => ({
    reference: `SO-FIN-${order.jobNumber}`,
  }));
  try {
    await queue.retry(number).click();
    await expect(queue.shell.toast).toContainText(`Job ${number} billed: reference SO-FIN-${number}.`);
    await queue.filter('Billed').click();
    await expect(queue.billing(number)).toHaveText('Billed');
    await expect(queue.outcome(number)).toHaveText(`Reference SO-FIN-${number}`);
    await expect(queue.rowButtons(number)).toHaveCount(0);
  } finally {
    await receiver.close();
    await page.context().close();
  }
});

test('issue 29 point 1: a user whose roles do not grant the billing queue reads why instead of a list', async ({
  browser,
}) => {
  const queue = await BillingQueuePage.as(browser, DEMO.ops);
  const page = queue.page;
  await expect(
    page.getByText('The billing queue is for finance staff whose roles grant it: your account cannot read it.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(queue.table).toHaveCount(0);
  await expect(queue.loading).toHaveCount(0);
  await page.context().close();
});

test('issue 29 point 1: Invoice Information finds jobs by part of their number, from 3 characters, with both invoice numbers', async ({
  browser,
}) => {
  const invoices = await InvoiceInformationPage.as(browser, DEMO.finance);
  const page = invoices.page;
  await expect(invoices.heading).toBeVisible();
  await expect(page.getByText('Enter at least 3 characters of a job number.')).toBeVisible();
  // Two characters search nothing.
  await invoices.jobNumber.fill('J0');
  await expect(invoices.searching).toHaveCount(0);
  await expect(invoices.table).toHaveCount(0);
  await invoices.jobNumber.fill('J02420');
  await expect(invoices.table).toBeVisible({ timeout: 30_000 });
  await expect(invoices.columnHeaders).toHaveText([
    'Job Number',
    'Customer',
    'Job Status',
    'Invoice Number',
    'Duties & Taxes Invoice Number',
    'Created On',
  ]);
  const numbers = await invoices.jobNumbers();
  expect(numbers.length).toBeGreaterThan(0);
  for (const number of numbers) expect(number).toContain('J02420');
  // A term no job number holds says so.
  await invoices.jobNumber.fill('ZZZZ9');
  await expect(invoices.status).toHaveText('No job number contains "ZZZZ9".', { timeout: 30_000 });
  await expect(invoices.table).toHaveCount(0);
  await page.context().close();
});
