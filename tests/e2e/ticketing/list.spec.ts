/**
 * The ticket list dialog and bulk updates (spec 3 §2, §9) as the IT demo user (it.developer@a1demo.com, IT, USA),
 * on the tickets of the demo's new-ticket feature (13837, opened with the feature route parameter): the title,
 * columns and page size, the footer's buttons, Shuffle Points, the bulk update and Delete Selected Tickets with its
 * confirmation.
 */
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { IT_USER, TicketsPage } from '../pages/TicketsPage';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
let tickets: TicketsPage;

test.beforeAll(async ({ browser }) => {
  shell = await ShellPage.as(browser, IT_USER);
  tickets = await TicketsPage.open(shell.page, '/ticketing/ticket?feature=13837');
});
test.afterAll(async () => {
  await shell.page.context().close();
});

const listDialog = () => shell.page.getByRole('dialog').filter({ has: shell.page.locator('#ticket-list-title') });

test('T-10: the feature route parameter lists that feature only', async () => {
  await tickets.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  const features = new Set(await tickets.grid.columnTexts('Feature'));
  expect(features.size).toBe(1);
  expect(await tickets.quickCount('All')).toBeGreaterThan(10);
});

test('T-65 T-66 T-67: the ticket list dialog: Tickets for {feature name}, its columns, 10 a page', async () => {
  const feature = (await tickets.grid.columnTexts('Feature'))[0];
  await tickets.button('Ticket List').click();
  const dialog = listDialog();
  await expect(dialog.locator('#ticket-list-title')).toHaveText(`Tickets for ${feature}`);
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Select',
    'Ticket#',
    'Title',
    'Feature',
    'Feature Comment',
    'Assigned',
    'Lane',
    'Points',
    'Priority',
    'Requester',
    'Ticket Created Date',
    'Ticket End Date',
    'Sprint',
    'Comment',
  ]);
  await expect(dialog.locator('tbody tr')).toHaveCount(10);
});

test('T-70 T-71 T-69: Select All On Screen, Clear All Selected and Update N Selected', async () => {
  const dialog = listDialog();
  await expect(dialog.getByRole('button', { name: 'Update 0 Selected' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Select All On Screen' }).click();
  await expect(dialog.getByRole('button', { name: 'Update 10 Selected' })).toBeEnabled();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Clear All Selected' }).click();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Update 0 Selected' })).toBeDisabled();
});

test('T-68: Shuffle Points wants an agent, a sprint and points', async () => {
  const dialog = listDialog();
  const shuffle = dialog.getByRole('button', { name: 'Shuffle Points' });
  await expect(shuffle).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Agent' }).click();
  await shell.page.getByRole('listbox').getByRole('option', { name: 'Sam Patel' }).click();
  await dialog.getByRole('combobox', { name: 'Sprint' }).click();
  await shell.page.getByRole('listbox').getByRole('option').last().click();
  await expect(shuffle).toBeDisabled();
  await dialog.getByLabel('Points', { exact: true }).fill('5');
  await expect(shuffle).toBeEnabled();
  await shuffle.click();
  await expect(shell.toast).toContainText(/Points shuffled across \d+ tickets/);
});

test('T-73: Update N Selected opens the bulk update: Lane, Sprint, Agent, Comment and Save', async () => {
  const dialog = listDialog();
  const first = dialog.locator('tbody tr').nth(0);
  const second = dialog.locator('tbody tr').nth(1);
  const ids = [
    ((await first.getByRole('button').textContent()) ?? '').trim(),
    ((await second.getByRole('button').textContent()) ?? '').trim(),
  ];
  await dialog.getByRole('checkbox', { name: `Select ticket ${ids[0]}` }).check();
  await dialog.getByRole('checkbox', { name: `Select ticket ${ids[1]}` }).check();
  await dialog.getByRole('button', { name: 'Update 2 Selected' }).click();
  const bulk = shell.page.getByRole('dialog', { name: 'Update 2 Tickets' });
  for (const label of ['Lane', 'Sprint', 'Agent'])
    await expect(bulk.getByRole('combobox', { name: label })).toBeVisible();
  await expect(bulk.getByLabel('Comment')).toBeVisible();
  await bulk.getByRole('combobox', { name: 'Lane' }).click();
  await shell.page.getByRole('listbox').getByRole('option', { name: 'Blocked', exact: true }).click();
  await bulk.getByLabel('Comment').fill('Waiting for the carrier');
  await bulk.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast).toContainText('2 tickets updated');
  await expect(bulk).toBeHidden();
  for (const id of ids)
    await expect(
      dialog.locator('tbody tr').filter({ has: shell.page.getByRole('button', { name: id, exact: true }) }),
    ).toContainText('Blocked');
});

test('T-74: Delete Selected Tickets asks for confirmation first', async () => {
  const dialog = listDialog();
  const id = ((await dialog.locator('tbody tr').first().getByRole('button').textContent()) ?? '').trim();
  await dialog.getByRole('checkbox', { name: `Select ticket ${id}` }).check();
  await dialog.getByRole('button', { name: 'Update 1 Selected' }).click();
  const bulk = shell.page.getByRole('dialog', { name: 'Update 1 Tickets' });
  await bulk.getByRole('button', { name: 'Delete Selected Tickets' }).click();
  const confirm = shell.page.getByRole('dialog', { name: 'Delete Selected Tickets' });
  await expect(confirm).toContainText('Delete the 1 selected tickets? This cannot be undone.');
  // Cancelling keeps the ticket.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await bulk.getByRole('button', { name: 'Delete Selected Tickets' }).click();
  await shell.page
    .getByRole('dialog', { name: 'Delete Selected Tickets' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(shell.toast).toContainText('1 tickets deleted');
  await expect(dialog.getByRole('button', { name: id, exact: true })).toHaveCount(0);
});

test('T-72: New Ticket in the list dialog opens Submit Ticket', async () => {
  await listDialog().getByRole('button', { name: 'New Ticket' }).click();
  await expect(tickets.dialogTitle).toHaveText('Submit Ticket');
  await tickets.dialogButton('Close').click();
  await expect(tickets.dialog).toBeHidden();
});
