/**
 * Issue 29 point 7: a PC without the workstation daemon. Nothing answers localhost:19090 in this test's context (it
 * is not routed to the worker's daemon, as every other context is): the browser's probe of a closed port is a console
 * error the page cannot silence, so the app remembers the absence and does not probe again at the next sign-in.
 * The console lines counted are those about the daemon's address.
 */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { signInOnLoginPage } from '../support/signed-in';

test.describe.configure({ timeout: 120_000 });

test('issue 29 point 7: without a workstation daemon a second sign-in logs no console error; the dialog still asks', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  // The daemon's errors only: a call of the session just signed out may still answer 401 meanwhile (its own line).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.includes(':19090')) errors.push(message.text());
  });
  const shell = new ShellPage(page);
  // The first sign-in on this PC asks the daemon: the refusal is the browser's own line, and is remembered.
  await signInOnLoginPage(page, DEMO.ops);
  expect(errors).toEqual(['Failed to load resource: net::ERR_CONNECTION_REFUSED']);
  expect(await page.evaluate(() => localStorage.getItem('a1.plugin.absentSince'))).toMatch(/^\d+$/);
  await shell.chooseUserMenu('Sign Out');
  await expect(page).toHaveURL(/\/login/);

  errors.length = 0;
  // The sign-in awaits its workstation lookup before it shows Home, so Home here means the lookup is over.
  await signInOnLoginPage(page, DEMO.ops);
  expect(errors).toEqual([]);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('a1.session') ?? '{}'));
  expect(session.workStation).toBe('Unknown');

  await test.step('the workstation dialog, which the user opens, still asks the daemon', async () => {
    await shell.header.getByRole('button', { name: 'Set Workstation Settings' }).click();
    await expect(page.getByRole('dialog')).toContainText('The workstation plugin was not found on this computer.');
    await expect.poll(() => errors).toEqual(['Failed to load resource: net::ERR_CONNECTION_REFUSED']);
  });
  await context.close();
});
