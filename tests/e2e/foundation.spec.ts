/** The whole path: a browser signs in as a README demo account, sees home, and signs out. */
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

test('S-218 S-175: sign in as a demo user, land on the home page, sign out', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await login.signIn('admin@a1demo.com');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Alex Morgan' })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('AppUserID'))).toBe('3780');

  await page.getByRole('button', { name: /profile|account|Alex Morgan/i }).click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('a wrong password shows the server\'s message and clears the password', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('ops.manager@a1demo.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(login.password).toHaveValue('');
});
