/**
 * Issue 14 point 6: lanes, phases and the other option lists that come from the database show in French through
 * the translation tables (the demo seed's `db.<name>` keys), while the rules keep the stored English names: the
 * ticket grid's default lane filter (Next, In Progress), My Projects' default phase filter and the phase colours.
 */
import { A1 } from '@a1/shared';
import { ok, signedInClient } from '../../support/a1-http';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { GridPage } from '../pages/GridPage';

test.describe.configure({ timeout: 120_000 });

const FRENCH = { language: 'fr', country: 'FR' };
/** The default lanes in French, as the demo seed's translation tables hold them. */
const DEFAULT_LANES_FR = ['Suivant', 'En cours'];
/** A grid's filter chip by its French name (the grid page object looks in the English 'Grid filters' region). */
const chip = (grid: GridPage, name: string) =>
  grid.root.getByRole('region', { name: 'Filtres de la grille' }).getByRole('button', { name, exact: true });

test('issue 14 point 6: in French, ticket lanes, types and test statuses show in French in the grid and the ticket dialog; the default lane filter still holds', async ({
  browser,
  baseURL,
}) => {
  const shell = await ShellPage.as(browser, DEMO.it, { locale: FRENCH });
  const page = shell.page;
  await shell.goto('/ticketing/ticket');
  const screen = page.getByTestId('ticket-screen');
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(screen.getByTestId('ticket-loading')).toBeHidden({ timeout: 60_000 });
  const grid = new GridPage(page, 'tickets');
  await expect(grid.bodyRows.first().locator('td')).not.toHaveCount(1, { timeout: 30_000 });

  // The default lane filter names the stored lanes Next and In Progress: two chosen, and the rows it leaves show
  // those lanes in French.
  await expect(chip(grid, 'Couloir (2)')).toBeVisible();
  const lanes = new Set(await grid.columnTexts('Couloir'));
  expect(lanes.size).toBeGreaterThan(0);
  for (const lane of lanes) expect(DEFAULT_LANES_FR).toContain(lane);
  // The chip's value list labels the lanes in French, the two default ones chosen.
  await chip(grid, 'Couloir (2)').click();
  const values = page.getByRole('listbox', { name: 'Valeurs de Couloir' });
  await expect(values.getByRole('option', { selected: true })).toHaveCount(2);
  for (const lane of DEFAULT_LANES_FR)
    await expect(values.getByRole('option', { name: new RegExp(`^${lane}`), selected: true })).toHaveCount(1);
  await expect(values.getByRole('option', { name: /^(Next|In Progress|Done)\b/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The first ticket's dialog: its lane field shows the same lane in French.
  const firstLane = await grid.firstCell('Couloir');
  await grid.bodyRows.first().locator('td').nth(1).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('#ticket-dialog-title') });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('tab', { name: 'Informatique' }).click();
  const lane = dialog.getByTestId('ticket-placement-it').getByRole('combobox', { name: /^Couloir/ });
  await expect(lane).toHaveText(firstLane, { timeout: 20_000 });
  // Its options (after the empty one) are the lanes in French.
  await lane.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([
    /^\s*$/,
    'Boîte de réception',
    'Suivant',
    'En cours',
    'Bloqué',
    'Revue de recette',
    'Déploiement en recette en attente',
    'Revue de production',
    'Déploiement en production en attente',
    'Terminé',
  ]);
  await page.keyboard.press('Escape');

  // The ticket type: "Report" is one report here ("Rapport"), where the module of that name is "Rapports".
  await dialog.getByRole('tab', { name: 'Général' }).click();
  await dialog.getByRole('combobox', { name: /^Type/ }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Incident',
    'Amélioration',
    'Rapport',
    'Exigences',
    'Anomalie',
    'Tests',
  ]);
  await page.keyboard.press('Escape');
  // A new test case's statuses read French too (a Testing ticket's tab); the dialog is left unsaved.
  const admin = await signedInClient(baseURL!, 'admin@a1demo.com');
  const list = ok(await admin.call(A1.ticketList, { query: { sprintId: 0 } })).data;
  const testing = (list as Array<{ ticketId: number; type: string }>).find((t) => t.type === 'Testing')!;
  await shell.goto(`/ticketing/ticket/${testing.ticketId}`);
  await expect(dialog.locator('#ticket-dialog-title')).toHaveText(new RegExp(`${testing.ticketId}`));
  await dialog.getByRole('tab', { name: /^Cas de test/ }).click();
  await dialog.getByRole('button', { name: 'Nouveau cas de test' }).click();
  const testCase = page.getByRole('dialog', { name: 'Nouveau cas de test' });
  await expect(testCase.getByRole('combobox', { name: /^Statut/ })).toHaveText('Non testé');
  await testCase.getByRole('combobox', { name: /^Statut/ }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Non testé', 'Réussi', 'Échoué']);
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('issue 14 point 6: in French, My Projects shows phases in French, filtered and coloured by their stored names; initiative statuses read French', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.it, { locale: FRENCH });
  const page = shell.page;
  await shell.goto('/kanban/my-projects');
  const grid = new GridPage(page, 'kanban-project-myProjects');
  await expect(grid.table).toBeVisible({ timeout: 30_000 });
  await expect(grid.bodyRows.first()).toBeVisible();

  // The default phase filter (spec 2 §2: every phase but 4 and 12) still chooses 11 phases, labelled in French.
  await expect(chip(grid, 'Phase (11)')).toBeVisible();
  await chip(grid, 'Phase (11)').click();
  const values = page.getByRole('listbox', { name: 'Valeurs de Phase' });
  await expect(values.getByRole('option', { selected: true })).toHaveCount(11);
  await expect(values.getByRole('option', { name: /^1-Non approuvé/, selected: true })).toHaveCount(1);
  await expect(values.getByRole('option', { name: /^4-Approbation des exigences/, selected: true })).toHaveCount(0);
  await expect(values.getByRole('option', { name: /^12-Terminé/, selected: true })).toHaveCount(0);
  await expect(values.getByRole('option', { name: /Not Approved|Requirements|Development|UAT/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The phase cells read French, and their colours still follow the phase number (8-Développement is blue).
  const phases = await grid.columnTexts('Phase');
  expect(phases.length).toBeGreaterThan(0);
  const french = new Set([
    '1-Non approuvé',
    '2-Approuvé non planifié',
    '3-Exigences',
    '5-Prêt pour estimation',
    '6-Estimation terminée',
    '7-Développement planifié',
    '8-Développement',
    '9-Retours de recette',
    '10-Recette échouée',
    '11-Recette acceptée',
    '13-Bloqué',
  ]);
  for (const phase of phases) if (phase !== '') expect(french).toContain(phase);
  const index = (await grid.headers()).indexOf('Phase');
  const colours = await grid.bodyRows
    .locator(`td:nth-child(${index + 1})`)
    .evaluateAll((tds) => tds.map((td) => ({ text: td.textContent ?? '', colour: getComputedStyle(td).color })));
  const blue = 'rgb(1, 87, 155)';
  for (const { text, colour } of colours) if (/^(2|3|5|8|9|11)-/.test(text)) expect(colour, text).toBe(blue);

  // An initiative's status picker lists the statuses in French (stored in English); the dialog is left unsaved.
  const initiativeColumn = (await grid.headers()).indexOf('Initiative');
  await grid.table
    .locator(`tbody tr td:nth-child(${initiativeColumn + 1}) button`)
    .first()
    .click();
  const initiative = page.getByRole('dialog', { name: "Modifier l'initiative" });
  await expect(initiative).toBeVisible({ timeout: 20_000 });
  await initiative.getByRole('combobox', { name: /^Statut/ }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Terminé',
    'Bloqué',
    'En cours',
    'Non démarré',
  ]);
  await page.keyboard.press('Escape');
  await page.context().close();
});
