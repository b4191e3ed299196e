/**
 * Issue 14 point 4 and 9 on screen: manual jobs (operations user), the on-hold assignment override (administrator,
 * a customer-service admin; refused to the operations user), adjustments waiting to be billed and Post to Billing
 * (operations user adds, finance admin posts to a local billing receiver; one that answers 500 leaves the job
 * unbilled with the reason). Each test changes jobs, so the database goes back to the demo seed afterwards
 * (resetDatabase, which restarts the server: each test signs in itself).
 */
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { JobDetailsPage } from '../pages/JobDetailsPage';
import { ManualJobsPage } from '../pages/ManualJobsPage';
import { startBillingReceiver } from '../support/billing-receiver';

test('job admin: an operations user keys in a manual job, finds it under Manual Jobs, opens and edits it', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const manual = await ManualJobsPage.open(page);
  await expect(manual.dialog.getByText('No job has been keyed in by hand yet.')).toBeVisible();
  const form = await manual.newJob();
  await expect(form.button('Create')).toBeDisabled();
  await form.fill({ number: 'MAN-E2E-01', customer: 'Acme Direct', type: 'Parcel', product: 'Business Parcel' });
  await form.button('Create').click();
  await expect(page.getByText('Manual job MAN-E2E-01 created.')).toBeVisible();
  await expect(form.dialog).toHaveCount(0);
  const row = manual.row('MAN-E2E-01');
  await expect(row).toContainText('Acme Direct');
  await expect(row).toContainText('Open');

  // The same number again is refused on its field.
  await manual.newJob();
  await form.fill({ number: 'MAN-E2E-01', customer: 'Acme Direct', type: 'Mail' });
  await form.button('Create').click();
  await expect(form.dialog.getByText(/MAN-E2E-01/)).toBeVisible();
  await form.button('Cancel').click();

  await manual.openJob('MAN-E2E-01');
  const job = new JobDetailsPage(page, 'MAN-E2E-01');
  await expect(job.heading).toBeVisible();
  await expect(job.field('Keyed in by hand')).toHaveText('Yes');
  await expect(job.field('Type')).toHaveText('Parcel');
  const edit = await job.editManualJob();
  await expect(edit.number).toHaveValue('MAN-E2E-01');
  await edit.chooseType('Freight');
  await edit.button('Save').click();
  await expect(page.getByText('Manual job MAN-E2E-01 saved.')).toBeVisible();
  await expect(job.field('Type')).toHaveText('Freight');
  await job.tab('Status History').click();
  await expect(job.table('Status History')).toContainText('Keyed in by hand');

  // The operations user is a job admin but not a customer-service admin: no assignment override on a held job.
  const held = await JobDetailsPage.open(page, 'J0240012');
  await expect(held.releaseHold).toBeVisible();
  await expect(held.assignTo).toHaveCount(0);
});

test('on hold: an administrator gives a held job to another person; the override is in its on-hold history', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  // J0240012 is On Hold, worked by the first operations person of the demo.
  const job = await JobDetailsPage.open(page, 'J0240012');
  const before = (await job.worker.textContent())!.replace('Worked by ', '');
  await expect(job.overrideAssignment).toBeDisabled();
  await job.assignToSelect.click();
  // The person already working it is not offered.
  await expect(job.option(new RegExp(`^${before} \\(`))).toHaveCount(0);
  const choice = job.option(/\(Customer Service\)$/).first();
  const name = (await choice.textContent())!.replace(/ \(Customer Service\)$/, '');
  await choice.click();
  await job.overrideAssignment.click();
  await expect(page.getByText(`Hold of job J0240012 assigned to ${name}.`)).toBeVisible();
  await expect(job.hold.getByText(`Worked by ${name}`)).toBeVisible();
  await job.tab('On Hold History').click();
  await expect(job.firstRow('On Hold History')).toContainText(`Assigned to ${name}`);
  await page.context().close();
});

test('billing: an operations user adds an adjustment, it waits to be billed; a finance admin posts the job to billing', async ({
  page,
  browser,
  resetDatabase,
  e2eServer,
}) => {
  void resetDatabase;
  const receiver = await startBillingReceiver(e2eServer.ports.billing, (order) => ({
    reference: `SO-E2E-${order.jobNumber}`,
  }));
  const { orders } = receiver;
  try {
    const ops = new ShellPage(page);
    await ops.signIn(DEMO.ops);
    // J0240019 is Closed and not billed yet.
    const job = await JobDetailsPage.open(page, 'J0240019');
    await job.tab('Adjustments').click();
    await job.addAdjustment('Storage (days)', '3');
    await expect(page.getByText('Adjustment added.')).toBeVisible();
    await expect(job.rowsWith('Waiting to be billed', 'Storage')).toContainText('Jordan Lee');
    // Not a finance admin: no Post to Billing.
    await expect(job.postToBilling).toHaveCount(0);

    const finance = await ShellPage.as(browser, DEMO.finance);
    const financeJob = await JobDetailsPage.open(finance.page, 'J0240019');
    await financeJob.postToBilling.click();
    await expect(finance.page.getByText('Job J0240019 billed: sales order SO-E2E-J0240019.')).toBeVisible();
    await expect(financeJob.field('Billing')).toHaveText('Billed');
    await expect(financeJob.field('Billing reference')).toHaveText('SO-E2E-J0240019');
    expect(orders).toHaveLength(1);
    expect(orders[0].jobNumber).toBe('J0240019');
    expect(orders[0].lines).toContainEqual(expect.objectContaining({ option: 'Storage', quantity: 3 }));
    await financeJob.tab('Adjustments').click();
    await expect(finance.page.getByText('No adjustment is waiting to be billed.')).toBeVisible();
    await finance.page.context().close();
  } finally {
    await receiver.close();
  }
});

test('billing: a receiver that answers 500 leaves the job unbilled, with the reason shown to the finance admin', async ({
  browser,
  resetDatabase,
  e2eServer,
}) => {
  void resetDatabase;
  const receiver = await startBillingReceiver(e2eServer.ports.billing, () => ({ status: 500, text: 'ledger locked' }));
  try {
    const finance = await ShellPage.as(browser, DEMO.finance);
    const { page } = finance;
    // J0240019 is Closed and not billed yet.
    const job = await JobDetailsPage.open(page, 'J0240019');
    await job.postToBilling.click();
    const reason = 'The billing system did not take the sales order: HTTP 500: ledger locked';
    await expect(page.getByText(`Job J0240019 left unbilled: ${reason}`)).toBeVisible();
    // The first failure is retried once, then the job stays unbilled with the reason on its page.
    expect(receiver.orders).toHaveLength(2);
    await expect(job.field('Billing')).toHaveText(`Failed: ${reason}`);
    await expect(job.field('Billing reference')).toHaveText('—');
    await page.context().close();
  } finally {
    await receiver.close();
  }
});
