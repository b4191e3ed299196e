/**
 * Issue 11 point 8 (accessibility): the main screens and the header's dialogs, checked one by one with axe-core
 * (WCAG 2.1 A and AA rules; no serious or critical violation). The fixtures check every other screen and dialog the
 * suite opens; this spec keeps an explicit check of these whatever becomes of them.
 */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { LoginPage } from '../pages/LoginPage';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe.configure({ timeout: 180_000 });

test('the login screen, home, the job dashboard and the header dialogs have no serious or critical axe violation (admin)', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const login = new LoginPage(page);

  await test.step('login: e-mail, then password', async () => {
    await login.goto('/login');
    await login.email.waitFor({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(page, 'login, e-mail step');
    await login.email.fill(DEMO.admin);
    await login.next.click();
    await expect(login.password).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login, password step');
  });

  await test.step('home', async () => {
    await login.password.fill('Demo#2026');
    await login.login.click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home');
  });

  await test.step('user menu', async () => {
    const menu = await shell.openUserMenu();
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'user menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  for (const [item, title] of [
    ['Change Password', 'Change Your Password'],
    ['User Settings', 'User Settings'],
    ['Excel Exports', 'Excel Exports'],
  ]) {
    await test.step(`user menu: ${item}`, async () => {
      await shell.chooseUserMenu(item);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${title} dialog`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  await test.step('header: Ticket Notifications', async () => {
    await shell.headerButton(/^Ticket Notifications/).click();
    const dialog = page.getByRole('dialog', { name: 'Unread Ticket Notifications' });
    await expect(dialog.getByRole('columnheader').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Unread Ticket Notifications dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('header: the workstation wizard (Operations)', async () => {
    await shell.chooseModule('Operations');
    await shell.headerButton('Set Workstation Settings').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Download Plugin' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'workstation wizard, first step');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('job dashboard at its route', async () => {
    await shell.goto('/operation/admin/job-dashboard');
    await expect(page.getByTestId('grid-row-count')).toHaveText('2,000 rows');
    await expectNoSeriousA11yViolations(page, 'job dashboard');
  });
});
