/**
 * Both SSO kinds against a local OpenID Connect provider started here (shell §4 steps 2, 4, 5):
 * identity-provider redirect with /login/callback, directory-suite popup, popup mismatch then account
 * selection, double mismatch → 'Login failed' reported to the server. The server verifies every token (jose).
 */
import { expect, test, type Page } from '../support/fixtures';
import { LoginPage, staffEmail } from '../pages/LoginPage';
import { startOidcProvider, type OidcProvider } from '../../support/oidc-provider';

// The accounts playwright.config.ts moves to each kind.
const IDP_USER = staffEmail(14);
const DIRECTORY_USER = staffEmail(15);
const DIRECTORY_USER_2 = staffEmail(17);

let provider: OidcProvider;
// On this worker's port for it, where its server's A1_OIDC_*_ISSUER point (support/e2e-ports.ts).
test.beforeAll(async ({ e2eServer }) => {
  provider = await startOidcProvider(e2eServer.ports.oidc, [
    { path: '/idp', clientId: 'a1-web' },
    { path: '/directory', clientId: 'a1-directory' },
  ]);
});
test.afterAll(async () => provider?.close());

/** Acts as the person at the provider's page: picks the account and continues. */
async function atProvider(page: Page, account?: string) {
  const field = page.getByLabel('Account');
  await field.waitFor({ timeout: 30_000 });
  if (account !== undefined) await field.fill(account);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('S-8 S-222: identity-provider kind signs in by redirect with the e-mail as login hint', async ({ page }) => {
  expect(IDP_USER).toBe('quinn.clark14@a1demo.com');
  const login = new LoginPage(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: { username: string; token: string } | undefined;
  await page.route('**/AuthenticateWithOkta', async (route) => {
    sent = route.request().postDataJSON();
    await held;
    await route.continue();
  });
  await login.goto();
  await login.enterEmail(IDP_USER);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuers.idp.issuer}/authorize`), { timeout: 30_000 });
  const request = provider.issuers.idp.authorizeRequests.at(-1)!;
  expect(request.get('login_hint')).toBe(IDP_USER);
  await expect(page.getByLabel('Account')).toHaveValue(IDP_USER);
  await atProvider(page);
  await expect(page).toHaveURL(/\/login\/callback\?/);
  await test.step("S-10 S-11: the callback page shows 'Processing Login' and its text", async () => {
    await expect(page.getByRole('heading', { name: 'Processing Login' })).toBeVisible();
    await expect(page.getByText('Please wait while we complete your authentication...', { exact: true })).toBeVisible();
  });
  await test.step('S-236 S-356 S-237: the callback authenticates with the e-mail and token, stores the session, goes home', async () => {
    await expect.poll(() => sent).toBeTruthy();
    expect(sent!.username).toBe(IDP_USER);
    expect(sent!.token.split('.')).toHaveLength(3);
    release();
    await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
    // The callback page sets the address to home, then reloads: wait for the reloaded home page itself.
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible({ timeout: 30_000 });
    expect(await login.session('access_token')).toBeTruthy();
  });
});

test('S-238: a callback that fails returns to /login', async ({ page }) => {
  await page.goto('/login/callback?code=forged&state=unknown');
  await expect(page).toHaveURL(/\/login$/, { timeout: 60_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('S-223 S-232 S-291: directory-suite kind signs in with a popup (submit disabled meanwhile); the account is compared ignoring case', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  const popup = page.waitForEvent('popup');
  await login.enterEmail(DIRECTORY_USER.toUpperCase());
  const window = await popup;
  // SSO-only mode while the popup is open: the form cannot be submitted.
  await expect(login.next).toBeDisabled();
  await expect(page.getByRole('status')).toHaveText('Complete the sign-in in the pop-up window…');
  await expect(window.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await expect(window.getByRole('heading', { name: 'Choose an account' })).toHaveCount(0);
  await atProvider(window, DIRECTORY_USER);
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  expect(JSON.parse((await login.session('a1.session'))!).userName).toBe(DIRECTORY_USER);
});

test('S-233: a popup account mismatch opens a second popup with account selection', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  const first = page.waitForEvent('popup');
  await login.enterEmail(DIRECTORY_USER_2);
  await atProvider(await first, 'admin@a1demo.com');
  const second = await page.waitForEvent('popup');
  await expect(second.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  expect(provider.issuers.directory.authorizeRequests.at(-1)!.get('prompt')).toBe('select_account');
  await atProvider(second, DIRECTORY_USER_2);
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});

test("S-234 S-235 S-357: a second mismatch is an SSO failure, reported to the server and shown as 'Login failed'", async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  const first = page.waitForEvent('popup');
  await login.enterEmail(DIRECTORY_USER);
  await atProvider(await first, 'admin@a1demo.com');
  const second = await page.waitForEvent('popup');
  const reported = page.waitForResponse((r) => r.url().endsWith('/SSOAuthenticationFailed'));
  await atProvider(second, 'someone.else@a1demo.com');
  const response = await reported;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    username: DIRECTORY_USER,
    errorMessage: expect.stringContaining('does not match'),
  });
  await expect(login.alert).toHaveText('Login failed');
  expect(await login.session('access_token')).toBeNull();
});
