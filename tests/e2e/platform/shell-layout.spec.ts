/** Issue 4 points 1–4: layout, header, side menu, user menu (shell §2, §4, §6). */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { signInAs } from '../support/signed-in';

test('S-73 S-75 S-76 S-250: layout; the module grid switches the main module and reloads the side menu', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  await expect(shell.sideMenu).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await test.step('S-106: with no module chosen the side menu shows the Operations pages', async () => {
    // Default module Operations (admin's defaultMainModule).
    await expect(shell.sideMenu.getByRole('link', { name: 'Receiving' })).toBeVisible();
  });
  await shell.headerButton('Modules').click();
  const modules = page.getByRole('menu', { name: 'Module menu' });
  await test.step("S-1: the module menu offers the product's modules", async () => {
    for (const name of ['Operations', 'Kanban', 'Ticketing', 'Volume', 'Finance', 'Security', 'Report', 'Search']) {
      await expect(modules.getByRole('menuitem', { name })).toBeVisible();
    }
    await expect(modules.getByRole('menuitem', { name: 'Operations' })).toHaveClass(/Mui-selected/);
  });
  const sideMenuLoad = page.waitForResponse((r) => r.url().includes('/Security/SideMenu'));
  await modules.getByRole('menuitem', { name: 'Kanban' }).click();
  await sideMenuLoad;
  await expect(shell.sideMenu.getByRole('link', { name: 'Card Board' })).toBeVisible();
  await expect(shell.sideMenu.getByRole('link', { name: 'Receiving' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('module'))).toBe('Kanban');
  await test.step('S-2: exactly one module is selected at a time', async () => {
    // Exactly one module is selected at a time.
    await shell.headerButton('Modules').click();
    await expect(modules.locator('.Mui-selected')).toHaveCount(1);
    await expect(modules.getByRole('menuitem', { name: 'Kanban' })).toHaveClass(/Mui-selected/);
  });
});

