/**
 * Issue 29 point 5 ("keyboard first") in Chromium: an edit dialog opens with its first field focused, Ctrl+S or
 * Ctrl+Enter saves while Save is enabled, Esc closes without saving, the Save button names its shortcuts and the
 * ticket screen's `?` list shows them. The ticket dialog (its own form) and User Settings (a DialogForm) are the two
 * dialogs: both are built on SaveShortcutDialog (web/src/forms).
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { IT_USER, TicketsPage } from '../pages/TicketsPage';
import { signedInClient } from '../../support/a1-http';

// Sign-in, the ticket screen and a database reset each: more than the usual bound on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('issue 29 point 5: an edited ticket is saved by Control+S, Esc closes it, and ? lists the dialog shortcuts', async ({
  page,
  baseURL,
  resetDatabase,
}) => {
  void resetDatabase;
  const itUser = await signedInClient(baseURL!, IT_USER);
  const created = await itUser.send(A1.ticketCreate, {
    body: {
      title: 'Label printer skips every tenth label',
      type: 'Issue',
      priority: 'High',
      description: '<p>The label printer at JFK skips every tenth label.</p>',
      sprintId: 13837,
    },
  });
  expect(created.status).toBe(200);
  const id: number = created.body.data.ticketId;

  await TicketsPage.signIn(page, IT_USER);
  const tickets = await TicketsPage.open(page);
  await page.evaluate((ticketId) => (window.location.hash = `#/ticketing/ticket/${ticketId}`), id);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${id}`));
  const title = tickets.dialog.getByLabel(/^Title/);
  await expect(title).toBeFocused();
  // Loaded: the editor shows the description (until then Save, and so its shortcut, waits).
  await expect(tickets.editor).toContainText('skips every tenth label');
  const save = tickets.dialogButton('Save');
  await expect(save).toHaveAttribute('aria-keyshortcuts', 'Control+S Control+Enter Meta+S Meta+Enter');

  await title.fill('Label printer skips every tenth label after a reboot');
  await expect(save).toBeEnabled();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('a1-toast')).toHaveText(`Ticket #${id} saved`);
  const read = await itUser.send(A1.ticketGet, { query: { ticketId: id } });
  expect(read.body.data.title).toBe('Label printer skips every tenth label after a reboot');

  await test.step('Esc closes the ticket as Close does', async () => {
    await page.keyboard.press('Escape');
    await expect(tickets.dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/ticketing\/ticket$/);
  });

  await test.step('the shortcut list (?) shows the edit dialogs’ shortcuts', async () => {
    await tickets.heading.click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const dialogKeys = help.getByRole('table', { name: 'In an edit dialog' });
    await expect(dialogKeys.getByRole('row')).toHaveText([
      'Ctrl+SCtrl+EnterSave (while Save is enabled)',
      'EscClose without saving',
    ]);
  });
});

test('issue 29 point 5: in a DialogForm (User Settings) Control+Enter saves once Save is enabled, Escape closes without saving', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase;
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/UserSetting/UserSettings')) puts.push(r.postData() ?? '');
  });
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.finance);
  await shell.chooseUserMenu('User Settings');
  const dialog = page.getByRole('dialog', { name: 'User Settings' });
  // (The first field's focus is asserted on the ticket dialog; here, where the fields come after a spinner and the
  // user menu gives the focus back to its button as it closes, it is not yet held: see the issue 29 point 5 notes.)
  await expect(dialog.getByRole('switch', { name: 'Auto-print error labels' })).toBeVisible();
  const font = dialog.getByRole('spinbutton', { name: 'Grid Font Size (%)' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-keyshortcuts', 'Control+S Control+Enter Meta+S Meta+Enter');

  // Out of range (25–200): Save is disabled, and so is its shortcut.
  await font.fill('20');
  await expect(save).toBeDisabled();
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeVisible();
  await font.fill('130');
  await expect(save).toBeEnabled();
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toHaveCount(0);
  await expect(shell.toast).toHaveText('User settings saved.');
  // One save: the press while Save was disabled sent nothing.
  expect(puts).toHaveLength(1);
  expect(JSON.parse(puts[0]!)).toMatchObject({ gridFontSize: 130 });

  await shell.chooseUserMenu('User Settings');
  await expect(font).toHaveValue('130');
  await font.fill('150');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await shell.chooseUserMenu('User Settings');
  await expect(font).toHaveValue('130');
  expect(puts).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
