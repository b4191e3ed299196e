/**
 * Generic dialogs (shell §2, spec 3 §2), the spinner sizes (shell §9) and the error dialog's copy failure (shell §8).
 * No screen uses the info and single-input dialogs yet: the tests open them through the dialog bus, which the app
 * puts on window only when local storage carries the test flag.
 */
import { expect, test, type Page, type Route } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';

type InputAnswer = { action: 'submit'; value: string } | { action: 'delete' } | { action: 'cancel' };
interface DialogHooks {
  a1Dialogs: {
    showInfo(request: { title?: string; message?: string; html?: string }): Promise<boolean>;
    askInput(request: { title: string; label: string; submitText?: string; textarea?: boolean }): Promise<InputAnswer>;
    askSingleInput(request: {
      title: string;
      label: string;
      message?: string;
      canDelete?: boolean;
      initialValue?: string;
    }): Promise<InputAnswer>;
  };
}
type Hooks = DialogHooks['a1Dialogs'];

async function signInWithHooks(page: Page, email: string): Promise<ShellPage> {
  await page.addInitScript(() => localStorage.setItem('a1.testHooks', 'on'));
  const shell = new ShellPage(page);
  await shell.signIn(email);
  return shell;
}

/** Starts a bus call in the page; its answer arrives once the test has clicked in the dialog. */
function open<K extends keyof Hooks>(
  page: Page,
  kind: K,
  request: Parameters<Hooks[K]>[0],
): Promise<Awaited<ReturnType<Hooks[K]>>> {
  return page.evaluate(
    ([k, r]) => ((window as unknown as DialogHooks).a1Dialogs[k] as (x: unknown) => Promise<never>)(r),
    [kind, request] as const,
  );
}

