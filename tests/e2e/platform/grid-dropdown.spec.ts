/**
 * The reusable dropdown (issue 5, point 5; shell §4 Grid, §9) in Chromium on the job dashboard: in the
 * New Job dialog (single select with search, Yes/No) and as the filter chips' value lists (multiple select).
 */
import { expect, test, type Page } from '../support/fixtures';
import { GridPage } from '../pages/GridPage';

async function newJobDialog(page: Page) {
  const grid = await GridPage.open(page);
  await grid.button('New').click();
  return page.getByRole('dialog', { name: 'New Job' });
}

/** A click on the page's top-left corner: outside any dropdown or dialog. */
const clickOutside = (page: Page) => page.mouse.click(3, 3);

test.describe('dropdown', () => {
  test('S-268 S-429 S-267: single select closes on pick; 10 options of 40 px then it scrolls; an outside click closes and resets the search', async ({
    page,
  }) => {
    const dialog = await newJobDialog(page);
    // While the list is open the page behind it is hidden from assistive technology (a modal popup, as MUI's own select).
    const customer = page.getByRole('combobox', { name: 'Customer', includeHidden: true });
    await expect(customer).toHaveAttribute('aria-expanded', 'false');
    await customer.click();
    await expect(customer).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'Customer' });
    await expect(customer).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    // Twelve customers: ten show at 40 px each, the list scrolls for the rest.
    await expect(list.getByRole('option')).toHaveCount(12);
    expect(
      await list.evaluate((el) => ({
        shown: el.clientHeight,
        all: el.scrollHeight,
        max: getComputedStyle(el).maxHeight,
      })),
    ).toEqual({ shown: 400, all: 480, max: '400px' });
    expect(
      await list
        .getByRole('option')
        .first()
        .evaluate((el) => (el as HTMLElement).offsetHeight),
    ).toBe(40);

    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('publ');
    await expect(list.getByRole('option')).toHaveText(['Wayne Publishing']);
    await clickOutside(page);
    await expect(list).toHaveCount(0);
    await expect(customer).toHaveAttribute('aria-expanded', 'false');
    await expect(customer).not.toContainText('Wayne Publishing');

    // Reopened: the search is empty again and every option is back.
    await customer.click();
    await expect(search).toHaveValue('');
    await expect(list.getByRole('option')).toHaveCount(12);
    await list.getByRole('option', { name: 'Stark Apparel' }).click();
    await expect(list).toHaveCount(0);
    await expect(customer).toHaveText('Stark Apparel');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  });

  test('S-270: a Yes/No dropdown toggles its value on click (and on Space)', async ({ page }) => {
    const dialog = await newJobDialog(page);
    const received = dialog.getByRole('switch', { name: 'Received' });
    await expect(received).toHaveText('No');
    await expect(received).toHaveAttribute('aria-checked', 'false');
    await received.click();
    await expect(received).toHaveText('Yes');
    await expect(received).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await received.click();
    await expect(received).toHaveText('No');
    await received.press('Space');
    await expect(received).toHaveText('Yes');
  });

  test('the keyboard drives it: arrows move, Enter picks, Escape closes and keeps the value; roles and names for assistive technology', async ({
    page,
  }) => {
    const dialog = await newJobDialog(page);
    const type = dialog.getByRole('combobox', { name: 'Type' });
    await type.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Type' });
    await expect(list).toBeFocused();
    await expect(list.getByRole('option')).toHaveText(['Freight', 'Mail', 'Parcel', 'Returns']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const mail = list.getByRole('option', { name: 'Mail' });
    await expect(list).toHaveAttribute('aria-activedescendant', (await mail.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(type).toHaveText('Mail');
    await expect(type).toBeFocused();

    // Enter reopens on the chosen option; End moves to the last; Escape closes without choosing it.
    await page.keyboard.press('Enter');
    await expect(list.getByRole('option', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true');
    await expect(list).toHaveAttribute(
      'aria-activedescendant',
      (await list.getByRole('option', { name: 'Mail' }).getAttribute('id'))!,
    );
    await page.keyboard.press('End');
    await expect(list).toHaveAttribute(
      'aria-activedescendant',
      (await list.getByRole('option', { name: 'Returns' }).getAttribute('id'))!,
    );
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(type).toHaveText('Mail');
    await expect(type).toHaveAttribute('aria-expanded', 'false');
    await expect(type).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test('S-269 S-430 S-267: a multiple select has All and Selected tabs; its chips collapse to the first plus (+n) at 10; an outside click resets its search and its All tab', async ({
    page,
  }) => {
    const grid = await GridPage.open(page);
    await grid.chip('Job Number').click();
    const list = grid.valueList('Job Number');
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    const all = page.getByRole('tab', { name: 'All' });
    const selectedTab = page.getByRole('tab', { name: /^Selected/ });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    const chips = page.getByRole('group', { name: 'Selected' }).locator('.MuiChip-root');
    const picks = Array.from({ length: 10 }, (_, i) => `J${240001 + i}`.replace('J', 'J0'));
    for (const number of picks.slice(0, 9)) await list.getByRole('option', { name: new RegExp(`^${number}`) }).click();
    // Nine chosen: nine chips; the list stays open while picking.
    await expect(chips).toHaveText(picks.slice(0, 9));
    await list.getByRole('option', { name: /^J0240010/ }).click();
    await expect(chips).toHaveText(['J0240001', '(+9)']);
    await expect(list.getByRole('option', { name: /^J0240010/ })).toHaveAttribute('aria-selected', 'true');

    await selectedTab.click();
    await expect(selectedTab).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option')).toHaveCount(10);
    await grid.valueSearch.fill('J024001');
    await expect(list.getByRole('option')).toHaveCount(1);

    await clickOutside(page);
    await expect(list).toHaveCount(0);
    await expect(grid.chip('Job Number (10)')).toBeVisible();
    await expect(grid.rowCount).toHaveText('10 rows');
    await grid.chip('Job Number (10)').click();
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(grid.valueSearch).toHaveValue('');
    await expect(list.getByRole('option').first()).toHaveText(/^J0240001/);
  });

  test('P-285 S-431 S-432: a 2,000-value list opens with 100 options and adds 100 every 10 ms, within 500 px', async ({
    page,
  }) => {
    // The page's timers run on Playwright's clock, paused once the grid has loaded: only runFor moves time.
    await page.clock.install();
    const grid = await GridPage.open(page);
    await page.clock.pauseAt(Date.now() + 2_000);
    await grid.chip('Job Number').click();
    const list = grid.valueList('Job Number');
    const options = list.getByRole('option');
    await expect(options).toHaveCount(100);
    expect(await list.evaluate((el) => ({ shown: el.clientHeight, max: getComputedStyle(el).maxHeight }))).toEqual({
      shown: 500,
      max: '500px',
    });
    await page.clock.runFor(9);
    await expect(options).toHaveCount(100);
    await page.clock.runFor(1);
    await expect(options).toHaveCount(200);
    for (let rendered = 300; rendered <= 2_000; rendered += 100) {
      await page.clock.runFor(10);
      await expect(options).toHaveCount(rendered);
    }
    await expect(options.last()).toHaveText(/^J0242000/);
  });
});