test('issue 29 point 4: a page reached by its address shows its module’s side menu; a module chosen by hand stays', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  // The administrator's module is Operations (S-106); Volume's Summary and Kanban's My Projects are not in its menu.
  await signInAs(page, DEMO.admin);
  await shell.goto('/volume/summary');
  const summary = shell.sideMenu.getByRole('link', { name: 'Summary', exact: true });
  await expect(summary).toHaveAttribute('aria-current', 'page');
  await expect(shell.sideMenu.getByRole('link', { name: 'Receiving' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('module'))).toBe('Volume');

  // Choosing a module does not navigate: its menu shows beside the same page and is not switched back.
  const sideMenuLoad = page.waitForResponse((r) => r.url().includes('/Security/SideMenu'));
  await shell.chooseModule('Operations');
  await sideMenuLoad;
  await expect(shell.sideMenu.getByRole('link', { name: 'Receiving' })).toBeVisible();
  await expect(page).toHaveURL(/#\/volume\/summary$/);
  await expect(summary).toHaveCount(0);

  // A link followed inside the app does the same as a typed address.
  await page.evaluate(() => (window.location.hash = '#/kanban/my-projects'));
  await expect(shell.sideMenu.getByRole('link', { name: 'My Projects', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(shell.sideMenu.getByRole('link', { name: 'Receiving' })).toHaveCount(0);
});

test('S-77 S-78 S-79 S-442: logo goes home; title from menu or URL, Home by default, with the location on Operations screens', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  await expect(shell.title).toHaveText('Home');
  await test.step('S-80 S-81: the subsidiary name, with the location in brackets when it differs', async () => {
    await expect(shell.subsidiary).toHaveText('USA (JFK Gateway)');
  });
  await shell.sideMenu.getByRole('link', { name: 'Bins' }).click();
  await expect(page).toHaveURL(/\/insight\/bins$/);
  await expect(shell.title).toHaveText('Bins – JFK Gateway');
  await shell.goto('/volume/summary');
  await expect(shell.title).toHaveText('Summary');
  await shell.headerButton(/go home/).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('S-83 S-84 S-87 S-88: header icons follow their visibility rules', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  // Internal user in the Operations module, default module Operations.
  await expect(shell.headerLink('Jobs On Hold')).toHaveAttribute(
    'href',
    '#/operation/admin/job-dashboard?filterOnHold=true',
  );
  // Shell §2 "Job Dashboard / job search modal": a button that opens the modal (issue 29 point 8).
  await expect(shell.headerButton('Job Search')).toBeVisible();
  await test.step('S-89 S-90 S-92: Package Search link, Ticket Notifications and the locale popover', async () => {
    await expect(shell.headerLink('Package Search')).toHaveAttribute('href', '#/search/package-search');
    await expect(shell.headerButton(/^Ticket Notifications/)).toBeVisible();
    await expect(shell.headerButton('Language and format')).toBeVisible();
  });
  await test.step('S-82 S-86: no Ticket Search outside a Tickets default module; Set Workstation Settings only in Operations', async () => {
    await expect(shell.headerButton('Ticket Search')).toHaveCount(0);
    await expect(shell.headerButton('Set Workstation Settings')).toBeVisible();
    await shell.chooseModule('Kanban');
    await expect(shell.headerButton('Set Workstation Settings')).toHaveCount(0);
    await shell.headerLink('Jobs On Hold').click();
    await expect(page).toHaveURL(/\/operation\/admin\/job-dashboard\?filterOnHold=true$/);
  });

  await test.step('S-82 S-86: Ticket Search for a Ticketing default module, without the workstation button', async () => {
    // Default module Ticketing: Ticket Search shows; not in Operations, so no workstation button.
    const it = await ShellPage.as(browser, DEMO.it);
    await expect(it.headerButton('Ticket Search')).toBeVisible();
    await expect(it.headerButton('Set Workstation Settings')).toHaveCount(0);
  });

  await test.step('S-5 S-7 S-93: an external user gets none of the internal icons nor notifications; the user menu shows', async () => {
    // External user: none of the internal icons, no notifications.
    const external = await ShellPage.as(browser, DEMO.external);
    for (const name of ['Jobs On Hold', 'Package Search']) await expect(external.headerLink(name)).toHaveCount(0);
    await expect(external.headerButton('Job Search')).toHaveCount(0);
    await expect(external.headerButton(/^Ticket Notifications/)).toHaveCount(0);
    await expect(external.headerButton(/user menu/)).toBeVisible();
  });
});

test('S-85 S-91: Refresh only on the named screens; the filter toggle only where a screen has filters', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  await expect(shell.headerButton('Refresh')).toHaveCount(0);
  for (const path of ['/aimban/package-board', '/aimban/package-grid', '/aimban/dangerous-goods', '/insight/bins']) {
    await shell.goto(path);
    await expect(shell.headerButton('Refresh')).toBeVisible();
  }
  await shell.goto('/volume/summary');
  await expect(shell.headerButton('Refresh')).toHaveCount(0);
  await expect(shell.headerButton('Show or hide the filter panel')).toHaveCount(0);
});

test('S-94 S-95 S-101 S-328: user menu items in order per demo user; a global user gets no Submit Pricing Ticket', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await ShellPage.as(browser, DEMO.admin);
  expect(await admin.userMenuItems()).toEqual([
    'Submit CRF',
    'Submit Pricing Ticket',
    'Change Password',
    'Excel Exports',
    'Quote Request',
    'User Settings',
    'Sign Out',
  ]);
  const global = await ShellPage.as(browser, DEMO.global);
  expect(await global.userMenuItems()).toEqual([
    'Submit CRF',
    'Change Password',
    'Excel Exports',
    'User Settings',
    'Sign Out',
  ]);
  const external = await ShellPage.as(browser, DEMO.external);
  expect(await external.userMenuItems()).toEqual(['Change Password', 'Excel Exports', 'Sign Out']);
  const shell = await ShellPage.as(browser, DEMO.sales);
  const page = shell.page;
  await test.step('S-6 S-98: a sales user gets Quote Request, which goes to the quote request form', async () => {
    expect(await shell.userMenuItems()).toEqual([
      'Submit CRF',
      'Submit Pricing Ticket',
      'Change Password',
      'Excel Exports',
      'Quote Request',
      'User Settings',
      'Sign Out',
    ]);
    await shell.chooseUserMenu('Quote Request');
    await expect(page).toHaveURL(/\/quote\/quote-request\/quote-request-form$/);
  });
  await test.step('S-96 S-97: Change Password and Excel Exports open their dialogs', async () => {
    await shell.chooseUserMenu('Change Password');
    await expect(page.getByRole('dialog', { name: 'Change Your Password' })).toBeVisible();
    await page.keyboard.press('Escape');
    await shell.chooseUserMenu('Excel Exports');
    await expect(page.getByRole('dialog', { name: 'Excel Exports' })).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await test.step('S-99: User Settings opens its dialog; Sign Out', async () => {
    await shell.chooseUserMenu('User Settings');
    await expect(page.getByRole('dialog', { name: 'User Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await shell.chooseUserMenu('Sign Out');
    await expect(page).toHaveURL(/\/login/);
  });
});

test('S-102 S-103 S-104 S-110: side menu stamp, collapse kept in the session, the Home link', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  await expect(page.getByTestId('a1-environment')).toHaveCount(0);
  await page.evaluate(() => {
    const s = JSON.parse(sessionStorage.getItem('a1.session')!);
    sessionStorage.setItem('a1.session', JSON.stringify({ ...s, environment: 'UAT' }));
  });
  await page.reload();
  await expect(page.getByTestId('a1-environment')).toHaveText('UAT');
  await expect(shell.sideMenu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/home');

  await shell.sideMenu.getByRole('button', { name: 'Collapse the side menu' }).click();
  await expect(shell.sideMenu).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(shell.sideMenu).toHaveAttribute('data-collapsed', 'true');
  await shell.sideMenu.getByRole('button', { name: 'Expand the side menu' }).click();
  await expect(shell.sideMenu).toHaveAttribute('data-collapsed', 'false');

  await test.step('S-107 S-108: a sub-menu link navigates or opens a dialog (Add Project)', async () => {
    await shell.chooseModule('Kanban');
    const addProject = shell.sideMenu.getByRole('link', { name: 'Add Project' });
    await expect(addProject).toHaveAttribute('href', '#/kanban/project/add-new');
    await expect(addProject).toHaveAttribute('aria-haspopup', 'dialog');
    await shell.sideMenu.getByRole('link', { name: 'Card Board' }).click();
    await expect(page).toHaveURL(/\/kanban\/card\/board-view$/);
  });

  await test.step('S-109 S-105: readOnly supplier links; the stored permissions come from the side menu', async () => {
    await shell.chooseModule('Supplier');
    await expect(shell.sideMenu.getByRole('link', { name: 'Service Bundle' })).toHaveAttribute(
      'href',
      '#/supplier/asendia-service-bundle?readOnly=true',
    );
    await expect(shell.sideMenu.getByRole('link', { name: 'New Service' })).toHaveAttribute(
      'href',
      '#/supplier/new-service?readOnly=true',
    );
    // Permissions stored for the guard come from the side menu.
    const permissions = await page.evaluate(() => JSON.parse(sessionStorage.getItem('a1.sideMenuPermissions') ?? '[]'));
    expect(permissions).toContain('kanban/card/board-view');
  });
});

test('S-251 S-414 S-408 S-407: a failed side-menu load keeps the message in the sidebar and clears the permissions', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('a1.sideMenuPermissions'))).not.toBeNull();
  await page.route('**/api/A1/Security/SideMenu*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ responseStatus: { responseStatusCode: 503, responseStatusMessage: 'Menu service down' } }),
    }),
  );
  await page.reload();
  await expect(page.getByTestId('a1-sidemenu-error')).toHaveText(
    'Server returned code: 503, error message is: Menu service down',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('a1.sideMenuPermissions'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('a1.sideMenuError'))).toBe(
    'Server returned code: 503, error message is: Menu service down',
  );
  await page.unroute('**/api/A1/Security/SideMenu*');
  await page.route('**/api/A1/Security/SideMenu*', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByTestId('a1-sidemenu-error')).toContainText('An error occurred: ');
});
