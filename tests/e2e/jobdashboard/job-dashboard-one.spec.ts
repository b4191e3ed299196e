/**
 * Issue 29 point 6 (one job dashboard component for both dashboards) and the header's job search modal of point 8
 * (shell §2 "Job Dashboard / job search modal"): operation/admin/job-dashboard and volume/job-dashboard show the same
 * layout (spec 3 §2 Job dashboard grid), a row opens its job the same way on both (by the caller's subsidiary), each
 * footer says what its grid lists, and the header's button opens a job search that finds a seeded job and opens it.
 * Nothing here changes the database.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { GridPage } from '../pages/GridPage';

const OPERATIONS = { path: '/operation/admin/job-dashboard', gridId: 'operation-admin-job-dashboard' };
const VOLUME = { path: '/volume/job-dashboard', gridId: 'volume-job-dashboard' };

/** Opens a dashboard from home (so it mounts afresh) and waits for its first rows. */
async function openDashboard(page: Page, { path, gridId }: { path: string; gridId: string }) {
  await page.goto('/#/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/#${path}`);
  const grid = new GridPage(page, gridId);
  await expect(grid.bodyRows.first().locator('td').first()).toHaveText(/^J\d+/, { timeout: 30_000 });
  return grid;
}
const statusButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Job statuses' }).locator(`[data-status="${name}"]`);

test('T-87 T-89 T-93: both job dashboard routes show Go Back, the status buttons with counts, Job Number Lookup and, under DNB Job Closed, Finance Closed On', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.admin);
  const { page } = shell;
  for (const dashboard of [OPERATIONS, VOLUME]) {
    await test.step(dashboard.path, async () => {
      const grid = await openDashboard(page, dashboard);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Job Dashboard', level: 1 })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Go Back', exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Job Number Lookup', exact: true })).toBeVisible();
      // All with the total, then one button per status with its count.
      await expect(statusButton(page, 'All')).toHaveText(/^All \([\d,]+\)$/);
      await expect(statusButton(page, 'Closed')).toHaveText(/^Closed \(\d+\)$/);
      await expect(grid.table.getByRole('columnheader', { name: 'Finance Closed On' })).toHaveCount(0);
      await statusButton(page, 'DNB Job Closed').click();
      await expect(statusButton(page, 'DNB Job Closed')).toHaveAttribute('aria-pressed', 'true');
      await expect(grid.table.getByRole('columnheader', { name: 'Finance Closed On' })).toBeVisible();
      for (const status of await grid.columnTexts('Status')) expect(status).toBe('DNB Job Closed');
    });
  }
  // Only the volume dashboard has the Created On range; the admin one lists every job (its footer says so).
  await expect(page.getByLabel('Created On Start Date')).toBeVisible();
  await openDashboard(page, OPERATIONS);
  await expect(page.getByLabel('Created On Start Date')).toHaveCount(0);
  await page.context().close();
});

