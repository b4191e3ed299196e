/**
 * Page object of the translation administration (security/translations, issue 14 point 6): the language it edits,
 * the translations grid and its edit dialog, the languages' switches and the key form. Below it, the option lists
 * from the database as a French user reads them on the ticket and project screens.
 */
import type { Browser, Locator, Page } from '../support/fixtures';
import { GridPage } from './GridPage';
import { selectOptions, ShellPage } from './ShellPage';

export const TRANSLATIONS_PATH = '/security/translations';

export class TranslationsPage {
  readonly grid: GridPage;
  constructor(readonly page: Page) {
    this.grid = new GridPage(page, 'security-translations');
  }

  /** A fresh context signed in as `email`, on the screen. */
  static async as(browser: Browser, email: string) {
    return new TranslationsPage(await ShellPage.openAs(browser, email, TRANSLATIONS_PATH));
  }

  async goto() {
    await this.page.goto(`/#${TRANSLATIONS_PATH}`);
  }

  /** The language whose translations the grid shows. */
  get language() {
    return this.page.getByRole('combobox', { name: 'Language' });
  }
  /** The grid row of a key. */
  row(key: string) {
    return this.grid.bodyRows.filter({ hasText: key });
  }
  async edit(key: string) {
    await this.row(key).getByRole('button', { name: 'Edit' }).click();
  }
  /** Types a value in the translation dialog (found by its title) and saves it. */
  async saveValue(dialogTitle: string, value: string) {
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await dialog.getByLabel('Value').fill(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }
  /** A language's enabled switch, by its label ("<native name> (<ISO code>)"). */
  languageSwitch(label: string) {
    return this.page.getByRole('switch', { name: label });
  }

  async addKey(name: string) {
    await this.page.getByLabel('New key').fill(name);
    await this.page.getByRole('button', { name: 'Add Key' }).click();
  }
  get keyToChange() {
    return this.page.getByRole('combobox', { name: 'Key to change' });
  }
  keyOption(name: string) {
    return this.page.getByRole('option', { name, exact: true });
  }
  async chooseKey(name: string) {
    await this.keyToChange.click();
    await this.keyOption(name).click();
  }
  get keyName() {
    return this.page.getByLabel('Name', { exact: true });
  }
  get keyEnabled() {
    return this.page.getByRole('switch', { name: 'Key enabled' });
  }
  get saveKey() {
    return this.page.getByRole('button', { name: 'Save Key' });
  }
}

/**
 * The option lists (lanes, phases, types, statuses) where a French user reads them: a grid's filter chips and value
 * lists, which GridPage finds by their English names, the selects of a dialog and the options of the open one.
 */
export class FrenchOptionLists {
  constructor(readonly page: Page) {}

  /** A grid's filter chip by its French name, e.g. "Couloir (2)". */
  chip(grid: GridPage, name: string) {
    return grid.root.getByRole('region', { name: 'Filtres de la grille' }).getByRole('button', { name, exact: true });
  }
  /** The open value list of a chip, by the chip's title. */
  valueList(title: string) {
    return this.page.getByRole('listbox', { name: `Valeurs de ${title}` });
  }
  /** A dialog by its title, e.g. a ticket's new test case. */
  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }
  /** A select by its label (the label may go on, e.g. with the required mark). */
  select(within: Locator, label: string) {
    return within.getByRole('combobox', { name: new RegExp(`^${label}`) });
  }
  /** The options of the open select. */
  get options() {
    return selectOptions(this.page);
  }
}
