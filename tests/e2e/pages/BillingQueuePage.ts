/**
 * Page object of Finance's Automated Billing Job Queue (finance/automated-billing-job-queue, issue 29 point 1): the
 * billing-status filters, the jobs' rows and their Post/Retry buttons.
 */
import { type Browser, type Page } from '../support/fixtures';
import { ShellPage } from './ShellPage';

export const BILLING_QUEUE_PATH = '/finance/automated-billing-job-queue';

export class BillingQueuePage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  /** A fresh context signed in as this user, on the queue (not waited for: some users are told they cannot read it). */
  static async as(browser: Browser, email: string): Promise<BillingQueuePage> {
    return new BillingQueuePage(await ShellPage.openAs(browser, email, BILLING_QUEUE_PATH));
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Automated Billing Job Queue', level: 1 });
  }
  get table() {
    return this.page.getByRole('table', { name: 'Jobs of the billing queue' });
  }
  get loading() {
    return this.page.getByText('Loading the billing queue…');
  }
  get rows() {
    return this.page.getByTestId('a1-billing-row');
  }
  /** A billing-status filter; its name is the status and its count, e.g. "Waiting (3)". */
  filter(status: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
  }
  /** The job number of the first row. */
  async firstNumber(): Promise<string> {
    return (await this.rows.first().getByRole('cell').first().innerText()).trim();
  }
  /** A job's row by its number (it stays the same locator while the filters change). */
  row(number: string) {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: number, exact: true }) });
  }
  /** The Billing cell (the billing status) of a job's row. */
  billing(number: string) {
    return this.row(number).getByRole('cell').nth(4);
  }
  /** The Outcome cell (the failure's reason or the billing reference) of a job's row. */
  outcome(number: string) {
    return this.row(number).getByRole('cell').nth(5);
  }
  post(number: string) {
    return this.row(number).getByRole('button', { name: `Post the sales order of job ${number}` });
  }
  retry(number: string) {
    return this.row(number).getByRole('button', { name: `Retry the sales order of job ${number}` });
  }
  /** Every button of a job's row (a billed job has none). */
  rowButtons(number: string) {
    return this.row(number).getByRole('button');
  }
}
