/** Guards, the 403 and 404 pages, and the session timers (shell §2 Routes, §4 Timers, §6, §8). */
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';

test('S-331 S-12 S-13 S-404: a user without the permission opening a guarded URL directly gets the 403 page', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('customer@partnerpost.example');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  const permissions = JSON.parse((await login.session('a1.sideMenuPermissions'))!);
  expect(permissions).not.toContain('security/users');
  await page.goto('/security/users');
  await expect(page).toHaveURL(/\/unauthorized-page$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Unauthorized', level: 1 })).toBeVisible();
  await expect(
    page.getByText('The page that is being requested is not available to this user', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/contact IT/)).toBeVisible();
  await page.getByRole('button', { name: 'Go Home', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  // From home, the guarded URL again (as the hash route the app's links use); Go Back returns home.
  await page.goto('/#/security/users');
  await expect(page.getByRole('heading', { name: 'Unauthorized', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Go Back', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('S-331 S-330: a guarded screen and its API call are both refused to a user without the permission', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('customer@partnerpost.example');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await page.goto('/#/operation/admin/job-dashboard');
  await expect(page.getByRole('heading', { name: 'Unauthorized', level: 1 })).toBeVisible({ timeout: 60_000 });
  // Hiding the screen is not the security: the server refuses the screen's data to this session too.
  const session = JSON.parse((await login.session('a1.session'))!);
  const answer = await page.request.get('/api/a1/volumes/jobdashboard/Job/All', {
    headers: {
      authorization: `Basic ${Buffer.from(`${session.apiUserName}:${session.apiPassword}`).toString('base64')}`,
      'x-a1-api-key': session.apiKey,
    },
  });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).responseStatus).toMatchObject({
    responseStatusCode: 403,
    responseStatusMessage: expect.stringMatching(/permission|not allowed|access/i),
  });
});

test('S-332: without a stored permission list the guard lets the user through', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('customer@partnerpost.example');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  // Home's own side-menu load stores the list again when it answers: let it answer first.
  await expect(
    page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Package Search' }),
  ).toBeVisible();
  await page.evaluate(() => sessionStorage.removeItem('a1.sideMenuPermissions'));
  // The reloaded layout asks for the side menu again; left unanswered, it cannot store the list before the guard runs.
  await page.route('**/api/A1/Security/SideMenu*', () => {});
  await page.goto('/security/users');
  // Allowed: the section has no page on this build yet, so the 404 page shows rather than the 403.
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/security\/users$/);
});

test('S-15 S-16 S-403 S-14: an unknown path shows the 404 page; Go Back returns; the empty path goes home', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('The page that is being requested is not found.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Home', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('S-17: an unknown path needs login', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fno-such-page$/, { timeout: 60_000 });
});

test('S-243 S-244 S-219 S-220: idle for more than 2 hours signs out; a click or key keeps the session', async ({
  page,
}) => {
  await page.clock.install();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('ops.manager@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await page.clock.fastForward('01:55:00');
  await expect(page).toHaveURL(/\/home$/);
  expect(await login.session('access_token')).toBeTruthy();
  await page.mouse.click(5, 300);
  await page.clock.fastForward('01:00:00');
  await page.keyboard.press('Shift');
  await page.clock.fastForward('01:58:00');
  await expect(page).toHaveURL(/\/home$/);
  expect(await login.session('access_token')).toBeTruthy();
  // Now no touch, click or key for more than 2 hours: the next 5-minute check signs out.
  await page.clock.fastForward('02:05:00');
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('S-246: the version check is skipped on localhost', async ({ page }) => {
  let versionCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/AppVersion/AppVersion')) versionCalls++;
  });
  await page.clock.install();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('ops.manager@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await page.clock.fastForward('16:00');
  await page.clock.fastForward('16:00');
  expect(versionCalls).toBe(0);
});

test('S-245 S-247 S-248 S-381: every 15 minutes a later build time shows the new-version notice; Refresh reloads', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL!.replace('localhost', '127.0.0.1');
  let later = false;
  const calls: string[] = [];
  await page.route('**/AppVersion/AppVersion', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    calls.push(body.data);
    // The server is redeployed: its build time moves on.
    if (later) body.data = new Date(Date.parse(body.data) + 60_000).toISOString();
    await route.fulfill({ response, json: body });
  });
  await page.clock.install();
  const login = new LoginPage(page);
  await login.goto(`${origin}/login`);
  await login.signIn('ops.manager@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect.poll(() => calls.length).toBe(1);
  await page.clock.fastForward('15:00');
  await expect.poll(() => calls.length).toBe(2);
  await expect(page.getByText('A new version of A1 Back Office is available.')).toHaveCount(0);
  later = true;
  await page.clock.fastForward('15:00');
  await expect(page.getByText('A new version of A1 Back Office is available.')).toBeVisible();
  const reload = page.waitForEvent('load');
  await page.getByRole('status').filter({ hasText: 'A new version' }).getByRole('button', { name: 'Refresh' }).click();
  await reload;
  // The reloaded app reads the build time afresh (wait for it, so no routed call outlives the test).
  await expect.poll(() => calls.length, { timeout: 60_000 }).toBe(4);
  await expect(page.getByText('A new version of A1 Back Office is available.')).toHaveCount(0, { timeout: 60_000 });
  await page.unrouteAll({ behavior: 'wait' });
});
