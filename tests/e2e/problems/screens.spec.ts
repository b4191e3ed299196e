/**
 * The problem-package screens besides the board (shell §2 Routes, issue 27 points 3, 5, 6 and 7): the grid, the
 * dangerous goods with the archive and the dimension settings, their grid, and the denied parties, each opened as
 * the administrator (the accessibility check of every screen and dialog is the fixture's); the header's Refresh
 * icon only where shell §2 puts it; the board in French.
 */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { ProblemBoardPage } from '../pages/ProblemBoardPage';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
test.beforeAll(async ({ browser }) => {
  shell = await ShellPage.as(browser, DEMO.admin);
});
test.afterAll(async () => {
  await shell.page.context().close();
});

const refresh = () => shell.page.getByRole('banner').getByRole('button', { name: 'Refresh' });

test('S-59 S-85: the package grid shows the board’s cards on the shared grid, with the header’s Refresh', async () => {
  const page = shell.page;
  await shell.goto('/aimban/package-grid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problem Package Grid');
  await expect(refresh()).toBeVisible();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('columnheader', { name: /Tracking number/ })).toBeVisible({ timeout: 30_000 });
  await expect(grid.getByRole('columnheader', { name: /^Lane/ })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Excel/ })).toBeVisible();
});

test('S-60 S-61 S-85: dangerous goods, current and archive, their grid, and the dimension settings checked field by field', async () => {
  const page = shell.page;
  await shell.goto('/aimban/dangerous-goods');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dangerous Goods');
  await expect(refresh()).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/archive=true/);

  await page.getByRole('button', { name: 'Dimension settings' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Dimension settings' })).toBeVisible();
  const divisor = dialog.getByRole('spinbutton', { name: 'Divisor (cm³ per kg)' });
  await divisor.fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Divisor (cm³ per kg) must be between 1000 and 10000.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await shell.goto('/aimban/dangerous-goods-grid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dangerous Goods Grid');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // Shell §2 gives Refresh to the dangerous-goods screen, not to its grid.
  await expect(refresh()).toHaveCount(0);
});

test('S-62 S-85: denied parties: the list in force, the hits with their score and list entry, a hit’s review asks for its reason', async () => {
  const page = shell.page;
  await shell.goto('/aimban/denied-party');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denied Parties');
  await expect(refresh()).toHaveCount(0);
  await expect(page.getByTestId('screening-list-info')).toContainText('Screening list version');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /Score/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /List entry/ })).toBeVisible();
  const review = table.getByRole('button', { name: /^Review the hit of / }).first();
  await expect(review).toBeVisible({ timeout: 30_000 });
  await review.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Review the hit of / })).toBeVisible();
  // Clearing needs a reason: the message names the field.
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(dialog.getByText('Reason is required.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import screening list' })).toBeVisible();
});

test('the board in French', async ({ browser }) => {
  const french = await ShellPage.as(browser, DEMO.ops, { locale: { language: 'fr', country: 'FR' } });
  const board = new ProblemBoardPage(french.page);
  await board.goto();
  await expect(board.heading).toHaveText('Colis en anomalie');
  await expect(french.page.getByRole('button', { name: 'Filtres' })).toBeVisible();
  await expect(board.lanes.first().getByText(/cartes?$/)).toBeVisible();
  await expect(board.board.getByText(/dans la colonne$/).first()).toBeVisible();
  await french.page.context().close();
});
