/**
 * Issue 14 point 5: the security screens (users, roles and their menu modules, manager overrides) as an
 * administrator, refused to a user who is not one; disabling a user and resetting a password end that user's
 * session. Tests that change data put the demo seed back afterwards.
 */
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { LoginPage } from '../pages/LoginPage';
import { ManagerOverridesPage, RolesPage, ROLES_PATH, UsersPage, USERS_PATH } from '../pages/SecurityAdminPage';
import { TRANSLATIONS_PATH } from '../pages/TranslationsPage';

test('a user who is not an administrator cannot open the security screens', async ({ browser }) => {
  const shell = await ShellPage.as(browser, DEMO.ops);
  for (const path of [USERS_PATH, ROLES_PATH, TRANSLATIONS_PATH]) {
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
  const users = await UsersPage.as(browser, DEMO.admin);
  const page = users.page;
  await expect(users.heading).toBeVisible();
  await users.grid.keyword.fill('new.hire@a1demo.com');
  await expect(users.grid.bodyRows).toHaveCount(1);
  await users.editFirstRow();
  const dialog = users.dialog('Edit User: Jamie Rivera');
  await expect(dialog.root.getByText('No changes recorded yet.')).toBeVisible();
  await dialog.textbox('Name').fill('Jamie Rivera-Stone');
  await dialog.choose('Department', 'Finance');
  await dialog.button('Save').click();
  await expect(page.getByText('User Jamie Rivera-Stone saved')).toBeVisible();
  // The saved dialog's title follows the new name: take the open one.
  const saved = users.dialog();
  await expect(saved.latestChange).toContainText('Alex Morgan');
  await expect(saved.latestChange).toContainText('fullName: "Jamie Rivera" → "Jamie Rivera-Stone"');
  await saved.button('Cancel').click();
  await expect(users.grid.bodyRows.first()).toContainText('Jamie Rivera-Stone');
  await expect(users.grid.bodyRows.first()).toContainText('Finance');
  await page.context().close();
});

test('roles: an administrator grants a role a main module through the tree; its user sees it on the next menu load', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const roles = await RolesPage.as(browser, DEMO.admin);
  const page = roles.page;
  const role = 'External Customer';
  await roles.chooseRole(role);
  const report = roles.module(role, 'Report');
  await expect(report).not.toBeChecked();
  await expect(roles.module(role, 'Search')).toBeChecked();
  // Checking a main module checks every side-menu item under it.
  await report.check();
  const items = roles.itemsOf(role, 'Report');
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) await expect(item).toBeChecked();
  await roles.saveModules.click();
  await expect(
    page.getByText('Menu modules of External Customer saved: they apply on the next menu load'),
  ).toBeVisible();
  await expect(roles.latestChange).toContainText('menuItemIds');

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
  const overrides = await ManagerOverridesPage.as(browser, DEMO.admin);
  const page = overrides.page;
  await expect(overrides.reasonItems.first()).toBeVisible();
  await expect(overrides.add).toBeDisabled();
  await overrides.addReason('Label reprinted after damage');
  await expect(overrides.reason('Label reprinted after damage')).toBeVisible();
  await expect(overrides.newReason).toHaveValue('');
  await overrides.deleteReason('Label reprinted after damage');
  await expect(page.getByText('Reason Label reprinted after damage deleted')).toBeVisible();
  await expect(overrides.reason('Label reprinted after damage')).toHaveCount(0);
  await page.context().close();
});

test('users: an administrator disables a signed-in user, whose session ends at once and who cannot sign in again', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const hire = await ShellPage.as(browser, DEMO.it);
  const users = await UsersPage.as(browser, DEMO.admin);
  const page = users.page;
  await users.grid.keyword.fill(DEMO.it);
  await expect(users.grid.bodyRows).toHaveCount(1);
  await users.editFirstRow();
  const dialog = users.dialog('Edit User: Sam Patel');
  await expect(dialog.enabled).toBeChecked();
  await dialog.enabled.uncheck();
  await dialog.button('Save').click();
  await expect(page.getByText('User Sam Patel saved')).toBeVisible();
  await expect(users.dialog().latestChange).toContainText('isEnabled: true → false');
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
  const users = await UsersPage.as(browser, DEMO.admin);
  const page = users.page;
  await users.grid.keyword.fill(DEMO.it);
  await expect(users.grid.bodyRows).toHaveCount(1);
  await users.editFirstRow();
  const dialog = users.dialog('Edit User: Sam Patel');
  await dialog.button('Reset Password').click();
  const reset = users.dialog('Reset the password of Sam Patel');
  const confirm = reset.button('Reset Password');
  await expect(confirm).toBeDisabled();
  await reset.textbox('New password').fill('Reset#2026x');
  await confirm.click();
  await expect(page.getByText('Password reset: Sam Patel must sign in again')).toBeVisible();
  await expect(dialog.latestChange).toContainText('Password reset');
  await expect(dialog.history).not.toContainText('Reset#2026x');
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
  const users = await UsersPage.as(browser, DEMO.admin);
  const page = users.page;
  const grid = users.grid;
  await expect(grid.bodyRows.first()).toBeVisible();
  await grid.button('New').click();
  const dialog = users.dialog('New User');
  const save = dialog.button('Save');
  // Name and e-mail are required.
  await expect(save).toBeDisabled();
  await dialog.textbox('Name').fill('Casey Nguyen');
  await dialog.textbox('E-mail').fill('casey.nguyen@a1demo.com');
  await dialog.textbox('Password').fill('Welcome#2026x');
  await dialog.choose('Department', 'Finance');
  await dialog.chooseMany('Locations');
  await dialog.chooseMany('Roles', 'Customer Care');
  await save.click();
  await expect(page.getByText('User Casey Nguyen saved')).toBeVisible();
  // A save keeps the dialog open, now as the new user's edit.
  const saved = users.dialog();
  await expect(saved.latestChange).toContainText('Alex Morgan');
  await expect(saved.latestChange).toContainText('Create');
  await saved.button('Cancel').click();
  await grid.keyword.fill('casey.nguyen@a1demo.com');
  await expect(grid.bodyRows).toHaveCount(1);
  await expect(grid.bodyRows.first()).toContainText('Casey Nguyen');
  await expect(grid.bodyRows.first()).toContainText('Finance');
  await expect(grid.bodyRows.first()).toContainText('Customer Care');
  await page.context().close();
});
