/** Page object of the ticket screen (spec 3 §2) and its ticket dialog. */
import { expect, type Locator, type Page } from '../support/fixtures';
import { GridPage } from './GridPage';
import { signInAs } from '../support/signed-in';

export const IT_USER = 'it.developer@a1demo.com';
export const GLOBAL_USER = 'global.ops@a1demo.com';
/** A generated staff member of the Pricing department, USA (server/src/db/seed: user 19 of the staff loop). */
export const PRICING_USER = 'toni.nakamura19@a1demo.com';

export class TicketsPage {
  readonly screen: Locator;
  readonly grid: GridPage;
  constructor(
    readonly page: Page,
    gridId = 'tickets',
  ) {
    this.screen = page.getByTestId('ticket-screen');
    this.grid = new GridPage(page, gridId);
  }

  static async signIn(page: Page, email: string) {
    await signInAs(page, email);
  }

  /** Opens the screen at a hash route (default: the support tickets list) and waits for the tickets. */
  static async open(page: Page, path = '/ticketing/ticket', gridId = 'tickets') {
    await page.goto(`/#${path}`);
    const tickets = new TicketsPage(page, gridId);
    await expect(tickets.screen).toBeVisible({ timeout: 30_000 });
    await expect(tickets.quickFilter('All')).toBeVisible({ timeout: 30_000 });
    // Loaded: the overlay has gone (the quick filters show, with zero counts, before the tickets arrive).
    await expect(tickets.screen.getByTestId('ticket-loading')).toBeHidden({ timeout: 60_000 });
    return tickets;
  }

  get heading() {
    return this.screen.getByRole('heading', { level: 1 });
  }
  get screenTabs() {
    return this.screen.getByRole('tablist', { name: 'Ticket views' });
  }
  quickRow(n: 1 | 2 | 3) {
    return this.screen.getByTestId(`quick-filter-row${n}`);
  }
  /** A quick-filter button by its label (its accessible name is the label followed by the count). */
  quickFilter(label: string) {
    return this.screen.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} \\d+$`) });
  }
  async quickCount(label: string): Promise<number> {
    const name = (await this.quickFilter(label).textContent()) ?? '';
    return Number(name.replace(/^\D*/, '').replace(/\D/g, ''));
  }
  button(name: string) {
    return this.screen.getByRole('button', { name, exact: true });
  }
  get dialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.locator('#ticket-dialog-title') });
  }
  get dialogTitle() {
    return this.page.locator('#ticket-dialog-title');
  }
  dialogTab(name: string | RegExp) {
    return this.dialog.getByRole('tab', { name });
  }
  dialogButton(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }
  /** The description's rich-text editor in the dialog. */
  get editor() {
    return this.dialog.locator('.tiptap[contenteditable="true"]');
  }
  /** Picks an option of a select (a combobox by its label) in the dialog, or in `within`. */
  async chooseOption(label: string, option: string, within: Locator = this.dialog) {
    await within.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }
  /** Clicks the body row of a ticket by its number (the Ticket column). */
  async clickTicket(id: number) {
    await this.grid.bodyRows
      .filter({ has: this.page.locator(`td.tid-${id}`) })
      .first()
      .locator('td')
      .nth(1)
      .click();
  }
  /** The ticket number of the first body row. */
  async firstTicketId(): Promise<number> {
    const cls = (await this.grid.bodyRows.first().locator('td[class*="tid-"]').first().getAttribute('class')) ?? '';
    return Number(/tid-(\d+)/.exec(cls)?.[1]);
  }
}
