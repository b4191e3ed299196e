/**
 * The shell's timers on the page's clock (shell §4 Timers): the idle sign-out, the idle and version checks' intervals,
 * and the main menu's delay. They run alone, after every other spec (playwright.config.ts soloSpecs): S-243, S-245
 * and S-249 step a paused clock a millisecond at a time, thousands of round trips to the browser that a second
 * browser on the two cores stretched past the test's timeout; the two that move the clock forward are kept with them.
 */
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { callsTo, recordTimeline, reloadPaused, runTo } from '../../support/page-timeline';

test('S-244 S-219 S-220: idle for more than 2 hours signs out; a click or key keeps the session', async ({ page }) => {
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

test('S-243: the idle check runs every 5 minutes: 5 min after the shell starts, then 5 min later, never between', async ({
  page,
  baseURL,
}) => {
  const FIVE_MINUTES = 300_000;
  await page.clock.install();
  await recordTimeline(page);
  const login = new LoginPage(page);
  // On 127.0.0.1 the version check runs: its first call marks the tick the session timers started at.
  await login.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/login`);
  const signOuts = () => callsTo(page, '/Authentication/SignOut', 'PUT');
  const timersStart = async () => {
    await reloadPaused(page);
    const [first] = await callsTo(page, '/AppVersion/AppVersion');
    expect(first).toBeDefined();
    return first.tick;
  };
  const idleNow = async () => {
    // Wall time jumps (timers keep their ticks): the last activity is now 2 hours old, so the next check signs out.
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 7_200_000);
  };

  // First check: the user is idle from the start, so the first check signs out; it comes at 5 min, not before.
  await login.signIn('ops.manager@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  let start = await timersStart();
  await idleNow();
  await runTo(page, start + FIVE_MINUTES - 1);
  expect(await signOuts()).toEqual([]);
  expect(await login.session('access_token')).toBeTruthy();
  await runTo(page, start + FIVE_MINUTES);
  expect((await signOuts()).map((c) => c.tick - start)).toEqual([FIVE_MINUTES]);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login/);

  // The next one: not idle at the first check, idle right after it; the sign-out waits for the check 5 min later.
  await login.signIn('ops.manager@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  start = await timersStart();
  await runTo(page, start + FIVE_MINUTES);
  expect(await signOuts()).toEqual([]);
  await idleNow();
  await runTo(page, start + 2 * FIVE_MINUTES - 1);
  expect(await signOuts()).toEqual([]);
  expect(await login.session('access_token')).toBeTruthy();
  await runTo(page, start + 2 * FIVE_MINUTES);
  expect((await signOuts()).map((c) => c.tick - start)).toEqual([2 * FIVE_MINUTES]);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login/);
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

test('S-245 S-247 S-248 S-381: the version check runs every 15 minutes; a later build time shows the new-version notice; Refresh reloads', async ({
  page,
  baseURL,
}) => {
  const FIFTEEN_MINUTES = 900_000;
  const origin = baseURL!.replace('localhost', '127.0.0.1');
  let later = false;
  const builds: string[] = [];
  await page.route('**/AppVersion/AppVersion', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    builds.push(body.data);
    // The server is redeployed: its build time moves on.
    if (later) body.data = new Date(Date.parse(body.data) + 60_000).toISOString();
    await route.fulfill({ response, json: body });
  });
  await page.clock.install();
  await recordTimeline(page);
  const login = new LoginPage(page);
  await login.goto(`${origin}/login`);
  await login.signIn('ops.manager@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  // The signed-in shell checks once as it starts (after the translations load): let that check happen first.
  await expect.poll(() => builds.length).toBe(1);
  // On a paused clock: the first check comes as the shell starts, the next ones exactly 15 minutes apart.
  await reloadPaused(page);
  const checks = () => callsTo(page, '/Shared/AppVersion/AppVersion', 'GET');
  const [first] = await checks();
  await runTo(page, first.tick + FIFTEEN_MINUTES - 1);
  expect(await checks()).toHaveLength(1);
  await runTo(page, first.tick + FIFTEEN_MINUTES);
  expect((await checks()).map((c) => c.tick - first.tick)).toEqual([0, FIFTEEN_MINUTES]);
  await expect.poll(() => builds.length).toBe(3); // the signed-in shell's, the reload's first check, this one
  await expect(page.getByText('A new version of A1 Back Office is available.')).toHaveCount(0);
  later = true;
  await runTo(page, first.tick + 2 * FIFTEEN_MINUTES - 1);
  expect(await checks()).toHaveLength(2);
  await runTo(page, first.tick + 2 * FIFTEEN_MINUTES);
  expect((await checks()).map((c) => c.tick - first.tick)).toEqual([0, FIFTEEN_MINUTES, 2 * FIFTEEN_MINUTES]);
  await expect(page.getByText('A new version of A1 Back Office is available.')).toBeVisible();
  await page.clock.resume();
  const reload = page.waitForEvent('load');
  await page.getByRole('status').filter({ hasText: 'A new version' }).getByRole('button', { name: 'Refresh' }).click();
  await reload;
  // The reloaded app reads the build time afresh (wait for it, so no routed call outlives the test).
  await expect.poll(() => builds.length, { timeout: 60_000 }).toBe(5);
  await expect(page.getByText('A new version of A1 Back Office is available.')).toHaveCount(0, { timeout: 60_000 });
  await page.unrouteAll({ behavior: 'wait' });
});

test('S-249: the main menu loads 500 ms after the header starts (not at 499 ms)', async ({ page }) => {
  await page.clock.install();
  await recordTimeline(page);
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  // The app again on a paused clock: the header's tick is known, and time moves only as the test runs it. The spec's
  // value is written here, not imported: a wrong constant in the app must fail this test.
  const header = await reloadPaused(page);
  expect(await callsTo(page, '/Security/MainMenu')).toEqual([]);
  await runTo(page, header + 499);
  expect(await callsTo(page, '/Security/MainMenu')).toEqual([]);
  await runTo(page, header + 500);
  const calls = await callsTo(page, '/Security/MainMenu');
  expect(calls.map((c) => c.tick - header)).toEqual([500]);
  // And the main menu it loads is the one the module grid shows.
  await page.clock.resume();
  await shell.headerButton('Modules').click();
  await expect(
    page.getByRole('menu', { name: 'Module menu' }).getByRole('menuitem', { name: 'Operations' }),
  ).toBeVisible();
});
