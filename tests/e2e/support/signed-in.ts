/**
 * Signing a demo user in for a test that is about something else. The first time in a worker (and after each database
 * reset) the user signs in through the login page; the session storage that sign-in leaves is kept, and later tests
 * start a fresh tab with it, as a reload of a signed-in tab would, after checking over HTTP that the server still
 * honours that session (a test may have signed it out, or disabled the user). The check's headers are those the web
 * app's a1Client sends (Basic credentials, API key, app user id).
 * This skips the login screens and the load of /home they end on: about 5 s of the two cores per test, 200 times a run.
 * Only sessions signed in while no workstation daemon listened are kept and restored, and only while none listens: the
 * sign-in asks the daemon for the workstation (shell §3), and a test that starts one wants that answer in its session.
 * Local storage is not carried over (a fresh context has none). Tests of the sign-in itself use `signInOnLoginPage`.
 */
import { A1, A1_HEADERS, SESSION_KEYS } from '@a1/shared';
import net from 'node:net';
import { workerDaemonPort } from '../../support/worker-daemon';
import { e2eResetCount } from '../../support/e2e-control';
import { LoginPage } from '../pages/LoginPage';
import { expect, type Page } from './fixtures';

interface KeptSession {
  origin: string;
  /** e2eResetCount() when kept: a reset puts back a database without the session. */
  resets: number;
  sessionStorage: Record<string, string>;
}

const kept = new Map<string, KeptSession>();
/** A same-origin page without the app, where the storage is written before the app reads it. */
const BLANK_PATH = '/__e2e-blank';

/** Signs `email` in on a fresh tab and ends on /home with the header shown. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const daemon = await daemonListens();
  if (!daemon && (await restore(page, email))) return;
  await signInOnLoginPage(page, email);
  if (!daemon) await keep(page, email);
}

/** Whether this worker's workstation daemon port (the browser's localhost:19090) accepts a connection. */
function daemonListens(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: workerDaemonPort() });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Signs in through the login page, always: for tests of what the sign-in itself does. */
export async function signInOnLoginPage(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto('/login');
  await login.signIn(email);
  // Password hashing is deliberately slow; give a busy CI machine time.
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
}

async function keep(page: Page, email: string): Promise<void> {
  // The side menu's permissions land in session storage once its call answers; keep the storage after that only.
  const ready = await page
    .waitForFunction(
      (keys) => keys.some((key) => sessionStorage.getItem(key) !== null),
      [SESSION_KEYS.sideMenuPermissions, SESSION_KEYS.sideMenuError],
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!ready) return;
  const storage = await page.evaluate(() =>
    Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)!])),
  );
  kept.set(email, { origin: new URL(page.url()).origin, resets: e2eResetCount(), sessionStorage: storage });
}

async function restore(page: Page, email: string): Promise<boolean> {
  const session = kept.get(email);
  if (!session || session.resets !== e2eResetCount() || page.url() !== 'about:blank') return false;
  const blank = session.origin + BLANK_PATH;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  const honoured = await page.evaluate(
    async ({ session, settingsPath, keys }) => {
      const values = JSON.parse(session.sessionStorage[keys.session] ?? 'null');
      if (!values) return false;
      const response = await fetch(settingsPath, {
        headers: {
          Accept: 'application/json',
          Authorization: `Basic ${btoa(`${values.apiUserName}:${values.apiPassword}`)}`,
          [keys.apiKey]: encodeURIComponent(values.apiKey),
          [keys.appUserId]: String(values.appUserID),
        },
      });
      if (!response.ok) return false;
      for (const [key, value] of Object.entries(session.sessionStorage)) sessionStorage.setItem(key, value);
      return true;
    },
    {
      session,
      settingsPath: A1.userSettings.path,
      keys: { session: SESSION_KEYS.session, apiKey: A1_HEADERS.apiKey, appUserId: A1_HEADERS.appUserId },
    },
  );
  if (!honoured) {
    kept.delete(email);
    await page.goto('about:blank');
    return false;
  }
  await page.goto('/#/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  return true;
}
