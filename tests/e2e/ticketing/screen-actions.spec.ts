/**
 * The ticket screen's actions (spec 3 §2, §4; issue 12 points 2, 3 and 10) as the IT demo user
 * (it.developer@a1demo.com, IT, USA): the loading overlay and Refresh, the initiative and unread route parameters,
 * unread icons and Mark All As Read, the simple view and its toggle kept in local storage, and the keyboard.
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { IT_USER, TicketsPage } from '../pages/TicketsPage';
import { resetE2eDatabase } from '../../support/e2e-control';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
let tickets: TicketsPage;

test.beforeAll(async ({ browser }) => {
  // The seeded unread tickets of this user: an earlier spec (Mark All as Read in the header) may have read them all.
  await resetE2eDatabase();
  shell = await ShellPage.as(browser, IT_USER);
});
test.afterAll(async () => {
  await shell.page.context().close();
});

test('T-16 T-15: a loading overlay shows while the tickets load; Refresh loads them again', async () => {
  const page = shell.page;
  // Hold the list's answer until the overlay has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${A1.ticketList.path}*`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/#/ticketing/ticket');
  tickets = new TicketsPage(page);
  await expect(tickets.screen.getByTestId('ticket-loading')).toBeVisible({ timeout: 30_000 });
  // The overlay's spinner (the backdrop hides it from assistive technology; its label says what loads).
  await expect(tickets.screen.getByTestId('ticket-loading').locator('[role="progressbar"]')).toHaveAttribute(
    'aria-label',
    'Loading tickets…',
  );
  release();
  await expect(tickets.quickFilter('All')).toBeVisible({ timeout: 30_000 });
  // The list of 5,000 tickets takes a while on a busy machine.
  await expect(tickets.screen.getByTestId('ticket-loading')).toBeHidden({ timeout: 60_000 });
  await page.unroute(`**${A1.ticketList.path}*`);
  const reload = page.waitForRequest((r) => r.url().includes(A1.ticketList.path));
  // The screen's Refresh (the grid's own toolbar has one too).
  const refresh = tickets.button('Refresh').first();
  await refresh.click();
  await reload;
  await expect(refresh).toBeEnabled({ timeout: 60_000 });
});

test('T-11 T-80: the unread parameter lists the unread tickets, with an icon on each changed field', async () => {
  const unread = await tickets.quickCount('Unread');
  expect(unread).toBeGreaterThan(0);
  tickets = await TicketsPage.open(shell.page, '/ticketing/ticket?unread=true');
  await expect.poll(() => tickets.quickCount('All')).toBe(unread);
  await tickets.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(tickets.grid.rowCount).toHaveText(`${unread} row${unread === 1 ? '' : 's'}`);
  // Each unread row marks at least one of Lane, Latest Comment and Assigned.
  const rows = tickets.grid.bodyRows;
  const count = await rows.count();
  for (let i = 0; i < count; i++) await expect(rows.nth(i).locator('td.unread-icon')).not.toHaveCount(0);
  const icons = tickets.grid.table.locator('td.unread-icon');
  const classes = await icons.evaluateAll((cells) => cells.map((c) => c.className));
  expect(classes.some((c) => /unread-(LANE|COMMENT|ASSIGNED)/.test(c))).toBe(true);
});

test('T-77 T-131: Mark All As Read shows only while Unread is active and clears the unread tickets', async () => {
  tickets = await TicketsPage.open(shell.page);
  const markAll = tickets.button('Mark All As Read');
  await expect(markAll).toHaveCount(0);
  await tickets.quickFilter('Unread').click();
  await expect(markAll).toBeVisible();
  await markAll.click();
  // Nothing is unread now: the Unread button goes and the choice falls back to All.
  await expect(tickets.quickFilter('Unread')).toHaveCount(0);
  await expect(tickets.quickFilter('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(markAll).toHaveCount(0);
});

test('T-9: the initiative parameter presets the Initiative filter and lists that initiative only', async () => {
  tickets = await TicketsPage.open(shell.page, '/ticketing/ticket?initiative=4317');
  // As a feature's link (T-10): the quick filter on All, the Initiative filter on the initiative, no Lane or
  // Department filter hiding some of its tickets.
  await expect(tickets.quickFilter('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(tickets.grid.chip('Initiative (1)')).toBeVisible();
  await expect(tickets.grid.chip('Lane')).toBeVisible();
  await expect(tickets.grid.chip('Department')).toBeVisible();
  const initiatives = new Set(await tickets.grid.columnTexts('Initiative'));
  expect(initiatives.size).toBe(1);
  const all = await tickets.quickCount('All');
  tickets = await TicketsPage.open(shell.page);
  expect(await tickets.quickCount('All')).toBeGreaterThan(all);
});

test("T-20: in an initiative's list a feature row opens the feature dialog instead of a ticket", async () => {
  const page = shell.page;
  tickets = await TicketsPage.open(page, '/ticketing/ticket?initiative=4317');
  // The Is Ticket column starts on Yes: clear it to see the initiative's features (the grid may keep them cleared).
  const clear = tickets.grid.root.getByRole('button', { name: 'Clear all filters' });
  if (await clear.isVisible()) await clear.click();
  const feature = tickets.grid.bodyRows.filter({ has: page.locator('td[class*="tid--"]') }).first();
  await expect(feature).toBeVisible({ timeout: 30_000 });
  const name = ((await feature.locator('td').nth(1).textContent()) ?? '').trim();
  await feature.locator('td').nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Feature' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('textbox', { name: /^Feature Name|^Name/ }).first()).toHaveValue(name);
  // Not a ticket: the address stays the list's.
  await expect(page).toHaveURL(/#\/ticketing\/ticket\?initiative=4317$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('T-23 T-24 T-136 S-179: Show Simple View hides the tabs, forces the first and is kept in local storage', async () => {
  const page = shell.page;
  await tickets.screenTabs.getByRole('tab', { name: 'By Module' }).click();
  await expect(page.getByTestId('ticket-groups')).toBeVisible();
  await tickets.button('Show Simple View').click();
  await expect(tickets.screenTabs).toHaveCount(0);
  // The first tab (Tickets): no grouping.
  await expect(page.getByTestId('ticket-groups')).toHaveCount(0);
  // Auto-refresh stops in the simple view.
  await expect(tickets.screen.getByRole('switch', { name: 'Auto-Refresh (every 30s)' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('a1.simpleView'))).toBe('true');
  await page.reload();
  tickets = await TicketsPage.open(page);
  await expect(tickets.button('Show Detailed View')).toBeVisible();
  await expect(tickets.screenTabs).toHaveCount(0);
  await tickets.button('Show Detailed View').click();
  await expect(tickets.screenTabs).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('a1.simpleView'))).toBe('false');
});

test('keyboard: ? lists the shortcuts; j moves, x selects, b bulk-updates, Enter opens the highlighted ticket', async () => {
  const page = shell.page;
  await tickets.heading.click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const line of [
    'Next ticket',
    'Previous ticket',
    'Open the highlighted ticket',
    'Bulk update the selected tickets',
    'Mark the highlighted ticket read',
  ])
    await expect(help).toContainText(line);
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  await page.keyboard.press('j');
  // j highlights a ticket (the screen marks it on the grid); Enter below opens that one.
  const marker = tickets.screen.locator('[data-current-ticket]');
  await expect(marker).toHaveAttribute('data-current-ticket', /^\d+$/);
  const first = Number(await marker.getAttribute('data-current-ticket'));
  await page.keyboard.press('j');
  await expect(marker).not.toHaveAttribute('data-current-ticket', String(first));
  await page.keyboard.press('k');
  await expect(marker).toHaveAttribute('data-current-ticket', String(first));
  await page.keyboard.press('x');
  await expect(tickets.button('Bulk Update (1)')).toBeVisible();
  await page.keyboard.press('b');
  const bulk = page.getByRole('dialog', { name: 'Update 1 Tickets' });
  await expect(bulk).toBeVisible();
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/ticketing/ticket/${first}$`));
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${first}`));
  await tickets.dialogButton('Close').click();
  await expect(page).toHaveURL(/#\/ticketing\/ticket$/);
});
