/**
 * Page object of the project registers (ours, issue 24): the issues and risks register and the timesheet register,
 * each opened from the Projects grid's heading, on the shared data grid.
 */
import { expect, type Browser, type Locator, type Page } from '../support/fixtures';
import { GridPage } from './GridPage';
import { ProjectGridPage } from './ProjectGridPage';
import { ShellPage } from './ShellPage';

export type Register = 'issues' | 'timesheets';

const REGISTERS: Record<Register, { link: string; gridId: string; title: string }> = {
  issues: { link: 'Issues & Risks', gridId: 'kanban-project-issue-register', title: 'Issues and Risks Register' },
  timesheets: { link: 'Timesheets', gridId: 'kanban-project-timesheet-register', title: 'Timesheet Register' },
};

export class RegisterPage {
  readonly grid: GridPage;
  constructor(
    readonly page: Page,
    readonly register: Register,
  ) {
    this.grid = new GridPage(page, REGISTERS[register].gridId);
  }

  /** A fresh signed-in context on the Projects grid, then the register through its link there. */
  static async fromProjects(browser: Browser, email: string, register: Register): Promise<RegisterPage> {
    const projects = await ProjectGridPage.as(browser, email, '/kanban/project/grid-view', 'projects');
    await projects.page.getByRole('link', { name: REGISTERS[register].link, exact: true }).click();
    const page = new RegisterPage(projects.page, register);
    await expect(page.heading).toHaveText(REGISTERS[register].title);
    await expect(page.grid.bodyRows.first()).toBeVisible({ timeout: 30_000 });
    return page;
  }

  get title() {
    return REGISTERS[this.register].title;
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get headerTitle() {
    return new ShellPage(this.page).title;
  }
  /** The timesheet register's total of what the grid's filters leave. */
  get total() {
    return this.grid.root.getByText(/^Total: /);
  }
  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }
  /** Chooses the values of a chip's list (each option's name starts with the value), then closes it. */
  async filter(chip: string, values: string[]) {
    await this.grid.chip(chip).click();
    for (const value of values)
      await this.grid
        .valueList(chip)
        .getByRole('option', { name: new RegExp(`^${value}`) })
        .click();
    await this.page.keyboard.press('Escape');
    await expect(this.grid.chip(`${chip} (${values.length})`)).toBeVisible();
  }
  /** The rendered body row whose cell of `column` reads `text`. */
  async rowWith(column: string, text: string): Promise<Locator> {
    const index = (await this.grid.headers()).indexOf(column);
    return this.grid.bodyRows.filter({
      has: this.page.locator(`td:nth-child(${index + 1})`, { hasText: new RegExp(`^${escape(text)}$`) }),
    });
  }
  /** The cell of `column` in a row. */
  async cell(row: Locator, column: string): Promise<Locator> {
    const index = (await this.grid.headers()).indexOf(column);
    return row.locator(`td:nth-child(${index + 1})`);
  }
  /** How many rows the grid's footer counts. */
  async rowCount(): Promise<number> {
    return Number((await this.grid.rowCount.innerText()).replace(/\D/g, ''));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
