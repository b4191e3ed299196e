/** Page object of the application shell (shell §2): header, side menu, user menu, dialogs. */
import { expect, prepareContext, type Browser, type Locator, type Page } from '../support/fixtures';
import { signInAs } from '../support/signed-in';

export const DEMO = {
  admin: 'admin@a1demo.com',
  ops: 'ops.manager@a1demo.com',
  it: 'it.developer@a1demo.com',
  sales: 'sales.rep@a1demo.com',
  finance: 'finance.admin@a1demo.com',
  crf: 'crf.approver@a1demo.com',
  global: 'global.ops@a1demo.com',
  external: 'customer@partnerpost.example',
} as const;

/** The options of the open select: MUI renders its list at the page's end, outside the screen or dialog it serves. */
export function selectOptions(page: Page): Locator {
  return page.getByRole('listbox').getByRole('option');
}

export class ShellPage {
  constructor(readonly page: Page) {}

  /** Signs in on a fresh tab and ends on /home (../support/signed-in.ts). */
  async signIn(email: string) {
    await signInAs(this.page, email);
  }

  /** A fresh browser context signed in as this user (session storage is per tab, so users never mix). */
  static async as(
    browser: Browser,
    email: string,
    options: { locale?: { language: string; country: string; format?: string } } = {},
  ): Promise<ShellPage> {
    const context = await browser.newContext();
    await prepareContext(context);
    const shell = new ShellPage(await context.newPage());
    await shell.signIn(email);
    if (options.locale) {
      // The login page object speaks English: sign in first, then switch the stored locale and reload.
      const locale = JSON.stringify({ format: 'mm/dd/yyyy', ...options.locale });
      await shell.page.evaluate((value) => localStorage.setItem('a1.locale', value), locale);
      await shell.page.reload();
      await expect(shell.header).toBeVisible();
    }
    return shell;
  }

  /**
   * A fresh context signed in as `email`, on `path`; not waited for, as a screen may tell some users they cannot use
   * it. Session storage is per tab, so users never mix.
   */
  static async openAs(browser: Browser, email: string, path: string): Promise<Page> {
    const shell = await ShellPage.as(browser, email);
    await shell.goto(path);
    return shell.page;
  }

  /** The app uses react-admin's hash router: screens live under /#/. */
  async goto(path: string) {
    await this.page.goto(`/#${path}`);
  }

  get header() {
    return this.page.getByRole('banner');
  }
  get sideMenu() {
    return this.page.getByRole('navigation', { name: /Side menu|Menu latéral/ });
  }
  get title() {
    return this.page.getByTestId('a1-page-title');
  }
  get subsidiary() {
    return this.page.getByTestId('a1-subsidiary');
  }
  headerButton(name: string | RegExp) {
    return this.header.getByRole('button', { name });
  }
  headerLink(name: string | RegExp) {
    return this.header.getByRole('link', { name });
  }
  get toast() {
    return this.page.getByTestId('a1-toast');
  }
  get badge() {
    return this.page.getByTestId('a1-unread-badge').locator('.MuiBadge-badge');
  }

  async openUserMenu() {
    await this.header.getByRole('button', { name: /user menu|menu utilisateur/ }).click();
    return this.page.getByRole('menu');
  }

  async userMenuItems(): Promise<string[]> {
    const menu = await this.openUserMenu();
    const items = await menu.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return items;
  }

  async chooseUserMenu(name: string) {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name, exact: true }).click();
  }

  async chooseModule(name: string) {
    await this.headerButton('Modules').click();
    await this.page.getByRole('menu', { name: 'Module menu' }).getByRole('menuitem', { name }).click();
  }
}
