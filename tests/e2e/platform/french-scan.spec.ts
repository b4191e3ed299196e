/**
 * Issue 29 point 3, French to the last label: the administrator (every module) in French opens each module's side-menu
 * entries, and each screen's visible text is scanned for English left (support/english-left.ts), as axe-core scans
 * each screen for accessibility faults. What the data says (a ticket titled in English) is not counted: only the
 * catalogue's phrases of two words or more and the database names that have a French name.
 * Issue 29 point 2 rides the same walk: no grid cell of those screens shows a raw value (support/raw-values.ts).
 */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { englishIn, englishPhrases } from '../support/english-left';
import { rawValuesOn } from '../support/raw-values';

/** Entries whose content is rightly English: the translation editor shows each key in every language. */
const BILINGUAL = new Set(['Traductions']);
/** Names a person gave in the data, which no catalogue translates: the seeded role "Business Analyst". */
const DATA_NAMES = new Set(['Business Analyst']);

test('issue 29 point 3 point 2: the administrator’s screens in French show no English left and no raw value in a grid', async ({
  browser,
}) => {
  // About 30 screens on a busy 2-core machine.
  test.setTimeout(600_000);
  const phrases = englishPhrases().filter((phrase) => !DATA_NAMES.has(phrase));
  const shell = await ShellPage.as(browser, DEMO.admin, { locale: { language: 'fr', country: 'FR' } });
  const page = shell.page;
  const found: string[] = [];
  const raw: string[] = [];
  let cells = 0;
  const scan = async (where: string) => {
    // The screen's code has loaded; its data shows once its loading indicators are gone (some keep one: bounded).
    await expect(page.getByRole('progressbar', { name: 'Ouverture…' })).toHaveCount(0);
    await expect(page.getByRole('progressbar'))
      .toHaveCount(0, { timeout: 5_000 })
      .catch(() => undefined);
    for (const phrase of englishIn(await page.locator('body').innerText(), phrases)) found.push(`${where}: ${phrase}`);
    const seen = await rawValuesOn(page);
    cells += seen.cells;
    for (const value of seen.raw) raw.push(`${where} › ${value}`);
  };
  await scan('Accueil');
  await shell.headerButton('Modules').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const modules = (await menu.getByRole('menuitem').allInnerTexts()).map((m) => m.trim());
  await page.keyboard.press('Escape');
  expect(modules.length).toBeGreaterThan(10);
  for (const module of modules) {
    await shell.headerButton('Modules').click();
    await page.getByRole('menu').getByRole('menuitem', { name: module, exact: true }).click();
    await expect(shell.sideMenu.getByRole('progressbar')).toHaveCount(0);
    const entries = (await shell.sideMenu.getByRole('link').allInnerTexts())
      .map((e) => e.trim())
      .filter((e) => e !== 'Accueil');
    for (const entry of entries.filter((name) => !BILINGUAL.has(name))) {
      await shell.sideMenu.getByRole('link', { name: entry, exact: true }).first().click();
      await scan(`${module} › ${entry}`);
      // A screen that opens as a dialog (Ajouter un projet) is closed before the next.
      if (await page.getByRole('dialog').count()) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
  }
  expect(found, 'English left on French screens').toEqual([]);
  // The grids were read (the seeded tickets, projects, jobs, users…), not skipped while loading.
  expect(cells).toBeGreaterThan(500);
  expect(raw, 'raw values in grid cells').toEqual([]);
});
