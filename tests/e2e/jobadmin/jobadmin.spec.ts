/**
 * Job pages, on hold, job admin, bins and the volume summary (spec 3 §2, §7; spec 2 §7), as an operations user,
 * an administrator and a finance admin. Tests that change jobs put the database back to the demo seed afterwards
 * (the resetDatabase fixture), which restarts the server: each signs in for itself.
 */
import { expect, test } from '../support/reset-database';
import { ShellPage } from '../pages/ShellPage';
import { BinsPage } from '../pages/BinsPage';
import { JobDetailsPage } from '../pages/JobDetailsPage';
import { JobsOnHoldPage } from '../pages/JobsOnHoldPage';
import { VolumeSummaryPage } from '../pages/VolumeSummaryPage';

test('S-55: volume/summary counts the jobs of the default range by status, with their icons, and by customer', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('finance.admin@a1demo.com');
  const listed = page.waitForResponse((r) => r.url().includes('/jobdashboard/Job/All'));
  const summary = new VolumeSummaryPage(page);
  await summary.goto();
  const answer = (await (await listed).json()).data;
  await expect(summary.heading).toBeVisible();
  for (const status of answer.statuses as { name: string; count: number }[])
    await expect(summary.statusCount(status.name)).toHaveText(status.count.toLocaleString('en-US'));
  await expect(summary.statusCount('Total')).toHaveText(answer.jobs.length.toLocaleString('en-US'));
  await expect(summary.customerRows).toHaveCount(
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
  const binsPage = new BinsPage(page);
  await expect(binsPage.grid.rowCount).toHaveText(`${bins.length} rows`);
  const open = bins.find((b) => b.status === 'Open' && !b.mixed)!;
  // Narrow the list to that bin by its number, then open it.
  await binsPage.search(open.binNumber);
  await expect(binsPage.grid.rowCount).toHaveText('1 row');
  await binsPage.openFirstRow();
  const detail = binsPage.detail(open.binNumber);
  await expect(detail.root).toContainText('Open');
  await expect(detail.firstReceptacle).toBeVisible();
  await detail.firstReceptacleButton('Pieces').click();
  await expect(detail.heading(/^Pieces in receptacle R\d+$/)).toBeVisible();
  await detail.button('Close Bin').click();
  await expect(detail.heading(new RegExp(`^Bin ${open.binNumber} .* Closed \\(standard\\)$`))).toBeVisible();
  await expect(detail.button('Close Bin')).toBeDisabled();
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
  const onHold = new JobsOnHoldPage(page);
  await expect(onHold.heading).toBeVisible();
  await expect(onHold.grid.rowCount).not.toHaveText('0 rows');
  await expect(onHold.cells()).not.toHaveCount(1);
  const number = (await onHold.cells().first().textContent())!;
  const info = page.waitForResponse((r) => r.url().includes('/jobdashboard/OnHoldInfo'));
  await onHold.openRow();
  await expect(page).toHaveURL(new RegExp(`details\\?number=${number}$`));
  const hold = (await (await info).json()).data;
  const job = new JobDetailsPage(page, number);
  await expect(job.holdInfo).toContainText(hold.reason);
  await expect(job.holdComments).toBeVisible();
  await expect(job.releaseHold).toBeDisabled();
  await job.releaseComment.fill('Customs papers arrived');
  await job.releaseHold.click();
  await expect(page.getByText(`Job ${number} released.`)).toBeVisible();
  await expect(job.status).toHaveText('Released');
  await expect(job.hold).toHaveCount(0);
  await job.tab('On Hold History').click();
  await expect(job.firstRow('On Hold History')).toContainText('Customs papers arrived');
  await job.tab('Status History').click();
  await expect(job.firstRow('Status History')).toContainText('Released');
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
  const job = await JobDetailsPage.open(page, 'J0240015');
  await job.comment.fill('All bags dispatched');
  await job.adminButton('Close Job').click();
  await expect(page.getByText('Job J0240015 is now Closed.')).toBeVisible();
  await expect(job.status).toHaveText('Closed');
  await job.tab('Status History').click();
  await expect(job.firstRow('Status History')).toContainText('ProcessingClosedAll bags dispatchedJordan Lee');
  await job.comment.fill('Missed a bag');
  await expect(job.adminButton('Re-Open Job')).toBeDisabled();
  await expect(job.admin.getByText('Only customer-service admins may void or re-open a job.')).toBeVisible();

  const administrator = await ShellPage.as(browser, 'admin@a1demo.com');
  const adminJob = await JobDetailsPage.open(administrator.page, 'J0240015');
  await adminJob.comment.fill('Missed a bag');
  await adminJob.adminButton('Re-Open Job').click();
  await expect(adminJob.status).toHaveText('Processing');
  // The table refuses what it does not allow: Processing cannot go back to Open, so Open is not offered.
  await adminJob.newStatus.click();
  await expect(adminJob.option('Open', { exact: true })).toHaveCount(0);
  await adminJob.option('On Hold', { exact: true }).click();
  await adminJob.adminButton('Change Status').click();
  await expect(adminJob.status).toHaveText('On Hold');
  await administrator.page.context().close();
});

