/**
 * Shell §6: the guard's skip list and the routes checked as others, in Chromium with the external demo user, whose
 * side menu holds the Search module only. Every row of the rules is unit-tested in shared/src/rules/access.test.ts.
 */
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens the path and expects the guard to let it through: the URL stays, the 403 page does not show. */
async function expectAllowed(shell: ShellPage, path: string, title: string) {
  await shell.goto(path);
  await expect(heading(shell.page)).toHaveText(title);
  await expect(shell.page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

async function expectRefused(shell: ShellPage, path: string) {
  await shell.goto(path);
  await expect(shell.page).toHaveURL(/#\/unauthorized-page$/);
  await expect(heading(shell.page)).toHaveText('Unauthorized');
}

test.describe('as the external demo user', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: ShellPage;
  test.beforeAll(async ({ browser }) => {
    shell = await ShellPage.as(browser, DEMO.external);
  });
  test.afterAll(async () => {
    await shell.page.context().close();
  });

  test('the user lacks every permission these tests open', async () => {
    const permissions: string[] = await shell.page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('a1.sideMenuPermissions') ?? 'null'),
    );
    expect(permissions).toEqual(['search/package-search']);
    // The control case: a page off the skip list is refused.
    await expectRefused(shell, '/kanban/project/grid-view');
  });

  test('S-334 S-344 S-345: the quote request form, new service and the asendia service bundle open without a permission', async () => {
    await expectAllowed(shell, '/quote/quote-request/quote-request-form', 'Quote Request');
    await expectAllowed(shell, '/supplier/new-service?readOnly=true', 'New Service');
    await expectAllowed(shell, '/supplier/asendia-service-bundle?readOnly=true', 'Service Bundle');
  });

  // These screens are not built: the guard lets them through to the 404 page rather than the 403 page.
  for (const [rows, path] of [
    ['S-339', '/quote/ratesheet-upload'],
    ['S-340', '/quote/calculation'],
    ['S-341', '/routing/no-routing-price-sheet'],
    ['S-341', '/routing/customer-zone-upload'],
    ['S-342', '/routing/routing-details'],
    ['S-343', '/supplier/postage-importer-bulk'],
  ]) {
    test(`${rows}: the guard is skipped for ${path}`, async () => {
      await expectAllowed(shell, path, 'Page Not Found');
    });
  }

  // The billing queue is built (issue 29 point 1): the guard lets the external user through to it, and the screen
  // says whose it is (its calls are finance staff's), with no error dialog.
  test('S-335: the guard is skipped for /finance/automated-billing-job-queue', async () => {
    await expectAllowed(shell, '/finance/automated-billing-job-queue', 'Automated Billing Job Queue');
    await expect(
      shell.page.getByText('The billing queue is for finance staff whose roles grant it: your account cannot read it.'),
    ).toBeVisible();
    await expect(shell.page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  });

  test('S-336: the guard is skipped for /globe-billing/invoice-information', async () => {
    await expectAllowed(shell, '/globe-billing/invoice-information', 'Invoice Information');
    await shell.page.getByLabel('Job number').fill('J0240006');
    await expect(
      shell.page.getByText(
        'Invoice numbers are for finance staff whose roles grant them: your account cannot search them.',
      ),
    ).toBeVisible();
    await expect(shell.page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  });

  // The card board is built: the guard lets the external user through to it, and the board says why its cards stay
  // out of reach (the KanbanBoard calls are for internal staff).
  test('S-338: the guard is skipped for /kanban/card/board-view', async () => {
    await expectAllowed(shell, '/kanban/card/board-view', 'Card Board');
    await expect(
      shell.page.getByText(
        'The card board is for staff whose roles grant the card board, tickets or projects: your account cannot read its cards.',
      ),
    ).toBeVisible();
  });

  test('S-347 S-348: adding a card is checked as the (skipped) board view; adding a project as the project grid view', async () => {
    await expectAllowed(shell, '/kanban/card/add-new', 'Card Board');
    await expectRefused(shell, '/kanban/project/add-new');
  });

  test("S-349: a new service of the postal-service bundle needs that service's permission", async () => {
    await expectRefused(shell, '/supplier/new-service/priority-tracked');
    await expectRefused(shell, '/supplier/asendia-service-bundle/priority-tracked');
  });
});

test("S-349 S-348: with the bundle service's permission its new service opens; another service's stays refused", async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  const permissions: string[] = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('a1.sideMenuPermissions') ?? '[]'),
  );
  expect(permissions).toContain('supplier/asendia-service-bundle/priority-tracked');
  expect(permissions).not.toContain('supplier/asendia-service-bundle/economy');
  await expectAllowed(shell, '/supplier/new-service/priority-tracked', 'New Service');
  await expectRefused(shell, '/supplier/new-service/economy');
  // The admin holds the project grid view, so adding a project passes the guard: its Add Project dialog opens.
  await shell.goto('/kanban/project/add-new');
  await expect(page.getByRole('dialog', { name: 'Add Project' })).toBeVisible();
  await expect(page).toHaveURL(/#\/kanban\/project\/add-new$/);
});
