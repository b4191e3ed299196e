/**
 * The ticket screen (spec 3 §2, §6) as a non-IT user outside the USA (global.ops@a1demo.com, Operations, France):
 * the Assignments tab with its fields instead of the IT tab, Comments and Notifications on existing tickets, no
 * IT-only quick filters, and the lane comment rule on the Assignments tab.
 */
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { GLOBAL_USER, TicketsPage } from '../pages/TicketsPage';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
let tickets: TicketsPage;

test.beforeAll(async ({ browser }) => {
  shell = await ShellPage.as(browser, GLOBAL_USER);
  tickets = await TicketsPage.open(shell.page);
});
test.afterAll(async () => {
  await shell.page.context().close();
});

test('T-127 T-75: quick-filter rows 1 and 2 only (row 3 is IT-only)', async () => {
  await expect(tickets.quickRow(1)).toBeVisible();
  await expect(tickets.quickRow(2).getByRole('button')).toHaveCount(4);
  await expect(tickets.quickRow(3)).toHaveCount(0);
});

test('T-31 T-47: an existing ticket shows General, Attachments, Assignments, Comments and Notifications; the Assignments fields', async () => {
  await tickets.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  const id = await tickets.firstTicketId();
  await tickets.clickTicket(id);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${id}`));
  await expect(tickets.dialog.getByRole('tab')).toHaveText([
    'General',
    /^Attachments/,
    'Assignments',
    /^Comments/,
    'Notifications',
  ]);
  await tickets.dialogTab('Assignments').click();
  const assignments = tickets.dialog.getByTestId('ticket-placement-assignments');
  for (const label of [
    /^Project/,
    /^Initiative/,
    /^Feature/,
    /^Lane/,
    /^Sticker/,
    /^New Comment/,
    /^Requester/,
    /^Assigned Agent/,
  ]) {
    await expect(assignments.getByLabel(label).first()).toBeVisible();
  }
  // The IT tab's own fields are not here.
  await expect(assignments.getByLabel(/^Points/)).toHaveCount(0);
  await expect(assignments.getByLabel(/^CRF Link/)).toHaveCount(0);
  await expect(tickets.dialogButton('Create QA Ticket')).toHaveCount(0);
});

test('T-115: on the Assignments tab, moving to lane 2 or 7 makes the comment mandatory before Save', async () => {
  const assignments = tickets.dialog.getByTestId('ticket-placement-assignments');
  const lane = assignments.getByRole('combobox', { name: /^Lane/ });
  const current = ((await lane.textContent()) ?? '').trim();
  const target = current === 'Production Review' ? 'Next' : 'Production Review';
  await tickets.chooseOption('Lane', target, assignments);
  await expect(tickets.dialogButton('Save')).toBeDisabled();
  await expect(tickets.dialog.getByTestId('ticket-missing')).toContainText('New Comment');
  await assignments.getByLabel(/^New Comment/).fill('Customer confirmed by phone');
  await expect(tickets.dialogButton('Save')).toBeEnabled();
  // Left unsaved: Close asks first (issue 29 point 8), and Confirm drops the change.
  await tickets.dialogButton('Close').click();
  await shell.page
    .getByRole('dialog')
    .filter({ hasText: "Some of your changes weren't saved. Are you sure you want to ignore them?" })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(tickets.dialog).toBeHidden();
  await expect(shell.page).toHaveURL(/#\/ticketing\/ticket$/);
});

test('T-31: a new ticket outside the USA shows General, Attachments and Assignments', async () => {
  await tickets.button('New Ticket').click();
  await expect(tickets.dialogTitle).toHaveText('Submit Ticket');
  await expect(tickets.dialog.getByRole('tab')).toHaveText(['General', 'Attachments', 'Assignments']);
  await tickets.dialogButton('Close').click();
});
