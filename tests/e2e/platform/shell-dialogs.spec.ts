/** Issue 4 points 1, 5–10: toast, error dialog and API wrapper, dialogs, notifications, search, exports, locale, French. */
import { A1 } from '@a1/shared';
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { GridPage } from '../pages/GridPage';
import { ok, signedInClient } from '../../support/a1-http';
import { callsTo, recordTimeline, runTo } from '../../support/page-timeline';

const envelope = (code: number, message: string) =>
  JSON.stringify({ responseStatus: { responseStatusCode: code, responseStatusMessage: message } });
const failWith = (page: Page, glob: string, code: number, message: string) =>
  page.route(glob, (route) =>
    route.fulfill({ status: code, contentType: 'application/json', body: envelope(code, message) }),
  );

test.describe.configure({ timeout: 120_000 });

test('S-131 S-132 S-133 S-134: user settings fields; auto-print toggles confirm in a toast', async ({ page }) => {
  await page.clock.install();
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.finance);
  await shell.chooseUserMenu('User Settings');
  const dialog = page.getByRole('dialog', { name: 'User Settings' });
  const autoPrint = dialog.getByRole('switch', { name: 'Auto-print error labels' });
  await expect(autoPrint).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Location' })).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: 'Grid Font Size (%)' })).toHaveValue('100');
  await expect(dialog.getByRole('combobox', { name: 'Ticketing Environment' })).toBeVisible();
  await test.step('S-257 S-74 S-415: turning auto-print off confirms in a bottom-centre toast', async () => {
    // Paused from before the toast opens, so its 5 s are counted by the clock alone: on a busy machine the real
    // seconds spent measuring it below had already used up part of them.
    await page.clock.pauseAt(Date.now() + 1_000);
    await autoPrint.click();
    await expect(shell.toast).toHaveText('Auto Printing Errors is Turned Off');
    const box = await shell.toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(4);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 80);
  });
  await test.step('S-420 S-256: the toast lasts 5 s; turning auto-print on confirms', async () => {
    await page.clock.runFor(4_900);
    await expect(shell.toast).toBeVisible();
    await page.clock.runFor(600);
    await expect(shell.toast).toHaveCount(0);
    await page.clock.resume();
    await autoPrint.click();
    await expect(shell.toast).toHaveText('Auto Printing Errors is Turned On');
  });
});

test('S-301: auto-print error is required: the switch is always on or off, Save sends it, a save without it is refused', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.crf);
  await shell.chooseUserMenu('User Settings');
  const dialog = page.getByRole('dialog', { name: 'User Settings' });
  const autoPrint = dialog.getByRole('switch', { name: 'Auto-print error labels' });
  // A switch has no unset state: it shows on, and off once toggled, never indeterminate.
  const indeterminate = () => autoPrint.evaluate((el) => (el as HTMLInputElement).indeterminate);
  await expect(autoPrint).toBeChecked();
  expect(await indeterminate()).toBe(false);
  await autoPrint.click();
  await expect(autoPrint).not.toBeChecked();
  expect(await indeterminate()).toBe(false);
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/UserSetting/UserSettings'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await put).postDataJSON()).toMatchObject({ autoPrintErrorLabel: false });
  await expect(shell.toast).toHaveText('User settings saved.');
  // The server holds the rule too: the same save without the field is refused, naming it.
  const session = JSON.parse((await page.evaluate(() => sessionStorage.getItem('a1.session')))!);
  const { autoPrintErrorLabel, ...withoutAutoPrint } = (await put).postDataJSON();
  expect(autoPrintErrorLabel).toBe(false);
  const refused = await page.request.put(A1.userSettings.path, {
    headers: {
      authorization: `Basic ${Buffer.from(`${session.apiUserName}:${session.apiPassword}`).toString('base64')}`,
      'x-a1-api-key': session.apiKey,
    },
    data: withoutAutoPrint,
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).responseStatus.responseStatusMessage).toBe(
    'Invalid body: autoPrintErrorLabel is required.',
  );
});

