/**
 * Page object of the report runner (report/generate, issue 14 point 7): the report picker, the form built from the
 * report's parameters, the run and its result grid, the Excel export and printing.
 */
import { type Browser, type Page } from '../support/fixtures';
import { ShellPage } from './ShellPage';

export const REPORTS_PATH = '/report/generate';

export class ReportsPage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  /** A fresh context signed in as this user, on the runner (not waited for: some users may not open it). */
  static async as(browser: Browser, email: string): Promise<ReportsPage> {
    return new ReportsPage(await ShellPage.openAs(browser, email, REPORTS_PATH));
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Generate Report' });
  }
  /** A select by its label: the report picker ('Report') or a list parameter (e.g. 'Status'). */
  select(label: string) {
    return this.page.getByRole('combobox', { name: label });
  }
  async choose(label: string, option: string) {
    await this.select(label).click();
    await this.page.getByRole('option', { name: option }).click();
  }
  /** A parameter's field by its label (e.g. 'Created On from'). */
  field(label: string) {
    return this.page.getByLabel(label);
  }
  /** Why Run waits (the required parameters left empty). */
  get missing() {
    return this.page.getByTestId('report-missing');
  }
  get run() {
    return this.page.getByRole('button', { name: 'Run Report' });
  }
  get print() {
    return this.page.getByRole('button', { name: 'Print' });
  }
  get excel() {
    return this.page.getByRole('button', { name: /Excel/ });
  }
  /** The result's title: the report's name and its row count. */
  get resultTitle() {
    return this.page.getByTestId('report-result-title');
  }
  columnHeader(name: string) {
    return this.page.getByRole('columnheader', { name });
  }
  /** The result's rows holding a text. */
  rowsWith(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
