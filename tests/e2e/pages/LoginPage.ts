/** Page object of the login screen (shell §2 Login screen). */
import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/login') {
    await this.page.goto(path);
  }

  get email() { return this.page.getByLabel('Email'); }
  get password() { return this.page.getByLabel('Password', { exact: true }); }

  async signIn(email: string, password = 'Demo#2026') {
    await this.email.fill(email);
    await this.page.getByRole('button', { name: 'Next' }).click();
    await expect(this.password).toBeVisible();
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }
}