test('S-298 S-299 S-300 S-302: user settings save within the rules and update the location in the header', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.finance);
  await shell.chooseUserMenu('User Settings');
  const dialog = page.getByRole('dialog', { name: 'User Settings' });
  const font = dialog.getByRole('spinbutton', { name: 'Grid Font Size (%)' });
  const save = dialog.getByRole('button', { name: 'Save' });
  for (const bad of ['', '20', '102', '205']) {
    await font.fill(bad);
    await expect(save).toBeDisabled();
  }
  await font.fill('125');
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Los Angeles' }).click();
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(shell.toast).toHaveText('User settings saved.');
  await expect(shell.subsidiary).toHaveText('USA (Los Angeles)');
  // Kept in local storage per app user id (spec 2 §9).
  expect(
    await page.evaluate(() => localStorage.getItem(`a1.gridFontSize.${sessionStorage.getItem('AppUserID')}`)),
  ).toBe('125');
});

test('S-405 S-140 S-141 S-142: API wrapper errors open the error dialog with HTTP {code} and the message on the next line', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await test.step("S-406 S-398: a suppressed call's failure shows nothing", async () => {
    // A suppressed call (the unread list) fails silently.
    await failWith(page, '**/Ticketing/unread', 500, 'Unread list down');
    await page.reload();
    await expect(shell.header).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  });
  // A normal call shows the dialog: red header, one line per message line, a close button.
  await failWith(page, '**/UserSetting/UserSettings', 400, 'Invalid body: locationId is required.');
  await shell.chooseUserMenu('User Settings');
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error.getByTestId('a1-error-line')).toHaveText(['HTTP 400', 'Invalid body: locationId is required.']);
  const header = error.getByRole('heading', { name: 'Error' });
  // The theme's error red (#c62828, web/src/theme.ts).
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(198, 40, 40)');
  await expect(error.getByRole('button', { name: 'Copy' })).toHaveCount(0);
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toHaveCount(0);
});

test('S-143 S-144 S-422: the server-failure variant has Copy and Print; Copy copies and confirms for a while', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await failWith(page, '**/UserSetting/UserSettings', 500, 'Database unavailable\nTry again later');
  await shell.chooseUserMenu('User Settings');
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error.getByTestId('a1-error-line')).toHaveText(['HTTP 500', 'Database unavailable', 'Try again later']);
  await error.getByRole('button', { name: 'Copy' }).click();
  await expect(error.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'HTTP 500\nDatabase unavailable\nTry again later',
  );
  await expect(error.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5_000 });
  await test.step('S-145 S-416: Print without the plugin closes the dialog and shows a red error toast', async () => {
    // No daemon answers in this test: Print closes the dialog and the failure shows as a red toast.
    await error.getByRole('button', { name: 'Print' }).click();
    await expect(error).toHaveCount(0);
    await expect(shell.toast).toHaveText('Cannot Read Plugin. Is it running?');
    expect(await shell.toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(198, 40, 40)');
  });
});

test('S-135 S-136: Change Your Password needs all fields and a matching repeat, then confirms', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('kai.petit9@a1demo.com');
  await shell.chooseUserMenu('Change Password');
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  const update = dialog.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await dialog.getByLabel('Current Password').fill('Demo#2026');
  await dialog.getByLabel(/^New Password/).fill('Demo#2027');
  await dialog.getByLabel('Repeat New Password').fill('Demo#2028');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(update).toBeDisabled();
  await dialog.getByLabel('Repeat New Password').fill('Demo#2027');
  await update.click();
  await expect(dialog.getByText('Password Changed Successfully')).toBeVisible();
});

