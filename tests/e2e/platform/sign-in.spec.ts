/** Sign-in screen, its four views and the after-login flow (shell §2 Login screen, §4 Login flow, §5, §8). */
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, LoginPage, staffEmail } from '../pages/LoginPage';

test('S-9 S-111 S-275 S-276: the landing view validates the e-mail', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.email.waitFor({ timeout: 60_000 });
  await expect(login.next).toBeDisabled();
  await login.email.fill('x');
  await login.email.fill('');
  await expect(page.getByText('*Required', { exact: true })).toBeVisible();
  await login.email.fill('not-an-email');
  await expect(page.getByText('*Not a valid email', { exact: true })).toBeVisible();
  await expect(login.next).toBeDisabled();
  await test.step('S-292 S-115: a valid e-mail enables Next; Enter submits it', async () => {
    await login.email.fill('ops.manager@a1demo.com');
    await expect(page.getByText('*Not a valid email')).toHaveCount(0);
    await expect(login.next).toBeEnabled();
    const lookup = page.waitForRequest((r) =>
      r.url().includes('/AuthenticateWithSSO?username=ops.manager%40a1demo.com'),
    );
    await login.email.press('Enter');
    await lookup;
    await expect(login.password).toBeVisible();
  });
});

test('S-112 S-224 S-281 S-226: password view with Login and Cancel; the password is required; Cancel returns to landing', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.enterEmail('ops.manager@a1demo.com');
  await expect(login.password).toBeVisible();
  await expect(login.login).toBeDisabled();
  await login.password.fill('x');
  await login.password.fill('');
  await expect(page.getByText('*Required', { exact: true })).toBeVisible();
  await expect(login.cancel).toBeVisible();
  await login.cancel.click();
  await expect(login.next).toBeVisible();
  await expect(login.password).toHaveCount(0);
});

test('S-225: a failed sign-in-kind lookup still leads to the password view', async ({ page }) => {
  const login = new LoginPage(page);
  await page.route('**/AuthenticateWithSSO**', (route) => route.abort('connectionfailed'));
  await login.goto();
  await login.enterEmail('ops.manager@a1demo.com');
  await expect(login.password).toBeVisible();
});

test("S-399 S-401: a refused login shows the server's message and clears the password and token", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('finance.admin@a1demo.com', 'not-the-password');
  await expect(login.alert).toHaveText('The e-mail or password is incorrect.');
  await expect(login.password).toHaveValue('');
  expect(await login.session('access_token')).toBeNull();
});

test("S-400: a refused login without a message shows 'An Unknown Error Occurred'", async ({ page }) => {
  const login = new LoginPage(page);
  await page.route('**/AuthenticateLegacyLogin', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await login.goto();
  await login.signIn('ops.manager@a1demo.com');
  await expect(login.alert).toHaveText('An Unknown Error Occurred');
  await expect(login.password).toHaveValue('');
});

test('S-290: the Login button is disabled while the sign-in is under way', async ({ page }) => {
  const login = new LoginPage(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/AuthenticateLegacyLogin', async (route) => {
    await held;
    await route.continue();
  });
  await login.goto();
  await login.signIn('ops.manager@a1demo.com');
  await expect(login.login).toBeDisabled();
  await expect(login.cancel).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});

