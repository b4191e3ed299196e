/**
 * A session ended on the server (shell §4 Session, §6, §7; README "Sign-out"): the next call answers 401, which
 * react-admin hands to the authProvider's checkError. The browser signs out to /login with the page it was on
 * as the return URL, and no error dialog is left behind.
 */
import { expect, test } from '../support/fixtures';
import { A1, A1_HEADERS, SESSION_KEYS } from '@a1/shared';
import { GridPage } from '../pages/GridPage';
import { LoginPage } from '../pages/LoginPage';
import { call } from '../../support/a1-http';

test('S-329 S-218 S-219 S-229: a session ended on the server takes the next call (Refresh on the job dashboard) to /login with the return URL, no error dialog; signing in again returns there', async ({
  page,
  baseURL,
}) => {
  const grid = await GridPage.open(page);
  // The page's own credentials, as every call of the page sends them.
  const session = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key)!), SESSION_KEYS.session);
  const headers = {
    authorization: `Basic ${Buffer.from(`${session.apiUserName}:${session.apiPassword}`).toString('base64')}`,
    [A1_HEADERS.apiKey]: session.apiKey,
  };
  // Every 401 the page receives from here on.
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 && r.url().includes('/api/')) refused.push(r.url());
  });
  const ended = await call(baseURL!, A1.signOut.method, A1.signOut.path, { headers });
  expect(ended.status).toBe(200);
  expect((await call(baseURL!, A1.jobList.method, A1.jobList.path, { headers })).status).toBe(401);

  // The next call the page makes answers 401: Refresh's, unless a live call of the shell (the unread stream
  // reconnecting, a timer) got there first. Either way the 401 must take the browser to /login.
  const refresh = grid.button('Refresh');
  await refresh.click({ timeout: 5_000 }).catch(() => expect(page).toHaveURL(/\/#\/login/));
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/#\/login\?returnUrl=%2Foperation%2Fadmin%2Fjob-dashboard$/);
  const login = new LoginPage(page);
  await expect(login.email).toBeVisible();
  // S-218 S-219: the session is gone from storage, so the browser is no longer authenticated.
  expect(await login.session(SESSION_KEYS.accessToken)).toBeNull();
  expect(await login.session(SESSION_KEYS.session)).toBeNull();
  // A 401 opens no error dialog (the wrapper leaves it to the sign-out), and nothing else is left open.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // S-229: signing in again goes to the return URL, the dashboard.
  await login.signIn('admin@a1demo.com');
  await expect(page).toHaveURL(/\/#\/operation\/admin\/job-dashboard$/, { timeout: 30_000 });
  await expect(grid.rowCount).toHaveText('2,000 rows');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
