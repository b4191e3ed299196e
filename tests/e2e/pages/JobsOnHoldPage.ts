/**
 * Page object of Jobs On Hold (the header's link: the operations admin job dashboard filtered to the hold statuses,
 * spec 3 §2), whose rows open their jobs.
 */
import type { Page } from '../support/fixtures';
import { GridPage } from './GridPage';

export class JobsOnHoldPage {
  readonly grid: GridPage;
  constructor(readonly page: Page) {
    this.grid = new GridPage(page, 'operation-admin-job-dashboard');
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Jobs On Hold', level: 1 });
  }
  /** The cells of a body row; the first holds the job number. */
  cells(row = 0) {
    return this.grid.bodyRows.nth(row).locator('td');
  }
  /** A row opens its job (the dashboards' one rule, issue 29 point 6: there is no Open column any more). */
  async openRow(row = 0) {
    await this.cells(row).nth(1).click();
  }
}