test('S-329 S-229 S-230: an unauthenticated visit goes to /login with the return URL, and sign-in returns there', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto('/home');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fhome$/, { timeout: 60_000 });
  await login.goto('/search/package-search?x=1');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsearch%2Fpackage-search%3Fx%3D1$/, { timeout: 60_000 });
  await login.signIn('global.ops@a1demo.com');
  await expect(page).toHaveURL(/\/search\/package-search\?x=1$/, { timeout: 30_000 });
  // Without a return URL the default is /home.
  await page.evaluate(() => sessionStorage.clear());
  await login.goto('/login');
  await login.signIn('global.ops@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});

test('S-228 S-114 S-287: must-change-password user gets the password update view with the checklist', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('new.hire@a1demo.com');
  await expect(page.getByRole('heading', { name: 'Update your password' })).toBeVisible();
  // The session is not stored until the flow is done.
  expect(await login.session('access_token')).toBeNull();
  const rule = (id: string) => page.locator(`[data-rule="${id}"]`);
  const newPassword = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat password', { exact: true });
  for (const id of ['length', 'lowercase', 'uppercase', 'number', 'special'])
    await expect(rule(id)).toHaveAttribute('data-ok', 'false');
  // The theme's error red (#c62828, web/src/theme.ts).
  await expect(rule('length')).toHaveCSS('color', 'rgb(198, 40, 40)');
  await test.step('S-283 S-284 S-287: the lowercase rule turns green; uppercase stays red', async () => {
    await newPassword.fill('abc');
    await expect(rule('lowercase')).toHaveAttribute('data-ok', 'true');
    await expect(rule('lowercase')).toHaveCSS('color', 'rgb(46, 125, 50)');
    await expect(rule('uppercase')).toHaveAttribute('data-ok', 'false');
  });
  await test.step('S-282 S-285 S-286: length, number and special rules; a weak password cannot be submitted', async () => {
    await newPassword.fill('abcABC12');
    await expect(rule('length')).toHaveAttribute('data-ok', 'true');
    await expect(rule('uppercase')).toHaveAttribute('data-ok', 'true');
    await expect(rule('number')).toHaveAttribute('data-ok', 'true');
    await expect(rule('special')).toHaveAttribute('data-ok', 'false');
    await repeat.fill('abcABC12');
    // A weak password cannot be submitted even when both fields agree.
    await expect(login.update).toBeDisabled();
    await newPassword.fill('abcABC12!');
    await expect(rule('special')).toHaveAttribute('data-ok', 'true');
  });
  await test.step('S-289 S-288 S-231: the repeat is required and must match; the flow then finishes', async () => {
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await repeat.fill('');
    await expect(page.getByText('*Required', { exact: true })).toBeVisible();
    await repeat.fill('abcABC12!');
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
    await repeat.press('Enter');
    await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
    expect(await login.session('access_token')).toBeTruthy();
    // The new password works from now on.
    await page.evaluate(() => sessionStorage.clear());
    await login.goto('/login');
    await login.signIn('new.hire@a1demo.com', 'abcABC12!');
  });
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});

test('S-227 S-113 S-231: must-change-username shows the username update view, then the password update follows', async ({
  page,
}) => {
  const login = new LoginPage(page);
  const email = staffEmail(10);
  // No seeded account has both flags: the server's answer is given them. The password update below is real; the
  // username update is answered here, as the server changes a user name only for an account an administrator
  // flagged (issue 23 point 10, contract/sign-in-protection.test.ts), which no seeded account is.
  await page.route('**/AuthenticateLegacyLogin', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.data) Object.assign(body.data.user, { changeUsername: true, changePassword: true });
    await route.fulfill({ response, json: body });
  });
  const usernameChanges: unknown[] = [];
  await page.route('**/ChangeUsername', async (route) => {
    usernameChanges.push(route.request().postDataJSON());
    await route.fulfill({
      json: { responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' }, data: true },
    });
  });
  // The page now names the account by its new address; the server still knows it by its own.
  await page.route('**/ChangePassword', async (route) => {
    const body = route.request().postDataJSON();
    expect(body.username).toBe('renamed.user@a1demo.com');
    await route.continue({ postData: JSON.stringify({ ...body, username: email }) });
  });
  await login.goto();
  await login.signIn(email);
  await expect(page.getByRole('heading', { name: 'Update your username' })).toBeVisible();
  const first = page.getByLabel('New email', { exact: true });
  const repeat = page.getByLabel('Repeat email', { exact: true });
  // S-278 (the repeat e-mail is required) is not asserted here: the repeat is never left empty.
  await test.step('S-277 S-279 S-280: the new e-mail is required and valid; the repeat is valid and equal', async () => {
    await first.fill('x');
    await first.fill('');
    await expect(page.getByText('*Required', { exact: true })).toBeVisible();
    await first.fill('renamed.user@a1demo');
    await expect(page.getByText('*Not a valid email', { exact: true })).toBeVisible();
    await first.fill('renamed.user@a1demo.com');
    await repeat.fill('renamed.user@');
    await expect(page.getByText('*Not a valid email', { exact: true })).toBeVisible();
    await repeat.fill('renamed.other@a1demo.com');
    await expect(page.getByText('Emails do not match', { exact: true })).toBeVisible();
    await expect(login.update).toBeDisabled();
  });
  await repeat.fill('renamed.user@a1demo.com');
  await login.update.click();
  // Flag cleared, flow re-evaluated: the password update comes next.
  await expect(page.getByRole('heading', { name: 'Update your password' })).toBeVisible();
  expect(usernameChanges).toEqual([
    { username: email, password: DEMO_PASSWORD, newUsername: 'renamed.user@a1demo.com' },
  ]);
  await page.getByLabel('New password', { exact: true }).fill('Renamed#2026');
  await page.getByLabel('Repeat password', { exact: true }).fill('Renamed#2026');
  await login.update.click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await page.unroute('**/AuthenticateLegacyLogin');
  await page.evaluate(() => sessionStorage.clear());
  await login.goto('/login');
  // The account kept its address (the rename was answered above) and has the new password.
  await login.signIn(email, 'Renamed#2026');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});

