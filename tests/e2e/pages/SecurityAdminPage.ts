/**
 * Page objects of the security screens (spec 3 §6, issue 14 point 5): users (grid, user dialog, password reset),
 * roles (their menu-module tree) and manager overrides (the override reasons).
 */
import type { Browser, Locator, Page } from '../support/fixtures';
import { GridPage } from './GridPage';
import { ShellPage } from './ShellPage';

export const USERS_PATH = '/security/users';
export const ROLES_PATH = '/security/roles';
export const MANAGER_OVERRIDES_PATH = '/security/manager-overrides';

export class UsersPage {
  readonly grid: GridPage;
  constructor(readonly page: Page) {
    this.grid = new GridPage(page, 'security-users');
  }

  static async as(browser: Browser, email: string) {
    return new UsersPage(await ShellPage.openAs(browser, email, USERS_PATH));
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Users' });
  }
  async editFirstRow() {
    await this.grid.bodyRows.first().getByRole('button', { name: 'Edit' }).click();
  }
  /** A dialog by its title; without one, the dialog open now (a save retitles it after the saved user). */
  dialog(title?: string) {
    return new UserDialog(
      this.page,
      title ? this.page.getByRole('dialog', { name: title }) : this.page.getByRole('dialog'),
    );
  }
}

/** The user dialog (new or edit), or the password reset dialog over it. */
export class UserDialog {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  textbox(name: string) {
    return this.root.getByRole('textbox', { name });
  }
  get enabled() {
    return this.root.getByRole('switch', { name: 'Enabled' });
  }
  button(name: string) {
    return this.root.getByRole('button', { name });
  }
  /** A select of the dialog by its label; a click opens its list. */
  select(label: string) {
    return this.root.getByRole('combobox', { name: label });
  }
  /** Picks an option of a single select (its list is outside the dialog). */
  async choose(label: string, option: string) {
    await this.select(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
  /** Picks an option (without a name: the first) of a multiple select, which stays open until Escape. */
  async chooseMany(label: string, option?: string) {
    await this.select(label).click();
    const options = this.page.getByRole('option');
    await (option ? this.page.getByRole('option', { name: option, exact: true }) : options.first()).click();
    await this.page.keyboard.press('Escape');
  }
  get history() {
    return this.root.getByRole('table', { name: 'Change history' });
  }
  /** The newest change (row 0 is the header). */
  get latestChange() {
    return this.history.getByRole('row').nth(1);
  }
}

export class RolesPage {
  constructor(readonly page: Page) {}

  static async as(browser: Browser, email: string) {
    return new RolesPage(await ShellPage.openAs(browser, email, ROLES_PATH));
  }

  /** Opens a role from the list (its button's name goes on with the role's user count). */
  async chooseRole(name: string) {
    await this.page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }
  /** The menu-module tree of a role. */
  modules(role: string) {
    return this.page.getByRole('group', { name: `Menu modules of ${role}` });
  }
  /** A main module's checkbox in a role's tree. */
  module(role: string, name: string) {
    return this.modules(role).getByRole('checkbox', { name, exact: true });
  }
  /** The checkboxes of the side-menu items under a main module. */
  itemsOf(role: string, module: string) {
    return this.modules(role).getByRole('group', { name: module, exact: true }).getByRole('checkbox');
  }
  get saveModules() {
    return this.page.getByRole('button', { name: 'Save Modules' });
  }
  /** The newest change of the role's history (row 0 is the header). */
  get latestChange() {
    return this.page.getByRole('table', { name: 'Change history' }).getByRole('row').nth(1);
  }
}

export class ManagerOverridesPage {
  constructor(readonly page: Page) {}

  static async as(browser: Browser, email: string) {
    return new ManagerOverridesPage(await ShellPage.openAs(browser, email, MANAGER_OVERRIDES_PATH));
  }

  get reasons() {
    return this.page.getByRole('list', { name: 'Override reasons' });
  }
  get reasonItems() {
    return this.reasons.getByRole('listitem');
  }
  reason(text: string) {
    return this.reasons.getByText(text);
  }
  get newReason() {
    return this.page.getByLabel('New reason');
  }
  get add() {
    return this.page.getByRole('button', { name: 'Add', exact: true });
  }
  async addReason(text: string) {
    await this.newReason.fill(text);
    await this.add.click();
  }
  async deleteReason(text: string) {
    await this.reasons.getByRole('button', { name: `Delete reason ${text}` }).click();
  }
}
