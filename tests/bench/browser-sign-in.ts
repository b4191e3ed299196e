/** Signs a demo account in on the app's login page, as a user does, for the benches that measure screens in Chromium. */
import type { Page } from '@playwright/test';

const PASSWORD = 'Demo#2026';

/** `baseUrl` empty when the page's context has its own base URL. */
export async function signInInBrowser(page: Page, email: string, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/home$/, { timeout: 60_000 });
}
