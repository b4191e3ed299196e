/**
 * The grid's filter panel and font size, and the text box, in Chromium on the job dashboard (issue 5):
 * New and its New Job dialog, the panel's width and header toggle, the keyword debounce on a controlled
 * clock, and the global grid font size kept per user.
 */
import { expect, test } from '../support/reset-database';
import { GridPage } from '../pages/GridPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('grid filter panel, text box and font size', () => {
  test('S-147 S-317 S-318 S-319: New opens the New Job dialog; its job number text box shows length messages once changed; Create posts the job', async ({
    page,
    resetDatabase,
  }) => {
    // This test creates a job: it starts on the demo seed, and the fixture puts the seed back once it ends.
    await resetDatabase();
    const grid = await GridPage.open(page);
    await grid.button('New').click();
    const dialog = page.getByRole('dialog', { name: 'New Job' });
    const number = dialog.getByRole('textbox', { name: 'Job Number' });
    await expect(number).toBeFocused();
    // Untouched and unchanged: no message, even though the empty field could not be created.
    await expect(dialog.getByText(/The (minimum|maximum) length is/)).toHaveCount(0);
    await expect(number).toHaveAttribute('aria-invalid', 'false');
    await number.fill('J1');
    await expect(dialog.getByText('The minimum length is 3.')).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await number.fill('J'.repeat(21));
    await expect(dialog.getByText('The maximum length is 20.')).toBeVisible();
    await expect(dialog.getByText('The minimum length is 3.')).toHaveCount(0);
    await number.fill('J0240001');
    await expect(dialog.getByText(/The (minimum|maximum) length is/)).toHaveCount(0);
    await expect(number).toHaveAttribute('aria-invalid', 'false');

    await dialog.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('wayne');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Parcel' }).click();
    await dialog.getByRole('switch', { name: 'Received' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Office' })).toHaveText('JFK Gateway');

    // J0240001 exists: the server refuses it (nothing is created) and the field says why.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('A job numbered "J0240001" already exists. Choose another number.')).toBeVisible();
    await number.fill('J0249999');
    await expect(dialog.getByText(/already exists/)).toHaveCount(0);

    // The real creation: the server stores the job and the grid lists it (resetDatabase takes it away afterwards,
    // so the other tests still see the seeded 2,000 jobs).
    const posted = page.waitForRequest((r) => r.url().endsWith('/Receiving/Job') && r.method() === 'POST');
    const created = page.waitForResponse((r) => r.url().endsWith('/Receiving/Job') && r.request().method() === 'POST');
    const reloaded = page.waitForRequest((r) => r.url().includes('/jobdashboard/Job/All'));
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await posted).postDataJSON()).toEqual({
      number: 'J0249999',
      customerId: 8,
      locationId: 1,
      type: 'Parcel',
      received: true,
    });
    expect((await (await created).json()).data).toMatchObject({
      number: 'J0249999',
      status: 'Received',
      type: 'Parcel',
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Job J0249999 created.')).toBeVisible();
    await reloaded;
    await expect(grid.rowCount).toHaveText('2,001 rows');
    await grid.keyword.fill('J0249999');
    await expect(grid.rowCount).toHaveText('1 row');
    expect(await grid.firstCell('Job Number')).toBe('J0249999');
  });

  test('S-433 S-91 S-432: the filter panel is 256 px wide, the header toggle hides and shows it, and a value list is at most 500 px high', async ({
    page,
  }) => {
    const grid = await GridPage.open(page);
    const panel = grid.filterPanel;
    expect(await panel.evaluate((el) => [getComputedStyle(el).width, el.getBoundingClientRect().width])).toEqual([
      '256px',
      256,
    ]);
    const toggle = new ShellPage(page).headerButton('Show or hide the filter panel');
    await toggle.click();
    await expect(panel).toHaveCount(0);
    await expect(grid.table).toBeVisible();
    await toggle.click();
    await expect(panel).toBeVisible();

    await grid.chip('Customer').click();
    const list = grid.valueList('Customer');
    await expect(list.getByRole('option').first()).toBeVisible();
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    // The list hangs in a popup as wide as the panel (its layout width: the opening animation scales the box).
    expect(await list.evaluate((el) => (el.closest('.MuiPopover-paper') as HTMLElement).offsetWidth)).toBe(256);
  });

  test('P-284: the keyword filter applies 100 ms after the last keystroke, on a controlled clock', async ({ page }) => {
    await page.clock.install();
    const grid = await GridPage.open(page);
    await page.clock.pauseAt(Date.now() + 2_000);
    await grid.keyword.pressSequentially('j024');
    await page.clock.runFor(60);
    await grid.keyword.pressSequentially('000');
    await expect(grid.keyword).toHaveValue('j024000');
    // 99 ms after the last key: the first keys' timer was replaced, nothing applied yet.
    await page.clock.runFor(99);
    await expect(grid.rowCount).toHaveText('2,000 rows');
    await page.clock.runFor(1);
    await expect(grid.rowCount).toHaveText('9 rows');
  });

  test('S-178 P-288: User Settings sets the global grid font size, kept in local storage per user; Grid Settings overrides it', async ({
    page,
  }) => {
    const grid = await GridPage.open(page);
    await expect(grid.root).toHaveAttribute('data-font-size', '100');
    const shell = new ShellPage(page);
    await shell.chooseUserMenu('User Settings');
    const settings = page.getByRole('dialog', { name: 'User Settings' });
    await settings.getByRole('spinbutton', { name: 'Grid Font Size (%)' }).fill('150');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toHaveCount(0);
    await expect(grid.root).toHaveAttribute('data-font-size', '150');
    expect(
      await grid.root.evaluate(
        (el) => parseFloat(getComputedStyle(el).fontSize) / parseFloat(getComputedStyle(el.parentElement!).fontSize),
      ),
    ).toBe(1.5);
    const appUserId = await page.evaluate(() => sessionStorage.getItem('AppUserID'));
    expect(await page.evaluate((id) => localStorage.getItem(`a1.gridFontSize.${id}`), appUserId)).toBe('150');

    // The grid's own override wins over the global size, and switching it off brings the global size back.
    await grid.button('Grid Settings').click();
    const gridSettings = page.getByRole('dialog', { name: 'Grid Settings' });
    await expect(gridSettings.getByLabel('Grid Font Size Scale (%)')).toHaveValue('150');
    await gridSettings.getByLabel('Override Global Grid Font Size?').check();
    await gridSettings.getByLabel('Grid Font Size Scale (%)').fill('80');
    await gridSettings.getByRole('button', { name: 'Save' }).click();
    await expect(grid.root).toHaveAttribute('data-font-size', '80');
    await grid.button('Grid Settings').click();
    await gridSettings.getByLabel('Override Global Grid Font Size?').uncheck();
    await gridSettings.getByRole('button', { name: 'Save' }).click();
    await expect(grid.root).toHaveAttribute('data-font-size', '150');

    // Another user on the same browser does not inherit it.
    await shell.chooseUserMenu('Sign Out');
    await expect(page).toHaveURL(/\/login/);
    const other = await GridPage.open(page, 'ops.manager@a1demo.com');
    await expect(other.root).toHaveAttribute('data-font-size', '100');
    expect(await page.evaluate((id) => localStorage.getItem(`a1.gridFontSize.${id}`), appUserId)).toBe('150');
  });
});
