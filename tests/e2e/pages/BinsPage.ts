/**
 * Page object of Bins (insight/bins; spec 2 §7 operation/admin/bins/): the bins grid with its filters, Find
 * Receptacle, and a bin's detail with its receptacles and close actions.
 */
import type { Page } from '../support/fixtures';
import { GridPage } from './GridPage';

export class BinsPage {
  readonly grid: GridPage;
  constructor(readonly page: Page) {
    this.grid = new GridPage(page, 'insight-bins');
  }

  async goto() {
    await this.page.goto('/#/insight/bins');
  }

  /** Narrows the grid to a bin number. */
  async search(binNumber: string) {
    await this.page.getByLabel('Bin Number').fill(binNumber);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }
  async openFirstRow() {
    await this.grid.bodyRows.first().locator('td').first().click();
  }
  /** Opens a receptacle's bin and pieces by its number. */
  async findReceptacle(number: string) {
    await this.page.getByLabel('Receptacle Number').fill(number);
    await this.page.getByRole('button', { name: 'Find Receptacle' }).click();
  }
  detail(binNumber: string) {
    return new BinDetail(this.page, binNumber);
  }
}

/** The shown bin: its heading (number, job, status), close actions, receptacles and a receptacle's pieces. */
export class BinDetail {
  constructor(
    readonly page: Page,
    readonly binNumber: string,
  ) {}

  get root() {
    return this.page.getByRole('region', { name: new RegExp(`^Bin ${this.binNumber}`) });
  }
  heading(name: string | RegExp) {
    return this.root.getByRole('heading', { name });
  }
  /** The bin's actions, by exact name (or a pattern). */
  button(name: string | RegExp) {
    return this.root.getByRole('button', { name, exact: true });
  }
  get receptacles() {
    return this.root.getByRole('table', { name: 'Receptacles' });
  }
  /** The first receptacle's row (row 0 is the header). */
  get firstReceptacle() {
    return this.receptacles.getByRole('row').nth(1);
  }
  get firstReceptacleCells() {
    return this.firstReceptacle.locator('td');
  }
  /** A button of the first receptacle's row (Pieces, Close Receptacle). */
  firstReceptacleButton(name: string) {
    return this.firstReceptacle.getByRole('button', { name });
  }
}
