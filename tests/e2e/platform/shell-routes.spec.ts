/** Shell §2 Routes: every top-level section and the named sub-routes of this area are served by the guarded layout. */
import { expect, test, type Page } from '../support/fixtures';
import { GUARDED_SECTIONS } from '@a1/shared';
import { DEMO, ShellPage } from '../pages/ShellPage';

/** Row, section and the title its page shows, in the spec's order (S-18 is /home). */
const SECTIONS: Array<[row: string, section: string, title: string]> = [
  ['S-18', 'home', 'Welcome, Alex Morgan'],
  ['S-19', 'operations', 'Operations'],
  ['S-20', 'kanban', 'Kanban'],
  ['S-21', 'information-technology', 'Information Technology'],
  ['S-22', 'customer', 'Customer'],
  ['S-23', 'shipment', 'Shipment'],
  ['S-24', 'shipment2', 'Shipment 2'],
  ['S-25', 'search', 'Search'],
  ['S-26', 'aimban', 'Aimban'],
  ['S-27', 'testing', 'Testing'],
  ['S-28', 'security', 'Security'],
  ['S-29', 'report', 'Report'],
  ['S-30', 'tracking', 'Tracking'],
  ['S-31', 'volume', 'Volume'],
  ['S-32', 'finance', 'Finance'],
  ['S-33', 'prr', 'PRR'],
  ['S-34', 'wholesale', 'Wholesale'],
  ['S-35', 'compliance', 'Compliance'],
  ['S-36', 'lettershop', 'Lettershop'],
  ['S-37', 'partners', 'Partners'],
  ['S-38', 'rate-sheet', 'Rate Sheet'],
  ['S-39', 'reporting', 'Reporting'],
  ['S-40', 'quote', 'Quote'],
  ['S-41', 'supplier', 'Supplier'],
  ['S-42', 'operation', 'Operation'],
  ['S-43', 'ticketing', 'Ticketing'],
  ['S-44', 'product', 'Product'],
  ['S-45', 'invoice', 'Invoice'],
  ['S-46', 'routing', 'Routing'],
  ['S-47', 'margin', 'Margin'],
  ['S-48', 'research', 'Research'],
  ['S-49', 'fulfillment', 'Fulfillment'],
  ['S-50', 'globe-billing', 'Globe Billing'],
  ['S-51', 'a1-slice-and-dice', 'A1 Slice and Dice'],
  ['S-52', 'transportation', 'Transportation'],
  ['S-53', 'central-admin', 'Central Admin'],
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('sections as the admin demo user', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: ShellPage;
  test.beforeAll(async ({ browser }) => {
    shell = await ShellPage.as(browser, DEMO.admin);
  });
  test.afterAll(async () => {
    await shell.page.context().close();
  });

  test('the table names every section of the guarded layout, in order', () => {
    expect(SECTIONS.map(([, section]) => section)).toEqual([...GUARDED_SECTIONS]);
  });

  for (const [row, section, title] of SECTIONS) {
    test(`${row}: /${section} is served by the guarded layout`, async () => {
      await shell.goto(`/${section}`);
      await expect(heading(shell.page)).toHaveText(title);
      await expect(shell.header).toBeVisible();
      await expect(shell.sideMenu).toBeVisible();
      await expect(shell.page).toHaveURL(new RegExp(`#/${section}$`));
      await expect(shell.page.getByText('Page Not Found')).toHaveCount(0);
    });
  }

  test("S-20 S-22: a section root lists the user's pages of that section, or says there is none yet", async () => {
    const page = shell.page;
    await shell.goto('/customer');
    await expect(page.getByRole('main').getByText('No screen of this section is available to you yet.')).toBeVisible();
    await shell.goto('/kanban');
    const pages = page.getByRole('list', { name: 'Screens of this section' });
    await expect(pages.getByRole('link')).toHaveText(['Projects', 'Card Board', 'My Projects']);
    await pages.getByRole('link', { name: 'Card Board' }).click();
    await expect(page).toHaveURL(/#\/kanban\/card\/board-view$/);
  });

  test("S-63 S-69 S-71 S-72: the named sub-routes of this area show their screen's placeholder", async () => {
    const page = shell.page;
    for (const [path, title] of [
      ['/prr/routings', 'Routings'],
      ['/quote/quote-request/quote-request-form', 'Quote Request'],
      ['/supplier/asendia-service-bundle?readOnly=true', 'Service Bundle'],
      ['/supplier/new-service?readOnly=true', 'New Service'],
    ]) {
      await shell.goto(path);
      await expect(heading(page)).toHaveText(title);
      await expect(
        page.getByRole('main').getByText('The specification does not show this screen, so it is not built yet.'),
      ).toBeVisible();
    }
  });

  test("S-69 S-98: the user menu's Quote Request opens the quote request form", async () => {
    await shell.goto('/home');
    await shell.chooseUserMenu('Quote Request');
    await expect(shell.page).toHaveURL(/#\/quote\/quote-request\/quote-request-form$/);
    await expect(heading(shell.page)).toHaveText('Quote Request');
  });
});

test('S-22 S-63: section roots and placeholders speak French', async ({ browser }) => {
  const shell = await ShellPage.as(browser, DEMO.admin, { locale: { language: 'fr', country: 'FR' } });
  await shell.goto('/customer');
  await expect(heading(shell.page)).toHaveText('Clients');
  await expect(shell.page.getByText('Aucun écran de cette section ne vous est encore disponible.')).toBeVisible();
  await shell.goto('/prr/routings');
  await expect(heading(shell.page)).toHaveText('Routages');
  await expect(
    shell.page.getByText("La spécification ne montre pas cet écran : il n'est donc pas encore construit."),
  ).toBeVisible();
});
