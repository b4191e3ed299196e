/** Page object of the Volume Summary (volume/summary, shell §2 Routes): the jobs counted by status and by customer. */
import type { Page } from '../support/fixtures';

export class VolumeSummaryPage {
  constructor(readonly page: Page) {}

  /** Only navigates: the caller waits for the jobs' answer first. */
  async goto() {
    await this.page.goto('/#/volume/summary');
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Volume Summary', level: 1 });
  }
  get byStatus() {
    return this.page.getByRole('table', { name: 'Jobs by status' });
  }
  get byCustomer() {
    return this.page.getByRole('table', { name: 'Jobs by customer' });
  }
  /** The customer table's rows, its header row included. */
  get customerRows() {
    return this.byCustomer.getByRole('row');
  }
  /** The count cell of a row of the status table, by its label (a status, or Total). */
  statusCount(label: string) {
    return this.byStatus
      .getByRole('row', { name: new RegExp(`^${label} `) })
      .getByRole('cell')
      .last();
  }
}
