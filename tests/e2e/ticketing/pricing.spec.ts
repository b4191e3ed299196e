/**
 * The pricing ticket screen (spec 3 §2, §6) as a Pricing user of the USA (toni.nakamura19@a1demo.com, one of the
 * generated staff, Pricing department): the page name, only pricing tickets, the pricing address of a ticket and
 * its title, the IT tab Pricing gets on pricing tickets only, and no IT-only quick filters.
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { PRICING_USER, TicketsPage } from '../pages/TicketsPage';
import { call, sessionHeaders, signIn } from '../../support/a1-http';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
let tickets: TicketsPage;
let pricingCount = 0;

test.beforeAll(async ({ browser, baseURL }) => {
  const admin = await signIn(baseURL!, 'admin@a1demo.com');
  const list = await call(baseURL!, 'GET', `${A1.ticketList.path}?sprintId=50094`, { headers: sessionHeaders(admin) });
  pricingCount = (list.body.data as unknown[]).length;
  shell = await ShellPage.as(browser, PRICING_USER);
  tickets = await TicketsPage.open(shell.page, '/quote/pricing-tickets/tickets', 'pricing-tickets');
});
test.afterAll(async () => {
  await shell.page.context().close();
});

test('T-6 T-8: quote/pricing-tickets/tickets is the ticket screen named Pricing Tickets, with the pricing tickets only', async () => {
  await expect(tickets.heading).toHaveText('Pricing Tickets');
  expect(pricingCount).toBeGreaterThan(0);
  await expect.poll(() => tickets.quickCount('All')).toBe(pricingCount);
  await tickets.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(tickets.grid.rowCount).toHaveText(
    `${pricingCount.toLocaleString('en-US')} row${pricingCount === 1 ? '' : 's'}`,
  );
  expect(new Set(await tickets.grid.columnTexts('Project'))).toEqual(new Set(['Pricing']));
  // Quick-filter row 3 is IT's.
  await expect(tickets.quickRow(3)).toHaveCount(0);
});

test('T-7 T-18 T-21 T-31: a pricing ticket opens at quote/pricing-tickets/ticket/{id} as Pricing Ticket {id}, with the IT tab', async () => {
  const id = await tickets.firstTicketId();
  await tickets.clickTicket(id);
  await expect(shell.page).toHaveURL(new RegExp(`#/quote/pricing-tickets/ticket/${id}$`));
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Pricing Ticket ${id}`));
  // Pricing on a pricing ticket: the IT tab and the existing ticket's tabs (no Assignments).
  await expect(tickets.dialog.getByRole('tab')).toHaveText([
    'General',
    /^Attachments/,
    'IT',
    /^Supporting Documents/,
    /^Comments/,
    /^Checklist/,
    'Notifications',
    /^Timesheets/,
  ]);
  // No Create QA Ticket for a pricing ticket, even on the IT tab.
  await tickets.dialogTab('IT').click();
  await expect(tickets.dialogButton('Save')).toBeVisible();
  await expect(tickets.dialogButton('Create QA Ticket')).toHaveCount(0);
  await tickets.dialogButton('Close').click();
  await expect(shell.page).toHaveURL(/#\/quote\/pricing-tickets\/tickets$/);
});

test('T-7: the pricing address of a ticket opens it directly; a new one is Submit Pricing Ticket', async () => {
  const id = await tickets.firstTicketId();
  await shell.goto(`/quote/pricing-tickets/ticket/${id}`);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Pricing Ticket ${id}`));
  await tickets.dialogButton('Close').click();
  await tickets.button('New Ticket').click();
  await expect(tickets.dialogTitle).toHaveText('Submit Pricing Ticket');
  await expect(tickets.dialog.getByRole('tab')).toHaveText(['General', 'Attachments', 'IT']);
  await tickets.dialogButton('Close').click();
  await expect(tickets.dialog).toBeHidden();
});

test('T-31: on the support ticket screen a Pricing user of the USA sees General and Attachments only', async () => {
  tickets = await TicketsPage.open(shell.page);
  await tickets.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  const id = await tickets.firstTicketId();
  await tickets.clickTicket(id);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`^Ticket ${id}`));
  await expect(tickets.dialog.getByRole('tab')).toHaveText(['General', /^Attachments/]);
  await tickets.dialogButton('Close').click();
  await expect(shell.page).toHaveURL(/#\/ticketing\/ticket$/);
});
