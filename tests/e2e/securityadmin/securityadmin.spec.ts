/**
 * Issue 14 point 5: the security screens (users, roles and their menu modules, manager overrides) as an
 * administrator, refused to a user who is not one; disabling a user and resetting a password end that user's
 * session. Tests that change data put the demo seed back afterwards.
 */
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { GridPage } from '../pages/GridPage';
import { LoginPage } from '../pages/LoginPage';

test('a user who is not an administrator cannot open the security screens', async ({ browser }) => {
  const shell = await ShellPage.as(browser, DEMO.ops);
  for (const path of ['/security/users', '/security/roles', '/security/translations']) {
    await shell.goto(path);
    await expect(shell.page.getByText('The page that is being requested is not available to this user')).toBeVisible();
  }
  await shell.page.context().close();
});

test('users: an administrator edits a user; the grid and the user’s change history show the change', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  await shell.goto('/security/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const grid = new GridPage(page, 'security-users');
  await grid.keyword.fill('new.hire@a1demo.com');
  await expect(grid.bodyRows).toHaveCount(1);
  await grid.bodyRows.first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User: Jamie Rivera' });
  await expect(dialog.getByText('No changes recorded yet.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Jamie Rivera-Stone');
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Finance', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Jamie Rivera-Stone saved')).toBeVisible();
  const history = page.getByRole('dialog').getByRole('table', { name: 'Change history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Alex Morgan');
  await expect(history.getByRole('row').nth(1)).toContainText('fullName: "Jamie Rivera" → "Jamie Rivera-Stone"');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(grid.bodyRows.first()).toContainText('Jamie Rivera-Stone');
  await expect(grid.bodyRows.first()).toContainText('Finance');
  await page.context().close();
});

test('roles: an administrator grants a role a main module through the tree; its user sees it on the next menu load', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  await shell.goto('/security/roles');
  await page.getByRole('button', { name: /^External Customer/ }).click();
  const tree = page.getByRole('group', { name: 'Menu modules of External Customer' });
  const report = tree.getByRole('checkbox', { name: 'Report', exact: true });
  await expect(report).not.toBeChecked();
  await expect(tree.getByRole('checkbox', { name: 'Search', exact: true })).toBeChecked();
  // Checking a main module checks every side-menu item under it.
  await report.check();
  const items = tree.getByRole('group', { name: 'Report', exact: true }).getByRole('checkbox');
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) await expect(item).toBeChecked();
  await page.getByRole('button', { name: 'Save Modules' }).click();
  await expect(
    page.getByText('Menu modules of External Customer saved: they apply on the next menu load'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Change history' }).getByRole('row').nth(1)).toContainText(
    'menuItemIds',
  );

  const external = await ShellPage.as(browser, DEMO.external);
  await external.headerButton('Modules').click();
  await expect(
    external.page.getByRole('menu', { name: 'Module menu' }).getByRole('menuitem', { name: 'Report' }),
  ).toBeVisible();
  await external.page.context().close();
  await page.context().close();
});

test('manager overrides: an administrator adds an override reason and deletes it', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  await shell.goto('/security/manager-overrides');
  const reasons = page.getByRole('list', { name: 'Override reasons' });
  await expect(reasons.getByRole('listitem').first()).toBeVisible();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByLabel('New reason').fill('Label reprinted after damage');
  await add.click();
  await expect(reasons.getByText('Label reprinted after damage')).toBeVisible();
  await expect(page.getByLabel('New reason')).toHaveValue('');
  await reasons.getByRole('button', { name: 'Delete reason Label reprinted after damage' }).click();
  await expect(page.getByText('Reason Label reprinted after damage deleted')).toBeVisible();
  await expect(reasons.getByText('Label reprinted after damage')).toHaveCount(0);
  await page.context().close();
});

test('users: an administrator disables a signed-in user, whose session ends at once and who cannot sign in again', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const hire = await ShellPage.as(browser, DEMO.it);
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  await shell.goto('/security/users');
  const grid = new GridPage(page, 'security-users');
  await grid.keyword.fill(DEMO.it);
  await expect(grid.bodyRows).toHaveCount(1);
  await grid.bodyRows.first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User: Sam Patel' });
  const enabled = dialog.getByRole('switch', { name: 'Enabled' });
  await expect(enabled).toBeChecked();
  await enabled.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Sam Patel saved')).toBeVisible();
  const history = page.getByRole('dialog').getByRole('table', { name: 'Change history' });
  await expect(history.getByRole('row').nth(1)).toContainText('isEnabled: true → false');
  await page.context().close();

  // The user's open page: its next call is refused, which signs the browser out.
  await hire.page.reload();
  await expect(hire.page).toHaveURL(/\/#\/login/, { timeout: 30_000 });
  const login = new LoginPage(hire.page);
  await login.signIn(DEMO.it);
  await expect(hire.page.getByText('This account is disabled. Please contact IT.')).toBeVisible();
  await expect(hire.page).toHaveURL(/\/#\/login/);
  await hire.page.context().close();
});

test('users: an administrator resets a user’s password; the user’s session ends, the new password signs in, the reset is in the history', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const user = await ShellPage.as(browser, DEMO.it);
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  await shell.goto('/security/users');
  const grid = new GridPage(page, 'security-users');
  await grid.keyword.fill(DEMO.it);
  await expect(grid.bodyRows).toHaveCount(1);
  await grid.bodyRows.first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User: Sam Patel' });
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset the password of Sam Patel' });
  const confirm = reset.getByRole('button', { name: 'Reset Password' });
  await expect(confirm).toBeDisabled();
  await reset.getByLabel('New password').fill('Reset#2026x');
  await confirm.click();
  await expect(page.getByText('Password reset: Sam Patel must sign in again')).toBeVisible();
  const history = dialog.getByRole('table', { name: 'Change history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Password reset');
  await expect(history).not.toContainText('Reset#2026x');
  await page.context().close();

  // The user's open page is signed out at its next call; the new password signs in.
  await user.page.reload();
  await expect(user.page).toHaveURL(/\/#\/login/, { timeout: 30_000 });
  await new LoginPage(user.page).signIn(DEMO.it, 'Reset#2026x');
  await expect(user.page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await user.page.context().close();
});

test('users: an administrator creates a user with department, locations and roles; the grid and history show it', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  await shell.goto('/security/users');
  const grid = new GridPage(page, 'security-users');
  await expect(grid.bodyRows.first()).toBeVisible();
  await grid.button('New').click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  const save = dialog.getByRole('button', { name: 'Save' });
  // Name and e-mail are required.
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Casey Nguyen');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('casey.nguyen@a1demo.com');
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Welcome#2026x');
  await dialog.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Finance', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Locations' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Customer Care', exact: true }).click();
  await page.keyboard.press('Escape');
  await save.click();
  await expect(page.getByText('User Casey Nguyen saved')).toBeVisible();
  const history = page.getByRole('dialog').getByRole('table', { name: 'Change history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Alex Morgan');
  await expect(history.getByRole('row').nth(1)).toContainText('Create');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await grid.keyword.fill('casey.nguyen@a1demo.com');
  await expect(grid.bodyRows).toHaveCount(1);
  await expect(grid.bodyRows.first()).toContainText('Casey Nguyen');
  await expect(grid.bodyRows.first()).toContainText('Finance');
  await expect(grid.bodyRows.first()).toContainText('Customer Care');
  await page.context().close();
});
