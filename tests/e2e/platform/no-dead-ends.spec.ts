/**
 * Issue 29 point 1, "No dead end": each of the nine demo accounts signs in, opens every module of its module menu,
 * clicks every side-menu entry it is shown, every link button of the header and every entry of its user menu but
 * Sign Out, and meets neither the 404 page ("Page Not Found", S-15 S-403) nor the 403 page ("Unauthorized", S-12
 * S-404), nor any API call answered 403.
 * The texts are the spec's, written here by hand. A screen the spec does not show keeps one honest placeholder that
 * offers the pages the user may open.
 */
import { expect, test } from '../support/reset-database';
import type { Page } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { LoginPage } from '../pages/LoginPage';

// The walks share no state (the new hire's resets the database after it): spread over the workers, not one file's tail.
test.describe.configure({ mode: 'parallel' });

/** The demo accounts of the README (server/src/db/seed/accounts.ts) but new.hire. */
const ACCOUNTS: Array<[who: string, email: string]> = [
  ['the administrator', DEMO.admin],
  ['the operations manager', DEMO.ops],
  ['the IT developer', DEMO.it],
  ['the sales rep', DEMO.sales],
  ['the finance admin', DEMO.finance],
  ['the CRF approver', DEMO.crf],
  ['the global (France) operations user', DEMO.global],
  ['the external customer', DEMO.external],
];
/** The ninth account must change its password at its first sign-in (its own test below). */
const NEW_HIRE = 'new.hire@a1demo.com';

const NOT_FOUND_TITLE = 'Page Not Found';
const NOT_FOUND_TEXT = 'The page that is being requested is not found.';
const UNAUTHORIZED_TITLE = 'Unauthorized';
const UNAUTHORIZED_TEXT = 'The page that is being requested is not available to this user';
const PLACEHOLDER_TEXT = 'The specification does not show this screen, so it is not built yet.';

/** The screen reached is neither the 404 nor the 403 page; a placeholder offers the user's pages. */
async function expectNoDeadEnd(page: Page, what: string) {
  // The page's own chunk has loaded (the shell's "Opening…" spinner is gone).
  await expect(page.getByRole('progressbar', { name: 'Opening…' }), what).toHaveCount(0);
  await expect(page, `${what}: not the 403 page`).not.toHaveURL(/unauthorized-page/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: NOT_FOUND_TITLE, exact: true }), `${what}: 404`).toHaveCount(0);
  await expect(main.getByText(NOT_FOUND_TEXT), `${what}: 404`).toHaveCount(0);
  await expect(main.getByRole('heading', { name: UNAUTHORIZED_TITLE, exact: true }), `${what}: 403`).toHaveCount(0);
  await expect(main.getByText(UNAUTHORIZED_TEXT), `${what}: 403`).toHaveCount(0);
  if (await main.getByText(PLACEHOLDER_TEXT).count()) {
    const offered = main.getByRole('list', { name: 'Pages you can open' }).getByRole('link');
    await expect(offered.first(), `${what}: the placeholder offers the user's pages`).toBeVisible();
  }
  // A screen that opens as a dialog (Add Project) is closed before the next click.
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

