/**
 * Page object of the CRFs (spec 2 §2, §4–§6): the feature form the project grid opens (Add Feature, Edit Feature)
 * with its attachments, timesheets and supporting documents, the dialogs it opens, and Submit CRF from the user
 * menu (shell §2 User menu), the same form.
 */
import { expect, type Browser, type Locator, type Page } from '../support/fixtures';
import { ProjectGridPage, type ProjectMode } from './ProjectGridPage';
import { selectOptions, ShellPage } from './ShellPage';

export const PROJECTS_PATH = '/kanban/project/grid-view';

/** A dialog of these screens and its controls. */
export class Dialog {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  get buttons() {
    return this.root.getByRole('button');
  }
  button(name: string, options: { exact?: boolean } = {}) {
    return this.root.getByRole('button', { name, ...options });
  }
  textbox(name: string, options: { exact?: boolean } = {}) {
    return this.root.getByRole('textbox', { name, ...options });
  }
  spinbutton(name: string) {
    return this.root.getByRole('spinbutton', { name });
  }
  /** A select by its label (its accessible name is the label followed by the value). */
  combobox(label: string) {
    return this.root.getByRole('combobox', { name: new RegExp(`^${label}`) });
  }
  /** The options of the open select (its listbox is rendered outside the dialog). */
  get options() {
    return selectOptions(this.page);
  }
  /** Picks the first option of a select whose name matches `option` (ProjectGridPage's pick, in this dialog). */
  async choose(label: string, option: string | RegExp) {
    await new ProjectGridPage(this.page).chooseOption(this.root, label, option);
  }
  tab(name: string | RegExp) {
    return this.root.getByRole('tab', { name });
  }
  /** The body rows of a table by its name, optionally those holding `text`. */
  rows(table: string, text?: string) {
    const rows = this.root.getByRole('table', { name: table }).locator('tbody tr');
    return text === undefined ? rows : rows.filter({ hasText: text });
  }
  cells(row: Locator) {
    return row.locator('td');
  }
  get status() {
    return this.root.getByRole('status');
  }
  text(text: string) {
    return this.root.getByText(text, { exact: true });
  }
}

/** The feature (CRF) form: Add Feature, Edit Feature and Submit CRF. */
export class FeatureDialog extends Dialog {
  get featureName() {
    return this.textbox('Feature Name');
  }
  get tabs() {
    return this.root.getByRole('tab');
  }
  /** A tab by its label (tabs with a list add its count to their name). */
  featureTab(label: 'Attachments' | 'Timesheets' | 'Supporting Documents') {
    return this.tab(new RegExp(`^${label}`));
  }
  get attachmentInput() {
    return this.root.getByTestId('attachment-input');
  }
  attachment(fileName: string) {
    return this.rows('Attachments', fileName);
  }
  attachmentButton(action: 'Download' | 'Delete', fileName: string) {
    return this.attachment(fileName).getByRole('button', { name: `${action} ${fileName}` });
  }
  timesheet(text: string) {
    return this.rows('Timesheets', text);
  }
  get documentsPaging() {
    return this.root.getByTestId('documents-paging');
  }
  get nextDocumentsPage() {
    return this.documentsPaging.getByRole('button', { name: /next page/i });
  }
}

export class CrfPage {
  readonly projects: ProjectGridPage;
  readonly shell: ShellPage;
  constructor(
    readonly page: Page,
    mode: ProjectMode = 'projects',
  ) {
    this.projects = new ProjectGridPage(page, mode);
    this.shell = new ShellPage(page);
  }

  /** A fresh signed-in context on a project grid (ProjectGridPage.as), by default the Projects grid. */
  static async as(
    browser: Browser,
    email: string,
    path = PROJECTS_PATH,
    mode: ProjectMode = 'projects',
  ): Promise<CrfPage> {
    const grid = await ProjectGridPage.as(browser, email, path, mode);
    return new CrfPage(grid.page, mode);
  }

  dialog(name: string | RegExp) {
    return new Dialog(this.page, this.projects.dialog(name));
  }
  featureDialog(name: string | RegExp) {
    return new FeatureDialog(this.page, this.projects.dialog(name));
  }
  get addFeatureDialog() {
    return this.featureDialog('Add Feature');
  }
  get editFeatureDialog() {
    return this.featureDialog(/^Edit Feature/);
  }
  get submitCrfDialog() {
    return this.featureDialog('Submit CRF');
  }
  get errorDialog() {
    return this.dialog(/error/i);
  }
  /** Text anywhere on the page (a toast, a message). */
  text(text: string) {
    return this.page.getByText(text);
  }

  /** The Add Feature button of the grid's first row. */
  get addFeatureButton() {
    return this.projects.grid.bodyRows.first().getByRole('button', { name: 'Add Feature' });
  }

  /** Clicks a feature's link and answers the id its dialog reads (GET KanbanBoard/Sprint?sprintId=). */
  async openFeature(link: Locator): Promise<number> {
    const read = this.page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/KanbanBoard\/Sprint\?.*sprintId=/.test(r.url()),
    );
    await link.click();
    return Number(new URL((await read).url()).searchParams.get('sprintId'));
  }

  /** Opens the first feature of the grid and waits until its dialog shows it: the dialog, name and id. */
  async openFirstFeature(): Promise<{ dialog: FeatureDialog; name: string; sprintId: number }> {
    const link = await this.projects.firstLinkIn('Feature');
    const name = (await link.innerText()).trim();
    const sprintId = await this.openFeature(link);
    const dialog = this.editFeatureDialog;
    await expect(dialog.featureName).toHaveValue(name);
    return { dialog, name, sprintId };
  }

  async openSubmitCrf(): Promise<FeatureDialog> {
    await this.shell.chooseUserMenu('Submit CRF');
    return this.submitCrfDialog;
  }
}