test('T-90 T-91: a row of the operations admin dashboard opens its job as a row of the volume dashboard does, a voided job too', async ({
  browser,
}) => {
  // USA: to the job details by number, from either dashboard.
  const usa = await ShellPage.as(browser, DEMO.ops);
  for (const dashboard of [OPERATIONS, VOLUME]) {
    await test.step(`USA, ${dashboard.path}`, async () => {
      const grid = await openDashboard(usa.page, dashboard);
      // A voided job opens too (the admin dashboard's Open button was disabled on voided rows).
      await statusButton(usa.page, 'Voided').click();
      await expect(grid.bodyRows.first().locator('td').nth(2)).toHaveText('Voided');
      const number = (await grid.bodyRows.first().locator('td').first().textContent())!;
      // A click on the row outside the job number.
      await grid.bodyRows.first().locator('td').nth(1).click();
      await expect(usa.page).toHaveURL(new RegExp(`/volume/job-dashboard/details\\?number=${number}$`));
      await expect(usa.page.getByRole('heading', { name: `Job ${number}`, level: 1 })).toBeVisible();
    });
  }
  await test.step('from the keyboard: the job number of a row opens the job', async () => {
    const grid = await openDashboard(usa.page, OPERATIONS);
    const number = (await grid.bodyRows.first().locator('td').first().textContent())!;
    await grid.bodyRows.first().getByRole('button', { name: number, exact: true }).focus();
    await usa.page.keyboard.press('Enter');
    await expect(usa.page).toHaveURL(new RegExp(`/volume/job-dashboard/details\\?number=${number}$`));
  });
  await usa.page.context().close();

  // Another subsidiary (France): to job management with jobId and customerId, from the admin dashboard too.
  const france = await ShellPage.as(browser, DEMO.global);
  const { page } = france;
  await page.goto('/#/home');
  await expect(page).toHaveURL(/\/home$/);
  const listed = page.waitForResponse((r) => r.url().includes('/jobdashboard/Job/All'));
  await page.goto(`/#${OPERATIONS.path}`);
  const jobs = (await (await listed).json()).data.jobs as { id: number; number: string; customerId: number }[];
  const grid = new GridPage(page, OPERATIONS.gridId);
  await expect(grid.bodyRows.first().locator('td').first()).toHaveText(/^J\d+/, { timeout: 30_000 });
  const number = (await grid.bodyRows.first().locator('td').first().textContent())!;
  const job = jobs.find((j) => j.number === number)!;
  await grid.bodyRows.first().locator('td').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/operation/job/management\\?jobId=${job.id}&customerId=${job.customerId}$`));
  await expect(page.getByRole('heading', { name: `Job ${number}`, level: 1 })).toBeVisible();
  await page.context().close();
});

test('issue 29: each job dashboard footer says what its grid lists and that a row opens its job, in English and French', async ({
  browser,
}) => {
  const english = await ShellPage.as(browser, DEMO.admin);
  const footers = [
    [
      OPERATIONS,
      'Every job, whenever created. Click a status button to narrow the list, a row to open its job.',
      'Tous les jobs, quelle que soit leur date de création. Cliquez sur un bouton de statut pour affiner la liste, sur une ligne pour ouvrir son job.',
    ],
    [
      { ...OPERATIONS, path: `${OPERATIONS.path}?filterOnHold=true` },
      'Jobs on hold. Click a status button to narrow the list, a row to open its job.',
      'Jobs en attente. Cliquez sur un bouton de statut pour affiner la liste, sur une ligne pour ouvrir son job.',
    ],
    [
      VOLUME,
      'Jobs created between the two dates. Click a status button to narrow the list, a row to open its job.',
      'Jobs créés entre les deux dates. Cliquez sur un bouton de statut pour affiner la liste, sur une ligne pour ouvrir son job.',
    ],
  ] as const;
  for (const [dashboard, text] of footers) {
    const grid = await openDashboard(english.page, dashboard);
    await expect(grid.root.getByText(text, { exact: true })).toBeVisible();
  }
  await test.step('the jobs on hold: the status buttons are the hold statuses only', async () => {
    await openDashboard(english.page, footers[1][0]);
    await expect(english.page.getByRole('heading', { name: 'Jobs On Hold', level: 1 })).toBeVisible();
    const names = await english.page
      .getByRole('group', { name: 'Job statuses' })
      .locator('[data-status]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(names[0]).toBe('All');
    for (const name of names) expect(['All', 'On Hold', 'CS Hold', 'Finance Hold']).toContain(name);
    expect(names).toContain('On Hold');
  });
  await english.page.context().close();

  const french = await ShellPage.as(browser, DEMO.admin, { locale: { language: 'fr', country: 'FR' } });
  for (const [dashboard, , text] of footers) {
    const grid = await openDashboard(french.page, dashboard);
    await expect(grid.root.getByText(text, { exact: true })).toBeVisible();
  }
  await french.page.context().close();
});

test('S-87 T-94 T-173: the header job search button opens the job search modal from the keyboard; it finds a seeded job and opens it, and offers the dashboard', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.ops);
  const { page } = shell;
  // A plain link before (issue 29 point 8): now a button that opens the modal.
  await expect(shell.headerLink('Job Dashboard')).toHaveCount(0);
  const button = shell.headerButton('Job Search');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Job Number Lookup' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Enter at least 3 characters to search for job number')).toBeVisible();
  const input = dialog.getByRole('textbox', { name: 'Job Number' });
  await expect(input).toBeFocused();
  // J0240019 is a seeded job (Closed); its whole number and Enter open it (USA: the job details).
  const searched = page.waitForResponse((r) => r.url().includes('/jobdashboard/Job/Search'));
  await page.keyboard.type('J0240019');
  expect((await searched).status()).toBe(200);
  await expect(
    dialog.getByRole('list', { name: 'Matching jobs' }).getByRole('button', { name: /^J0240019/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/volume\/job-dashboard\/details\?number=J0240019$/);
  await expect(page.getByRole('heading', { name: 'Job J0240019', level: 1 })).toBeVisible();

  await test.step('Down moves to the matches; Escape closes; Go To Dashboard opens the dashboard', async () => {
    await button.click();
    await input.fill('J024001');
    const first = dialog.getByRole('list', { name: 'Matching jobs' }).getByRole('button').first();
    await expect(first).toBeVisible();
    await input.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await button.click();
    await dialog.getByRole('button', { name: 'Go To Dashboard' }).click();
    await expect(page).toHaveURL(/\/volume\/job-dashboard$/);
  });
  await page.context().close();

  await test.step('a user without the volume dashboard goes to the operations admin one; French labels', async () => {
    const it = await ShellPage.as(browser, DEMO.it, { locale: { language: 'fr', country: 'FR' } });
    await it.headerButton('Recherche de job').click();
    const lookup = it.page.getByRole('dialog', { name: 'Recherche de numéro de job' });
    await expect(lookup.getByText('Saisissez au moins 3 caractères pour rechercher un numéro de job')).toBeVisible();
    await lookup.getByRole('button', { name: 'Aller au tableau de bord' }).click();
    await expect(it.page).toHaveURL(/\/operation\/admin\/job-dashboard$/);
    await it.page.context().close();
  });
});
