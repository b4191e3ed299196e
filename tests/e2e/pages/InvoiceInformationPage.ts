/**
 * Page object of Invoice Information (globe-billing/invoice-information, issue 29 point 1): the job-number search and
 * the table of the jobs found with their invoice numbers.
 */
import { type Browser, type Page } from '../support/fixtures';
import { ShellPage } from './ShellPage';

export const INVOICE_INFORMATION_PATH = '/globe-billing/invoice-information';

export class InvoiceInformationPage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  /** A fresh context signed in as this user, on the screen. */
  static async as(browser: Browser, email: string): Promise<InvoiceInformationPage> {
    return new InvoiceInformationPage(await ShellPage.openAs(browser, email, INVOICE_INFORMATION_PATH));
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Invoice Information', level: 1 });
  }
  /** The search field: it searches as one types. */
  get jobNumber() {
    return this.page.getByRole('textbox', { name: 'Job number' });
  }
  get searching() {
    return this.page.getByText('Searching…');
  }
  /** The search's message (e.g. that nothing was found). */
  get status() {
    return this.page.getByRole('status');
  }
  get table() {
    return this.page.getByRole('table', { name: 'Invoice numbers of the jobs found' });
  }
  get columnHeaders() {
    return this.table.getByRole('columnheader');
  }
  get rows() {
    return this.page.getByTestId('a1-invoice-row');
  }
  /** The Job Number of every row found. */
  jobNumbers(): Promise<string[]> {
    return this.rows.locator('td:first-child').allInnerTexts();
  }
}
