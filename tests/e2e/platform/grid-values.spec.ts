/**
 * Issue 29 points 2 and 7 on the shared data grid, in Chromium against the real server and the demo seed: skeleton
 * rows and "Loading…" while a grid's data is on its way (the request is held by the test until it lets it go), then
 * its rows; boolean cells read Yes/No (Oui/Non in French), never true/false; ticket numbers carry no separators.
 */
import { expect, test } from '../support/fixtures';
import { GridPage } from '../pages/GridPage';
import { LoginPage } from '../pages/LoginPage';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { IT_USER, TicketsPage } from '../pages/TicketsPage';

const JOB_ALL = '**/jobdashboard/Job/All*';

test('issue 29 point 7: a grid shows skeleton rows and "Loading…" while its data loads, then its rows', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto('/login');
  await login.signIn(DEMO.admin);
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });

  // The job list is held until the test releases it; the test learns when the grid has asked for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(JOB_ALL, async (route) => {
    asked();
    await held;
    await route.continue();
  });

  await page.goto('/#/operation/admin/job-dashboard');
  await requested;
  const grid = new GridPage(page);
  const skeleton = grid.root.getByTestId('grid-skeleton-row');
  await expect(grid.table).toHaveAttribute('aria-busy', 'true');
  await expect(skeleton.first()).toBeVisible();
  // A few placeholder rows, each with a cell under every column.
  expect(await skeleton.count()).toBeGreaterThanOrEqual(3);
  const headers = await grid.headers();
  await expect(skeleton.first().locator('td')).toHaveCount(headers.length);
  await expect(skeleton.first().locator('.MuiSkeleton-root')).toHaveCount(headers.length);
  // The footer says it is loading, not "0 rows 1/1"; the table has no 'No Data' row meanwhile.
  await expect(grid.rowCount).toHaveText('Loading…');
  await expect(grid.pageText).toHaveCount(0);
  await expect(grid.root.getByText('No Data')).toHaveCount(0);
  await expect(grid.root.getByText('0 rows')).toHaveCount(0);

  release();
  await expect(grid.rowCount).toHaveText('2,000 rows');
  await expect(skeleton).toHaveCount(0);
  await expect(grid.table).toHaveAttribute('aria-busy', 'false');
  await expect(grid.pageText).toHaveText('1/134');
  await expect(grid.bodyRows).toHaveCount(15);
  await page.unroute(JOB_ALL);
});

// English Yes/No on the job dashboard's Received column: P-141 in ./grid.spec.ts.
test('issue 29 point 2: boolean cells read Oui/Non in French, never true/false', async ({ browser }) => {
  // The users grid in French: Interne and Actif read Oui or Non.
  const french = await ShellPage.as(browser, DEMO.admin, { locale: { language: 'fr', country: 'FR' } });
  try {
    await french.goto('/security/users');
    const users = new GridPage(french.page, 'security-users');
    await expect(users.bodyRows.first()).toBeVisible({ timeout: 30_000 });
    const internal = await users.columnTexts('Interne');
    const enabled = await users.columnTexts('Actif');
    expect(internal.length).toBeGreaterThan(0);
    for (const text of [...internal, ...enabled]) expect(['Oui', 'Non']).toContain(text);
    expect(internal).toContain('Oui');
    expect(enabled).toContain('Oui');
  } finally {
    await french.page.context().close();
  }
});

test('issue 29 point 2: ticket numbers in the ticket grid carry no thousands separator', async ({ page }) => {
  await TicketsPage.signIn(page, IT_USER);
  const tickets = await TicketsPage.open(page);
  const header = tickets.grid.header('Ticket');
  // Highest numbers first: four digits and more.
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const numbers = await tickets.grid.columnTexts('Ticket');
  expect(numbers.length).toBeGreaterThan(0);
  for (const text of numbers) expect(text).toMatch(/^\d+$/);
  expect(Number(numbers[0])).toBeGreaterThanOrEqual(1000);
});
