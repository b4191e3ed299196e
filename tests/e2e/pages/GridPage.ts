/** Page object of the shared data grid (shell §2 Shared data grid), on the job dashboard demo screen. */
import { expect, type Locator, type Page } from '../support/fixtures';
import { signInAs } from '../support/signed-in';

export class GridPage {
  readonly root: Locator;
  constructor(
    readonly page: Page,
    gridId = 'operation-admin-job-dashboard',
  ) {
    this.root = page.locator(`[data-grid-id="${gridId}"]`);
  }

  static async open(page: Page, email = 'admin@a1demo.com') {
    await signInAs(page, email);
    await page.goto('/#/operation/admin/job-dashboard');
    const grid = new GridPage(page);
    await expect(grid.rowCount).toHaveText('2,000 rows');
    return grid;
  }

  get keyword() {
    return this.root.getByPlaceholder('Filter by keyword');
  }
  get rowCount() {
    return this.root.getByTestId('grid-row-count');
  }
  get pageText() {
    return this.root.getByTestId('grid-page');
  }
  get table() {
    return this.root.getByRole('table');
  }
  get bodyRows() {
    return this.table.locator('tbody tr:not([aria-hidden])');
  }
  chip(name: string) {
    return this.filterPanel.getByRole('button', { name, exact: true });
  }
  /** The open value list of a chip (a multiple-select dropdown) and its search box. */
  valueList(title: string) {
    return this.page.getByRole('listbox', { name: `${title} values` });
  }
  get valueSearch() {
    return this.page.getByRole('combobox', { name: 'Search values' });
  }
  get filterPanel() {
    return this.root.getByRole('region', { name: 'Grid filters' });
  }
  header(name: string) {
    return this.table.getByRole('columnheader', { name, exact: true });
  }
  button(name: string) {
    return this.root.getByRole('button', { name, exact: true });
  }

  async headers(): Promise<string[]> {
    return (await this.table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  }

  /** The cells of column `title` (by its header's text) in every rendered body row. */
  async column(title: string): Promise<Locator> {
    const index = (await this.headers()).indexOf(title);
    if (index < 0) throw new Error(`no column ${title}`);
    return this.bodyRows.locator(`td:nth-child(${index + 1})`);
  }

  /** The text of column `title` in every rendered body row. */
  async columnTexts(title: string): Promise<string[]> {
    return (await this.column(title)).allInnerTexts();
  }

  async firstCell(title: string): Promise<string> {
    return (await this.columnTexts(title))[0];
  }
}
