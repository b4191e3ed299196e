/**
 * Page object of a job's page (volume/job-dashboard/details?number=, spec 3 §2; spec 2 §7 job admin): its heading and
 * status, the On hold and Job admin sections, the tabs with their tables, the General tab's fields and the adjustment
 * form.
 */
import { expect, type Page } from '../support/fixtures';
import { ManualJobForm } from './ManualJobsPage';

export class JobDetailsPage {
  constructor(
    readonly page: Page,
    readonly number: string,
  ) {}

  /** Opens the job by its number, from home so the page mounts afresh. */
  static async open(page: Page, number: string) {
    await page.goto('/#/home');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/#/volume/job-dashboard/details?number=${encodeURIComponent(number)}`);
    const job = new JobDetailsPage(page, number);
    await expect(job.heading).toBeVisible({ timeout: 30_000 });
    return job;
  }

  get heading() {
    return this.page.getByRole('heading', { name: `Job ${this.number}`, level: 1 });
  }
  get status() {
    return this.page.getByTestId('job-status');
  }
  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }
  table(name: string) {
    return this.page.getByRole('table', { name });
  }
  /** The rows of a table holding a text. */
  rowsWith(table: string, text: string) {
    return this.table(table).getByRole('row').filter({ hasText: text });
  }
  /** The first body row of a table (row 0 is its header). */
  firstRow(table: string) {
    return this.table(table).getByRole('row').nth(1);
  }
  /** The General tab's value of a field (its definition list). */
  field(name: string) {
    return this.page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  }
  /** An option of the open select (the list is rendered outside the select, at the page's end). */
  option(name: string | RegExp, options: { exact?: boolean } = {}) {
    return this.page.getByRole('option', { name, ...options });
  }

  /** The On hold section, shown while the job is on hold. */
  get hold() {
    return this.page.getByRole('region', { name: 'On hold' });
  }
  get holdInfo() {
    return this.hold.getByTestId('hold-info');
  }
  get holdComments() {
    return this.hold.getByRole('table', { name: 'Hold comments' });
  }
  /** The line naming who works the hold. */
  get worker() {
    return this.hold.getByText(/^Worked by /);
  }
  get releaseComment() {
    return this.hold.getByLabel('Release comment');
  }
  get releaseHold() {
    return this.hold.getByRole('button', { name: 'Release Hold' });
  }
  /** Whatever is labelled as the assignment override's select: broad, for checking it is not offered at all. */
  get assignTo() {
    return this.hold.getByLabel('Give the hold to');
  }
  get assignToSelect() {
    return this.hold.getByRole('combobox', { name: 'Give the hold to' });
  }
  get overrideAssignment() {
    return this.hold.getByRole('button', { name: 'Override assignment' });
  }

  /** The Job admin section: its actions, or a read-only note. */
  get admin() {
    return this.page.getByRole('region', { name: 'Job admin' });
  }
  get comment() {
    return this.admin.getByLabel('Comment');
  }
  get newStatus() {
    return this.admin.getByLabel('New status');
  }
  adminButton(name: string) {
    return this.admin.getByRole('button', { name });
  }
  /** Looked for on the whole page, so that its absence means anywhere. */
  get postToBilling() {
    return this.page.getByRole('button', { name: 'Post to Billing' });
  }
  async editManualJob() {
    await this.adminButton('Edit Manual Job').click();
    return new ManualJobForm(this.page, 'Edit Manual Job');
  }

  /** Adds an adjustment on the (open) Adjustments tab. */
  async addAdjustment(option: string, quantity: string) {
    await this.page.getByRole('combobox', { name: 'Adjustment' }).click();
    await this.option(option).click();
    await this.page.getByLabel('Quantity').fill(quantity);
    await this.page.getByRole('button', { name: 'Add Adjustment' }).click();
  }
}
