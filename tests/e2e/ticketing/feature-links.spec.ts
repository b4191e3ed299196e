/**
 * A feature's tickets reached from outside the ticket screen (issue 29 point 8), in Chromium on the demo seed:
 * the `feature` route parameter on a new CRF's placeholder tickets (T-10: the Feature filter preset, no default
 * lane or department filter hiding them, the quick filter on All), the project grid's Tickets button opening the
 * ticket list dialog of spec 3 §2, and the quick filters saying what their counts are over.
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';
import { TicketsPage } from '../pages/TicketsPage';
import { signedInClient } from '../../support/a1-http';

test.describe.configure({ timeout: 120_000 });

/** Spec 3 §2 Ticket list dialog: the grid's columns, in order. */
const LIST_COLUMNS = [
  'Select',
  'Ticket#',
  'Title',
  'Feature',
  'Feature Comment',
  'Assigned',
  'Lane',
  'Points',
  'Priority',
  'Requester',
  'Ticket Created Date',
  'Ticket End Date',
  'Sprint',
  'Comment',
];

test('T-10: ?feature=<id> presets the Feature filter and shows every ticket of a new CRF, placeholders in lane 5 included', async ({
  browser,
  baseURL,
  resetDatabase,
}) => {
  void resetDatabase;
  // A new CRF as the business analyst: the server adds its four placeholder tickets, in lane 5 (spec 2 §4).
  const name = `Locker pickup ${Date.now()}`;
  const api = await signedInClient(baseURL!, DEMO.crf);
  const created = await api.call(A1.kanbanSprintCreate, {
    body: {
      sprintName: name,
      projectId: 165,
      milestoneId: 442,
      phaseId: 106,
      healthStatusId: 1,
      estimatedPoints: 0,
      requestSummary: 'Lockers at the depot for evening pickup.',
      originalRequestor: { email: DEMO.ops },
      owner: { email: DEMO.ops },
      seniorManagerApproval: { email: DEMO.crf },
    } as never,
  });
  expect(created.status).toBe(200);
  const featureId: number = created.body.sprints[0].sprintId;

  const shell = await ShellPage.as(browser, DEMO.crf);
  // A quick filter chosen on the whole list (remembered for the session) that none of the placeholders (Medium)
  // passes.
  const whole = await TicketsPage.open(shell.page);
  await whole.quickFilter('Severe').click();
  await expect(whole.quickFilter('Severe')).toHaveAttribute('aria-pressed', 'true');

  const tickets = await TicketsPage.open(shell.page, `/ticketing/ticket?feature=${featureId}`);
  // The link starts on All, with the Feature filter on the feature and no Lane or Department filter.
  await expect(tickets.quickFilter('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(tickets.grid.chip('Feature (1)')).toBeVisible();
  await expect(tickets.grid.chip('Lane')).toBeVisible();
  await expect(tickets.grid.chip('Department')).toBeVisible();
  await expect(tickets.grid.rowCount).toHaveText('4 rows');
  expect((await tickets.grid.columnTexts('Title')).sort()).toEqual(
    [
      `BA Feedback Placeholder ${name}`,
      `BA Placeholder ${name}`,
      `DEV Feedback Placeholder ${name}`,
      `DEV Placeholder ${name}`,
    ].sort(),
  );
  expect(new Set(await tickets.grid.columnTexts('Feature'))).toEqual(new Set([name]));

  // Back on the whole list, the remembered choice and the defaults apply again.
  const back = await TicketsPage.open(shell.page);
  await expect(back.quickFilter('Severe')).toHaveAttribute('aria-pressed', 'true');
  await expect(back.grid.chip('Department (1)')).toBeVisible();
  await shell.page.context().close();
});

test('P-26 T-65 T-66 T-72: the project grid’s Tickets button opens the ticket list dialog of its feature', async ({
  browser,
}) => {
  const grid = await ProjectGridPage.as(browser, DEMO.crf, '/kanban/project/grid-view', 'projects');
  const page = grid.page;
  // The first row whose feature has open tickets: its Points cell ends in the count, "(n)" with n above 0.
  const pointsIndex = (await grid.grid.headers()).indexOf('Points');
  const featureIndex = (await grid.grid.headers()).indexOf('Feature');
  const row = grid.grid.bodyRows
    .filter({ has: page.locator(`td:nth-child(${pointsIndex + 1})`, { hasText: /\([1-9]\d*\)$/ }) })
    .filter({ has: page.locator(`td:nth-child(${featureIndex + 1}) button`) })
    .first();
  const feature = (await row.locator(`td:nth-child(${featureIndex + 1})`).innerText()).trim();
  await row.getByRole('button', { name: 'Tickets', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Tickets for ${feature}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText(LIST_COLUMNS);
  for (const button of ['Shuffle Points', 'Update 0 Selected', 'Select All On Screen', 'Clear All Selected'])
    await expect(dialog.getByRole('button', { name: button, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'New Ticket', exact: true })).toBeEnabled();
  const rows = dialog.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every row is a ticket of this feature.
  const features = await rows.locator('td:nth-child(4)').allInnerTexts();
  expect(new Set(features)).toEqual(new Set([feature]));

  // Select All On Screen counts this page's tickets into Update N Selected.
  const shown = await rows.count();
  await dialog.getByRole('button', { name: 'Select All On Screen', exact: true }).click();
  await expect(dialog.getByRole('button', { name: `Update ${shown} Selected`, exact: true })).toBeEnabled();

  // A ticket number opens that ticket on the ticket screen, among the feature's tickets.
  const first = rows.first().getByRole('button');
  const id = Number((await first.innerText()).trim());
  await first.click();
  await expect(page).toHaveURL(new RegExp(`#/ticketing/ticket/${id}\\?feature=\\d+$`));
  const tickets = new TicketsPage(page);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${id}`));
  await tickets.dialogButton('Close').click();
  await expect(tickets.dialog).toHaveCount(0);
  await expect(tickets.grid.chip('Feature (1)')).toBeVisible();
  await expect.poll(async () => new Set(await tickets.grid.columnTexts('Feature'))).toEqual(new Set([feature]));
  await page.context().close();
});

test('issue 29: the quick filters say that their counts are over the whole list, in English and French', async ({
  browser,
}) => {
  const english = await ShellPage.as(browser, DEMO.it);
  await TicketsPage.open(english.page);
  await expect(english.page.getByRole('navigation', { name: 'Quick filters' })).toHaveAccessibleDescription(
    'Counts are over every ticket of this list: the grid’s column filters and keyword below do not change them.',
  );
  await english.page.context().close();

  const french = await ShellPage.as(browser, DEMO.it, { locale: { language: 'fr', country: 'FR' } });
  await french.goto('/ticketing/ticket');
  await expect(french.page.getByRole('navigation', { name: 'Filtres rapides' })).toHaveAccessibleDescription(
    'Les nombres portent sur tous les tickets de cette liste : les filtres de colonnes et le mot-clé de la grille ci-dessous ne les changent pas.',
    { timeout: 30_000 },
  );
  await french.page.context().close();
});
