/** Page object of the login screen (shell §2 Login screen) and helpers of the sign-in tests. */
import { expect, type Page } from '../support/fixtures';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES } from '@a1/server/db/seed/catalog';

export const DEMO_PASSWORD = 'Demo#2026';

/** The e-mail of the i-th generated staff member of the demo seed (USA, internal when i % 13 and i % 4 are not 0). */
export function staffEmail(i: number): string {
  void DEPARTMENTS;
  return `${FIRST_NAMES[i % FIRST_NAMES.length]}.${LAST_NAMES[(i * 7) % LAST_NAMES.length]}${i}@a1demo.com`.toLowerCase();
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/login') {
    await this.page.goto(path);
  }

  get email() {
    return this.page.getByLabel('Email');
  }
  get password() {
    return this.page.getByLabel('Password', { exact: true });
  }
  get next() {
    return this.page.getByRole('button', { name: 'Next' });
  }
  get login() {
    return this.page.getByRole('button', { name: 'Login' });
  }
  get cancel() {
    return this.page.getByRole('button', { name: 'Cancel' });
  }
  get update() {
    return this.page.getByRole('button', { name: 'Update' });
  }
  get alert() {
    return this.page.getByRole('alert');
  }

  /** Landing view: e-mail then Next (the app is big and the CI machine small: wait for the first render). */
  async enterEmail(email: string) {
    await this.email.waitFor({ timeout: 60_000 });
    await this.email.fill(email);
    await this.next.click();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.enterEmail(email);
    await expect(this.password).toBeVisible();
    await this.password.fill(password);
    await this.login.click();
  }

  /** Reads a session-storage value of the app's origin. */
  session(key: string) {
    return this.page.evaluate((k) => sessionStorage.getItem(k), key);
  }
}
