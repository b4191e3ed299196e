/** The whole path: a browser signs in as a README demo account, sees home, and signs out. */
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';

test('S-218 S-175 S-100: sign in as a demo user, land on the home page, Sign Out ends the session', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await login.signIn('admin@a1demo.com');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Alex Morgan' })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('AppUserID'))).toBe('3780');

  const credentials = await page.evaluate(() => JSON.parse(sessionStorage.getItem('a1.session') ?? 'null'));
  await page.getByRole('button', { name: /profile|account|Alex Morgan/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  // Signed out for real: the home page asks for a login again, and the old credentials no longer work.
  await page.goto('/#/home');
  await expect(page).toHaveURL(/\/login/);
  const authorization = `Basic ${Buffer.from(`${credentials.apiUserName}:${credentials.apiPassword}`).toString('base64')}`;
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/A1/Security/MainMenu', {
          headers: { authorization, 'x-a1-api-key': credentials.apiKey },
        })
      ).status(),
    )
    .toBe(401);
});

test("a wrong password shows the server's message and clears the password", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('ops.manager@a1demo.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(login.password).toHaveValue('');
});
