/** Issue 14 point 6: names from the database in French, locale number format, translation administration (translations, languages, keys). */
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { JobDetailsPage } from '../pages/JobDetailsPage';
import { GridPage } from '../pages/GridPage';
import { TranslationsPage } from '../pages/TranslationsPage';

/** The French of the job statuses, as the demo seed's translation tables hold it. */
const STATUSES_FR = {
  Received: 'Reçu',
  Processing: 'En traitement',
  Open: 'Ouvert',
  'Not Received': 'Non reçu',
  Voided: 'Annulé',
  Closed: 'Clôturé',
  'DNB Job Closed': 'Job DNB clôturé',
  Invoiced: 'Facturé',
  'CS Hold': 'Blocage service client',
  'Finance Hold': 'Blocage finance',
  Released: 'Libéré',
  'On Hold': 'En attente',
  Forwarded: 'Transféré',
};

test('in French, module and menu names and job statuses from the database, and the grid row count, follow the locale', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.admin, { locale: { language: 'fr', country: 'FR' } });
  const page = shell.page;
  await shell.goto('/operation/admin/job-dashboard');
  await expect(shell.title).toHaveText(/^Tableau des jobs – /);
  for (const name of ['Tableau des jobs', 'Réception', 'Bacs'])
    await expect(shell.sideMenu.getByRole('link', { name })).toBeVisible();
  const grid = new GridPage(page);
  // Intl's French groups thousands with a narrow no-break space.
  await expect(grid.rowCount).toHaveText('2\u202f000 lignes', { timeout: 20_000 });
  // The grid's Status column shows the statuses in French too.
  await expect(grid.bodyRows.first().locator('td')).not.toHaveCount(1);
  const shown = await grid.bodyRows.locator('td:nth-child(3)').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const status of shown) expect(Object.values(STATUSES_FR)).toContain(status);
  // Job statuses come from the database too: J0240019 is Closed.
  await shell.goto('/volume/job-dashboard/details?number=J0240019');
  await expect(new JobDetailsPage(page, 'J0240019').status).toHaveText('Clôturé', { timeout: 20_000 });
  await shell.goto('/volume/job-dashboard');
  await expect(page.getByTestId('job-status-buttons').locator('[data-status="Closed"]')).toContainText('Clôturé');
  await page.getByTestId('job-status-buttons').locator('[data-status="Closed"]').click();
  await expect(new GridPage(page, 'volume-job-dashboard').bodyRows.first().locator('td:nth-child(3)')).toHaveText(
    'Clôturé',
  );
  await page.context().close();
});

test('translation admin: an edit shows after the next load; a disabled language leaves the locale popover', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const shell = await ShellPage.as(browser, DEMO.admin);
  const page = shell.page;
  const setLanguage = async (language: 'en' | 'fr') => {
    await page.evaluate(
      (l) => localStorage.setItem('a1.locale', JSON.stringify({ language: l, country: 'US', format: 'mm/dd/yyyy' })),
      language,
    );
    await page.reload();
    await expect(shell.header).toBeVisible();
  };

  // The French of a side-menu name, edited on the translations screen (French is the language it opens on).
  const translations = new TranslationsPage(page);
  await translations.goto();
  await expect(translations.language).toHaveText('Français');
  await translations.grid.keyword.fill('db.Receiving');
  const row = translations.row('db.Receiving');
  await expect(row).toContainText('Réception');
  await translations.edit('db.Receiving');
  await translations.saveValue('Translation of db.Receiving', 'Réception des colis');
  await expect(page.getByText('Translation saved: it shows after the next load')).toBeVisible();
  await expect(row).toContainText('Réception des colis');

  await setLanguage('fr');
  await shell.goto('/operation/admin/job-dashboard');
  await expect(shell.sideMenu.getByRole('link', { name: 'Réception des colis' })).toBeVisible();

  // French disabled: after the next load the popover offers English only, and the app speaks English.
  await setLanguage('en');
  await translations.goto();
  const french = translations.languageSwitch('Français (fr)');
  // The languages load beside the translations grid, whose first accessibility scan is long on a busy machine.
  await expect(french).toBeChecked({ timeout: 30_000 });
  // The switch follows the server's answer, so click and wait for it rather than uncheck().
  await french.click();
  await expect(french).not.toBeChecked();
  await setLanguage('fr');
  await expect(shell.headerButton('Language and format')).toBeVisible();
  await shell.headerButton('Language and format').click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await expect(page.getByRole('option', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('option', { name: /French|Français/ })).toHaveCount(0);
  await page.context().close();
});

test('translation admin: an administrator adds a key, renames it and disables it', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const translations = await TranslationsPage.as(browser, DEMO.admin);
  const page = translations.page;
  await translations.addKey('e2e.greeting');
  await expect(page.getByText('Key e2e.greeting added')).toBeVisible();

  await translations.chooseKey('e2e.greeting');
  const enabled = translations.keyEnabled;
  await expect(enabled).toBeChecked();
  await translations.keyName.fill('e2e.welcome');
  await enabled.uncheck();
  await translations.saveKey.click();
  await expect(page.getByText('Key e2e.welcome saved')).toBeVisible();
  // The form shows the server's answer: renamed and disabled.
  await expect(translations.keyToChange).toHaveText('e2e.welcome');
  await expect(enabled).not.toBeChecked();

  // After the next load the key list holds the new name only, still disabled.
  await page.reload();
  await translations.keyToChange.click();
  await expect(translations.keyOption('e2e.greeting')).toHaveCount(0);
  await translations.keyOption('e2e.welcome').click();
  await expect(translations.keyEnabled).not.toBeChecked();
  await page.context().close();
});
