/**
 * Page objects of Manual Jobs (spec 2 §7 JobManual): the dialog of the operations admin job dashboard listing the
 * jobs keyed in by hand, and the New / Edit Manual Job form (the latter opens from a job's page).
 */
import type { Page } from '../support/fixtures';

export class ManualJobsPage {
  constructor(readonly page: Page) {}

  /** Opens the operations admin job dashboard and its Manual Jobs dialog. */
  static async open(page: Page) {
    await page.goto('/#/operation/admin/job-dashboard');
    await page.getByRole('button', { name: 'Manual Jobs' }).click();
    return new ManualJobsPage(page);
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Manual Jobs' });
  }
  row(number: string) {
    return this.dialog.getByRole('row').filter({ hasText: number });
  }
  async newJob() {
    await this.dialog.getByRole('button', { name: 'New Manual Job' }).click();
    return new ManualJobForm(this.page, 'New Manual Job');
  }
  /** Opens a job's page from its row (a JobDetailsPage; not built here, which imports this file). */
  async openJob(number: string) {
    await this.row(number)
      .getByRole('button', { name: `Open job ${number}` })
      .click();
  }
}

export class ManualJobForm {
  constructor(
    readonly page: Page,
    readonly title: 'New Manual Job' | 'Edit Manual Job',
  ) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: this.title });
  }
  get number() {
    return this.dialog.getByLabel('Job Number');
  }
  button(name: string) {
    return this.dialog.getByRole('button', { name });
  }
  /** A select of the form by its label; a click opens its list. */
  select(label: string) {
    return this.dialog.getByRole('combobox', { name: label });
  }
  async chooseType(type: string) {
    await this.select('Type').click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }
  /** Keys in a job: its number, customer, type and product if given; any office will do, so the first. */
  async fill(job: { number: string; customer: string; type: string; product?: string }) {
    await this.number.fill(job.number);
    await this.select('Customer').click();
    await this.page.getByRole('option', { name: job.customer }).click();
    await this.select('Office').click();
    await this.page.getByRole('option').first().click();
    await this.chooseType(job.type);
    if (job.product) {
      await this.select('Product').click();
      await this.page.getByRole('option', { name: job.product }).click();
    }
  }
}