test('S-146: the generic input dialog takes a title, a label and a submit text (header ticket search), and optionally a textarea', async ({
  page,
}) => {
  const shell = await signInWithHooks(page, DEMO.it);
  await shell.headerButton('Ticket Search').click();
  const search = page.getByRole('dialog', { name: 'Ticket Search' });
  await expect(search.getByRole('textbox', { name: 'Ticket Number' })).toBeVisible();
  expect(await search.getByRole('textbox', { name: 'Ticket Number' }).evaluate((el) => el.tagName)).toBe('INPUT');
  await expect(search.getByRole('button')).toHaveText(['Cancel', 'Search']);
  await search.getByRole('button', { name: 'Cancel' }).click();

  const answer = open(page, 'askInput', { title: 'Reject CRF', label: 'Reason', submitText: 'Reject', textarea: true });
  const dialog = page.getByRole('dialog', { name: 'Reject CRF' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  expect(await reason.evaluate((el) => el.tagName)).toBe('TEXTAREA');
  await reason.fill('Out of scope\nfor this sprint');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  expect(await answer).toEqual({ action: 'submit', value: 'Out of scope\nfor this sprint' });
  await expect(dialog).toHaveCount(0);
});

test('T-83: the info dialog shows its title (default Success!), message and html text, with Cancel and Accept', async ({
  page,
}) => {
  await signInWithHooks(page, DEMO.ops);
  const accepted = open(page, 'showInfo', {
    message: 'The tickets were moved.',
    // The caller's html is shown as given: its image has its own text alternative (WCAG 1.1.1 is the caller's part).
    html: '<b>3 tickets</b> now in <i>Done</i><img src="x" alt="Lane chart" onerror="window.__xss = 1">',
  });
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog.getByText('The tickets were moved.')).toBeVisible();
  await expect(dialog.locator('b')).toHaveText('3 tickets');
  await expect(dialog.locator('i')).toHaveText('Done');
  // The html text is sanitized: the image keeps no script.
  expect(await dialog.locator('img').getAttribute('onerror')).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Accept']);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  expect(await accepted).toBe(true);
  await expect(dialog).toHaveCount(0);

  const cancelled = open(page, 'showInfo', { title: 'Lane changed', message: 'Ticket 42 is in Done.' });
  const titled = page.getByRole('dialog', { name: 'Lane changed' });
  await titled.getByRole('button', { name: 'Cancel' }).click();
  expect(await cancelled).toBe(false);
});

test('T-84 T-85 T-86: the single-input dialog has a message, Delete only when allowed, and Submit only with an input', async ({
  page,
}) => {
  await signInWithHooks(page, DEMO.ops);
  const submitted = open(page, 'askSingleInput', {
    title: 'Rename Lane',
    message: 'Give the lane a new name.',
    label: 'Lane name',
  });
  const dialog = page.getByRole('dialog', { name: 'Rename Lane' });
  await expect(dialog.getByText('Give the lane a new name.')).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText(['Delete', 'Submit']);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  const input = dialog.getByRole('textbox', { name: 'Lane name' });
  await input.fill('Waiting on customer');
  await expect(submit).toBeEnabled();
  await input.fill('   ');
  await expect(submit).toBeDisabled();
  await input.fill('Waiting on customer');
  await submit.click();
  expect(await submitted).toEqual({ action: 'submit', value: 'Waiting on customer' });

  const deleted = open(page, 'askSingleInput', {
    title: 'Edit Lane',
    label: 'Lane name',
    initialValue: 'Blocked',
    canDelete: true,
  });
  const allowed = page.getByRole('dialog', { name: 'Edit Lane' });
  await expect(allowed.getByRole('textbox', { name: 'Lane name' })).toHaveValue('Blocked');
  await allowed.getByRole('button', { name: 'Delete' }).click();
  expect(await deleted).toEqual({ action: 'delete' });
  await expect(allowed).toHaveCount(0);
});

test('T-83 T-84: a newer generic dialog replaces an open one, which answers as cancelled; without the layout every request is cancelled', async ({
  page,
}) => {
  await signInWithHooks(page, DEMO.ops);
  const first = open(page, 'showInfo', { title: 'First' });
  await expect(page.getByRole('dialog', { name: 'First' })).toBeVisible();
  const second = open(page, 'askSingleInput', { title: 'Second', label: 'Name' });
  expect(await first).toBe(false);
  await expect(page.getByRole('dialog', { name: 'First' })).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Second' }).getByRole('textbox', { name: 'Name' }).fill('kept');
  await page.getByRole('dialog', { name: 'Second' }).getByRole('button', { name: 'Submit' }).click();
  expect(await second).toEqual({ action: 'submit', value: 'kept' });
  // The login screen has no layout, hence no host for the dialogs.
  await page.goto('/#/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await open(page, 'askInput', { title: 'Nobody', label: 'Name' })).toEqual({ action: 'cancel' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('T-83 T-84: the generic dialogs speak French', async ({ page }) => {
  const shell = await signInWithHooks(page, DEMO.ops);
  // The login page object speaks English: switch the stored locale once signed in.
  await page.evaluate(() =>
    localStorage.setItem('a1.locale', JSON.stringify({ language: 'fr', country: 'FR', format: 'dd/mm/yyyy' })),
  );
  await page.reload();
  await expect(shell.header).toBeVisible();
  const accepted = open(page, 'showInfo', { message: 'Les tickets ont été déplacés.' });
  const info = page.getByRole('dialog', { name: 'Succès !' });
  await expect(info.getByRole('button')).toHaveText(['Annuler', 'Accepter']);
  await info.getByRole('button', { name: 'Annuler' }).click();
  expect(await accepted).toBe(false);
  const answer = open(page, 'askSingleInput', { title: 'Renommer', label: 'Nom' });
  await expect(page.getByRole('dialog', { name: 'Renommer' }).getByRole('button')).toHaveText(['Supprimer', 'Valider']);
  await page.keyboard.press('Escape');
  expect(await answer).toEqual({ action: 'cancel' });
});

test('S-417: a copy failure in the error dialog is only logged: no message, the dialog stays as it was', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.route('**/UserSetting/UserSettings', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        responseStatus: { responseStatusCode: 500, responseStatusMessage: 'Database unavailable' },
      }),
    }),
  );
  await shell.chooseUserMenu('User Settings');
  const error = page.getByRole('dialog', { name: 'Error' });
  const logged = page.waitForEvent(
    'console',
    (message) => message.type() === 'warning' && message.text().startsWith('Copy failed'),
  );
  await error.getByRole('button', { name: 'Copy' }).click();
  expect((await logged).text()).toContain('Write permission denied.');
  await expect(error.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(error.getByRole('button', { name: 'Copied' })).toHaveCount(0);
  await expect(error.getByTestId('a1-error-line')).toHaveText(['HTTP 500', 'Database unavailable']);
  await expect(shell.toast).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

/** Holds the matching calls until release() is called, so a spinner can be measured while it shows. */
async function holdCalls(page: Page, pathname: string) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === pathname,
    (route) => {
      held.push(route);
    },
  );
  return async () => {
    await page.unroute((url) => url.pathname === pathname);
    await Promise.all(held.map((route) => route.continue()));
  };
}

const sizeOf = (page: Page, name: string) =>
  page
    .getByRole('progressbar', { name, exact: true })
    .evaluate((el) => [getComputedStyle(el).width, getComputedStyle(el).height]);

test('S-441: spinners measure xs 1rem (download), sm 2rem (section root), md 3rem (dialog loading) at a 16 px root', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');

  let release = await holdCalls(page, '/api/a1/shared/excelexports/');
  await shell.chooseUserMenu('Excel Exports');
  expect(await sizeOf(page, 'Loading')).toEqual(['48px', '48px']);
  await release();
  const ready = page.getByRole('dialog', { name: 'Excel Exports' }).getByRole('row', { name: /Tickets – open/ });
  release = await holdCalls(page, '/api/a1/shared/excelexports/download');
  await ready.getByRole('button', { name: 'Download' }).click();
  expect(await sizeOf(page, 'Downloading…')).toEqual(['16px', '16px']);
  const download = page.waitForEvent('download');
  await release();
  await download;
  await page.keyboard.press('Escape');

  release = await holdCalls(page, '/api/A1/Security/SideMenu');
  await shell.goto('/kanban');
  await page.reload();
  expect(await sizeOf(page, 'Loading')).toEqual(['32px', '32px']);
  await release();
  await expect(page.getByRole('list', { name: 'Screens of this section' })).toBeVisible();
});
