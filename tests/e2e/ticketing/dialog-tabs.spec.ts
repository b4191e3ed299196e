/**
 * The ticket dialog's tabs (spec 3 §2, §8) as the IT demo user (it.developer@a1demo.com, IT, USA) on a seeded
 * Testing ticket whose feature has supporting documents: counts, comments, checklist, notifications, timesheets,
 * test cases, attachments and supporting documents, and the revert of a change the server answers falsy.
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { IT_USER, TicketsPage } from '../pages/TicketsPage';
import { call, sessionHeaders, signIn } from '../../support/a1-http';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
let tickets: TicketsPage;
let ticketId = 0;

test.beforeAll(async ({ browser, baseURL }) => {
  // Find the ticket as another user over HTTP (the browser's session stays the IT user's).
  const admin = await signIn(baseURL!, 'admin@a1demo.com');
  const list = await call(baseURL!, 'GET', `${A1.ticketList.path}?sprintId=0`, { headers: sessionHeaders(admin) });
  const testing = (list.body.data as Array<{ ticketId: number; type: string; sprintId: number | null }>).find(
    (t) => t.type === 'Testing' && t.sprintId != null && t.sprintId % 3 === 0,
  );
  ticketId = testing!.ticketId;
  shell = await ShellPage.as(browser, IT_USER);
  tickets = await TicketsPage.open(shell.page);
  await shell.goto(`/ticketing/ticket/${ticketId}`);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${ticketId}`));
});
test.afterAll(async () => {
  await shell.page.context().close();
});

test('T-4 T-31 T-32 T-33: ticket/{id} opens the ticket; its tabs with counts, Test Cases for a Testing ticket', async () => {
  await expect(shell.page).toHaveURL(new RegExp(`#/ticketing/ticket/${ticketId}$`));
  await expect(tickets.dialog.getByRole('tab')).toHaveText([
    'General',
    /^Attachments \(\d+\)$/,
    'IT',
    /^Supporting Documents \(\d+\)$/,
    /^Comments \(\d+\)$/,
    /^Checklist \(\d+\)$/,
    'Notifications',
    /^Timesheets \(\d+\)$/,
    /^Test Cases \(\d+\)$/,
  ]);
  await expect(tickets.dialogTab(/^Supporting Documents \(2\)$/)).toBeVisible();
  await expect(tickets.dialogTab(/^Test Cases \(1\)$/)).toBeVisible();
});

test('issue 29 point 4: the ticket dialog keeps one size on every tab: the viewport less 32 px margins', async () => {
  const viewport = shell.page.viewportSize()!;
  const tabs = tickets.dialog.getByRole('tab');
  const first = await tickets.dialog.boundingBox();
  // MUI's margins are 32 px: the dialog is the viewport's height less 64 px, whatever its tab holds.
  expect(Math.round(first!.height)).toBe(viewport.height - 64);
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    expect(await tickets.dialog.boundingBox(), await tabs.nth(i).innerText()).toEqual(first);
  }
  await tabs.first().click();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});

test('T-50 T-51 T-52: comments: the new-comment box saves, the grid lists it, a row opens an edit dialog with Delete', async () => {
  const tab = tickets.dialogTab(/^Comments/);
  await tab.click();
  const before = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  const panel = tickets.dialog.getByTestId('ticket-tab-comments');
  await panel.getByLabel(/^New Comment/).fill('Reproduced on the second scanner too');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tab).toHaveText(`Comments (${before + 1})`);
  const row = panel.getByRole('row').filter({ hasText: 'Reproduced on the second scanner too' });
  await expect(row).toHaveCount(1);
  await expect(panel.getByRole('columnheader')).toHaveText(['Comment', 'Created By', 'Created On']);
  await row.click();
  const edit = shell.page.getByRole('dialog', { name: 'Edit Comment' });
  await expect(edit.getByRole('button', { name: 'Delete' })).toBeVisible();
  await edit.getByLabel(/^Comment/).fill('Reproduced on both scanners');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('row').filter({ hasText: 'Reproduced on both scanners' })).toHaveCount(1);
});

test('T-413: a falsy server result on a comment edit reverts the local change', async () => {
  const page = shell.page;
  const panel = tickets.dialog.getByTestId('ticket-tab-comments');
  await page.route(`**${A1.ticketCommentUpdate.path}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' },
            data: null,
          }),
        })
      : route.fallback(),
  );
  await panel.getByRole('row').filter({ hasText: 'Reproduced on both scanners' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Comment' });
  await edit.getByLabel(/^Comment/).fill('This edit will not stick');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast).toContainText('The comment was not saved; it is back as it was.');
  await expect(panel.getByRole('row').filter({ hasText: 'Reproduced on both scanners' })).toHaveCount(1);
  await expect(panel.getByRole('row').filter({ hasText: 'This edit will not stick' })).toHaveCount(0);
  await page.unroute(`**${A1.ticketCommentUpdate.path}`);
  // Delete from the edit dialog.
  await panel.getByRole('row').filter({ hasText: 'Reproduced on both scanners' }).click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('row').filter({ hasText: 'Reproduced on both scanners' })).toHaveCount(0);
});

test('T-53 T-54 T-412: checklist: new item with Save, a checkbox list with Edit; a falsy answer reverts', async () => {
  const page = shell.page;
  await tickets.dialogTab(/^Checklist/).click();
  const panel = tickets.dialog.getByTestId('ticket-tab-checklist');
  await panel.getByLabel(/^New Item/).fill('Check the second scanner');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  const box = panel.getByRole('checkbox', { name: 'Check the second scanner' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
  await expect(panel.getByRole('button', { name: 'Edit Check the second scanner' })).toBeVisible();
  // The server answers falsy: the tick comes back off.
  await page.route(`**${A1.ticketChecklistUpdate.path}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' },
            data: null,
          }),
        })
      : route.fallback(),
  );
  // click(), not uncheck(): uncheck() insists the box stays unticked, and the revert may come first.
  await box.click();
  await expect(shell.toast).toContainText('The checklist change was not saved');
  await expect(box).toBeChecked();
  await page.unroute(`**${A1.ticketChecklistUpdate.path}`);
  await panel.getByRole('button', { name: 'Edit Check the second scanner' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Checklist Item' });
  await edit.getByLabel(/^New Item/).fill('Check both scanners');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Check both scanners' })).toBeChecked();
});

test('T-55 T-56 T-57 T-414: notifications: Subscribe Email, the people, subscribed e-mails with Edit; a falsy answer reverts', async () => {
  const page = shell.page;
  await tickets.dialogTab('Notifications').click();
  const panel = tickets.dialog.getByTestId('ticket-tab-notifications');
  for (const who of ['Requester', 'Assigned Agent', 'Created By', 'Last Updated By'])
    await expect(panel.locator('dt', { hasText: who })).toBeVisible();
  await expect(panel.locator('dd').first()).toContainText('@');
  await panel.getByLabel(/^Subscribe Email/).fill('dock.lead@a1demo.com');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  const edit = panel.getByRole('button', { name: 'Edit dock.lead@a1demo.com' });
  await expect(edit).toBeVisible();
  await page.route(`**${A1.ticketNotificationUpdate.path}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' },
            data: null,
          }),
        })
      : route.fallback(),
  );
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Subscribed Email' });
  await dialog.getByLabel(/^Subscribe Email/).fill('night.shift@a1demo.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast).toContainText('The e-mail change was not saved');
  await expect(panel.getByRole('button', { name: 'Edit dock.lead@a1demo.com' })).toBeVisible();
  await page.unroute(`**${A1.ticketNotificationUpdate.path}`);
});

test('T-58 T-59: timesheets: Date, Hours, Category, Notes and Post; a row opens an edit dialog with Update and Delete', async () => {
  const page = shell.page;
  const tab = tickets.dialogTab(/^Timesheets/);
  await tab.click();
  const before = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  const panel = tickets.dialog.getByTestId('ticket-tab-timesheets');
  await expect(panel.getByLabel(/^Date/).first()).toBeVisible();
  await panel
    .getByLabel(/^Hours/)
    .first()
    .fill('1.5');
  await panel
    .getByRole('combobox', { name: /^Category/ })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await panel
    .getByLabel(/^Notes/)
    .first()
    .fill('Scanner firmware check');
  await panel.getByRole('button', { name: 'Post' }).click();
  await expect(tab).toHaveText(`Timesheets (${before + 1})`);
  const row = panel.getByRole('row').filter({ hasText: 'Scanner firmware check' });
  await row.click();
  const edit = page.getByRole('dialog', { name: 'Edit Timesheet' });
  await expect(edit.getByRole('button', { name: 'Update' })).toBeVisible();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(tab).toHaveText(`Timesheets (${before})`);
});

test('T-63 T-64: test cases: New Test Case and Test Case {id} titles; Submit, Save and Delete', async () => {
  const page = shell.page;
  const tab = tickets.dialogTab(/^Test Cases/);
  await tab.click();
  const panel = tickets.dialog.getByTestId('ticket-tab-testCases');
  await panel.getByRole('button', { name: 'New Test Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Test Case' });
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  // The description is required.
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(/^Description/).fill('Scan two parcels in a row');
  await submit.click();
  await expect(tab).toHaveText('Test Cases (2)');
  await panel.getByRole('row').filter({ hasText: 'Scan two parcels in a row' }).click();
  const existing = page.getByRole('dialog', { name: /^Test Case \d+$/ });
  await expect(existing.getByRole('button', { name: 'Save' })).toBeVisible();
  // Delete saves the test case with isenabled false: it leaves the list.
  await existing.getByRole('button', { name: 'Delete' }).click();
  await expect(tab).toHaveText('Test Cases (1)');
});

test('T-60 T-61 T-62: attachments: upload a file, the grid with name, created by and on, download and delete', async () => {
  const page = shell.page;
  const tab = tickets.dialogTab(/^Attachments/);
  await tab.click();
  const before = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  const panel = tickets.dialog.getByTestId('ticket-tab-attachments');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'scanner-log.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('scan 1 lost\nscan 2 ok\n'),
  });
  await expect(tab).toHaveText(`Attachments (${before + 1})`);
  await expect(panel.getByRole('columnheader')).toHaveText(['File Name', 'Created By', 'Created On', '']);
  await expect(panel.getByRole('row').filter({ hasText: 'scanner-log.txt' })).toContainText('Sam Patel');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download scanner-log.txt' }).click();
  expect((await download).suggestedFilename()).toBe('scanner-log.txt');
  await panel.getByRole('button', { name: 'Delete scanner-log.txt' }).click();
  await expect(tab).toHaveText(`Attachments (${before})`);
});

test('T-48 T-49: supporting documents: link, created by and created on, 10 a page', async () => {
  const page = shell.page;
  // The seed gives each such feature two documents; answer twelve to see the page size.
  const docs = Array.from({ length: 12 }, (_, i) => ({
    document_Link: `https://docs.a1demo.com/crf/doc-${i + 1}.pdf`,
    created_By: 'seed',
    created_On: '2026-01-05T10:00:00.000Z',
  }));
  await page.route(`**${A1.ticketSupportingDocuments.path}*`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' }, data: docs }),
    }),
  );
  await tickets.dialogButton('Close').click();
  await expect(tickets.dialog).toBeHidden();
  await shell.goto(`/ticketing/ticket/${ticketId}`);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${ticketId}`));
  await tickets.dialogTab(/^Supporting Documents \(12\)$/).click();
  const panel = tickets.dialog.getByTestId('ticket-tab-supportingDocuments');
  await expect(panel.getByRole('columnheader')).toHaveText(['Link', 'Created By', 'Created On']);
  await expect(panel.getByRole('link')).toHaveCount(10);
  await panel.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(panel.getByRole('link')).toHaveText([
    'https://docs.a1demo.com/crf/doc-11.pdf',
    'https://docs.a1demo.com/crf/doc-12.pdf',
  ]);
  await page.unroute(`**${A1.ticketSupportingDocuments.path}*`);
});