async function signIn(shell: ShellPage, email: string) {
  if (email !== NEW_HIRE) return shell.signIn(email);
  const login = new LoginPage(shell.page);
  await login.goto();
  await login.signIn(email);
  await expect(shell.page.getByRole('heading', { name: 'Update your password' })).toBeVisible();
  await shell.page.getByLabel('New password', { exact: true }).fill('abcABC12!');
  await shell.page.getByLabel('Repeat password', { exact: true }).fill('abcABC12!');
  await shell.page.getByLabel('Repeat password', { exact: true }).press('Enter');
  await expect(shell.page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect(shell.header).toBeVisible();
}

/** The side menu has loaded (its spinner gone), so the permission list the header reads is stored too. */
async function sideMenuLoaded(shell: ShellPage) {
  await expect(shell.sideMenu.getByRole('progressbar')).toHaveCount(0);
  await expect(shell.sideMenu.getByRole('link').nth(1)).toBeVisible();
}

async function moduleNames(shell: ShellPage): Promise<string[]> {
  await shell.headerButton('Modules').click();
  const menu = shell.page.getByRole('menu', { name: 'Module menu' });
  // The main menu loads a moment after the layout.
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const names = (await menu.getByRole('menuitem').allInnerTexts()).map((name) => name.trim());
  await shell.page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return names;
}

/** Signs in, then opens every module's side-menu entries and every header link; no API call may answer 403. */
async function walk(page: Page, email: string) {
  // Up to ~35 screens, each scanned by axe once: minutes on a busy 2-core machine.
  test.setTimeout(600_000);
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/api/'))
      forbidden.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  const shell = new ShellPage(page);
  await signIn(shell, email);
  await sideMenuLoaded(shell);

  let visited = 0;
  for (const module of await moduleNames(shell)) {
    await test.step(`the ${module} module's side-menu entries`, async () => {
      await shell.headerButton('Modules').click();
      await page
        .getByRole('menu', { name: 'Module menu' })
        .getByRole('menuitem', { name: module, exact: true })
        .click();
      await sideMenuLoaded(shell);
      const entries = (await shell.sideMenu.getByRole('link').allInnerTexts())
        .map((name) => name.trim())
        .filter((name) => name !== 'Home');
      expect(entries.length, `${module} has entries`).toBeGreaterThan(0);
      for (const entry of entries) {
        await shell.sideMenu.getByRole('link', { name: entry, exact: true }).first().click();
        await expectNoDeadEnd(page, `${module} › ${entry}`);
        visited++;
      }
    });
  }
  expect(visited).toBeGreaterThan(0);

  await test.step('every link button of the header', async () => {
    await shell.goto('/home');
    await sideMenuLoaded(shell);
    const links = (
      await shell.header.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
    )
      .map((name) => name.trim())
      .filter(Boolean);
    for (const name of links) {
      await shell.goto('/home');
      await shell.header.getByRole('link', { name, exact: true }).click();
      await expectNoDeadEnd(page, `header › ${name}`);
    }
  });

  await test.step("every entry of the header's user menu but Sign Out", async () => {
    await shell.goto('/home');
    const items = (await shell.userMenuItems()).map((name) => name.trim()).filter((name) => name !== 'Sign Out');
    for (const name of items) {
      await shell.goto('/home');
      await shell.chooseUserMenu(name);
      // The entry opens a screen or a dialog (a dialog opens once the menu has closed): wait for either, so a dialog
      // still on its way is not left open over the next entry's page.
      await expect
        .poll(
          async () => !page.url().endsWith('#/home') || (await page.getByRole('dialog').count()) > 0,
          `user menu › ${name} opens a screen or a dialog`,
        )
        .toBe(true);
      await expectNoDeadEnd(page, `user menu › ${name}`);
    }
  });

  expect(forbidden, 'API calls answered 403').toEqual([]);
}

for (const [who, email] of ACCOUNTS) {
  test(`issue 29 point 1: ${who} meets no 404 and no 403 through every side-menu entry and header link`, async ({
    page,
  }) => {
    await walk(page, email);
  });
}

test('issue 29 point 1: the new hire, once its password is changed, meets no 404 and no 403 through every side-menu entry and header link', async ({
  page,
  resetDatabase,
}) => {
  // The password change is undone after the test (the fixture puts the demo seed back).
  void resetDatabase;
  await walk(page, NEW_HIRE);
});

test('issue 29 point 1: the sales rep is not shown the Jobs On Hold and Job Search buttons it may not use', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.sales);
  await sideMenuLoaded(shell);
  // Sales: the Sales, Ticketing and Search modules; no job dashboard (server/src/db/seed/catalog.ts ROLE_MODULES).
  await expect(shell.headerLink('Jobs On Hold')).toHaveCount(0);
  await expect(shell.headerButton('Job Search')).toHaveCount(0);
  await expect(shell.headerLink('Package Search')).toBeVisible();
  await test.step("Quote Request's placeholder says the spec does not show it and offers the user's pages", async () => {
    await shell.sideMenu.getByRole('link', { name: 'Quote Request', exact: true }).click();
    await expect(page.getByRole('main').getByText(PLACEHOLDER_TEXT)).toBeVisible();
    const offered = page.getByRole('main').getByRole('list', { name: 'Pages you can open' });
    await expect(offered.getByRole('link', { name: /^Tickets/ })).toBeVisible();
    await expect(offered.getByRole('link', { name: /Quote Request/ })).toHaveCount(0);
    await offered.getByRole('link', { name: /^Tickets/ }).click();
    await expect(page).toHaveURL(/#\/ticketing\/ticket$/);
  });
});

test('issue 29 point 1: Finance’s Automated Billing Job Queue and Invoice Information are real screens', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.finance);
  await sideMenuLoaded(shell);
  await test.step('the finance admin (internal, USA, no Ticketing module) is not offered Submit Pricing Ticket', async () => {
    // Finance Admin's modules: Finance, Volume, Operations, Report (server/src/db/seed/catalog.ts ROLE_MODULES).
    expect(await shell.userMenuItems()).toEqual([
      'Submit CRF',
      'Change Password',
      'Excel Exports',
      'User Settings',
      'Sign Out',
    ]);
  });
  await shell.sideMenu.getByRole('link', { name: 'Automated Billing Job Queue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Automated Billing Job Queue' })).toBeVisible();
  // Job J0240006 of the seed is closed and not billed: it waits, and a finance admin may post it.
  const table = page.getByRole('table', { name: 'Jobs of the billing queue' });
  await expect(table.getByRole('row', { name: /J0240006/ })).toContainText('Waiting');
  await expect(page.getByRole('button', { name: 'Post the sales order of job J0240006' })).toBeVisible();

  await shell.sideMenu.getByRole('link', { name: 'Invoice Information', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Invoice Information' })).toBeVisible();
  await page.getByLabel('Job number').fill('J0240006');
  const found = page.getByRole('table', { name: 'Invoice numbers of the jobs found' });
  await expect(found.getByRole('row', { name: /J0240006/ })).toBeVisible();
  await page.getByLabel('Job number').fill('ZZZ999');
  await expect(page.getByText('No job number contains "ZZZ999".')).toBeVisible();
});

test('issue 29 point 1: the administrator opens the dangerous-goods grid (the Dangerous Goods entry’s list)', async ({
  page,
}) => {
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/api/')) forbidden.push(response.url());
  });
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  await sideMenuLoaded(shell);
  await shell.goto('/aimban/dangerous-goods-grid');
  await expect(page).toHaveURL(/#\/aimban\/dangerous-goods-grid$/);
  await expectNoDeadEnd(page, 'aimban/dangerous-goods-grid');
  await expect(
    page.locator('[data-grid-id="aimban-dangerous-goods-grid"]').getByTestId('grid-row-count'),
  ).toBeVisible();
  expect(forbidden, 'API calls answered 403').toEqual([]);
});
