/** Session values after sign-in (shell §1, §3, §6) and where the shell's calls go (shell §7). */
import { expect, test, type Page } from '../support/fixtures';
import { A1_HEADERS } from '@a1/shared';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { signInOnLoginPage } from '../support/signed-in';

const session = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('a1.session') ?? 'null'));
const stored = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** The workstation daemon answers this browser's lookup only (a real daemon on 19090 would clash with other runs). */
async function daemonReports(page: Page, workStation: string) {
  await page.route('http://localhost:19090/workstation*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' },
        data: { workStation },
      }),
    }),
  );
}

test("S-3: after login the selected main module is the login result's default main module (IT developer: Ticketing)", async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await signInOnLoginPage(page, DEMO.it);
  expect(await stored(page, 'module')).toBe('Ticketing');
  expect(await session(page)).toMatchObject({ defaultModule: 'Ticketing', module: 'Ticketing' });
  await expect(shell.sideMenu.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
  await shell.headerButton('Modules').click();
  const modules = page.getByRole('menu', { name: 'Module menu' });
  await expect(modules.locator('.Mui-selected')).toHaveText('Ticketing');
});

test("S-174 S-176 S-350: the header set and the further session values are stored under the spec's names after sign-in", async ({
  page,
}) => {
  await daemonReports(page, 'PACK-01');
  await signInOnLoginPage(page, DEMO.admin);
  const values = await session(page);
  // The header set (shell §3).
  expect(values).toMatchObject({
    apiUserName: expect.any(String),
    apiPassword: expect.any(String),
    apiKey: expect.any(String),
    locationId: 1,
    locationName: 'JFK Gateway',
    defaultModule: 'Operations',
    userID: expect.any(Number),
    appUserID: 3780,
    userFullName: 'Alex Morgan',
    userName: 'admin@a1demo.com',
    module: 'Operations',
    devTest: expect.any(Boolean),
    workStation: 'PACK-01',
  });
  expect(values.apiUserName.length).toBeGreaterThan(0);
  // It is what every call carries: Basic authorization plus the custom headers.
  const request = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/A1/Security/SideMenu')),
    page.reload(),
  ]).then(([r]) => r);
  const headers = await request.allHeaders();
  expect(headers.authorization).toBe(
    `Basic ${Buffer.from(`${values.apiUserName}:${values.apiPassword}`).toString('base64')}`,
  );
  expect(headers).toMatchObject({
    [A1_HEADERS.apiKey]: values.apiKey,
    [A1_HEADERS.locationId]: '1',
    [A1_HEADERS.locationName]: 'JFK%20Gateway',
    [A1_HEADERS.appUserName]: encodeURIComponent('admin@a1demo.com'),
    [A1_HEADERS.workStation]: 'PACK-01',
    [A1_HEADERS.appUserId]: '3780',
  });

  // Further values (shell §3): environment, test mode, internal flag, default module, workstation, printer and scale settings.
  expect(values).toMatchObject({ environment: expect.any(String), devTest: expect.any(Boolean), isInternal: true });
  expect(values.workStationSetting).toMatchObject({
    workStationName: 'PACK-01',
    labelPrinter: 'Zebra-ZT410',
    reportPrinter: 'Office-Laser',
    scaleConnection: 'usb',
    scaleUSBVID: '0922',
  });
  expect(JSON.parse((await stored(page, 'a1.workstationSettings'))!)).toMatchObject({
    labelPrinter: 'Zebra-ZT410',
    smallLabelPrinter: 'Zebra-GK420',
  });
  // S-350: the internal flag under a name marked internal.
  expect(await stored(page, 'a1.internal.isInternalUser')).toBe('true');
  // The permitted side-menu list, and the side-menu error message once a load fails. The reload above sent the
  // side-menu call; its answer (which stores the list) may still be on its way.
  await expect
    .poll(async () => JSON.parse((await stored(page, 'a1.sideMenuPermissions')) ?? 'null'))
    .toEqual(expect.arrayContaining(['operation/admin/job-dashboard', 'kanban/card/board-view']));
  expect(await stored(page, 'a1.sideMenuError')).toBeNull();
  await page.route('**/api/A1/Security/SideMenu*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ responseStatus: { responseStatusCode: 500, responseStatusMessage: 'Menu down' } }),
    }),
  );
  await page.reload();
  await expect
    .poll(() => stored(page, 'a1.sideMenuError'))
    .toBe('Server returned code: 500, error message is: Menu down');
});

test("S-350: an external user's internal flag is stored false under the same internal name", async ({ page }) => {
  await signInOnLoginPage(page, DEMO.external);
  expect(await stored(page, 'a1.internal.isInternalUser')).toBe('false');
  expect(await session(page)).toMatchObject({ isInternal: false, defaultModule: 'Search' });
});

test('T-198: every call the shell makes to the server during sign-in and navigation is under /api/A1/', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && ['fetch', 'xhr', 'eventsource'].includes(request.resourceType()))
      calls.push(url.pathname);
  });
  const shell = new ShellPage(page);
  await signInOnLoginPage(page, DEMO.admin);
  // The dashboard's list is asked for once its screen has loaded: wait for that call before moving on (on a busy
  // machine the next step left the screen before it asked).
  const jobList = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/a1/volumes/jobdashboard/Job/All');
  await shell.sideMenu.getByRole('link', { name: 'Job Dashboard' }).click();
  await expect(page).toHaveURL(/\/operation\/admin\/job-dashboard$/);
  await jobList;
  await shell.chooseModule('Kanban');
  await shell.goto('/kanban');
  await expect(page.getByRole('list', { name: 'Screens of this section' })).toBeVisible();
  await shell.chooseUserMenu('Excel Exports');
  await expect(page.getByRole('dialog', { name: 'Excel Exports' }).getByRole('tab', { name: 'Ready' })).toBeVisible();
  await page.keyboard.press('Escape');
  await shell.headerButton(/^Ticket Notifications/).click();
  await expect(page.getByRole('dialog', { name: 'Unread Ticket Notifications' })).toBeVisible();

  expect(calls).toEqual(
    expect.arrayContaining([
      '/api/A1/Security/Authentication/AuthenticateWithSSO',
      '/api/A1/Security/Authentication/AuthenticateLegacyLogin',
      '/api/A1/Security/SideMenu',
      '/api/A1/Security/MainMenu',
      '/api/a1/shared/excelexports/',
      '/api/A1/Ticketing/unread',
    ]),
  );
  // Only the paths the spec itself writes otherwise (shell §7 Excel exports, spec 3 §7 Job dashboard and the public
  // translation calls the app loads before its first render) may differ.
  const otherwise = ['/api/a1/shared/excelexports/', '/api/a1/volumes/jobdashboard/', '/api/a1/shared/translation/'];
  expect(calls).toContain('/api/a1/volumes/jobdashboard/Job/All');
  expect(
    calls.filter((path) => !path.startsWith('/api/A1/') && !otherwise.some((base) => path.startsWith(base))),
  ).toEqual([]);
});