test('S-293 S-294 S-295: each password field is required, the new one must equal the repeat, and Update waits for all', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  // The administrator is internal-secure: the dialog also shows the strength checklist of shell §5.
  await shell.signIn(DEMO.admin);
  await shell.chooseUserMenu('Change Password');
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  const update = dialog.getByRole('button', { name: 'Update' });
  const fields = {
    current: dialog.getByLabel('Current Password'),
    next: dialog.getByLabel(/^New Password/),
    repeat: dialog.getByLabel('Repeat New Password'),
  };
  const values = { current: 'Demo#2026', next: 'Stronger#2027', repeat: 'Stronger#2027' };
  // Any one of the three left empty keeps Update disabled.
  for (const empty of ['current', 'next', 'repeat'] as const) {
    for (const [name, field] of Object.entries(fields))
      await field.fill(name === empty ? '' : values[name as keyof typeof values]);
    await expect(update, `${empty} left empty`).toBeDisabled();
  }
  await fields.current.fill(values.current);
  await fields.next.fill(values.next);
  await fields.repeat.fill('Stronger#2028');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(update).toBeDisabled();
  // A weak new password fails the checklist even when repeated exactly.
  await fields.next.fill('weakpass');
  await fields.repeat.fill('weakpass');
  await expect(dialog.locator('[data-rule="uppercase"]')).toHaveAttribute('data-ok', 'false');
  await expect(update).toBeDisabled();
  await fields.next.fill(values.next);
  await fields.repeat.fill(values.repeat);
  await expect(dialog.locator('[data-rule][data-ok="false"]')).toHaveCount(0);
  await expect(update).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('S-90 S-119 S-120: the notification badge shows 9 at nine unread and 9+ from ten', async ({ browser }) => {
  const ops = await ShellPage.as(browser, DEMO.ops);
  await expect(ops.badge).toHaveText('9');
  const admin = await ShellPage.as(browser, DEMO.admin);
  await expect(admin.badge).toHaveText('9+');
  await admin.headerButton(/^Ticket Notifications/).click();
  await expect(admin.page.getByRole('dialog', { name: 'Unread Ticket Notifications' }).getByRole('row')).toHaveCount(
    13,
  );
});

test('S-116 S-117 S-118: the modal lists unread tickets; opening one marks it read; Mark All as Read empties the count', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.it);
  await expect(shell.badge).toHaveText('5');
  await shell.headerButton(/^Ticket Notifications/).click();
  const dialog = page.getByRole('dialog', { name: 'Unread Ticket Notifications' });
  await expect(dialog.getByRole('columnheader')).toHaveText(['Ticket', 'Unread', 'Created On', 'Updated On']);
  await expect(dialog.getByRole('row')).toHaveCount(6);
  const first = dialog.getByRole('button', { name: /^Open ticket / }).first();
  const id = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/ticketing/ticket/${id}$`));
  await expect(shell.badge).toHaveText('4');
  // The ticket screen opens that ticket's dialog; close it to reach the header again.
  const ticket = page.getByRole('dialog', { name: /^Ticket / });
  await ticket.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(ticket).toBeHidden();
  await shell.headerButton(/^Ticket Notifications/).click();
  await expect(dialog.getByRole('row')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(dialog.getByText('No unread tickets.')).toBeVisible();
  await expect(shell.badge).toBeHidden();
});

test('S-90: the badge moves live (server-sent events through the database) when the list changes elsewhere', async ({
  page,
  baseURL,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.global);
  await expect(shell.badge).toHaveText('3');
  // The same user in another tab reads one of them.
  const other = await signedInClient(baseURL!, DEMO.global);
  const list = ok(await other.call(A1.unreadTickets)).data;
  ok(await other.call(A1.unreadTicketMarkRead, { body: { ticketId: list[0].ticketId } }));
  await expect(shell.badge).toHaveText('2');
});

test('S-121 S-122 S-297 S-402: header ticket search opens exactly one match, else the spec message', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.it);
  await shell.headerButton('Ticket Search').click();
  const dialog = page.getByRole('dialog', { name: 'Ticket Search' });
  const input = dialog.getByLabel('Ticket Number');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('*Required')).toBeVisible();
  await input.fill('abc');
  await input.press('Enter');
  await expect(
    dialog.getByText("No Ticket can be found for input 'abc'! Please check the input and try again!"),
  ).toBeVisible();
  await input.fill('99999999');
  await input.press('Enter');
  await expect(
    dialog.getByText("No Ticket can be found for input '99999999'! Please check the input and try again!"),
  ).toBeVisible();
  await input.fill('42');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/ticketing\/ticket\/42$/);
});

test('S-137 S-138 S-260 S-261: Excel Exports tabs and columns; a download with a spinner, retried 100 ms after a failure', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await recordTimeline(page);
  const admin = new ShellPage(page);
  await admin.signIn(DEMO.admin);
  await admin.chooseUserMenu('Excel Exports');
  const dialog = page.getByRole('dialog', { name: 'Excel Exports' });
  await expect(dialog.getByRole('tab')).toHaveText(['Ready', 'Pending', 'Expired']);
  await expect(dialog.getByRole('tab', { name: 'Ready' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('columnheader')).toHaveText(['Name', 'Display Name', 'Created On', 'Updated On', '']);
  const ready = dialog.getByRole('row', { name: /Tickets – open/ });
  await expect(ready.getByRole('button', { name: 'Download' })).toBeVisible();
  // The first attempt fails; on a paused clock the retry waits exactly 100 ms after that answer, spinner showing.
  let attempts = 0;
  await page.route('**/excelexports/download*', async (route) => {
    attempts++;
    if (attempts === 1)
      return route.fulfill({ status: 503, contentType: 'application/json', body: envelope(503, 'busy') });
    return route.continue();
  });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const downloads = () => callsTo(page, '/excelexports/download');
  const download = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download' }).click();
  await expect(ready.getByRole('progressbar', { name: 'Downloading…' })).toBeVisible();
  await expect.poll(async () => (await downloads())[0]?.readTick).toBeDefined();
  const [failed] = await downloads();
  expect(failed.status).toBe(503);
  await runTo(page, failed.readTick! + 99);
  expect(await downloads()).toHaveLength(1);
  await expect(ready.getByRole('progressbar', { name: 'Downloading…' })).toBeVisible();
  await runTo(page, failed.readTick! + 100);
  const [, retry] = await downloads();
  expect(retry.tick - failed.readTick!).toBe(100);
  await page.clock.resume();
  expect((await download).suggestedFilename()).toBe('Tickets – open.csv');
  expect(attempts).toBe(2);
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  await test.step('S-139 S-259: Ready items have Download; Pending and Expired items are listed without it', async () => {
    await dialog.getByRole('tab', { name: 'Pending' }).click();
    await expect(dialog.getByRole('row', { name: /Jobs – on hold/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download' })).toHaveCount(0);
    await dialog.getByRole('tab', { name: 'Expired' }).click();
    await expect(dialog.getByRole('row', { name: /Projects – all/ })).toBeVisible();
  });
  await expect(dialog.getByRole('button', { name: 'Download' })).toHaveCount(0);

  await test.step("S-258: the default tab follows what a user's exports hold", async () => {
    const ops = await ShellPage.as(browser, DEMO.ops);
    await ops.chooseUserMenu('Excel Exports');
    await expect(
      ops.page.getByRole('dialog', { name: 'Excel Exports' }).getByRole('tab', { name: 'Pending' }),
    ).toHaveAttribute('aria-selected', 'true');
    const it = await ShellPage.as(browser, DEMO.it);
    await it.chooseUserMenu('Excel Exports');
    await expect(
      it.page.getByRole('dialog', { name: 'Excel Exports' }).getByRole('tab', { name: 'Expired' }),
    ).toHaveAttribute('aria-selected', 'true');
  });
});

test('S-92 S-191 S-193: the locale popover offers US and France; the currency follows the country', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await shell.headerButton('Language and format').click();
  await expect(page.getByTestId('a1-locale-currency')).toHaveText('Currency: USD');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await expect(page.getByRole('option')).toHaveText(['United States (US)', 'France (FR)']);
  await page.getByRole('option', { name: 'France (FR)' }).click();
  await expect(page.getByTestId('a1-locale-currency')).toHaveText('Currency: EUR');
  await page.getByRole('combobox', { name: 'Language' }).click();
  // Issue 29 point 3: each language by its own name, whatever the session's language.
  await expect(page.getByRole('option')).toHaveText(['English', 'Français']);
  await page.getByRole('option', { name: 'Français' }).click();
  await page.getByRole('combobox', { name: 'Date format' }).click();
  await page.getByRole('option', { name: 'dd/mm/yyyy' }).click();
  await test.step('S-252 S-253 S-177: Save stores language, country and format, then reloads in French', async () => {
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save' }).click()]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('a1.locale')))!)).toEqual({
      language: 'fr',
      country: 'FR',
      format: 'dd/mm/yyyy',
    });
    await expect(shell.headerButton('Langue et format')).toBeVisible();
  });
});

test("S-193: a French-subsidiary user who chose no locale reads France's dates, counts and euros, in English", async ({
  page,
}) => {
  // Issue 29 point 2: Camille Laurent works for the France subsidiary; nothing is in local storage yet.
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.global);
  expect(await page.evaluate(() => localStorage.getItem('a1.locale'))).toBeNull();
  await shell.headerButton('Language and format').click();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('France (FR)');
  await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveText('dd/mm/yyyy');
  await expect(page.getByTestId('a1-locale-currency')).toHaveText('Currency: EUR');
  await page.keyboard.press('Escape');

  const listed = page.waitForResponse((r) => r.url().includes('/jobdashboard/Job/All'));
  await page.goto('/#/operation/admin/job-dashboard');
  const answer = (await (await listed).json()).data as {
    jobs: { number: string; createdOn: string }[];
    statuses: { count: number }[];
  };
  const grid = new GridPage(page, 'operation-admin-job-dashboard');
  await expect(grid.bodyRows.first().locator('td').first()).toHaveText(/^J\d+/, { timeout: 30_000 });
  const number = await grid.firstCell('Job Number');
  const created = new Date(answer.jobs.find((j) => j.number === number)!.createdOn);
  // Day first, written by hand: 04/03/2026 is the fourth of March.
  const day = `${String(created.getDate()).padStart(2, '0')}/${String(created.getMonth() + 1).padStart(2, '0')}`;
  expect(await grid.firstCell('Created On')).toBe(`${day}/${created.getFullYear()}`);
  // Counts group thousands with a space, as the grid's own row count does ("17 000", never "17,000").
  const total = answer.statuses.reduce((n, s) => n + s.count, 0);
  expect(total).toBeGreaterThan(999);
  const grouped = `${Math.floor(total / 1000)} ${String(total % 1000).padStart(3, '0')}`;
  const allButton = page.getByRole('button', { name: /^All \(/ });
  expect((await allButton.textContent())!.replace(/\s/g, ' ')).toBe(`All (${grouped})`);
  expect((await grid.rowCount.innerText()).replace(/\s/g, ' ')).toBe(`${grouped} rows`);
});

test('French run of the shell: every header, menu and dialog string is translated (no raw key shows)', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.admin, { locale: { language: 'fr', country: 'FR' } });
  const page = shell.page;
  const noKeys = async () => expect(await page.locator('body').innerText()).not.toMatch(/\ba1\.[a-z]+\.[\w.]+/);
  await expect(shell.title).toHaveText('Accueil');
  await expect(shell.sideMenu.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(shell.headerButton('Langue et format')).toBeVisible();
  await expect(shell.headerLink('Travaux en attente')).toBeVisible();
  await noKeys();
  const menu = await shell.openUserMenu();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Soumettre une CRF',
    'Soumettre un ticket de tarification',
    'Changer le mot de passe',
    'Exports Excel',
    'Demande de devis',
    'Paramètres utilisateur',
    'Déconnexion',
  ]);
  await noKeys();
  await menu.getByRole('menuitem', { name: 'Paramètres utilisateur' }).click();
  await expect(page.getByRole('dialog', { name: 'Paramètres utilisateur' }).getByRole('spinbutton')).toBeVisible();
  await noKeys();
  await page.keyboard.press('Escape');
  for (const [item, title] of [
    ['Exports Excel', 'Exports Excel'],
    ['Changer le mot de passe', 'Changer votre mot de passe'],
  ]) {
    await (await shell.openUserMenu()).getByRole('menuitem', { name: item }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await noKeys();
    await page.keyboard.press('Escape');
  }
  await shell.headerButton(/^Notifications de tickets/).click();
  await expect(page.getByRole('dialog', { name: 'Notifications de tickets non lus' })).toBeVisible();
  await noKeys();
  await page.keyboard.press('Escape');
  await shell.headerButton('Paramètres du poste de travail').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await noKeys();
});
