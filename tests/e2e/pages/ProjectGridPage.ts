/**
 * Page object of the project grid (spec 2 §2): CRFs, Projects and My Projects on the shared data grid, and the
 * project-tracking modals it opens.
 */
import { expect, type Browser, type Locator, type Page } from '../support/fixtures';
import { GridPage } from './GridPage';
import { ShellPage } from './ShellPage';

export type ProjectMode = 'crfs' | 'projects' | 'myProjects' | 'oneView';

const GRID_IDS: Record<ProjectMode, string> = {
  crfs: 'kanban-project-crfs',
  projects: 'kanban-project-projects',
  myProjects: 'kanban-project-myProjects',
  oneView: 'kanban-project-oneView',
};

export class ProjectGridPage {
  readonly grid: GridPage;
  constructor(
    readonly page: Page,
    mode: ProjectMode = 'projects',
  ) {
    this.grid = new GridPage(page, GRID_IDS[mode]);
  }

  /** A fresh signed-in context on `path` (e.g. '/kanban/project/grid-view'), waiting for the grid's rows. */
  static async as(browser: Browser, email: string, path: string, mode: ProjectMode): Promise<ProjectGridPage> {
    const shell = await ShellPage.as(browser, email);
    const grid = new ProjectGridPage(shell.page, mode);
    await grid.goto(path);
    return grid;
  }

  async goto(path: string) {
    await this.page.goto(`/#${path}`);
    await expect(this.grid.table).toBeVisible({ timeout: 30_000 });
    await expect(this.grid.bodyRows.first()).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  /** The page title in the header bar (shell §2 Header). */
  get headerTitle() {
    return new ShellPage(this.page).title;
  }
  get newInitiative() {
    return this.grid.root.getByRole('button', { name: 'New Initiative', exact: true });
  }
  /** The rendered body rows whose Feature cell is a link (a feature's first row). */
  featureLinks() {
    return this.grid.table.locator('tbody td button.MuiLink-root');
  }
  /** The name link in a row's cell of the given column. */
  async linkIn(column: string, row = 0): Promise<Locator> {
    const index = (await this.grid.headers()).indexOf(column);
    return this.grid.bodyRows
      .nth(row)
      .locator(`td:nth-child(${index + 1})`)
      .getByRole('button');
  }
  /** The first row whose cell of `column` holds a link, and that link. */
  async firstLinkIn(column: string): Promise<Locator> {
    const index = (await this.grid.headers()).indexOf(column);
    return this.grid.table.locator(`tbody tr td:nth-child(${index + 1}) button`).first();
  }
  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }
  async chooseOption(dialog: Locator, label: string, option: string | RegExp) {
    await dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option }).first().click();
  }
}
