/**
 * Issue 23 point 8 in Chromium: the IT user has a ticket open and is typing when another user (the operations
 * manager, over HTTP as another browser would) saves the same ticket. The dialog says so in a notice with Reload,
 * keeps what the IT user typed, a Save answers the server's 409 "changed by … reload to see it", and Reload shows
 * the other user's change.
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { IT_USER, TicketsPage } from '../pages/TicketsPage';
import { call, sessionHeaders, signIn } from '../../support/a1-http';
import { resetE2eDatabase } from '../../support/e2e-control';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
let tickets: TicketsPage;
let other: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

test.beforeAll(async ({ browser, baseURL }) => {
  shell = await ShellPage.as(browser, IT_USER);
  tickets = await TicketsPage.open(shell.page);
  const headers = sessionHeaders(await signIn(baseURL!, 'ops.manager@a1demo.com'));
  other = (method, path, body) => call(baseURL!, method, path, { headers, body });
  // The screen holds its event stream before the other user saves.
  await expect(shell.page.getByText('Live updates on')).toBeVisible({ timeout: 15_000 });
});
test.afterAll(async () => {
  await shell.page.context().close();
  // The next specs find the demo's tickets as seeded.
  await resetE2eDatabase();
});

test("issue 23 point 8: another user's save shows a notice in the open dialog, keeps what was typed, Save answers 409, Reload shows their change", async () => {
  const page = shell.page;
  const created = await other('POST', A1.ticketCreate.path, {
    title: 'Pallet scanner loses its pairing',
    type: 'Issue',
    priority: 'High',
    description: '<p>The pallet scanner at JFK loses its pairing every hour.</p>',
    sprintId: 13837,
  });
  expect(created.status).toBe(200);
  const id: number = created.body.data.ticketId;

  await page.evaluate((ticketId) => (window.location.hash = `#/ticketing/ticket/${ticketId}`), id);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${id}`));
  // Loaded: the editor shows the description (until then the form shows the list row and cannot save).
  await expect(tickets.editor).toContainText('loses its pairing every hour');
  const title = tickets.dialog.getByLabel(/^Title/);
  await title.fill('Pallet scanner loses pairing after sleep');

  const read = await other('GET', `${A1.ticketGet.path}?ticketId=${id}`);
  const saved = await other('PUT', A1.ticketUpdate.path, {
    ticketId: id,
    version: read.body.data.version,
    title: 'Pallet scanner pairing: firmware 2.1 fixes it',
  });
  expect(saved.status).toBe(200);

  // The operations manager, by name (issue 29 point 2), not by the e-mail the ticket stores.
  const notice = tickets.dialog.getByRole('status');
  await expect(notice).toContainText(
    'Jordan Lee saved this ticket while it was open here. What you typed is kept; Reload shows their version.',
  );
  await expect(title).toHaveValue('Pallet scanner loses pairing after sleep');

  await tickets.dialogButton('Save').click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error.getByTestId('a1-error-line')).toHaveText([
    'HTTP 409',
    /^changed by Jordan Lee at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC; reload to see it$/,
  ]);
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toBeHidden();
  // The refused save kept the form and changed nothing on the server.
  await expect(title).toHaveValue('Pallet scanner loses pairing after sleep');
  const after = await other('GET', `${A1.ticketGet.path}?ticketId=${id}`);
  expect(after.body.data).toMatchObject({
    title: 'Pallet scanner pairing: firmware 2.1 fixes it',
    version: read.body.data.version + 1,
  });

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(title).toHaveValue('Pallet scanner pairing: firmware 2.1 fixes it');
  await expect(tickets.dialog.getByRole('status')).toHaveCount(0);
});