test('job admin as a finance admin: the job page is read-only and shows its parcel and mail tabs', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('finance.admin@a1demo.com');
  const job = await JobDetailsPage.open(page, 'J0240006');
  await expect(job.admin.getByText('You may view this job; changing it needs the job admin role.')).toBeVisible();
  await expect(job.adminButton('Close Job')).toHaveCount(0);
  await job.tab('Parcel').click();
  await expect(job.table('Pieces by service')).toBeVisible();
  await job.tab('Mail').click();
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
  const binsPage = new BinsPage(page);
  await binsPage.goto();
  const bins = (await (await loaded).json()).data as {
    id: number;
    binNumber: string;
    status: string;
    mixed: boolean;
  }[];
  const mixed = bins.find((b) => b.status === 'Open' && b.mixed)!;
  await binsPage.search(mixed.binNumber);
  await expect(binsPage.grid.rowCount).toHaveText('1 row');
  await binsPage.openFirstRow();
  const detail = binsPage.detail(mixed.binNumber);
  await expect(detail.firstReceptacle).toContainText('Open');
  const number = (await detail.firstReceptacleCells.first().textContent())!;

  // ReceptacleByNumber: the receptacle's bin and its pieces open from its number.
  await binsPage.findReceptacle(number);
  await expect(detail.heading(`Pieces in receptacle ${number}`)).toBeVisible();
  await detail.firstReceptacleButton('Close Receptacle').click();
  await expect(page.getByText(`Receptacle ${number} closed.`)).toBeVisible();
  await expect(detail.firstReceptacleCells.nth(1)).toHaveText('Closed');
  await expect(detail.firstReceptacleButton('Close Receptacle')).toBeDisabled();

  // A mixed bin closes as one.
  await detail.button('Close Mixed Bin').click();
  await expect(detail.heading(new RegExp(`^Bin ${mixed.binNumber} .* Closed \\(mix\\)$`))).toBeVisible();
  for (const name of ['Close Bin', 'Close Mixed Bin', 'Close Residual Bin'])
    await expect(detail.button(name)).toBeDisabled();

  // A finance admin (no job admin role) reads the bin but is offered no close action.
  const finance = await ShellPage.as(browser, 'finance.admin@a1demo.com');
  const financeBins = new BinsPage(finance.page);
  await financeBins.goto();
  await financeBins.findReceptacle(number);
  const read = financeBins.detail(mixed.binNumber);
  await expect(read.heading(`Pieces in receptacle ${number}`)).toBeVisible();
  await expect(read.button(/^Close/)).toHaveCount(0);
  await finance.page.context().close();
});
