/**
 * Issue 29 point 4 ("grids and dialogs that fit and stay put") and point 5 in the project-tracking modals, in
 * Chromium at 1280×800: Edit Feature keeps one size on every tab (it grew and shrank with each), Ctrl+S saves it
 * (the project modals had no save shortcut), a button's label stays on one line ("CREATE ROLE" wrapped), and the
 * sign-in page matches its committed screenshot at 1280×800 and 1440×900, so a layout regression fails.
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';
import { LoginPage } from '../pages/LoginPage';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 800 } });

test('issue 29 point 4 point 5: Edit Feature keeps one size on every tab, and Ctrl+S saves it', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const grid = await ProjectGridPage.as(browser, DEMO.crf, '/kanban/project/grid-view', 'projects');
  const page = grid.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  await (await grid.firstLinkIn('Feature')).click();
  const dialog = grid.dialog('Edit Feature');
  const summary = dialog.getByRole('textbox', { name: 'Request Summary' });
  await expect(summary).toBeEnabled();
  const frame = dialog; // role=dialog is MUI's paper: the box a person sees.
  const general = await frame.boundingBox();
  expect(general).not.toBeNull();
  // MUI's margins are 32 px: the modal is the viewport's height less 64 px.
  expect(Math.round(general!.height)).toBe(800 - 64);
  const tabs = dialog.getByRole('tab');
  const names = await tabs.allInnerTexts();
  expect(names.length).toBe(7);
  for (let i = 1; i < names.length; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    expect(await frame.boundingBox(), `tab ${names[i]}`).toEqual(general);
  }
  await tabs.first().click();

  const text = `Checked by the keyboard ${Date.now()}`;
  await summary.fill(text);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === A1.kanbanSprintUpdate.path,
  );
  await summary.press('Control+s');
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await page.context().close();
});

test('issue 29 point 4: a button label stays on one line (Create Role at 1280 px)', async ({ browser }) => {
  const shell = await ShellPage.as(browser, DEMO.admin);
  await shell.page.setViewportSize({ width: 1280, height: 800 });
  await shell.goto('/security/roles');
  const create = shell.page.getByRole('button', { name: 'Create Role' });
  await expect(create).toBeVisible();
  const lineHeight = await create.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const box = await create.boundingBox();
  // One line of text plus the button's 6 px padding above and below.
  expect(box!.height).toBeLessThan(2 * lineHeight);
  await shell.page.context().close();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
])
  test(`issue 29 point 4: the sign-in page at ${size.width}×${size.height} matches its reference`, async ({ page }) => {
    await page.setViewportSize(size);
    const login = new LoginPage(page);
    await login.goto('/login');
    await expect(login.next).toBeVisible();
    await expect(page).toHaveScreenshot(`sign-in-${size.width}x${size.height}.png`, { maxDiffPixelRatio: 0.01 });
  });
