/**
 * Job pages, on hold, job admin, bins and the volume summary (spec 3 §2, §7; spec 2 §7), as an operations user,
 * an administrator and a finance admin. Tests that change jobs put the database back to the demo seed afterwards
 * (the resetDatabase fixture), which restarts the server: each signs in for itself.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/reset-database';
import { ShellPage } from '../pages/ShellPage';
import { GridPage } from '../pages/GridPage';

async function openJob(page: Page, number: string) {
  await page.goto('/#/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/#/volume/job-dashboard/details?number=${number}`);
  await expect(page.getByRole('heading', { name: `Job ${number}`, level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('S-55: volume/summary counts the jobs of the default range by status, with their icons, and by customer', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('finance.admin@a1demo.com');
  const listed = page.waitForResponse((r) => r.url().includes('/jobdashboard/Job/All'));
  await shell.goto('/volume/summary');
  const answer = (await (await listed).json()).data;
  await expect(page.getByRole('heading', { name: 'Volume Summary', level: 1 })).toBeVisible();
  const byStatus = page.getByRole('table', { name: 'Jobs by status' });
  for (const status of answer.statuses as { name: string; count: number }[]) {
    const row = byStatus.getByRole('row', { name: new RegExp(`^${status.name} `) });
    await expect(row.getByRole('cell').last()).toHaveText(status.count.toLocaleString('en-US'));
  }
  await expect(
    byStatus
      .getByRole('row', { name: /^Total / })
      .getByRole('cell')
      .last(),
  ).toHaveText(answer.jobs.length.toLocaleString('en-US'));
  const byCustomer = page.getByRole('table', { name: 'Jobs by customer' });
  await expect(byCustomer.getByRole('row')).toHaveCount(
    1 + new Set(answer.jobs.map((j: { customer: string }) => j.customer)).size,
  );
});

test('S-68: as an operations user, insight/bins lists the bins; a bin shows its receptacles and pieces; Close Bin closes it', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = new ShellPage(page);
  await shell.signIn('ops.manager@a1demo.com');
  const loaded = page.waitForResponse((r) => r.url().includes('/bins/getbins'));
  await shell.sideMenu.getByRole('link', { name: 'Bins' }).click();
  await expect(page).toHaveURL(/\/insight\/bins$/);
  const bins = (await (await loaded).json()).data as {
    id: number;
    binNumber: string;
    status: string;
    mixed: boolean;
  }[];
  const grid = new GridPage(page, 'insight-bins');
  await expect(grid.rowCount).toHaveText(`${bins.length} rows`);
  const open = bins.find((b) => b.status === 'Open' && !b.mixed)!;
  // Narrow the list to that bin by its number, then open it.
  await page.getByLabel('Bin Number').fill(open.binNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(grid.rowCount).toHaveText('1 row');
  await grid.bodyRows.first().locator('td').first().click();
  const detail = page.getByRole('region', { name: new RegExp(`^Bin ${open.binNumber}`) });
  await expect(detail).toContainText('Open');
  const receptacles = detail.getByRole('table', { name: 'Receptacles' });
  await expect(receptacles.getByRole('row').nth(1)).toBeVisible();
  await receptacles.getByRole('button', { name: 'Pieces' }).first().click();
  await expect(detail.getByRole('heading', { name: /^Pieces in receptacle R\d+$/ })).toBeVisible();
  await detail.getByRole('button', { name: 'Close Bin', exact: true }).click();
  await expect(
    detail.getByRole('heading', { name: new RegExp(`^Bin ${open.binNumber} .* Closed \\(standard\\)$`) }),
  ).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Close Bin', exact: true })).toBeDisabled();
  // The header's Refresh reads the bins again.
  const again = page.waitForResponse((r) => r.url().includes('/bins/getbins'));
  await shell.headerButton('Refresh').click();
  await again;
});

test('on hold: from the header Jobs On Hold, a job on hold shows its hold and comments, and is released with a comment', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = new ShellPage(page);
  await shell.signIn('ops.manager@a1demo.com');
  await shell.headerLink('Jobs On Hold').click();
  await expect(page.getByRole('heading', { name: 'Jobs On Hold', level: 1 })).toBeVisible();
  const grid = new GridPage(page);
  await expect(grid.rowCount).not.toHaveText('0 rows');
  await expect(grid.bodyRows.first().locator('td')).not.toHaveCount(1);
  const number = (await grid.bodyRows.first().locator('td').first().textContent())!;
  const info = page.waitForResponse((r) => r.url().includes('/jobdashboard/OnHoldInfo'));
  // A row opens its job (the dashboards' one rule, issue 29 point 6: there is no Open column any more).
  await grid.bodyRows.first().locator('td').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`details\\?number=${number}$`));
  const hold = (await (await info).json()).data;
  const section = page.getByRole('region', { name: 'On hold' });
  await expect(section.getByTestId('hold-info')).toContainText(hold.reason);
  await expect(section.getByRole('table', { name: 'Hold comments' })).toBeVisible();
  const release = section.getByRole('button', { name: 'Release Hold' });
  await expect(release).toBeDisabled();
  await section.getByLabel('Release comment').fill('Customs papers arrived');
  await release.click();
  await expect(page.getByText(`Job ${number} released.`)).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText('Released');
  await expect(section).toHaveCount(0);
  await page.getByRole('tab', { name: 'On Hold History' }).click();
  await expect(page.getByRole('table', { name: 'On Hold History' }).getByRole('row').nth(1)).toContainText(
    'Customs papers arrived',
  );
  await page.getByRole('tab', { name: 'Status History' }).click();
  await expect(page.getByRole('table', { name: 'Status History' }).getByRole('row').nth(1)).toContainText('Released');
});

test('job admin: an operations user closes a job from its page (in the status history); only a customer-service admin re-opens it', async ({
  page,
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = new ShellPage(page);
  await shell.signIn('ops.manager@a1demo.com');
  // J0240015 is Processing.
  await openJob(page, 'J0240015');
  const admin = page.getByRole('region', { name: 'Job admin' });
  await admin.getByLabel('Comment').fill('All bags dispatched');
  await admin.getByRole('button', { name: 'Close Job' }).click();
  await expect(page.getByText('Job J0240015 is now Closed.')).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText('Closed');
  await page.getByRole('tab', { name: 'Status History' }).click();
  const history = page.getByRole('table', { name: 'Status History' });
  await expect(history.getByRole('row').nth(1)).toContainText('ProcessingClosedAll bags dispatchedJordan Lee');
  await admin.getByLabel('Comment').fill('Missed a bag');
  await expect(admin.getByRole('button', { name: 'Re-Open Job' })).toBeDisabled();
  await expect(admin.getByText('Only customer-service admins may void or re-open a job.')).toBeVisible();

  const administrator = await ShellPage.as(browser, 'admin@a1demo.com');
  await openJob(administrator.page, 'J0240015');
  const adminPanel = administrator.page.getByRole('region', { name: 'Job admin' });
  await adminPanel.getByLabel('Comment').fill('Missed a bag');
  await adminPanel.getByRole('button', { name: 'Re-Open Job' }).click();
  await expect(administrator.page.getByTestId('job-status')).toHaveText('Processing');
  // The table refuses what it does not allow: Processing cannot go back to Open, so Open is not offered.
  await adminPanel.getByLabel('New status').click();
  await expect(administrator.page.getByRole('option', { name: 'Open', exact: true })).toHaveCount(0);
  await administrator.page.getByRole('option', { name: 'On Hold', exact: true }).click();
  await adminPanel.getByRole('button', { name: 'Change Status' }).click();
  await expect(administrator.page.getByTestId('job-status')).toHaveText('On Hold');
  await administrator.page.context().close();
});

test('job admin as a finance admin: the job page is read-only and shows its parcel and mail tabs', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('finance.admin@a1demo.com');
  await openJob(page, 'J0240006');
  const admin = page.getByRole('region', { name: 'Job admin' });
  await expect(admin.getByText('You may view this job; changing it needs the job admin role.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Close Job' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Parcel' }).click();
  await expect(page.getByRole('table', { name: 'Pieces by service' })).toBeVisible();
  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page.getByText('Receptacles')).toBeVisible();
});

test('bins: an operations user finds a receptacle by its number and closes it, and closes a mixed bin; a finance admin only reads', async ({
  page,
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = new ShellPage(page);
  await shell.signIn('ops.manager@a1demo.com');
  const loaded = page.waitForResponse((r) => r.url().includes('/bins/getbins'));
  await shell.goto('/insight/bins');
  const bins = (await (await loaded).json()).data as {
    id: number;
    binNumber: string;
    status: string;
    mixed: boolean;
  }[];
  const grid = new GridPage(page, 'insight-bins');
  const mixed = bins.find((b) => b.status === 'Open' && b.mixed)!;
  await page.getByLabel('Bin Number').fill(mixed.binNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(grid.rowCount).toHaveText('1 row');
  await grid.bodyRows.first().locator('td').first().click();
  const detail = page.getByRole('region', { name: new RegExp(`^Bin ${mixed.binNumber}`) });
  const receptacles = detail.getByRole('table', { name: 'Receptacles' });
  const first = receptacles.getByRole('row').nth(1);
  await expect(first).toContainText('Open');
  const number = (await first.locator('td').first().textContent())!;

  // ReceptacleByNumber: the receptacle's bin and its pieces open from its number.
  await page.getByLabel('Receptacle Number').fill(number);
  await page.getByRole('button', { name: 'Find Receptacle' }).click();
  await expect(detail.getByRole('heading', { name: `Pieces in receptacle ${number}` })).toBeVisible();
  await first.getByRole('button', { name: 'Close Receptacle' }).click();
  await expect(page.getByText(`Receptacle ${number} closed.`)).toBeVisible();
  await expect(first.locator('td').nth(1)).toHaveText('Closed');
  await expect(first.getByRole('button', { name: 'Close Receptacle' })).toBeDisabled();

  // A mixed bin closes as one.
  await detail.getByRole('button', { name: 'Close Mixed Bin' }).click();
  await expect(
    detail.getByRole('heading', { name: new RegExp(`^Bin ${mixed.binNumber} .* Closed \\(mix\\)$`) }),
  ).toBeVisible();
  for (const name of ['Close Bin', 'Close Mixed Bin', 'Close Residual Bin'])
    await expect(detail.getByRole('button', { name, exact: true })).toBeDisabled();

  // A finance admin (no job admin role) reads the bin but is offered no close action.
  const finance = await ShellPage.as(browser, 'finance.admin@a1demo.com');
  await finance.goto('/insight/bins');
  await finance.page.getByLabel('Receptacle Number').fill(number);
  await finance.page.getByRole('button', { name: 'Find Receptacle' }).click();
  const read = finance.page.getByRole('region', { name: new RegExp(`^Bin ${mixed.binNumber}`) });
  await expect(read.getByRole('heading', { name: `Pieces in receptacle ${number}` })).toBeVisible();
  await expect(read.getByRole('button', { name: /^Close/ })).toHaveCount(0);
  await finance.page.context().close();
});