test("S-175 S-239 S-240 S-241: session set-up stores the spec's keys, the default location and 'Unknown' workstation without the daemon", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await page.route('http://localhost:19090/**', (route) => route.abort('connectionrefused'));
  await login.goto();
  await login.signIn('ops.manager@a1demo.com');
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  const stored = await page.evaluate(() => ({ ...sessionStorage }));
  for (const key of ['access_token', 'module', 'locationName', 'AppUserID']) expect(stored[key]).toBeTruthy();
  const session = JSON.parse(stored['a1.session']);
  expect(session.workStation).toBe('Unknown');
  expect(session.autoPrintErrorLabel).toBe(true);
  await test.step("S-4: the internal status is the login result's isInternal flag", async () => {
    expect(session.isInternal).toBe(true);
    expect(stored['a1.internal.isInternalUser']).toBe('true');
  });
  const defaultLocation =
    session.availableLocations.find((l: { isDefault: boolean }) => l.isDefault) ?? session.availableLocations[0];
  expect(session.locationId).toBe(defaultLocation.locationId);
  expect(stored.locationName).toBe(defaultLocation.locationName);
  // The permitted side-menu list is fetched at sign-in.
  expect(JSON.parse(stored['a1.sideMenuPermissions'])).toContain('operation/admin/job-dashboard');
});

test("S-240 S-242 S-367: the daemon's workstation name is kept; a failed settings call leaves auto-print on", async ({
  page,
}) => {
  const login = new LoginPage(page);
  // The workstation daemon's answer (shell §7: responseStatusCode and data.workStation).
  await page.route('http://localhost:19090/workstation', (route) =>
    route.fulfill({
      json: { responseStatusCode: 200, data: { workStation: 'PACK-07' } },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  const settingsCall = page.waitForRequest((r) =>
    r.url().includes('/api/A1/UserSetting/WorkStation?workStation=PACK-07'),
  );
  await page.route('**/api/A1/UserSetting/WorkStation?**', (route) =>
    route.fulfill({
      status: 500,
      json: { responseStatus: { responseStatusCode: 500, responseStatusMessage: 'down' } },
    }),
  );
  await login.goto();
  await login.signIn('it.developer@a1demo.com');
  await settingsCall;
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('a1.session') ?? '{}'));
  expect(session.workStation).toBe('PACK-07');
  expect(session.autoPrintErrorLabel).toBe(true);
});
