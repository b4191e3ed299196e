/**
 * Issue 29 point 5 ("keyboard first") beyond the save shortcut (dialog-keyboard.spec.ts): a date field is one Tab
 * stop (Chromium's date input took one per part: four presses a field in Edit Feature), and `?` lists the shortcuts on
 * a screen that has none of its own, not only on the ticket screen. A business analyst on Projects.
 */
import { expect, test, type Page } from '../support/fixtures';
import { DEMO } from '../pages/ShellPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';

test.describe.configure({ timeout: 120_000 });

test.describe('the keyboard on Projects', () => {
  let grid: ProjectGridPage;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    grid = await ProjectGridPage.as(browser, DEMO.crf, '/kanban/project/grid-view', 'projects');
    page = grid.page;
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('issue 29 point 5: in Edit Feature each date field is one Tab stop, forwards and backwards', async () => {
    await (await grid.firstLinkIn('Feature')).click();
    const dialog = grid.dialog('Edit Feature');
    const start = dialog.getByLabel('Start Date', { exact: true });
    const end = dialog.getByLabel('End Date', { exact: true });
    const due = dialog.getByLabel('Requirements Due Date', { exact: true });
    await start.focus();
    await page.keyboard.press('Tab');
    await expect(end).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(due).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(end).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(start).toBeFocused();
    // The arrows still move inside the field and change it: ArrowUp on the month part sets a month.
    await start.fill('2026-03-15');
    await page.keyboard.press('ArrowUp');
    await expect(start).toHaveValue('2026-04-15');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('issue 29 point 5: ? opens the shortcut list on a screen without keys of its own, not while typing', async () => {
    const filter = page.getByRole('textbox').first();
    await filter.focus();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByRole('heading')).toHaveText([
      'Keyboard shortcuts',
      'In an edit dialog',
      'In a date field',
      'On every screen',
    ]);
    await expect(help.getByRole('table', { name: 'In a date field' }).getByRole('row')).toHaveText([
      'TabShift+TabGo to the next (or previous) field',
      '←→Move between day, month and year',
      '↑↓Change the part under the cursor',
    ]);
    await expect(help.getByRole('table', { name: 'On every screen' })).toHaveText('?Show this list');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
});
