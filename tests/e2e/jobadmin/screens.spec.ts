/**
 * Issue 14 point 4 and 9 on screen: manual jobs (operations user), the on-hold assignment override (administrator,
 * a customer-service admin; refused to the operations user), adjustments waiting to be billed and Post to Billing
 * (operations user adds, finance admin posts to a local billing receiver; one that answers 500 leaves the job
 * unbilled with the reason). Each test changes jobs, so the database goes back to the demo seed afterwards
 * (resetDatabase, which restarts the server: each test signs in itself).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { startBillingReceiver } from '../support/billing-receiver';

async function openJob(page: Page, number: string) {
  await page.goto('/#/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/#/volume/job-dashboard/details?number=${encodeURIComponent(number)}`);
  await expect(page.getByRole('heading', { name: `Job ${number}`, level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** The General tab's value of a field. */
const field = (page: Page, name: string) =>
  page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

test('job admin: an operations user keys in a manual job, finds it under Manual Jobs, opens and edits it', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await shell.goto('/operation/admin/job-dashboard');
  await page.getByRole('button', { name: 'Manual Jobs' }).click();
  const list = page.getByRole('dialog', { name: 'Manual Jobs' });
  await expect(list.getByText('No job has been keyed in by hand yet.')).toBeVisible();
  await list.getByRole('button', { name: 'New Manual Job' }).click();
  const form = page.getByRole('dialog', { name: 'New Manual Job' });
  const create = form.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await form.getByLabel('Job Number').fill('MAN-E2E-01');
  await form.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: 'Acme Direct' }).click();
  await form.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Parcel', exact: true }).click();
  await form.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Business Parcel' }).click();
  await create.click();
  await expect(page.getByText('Manual job MAN-E2E-01 created.')).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = list.getByRole('row').filter({ hasText: 'MAN-E2E-01' });
  await expect(row).toContainText('Acme Direct');
  await expect(row).toContainText('Open');

  // The same number again is refused on its field.
  await list.getByRole('button', { name: 'New Manual Job' }).click();
  await form.getByLabel('Job Number').fill('MAN-E2E-01');
  await form.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: 'Acme Direct' }).click();
  await form.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Mail', exact: true }).click();
  await create.click();
  await expect(form.getByText(/MAN-E2E-01/)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Open job MAN-E2E-01' }).click();
  await expect(page.getByRole('heading', { name: 'Job MAN-E2E-01', level: 1 })).toBeVisible();
  await expect(field(page, 'Keyed in by hand')).toHaveText('Yes');
  await expect(field(page, 'Type')).toHaveText('Parcel');
  const admin = page.getByRole('region', { name: 'Job admin' });
  await admin.getByRole('button', { name: 'Edit Manual Job' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Manual Job' });
  await expect(edit.getByLabel('Job Number')).toHaveValue('MAN-E2E-01');
  await edit.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Freight', exact: true }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Manual job MAN-E2E-01 saved.')).toBeVisible();
  await expect(field(page, 'Type')).toHaveText('Freight');
  await page.getByRole('tab', { name: 'Status History' }).click();
  await expect(page.getByRole('table', { name: 'Status History' })).toContainText('Keyed in by hand');

  // The operations user is a job admin but not a customer-service admin: no assignment override on a held job.
  await openJob(page, 'J0240012');
  const hold = page.getByRole('region', { name: 'On hold' });
  await expect(hold.getByRole('button', { name: 'Release Hold' })).toBeVisible();
  await expect(hold.getByLabel('Give the hold to')).toHaveCount(0);
});

test('on hold: an administrator gives a held job to another person; the override is in its on-hold history', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  // J0240012 is On Hold, worked by the first operations person of the demo.
  await openJob(page, 'J0240012');
  const hold = page.getByRole('region', { name: 'On hold' });
  const before = (await hold.getByText(/^Worked by /).textContent())!.replace('Worked by ', '');
  const override = hold.getByRole('button', { name: 'Override assignment' });
  await expect(override).toBeDisabled();
  await hold.getByRole('combobox', { name: 'Give the hold to' }).click();
  // The person already working it is not offered.
  await expect(page.getByRole('option', { name: new RegExp(`^${before} \\(`) })).toHaveCount(0);
  const choice = page.getByRole('option', { name: /\(Customer Service\)$/ }).first();
  const name = (await choice.textContent())!.replace(/ \(Customer Service\)$/, '');
  await choice.click();
  await override.click();
  await expect(page.getByText(`Hold of job J0240012 assigned to ${name}.`)).toBeVisible();
  await expect(hold.getByText(`Worked by ${name}`)).toBeVisible();
  await page.getByRole('tab', { name: 'On Hold History' }).click();
  await expect(page.getByRole('table', { name: 'On Hold History' }).getByRole('row').nth(1)).toContainText(
    `Assigned to ${name}`,
  );
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
    await openJob(page, 'J0240019');
    await page.getByRole('tab', { name: 'Adjustments' }).click();
    await page.getByRole('combobox', { name: 'Adjustment' }).click();
    await page.getByRole('option', { name: 'Storage (days)' }).click();
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'Add Adjustment' }).click();
    await expect(page.getByText('Adjustment added.')).toBeVisible();
    const waiting = page.getByRole('table', { name: 'Waiting to be billed' });
    await expect(waiting.getByRole('row').filter({ hasText: 'Storage' })).toContainText('Jordan Lee');
    // Not a finance admin: no Post to Billing.
    await expect(page.getByRole('button', { name: 'Post to Billing' })).toHaveCount(0);

    const finance = await ShellPage.as(browser, DEMO.finance);
    await openJob(finance.page, 'J0240019');
    await finance.page.getByRole('button', { name: 'Post to Billing' }).click();
    await expect(finance.page.getByText('Job J0240019 billed: sales order SO-E2E-J0240019.')).toBeVisible();
    await expect(field(finance.page, 'Billing')).toHaveText('Billed');
    await expect(field(finance.page, 'Billing reference')).toHaveText('SO-E2E-J0240019');
    expect(orders).toHaveLength(1);
    expect(orders[0].jobNumber).toBe('J0240019');
    expect(orders[0].lines).toContainEqual(expect.objectContaining({ option: 'Storage', quantity: 3 }));
    await finance.page.getByRole('tab', { name: 'Adjustments' }).click();
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
    await openJob(page, 'J0240019');
    await page.getByRole('button', { name: 'Post to Billing' }).click();
    const reason = 'The billing system did not take the sales order: HTTP 500: ledger locked';
    await expect(page.getByText(`Job J0240019 left unbilled: ${reason}`)).toBeVisible();
    // The first failure is retried once, then the job stays unbilled with the reason on its page.
    expect(receiver.orders).toHaveLength(2);
    await expect(field(page, 'Billing')).toHaveText(`Failed: ${reason}`);
    await expect(field(page, 'Billing reference')).toHaveText('—');
    await page.context().close();
  } finally {
    await receiver.close();
  }
});
