/**
 * Issue 14 point 6: lanes, phases and the other option lists that come from the database show in French through
 * the translation tables (the demo seed's `db.<name>` keys), while the rules keep the stored English names: the
 * ticket grid's default lane filter (Next, In Progress), My Projects' default phase filter and the phase colours.
 */
import { A1 } from '@a1/shared';
import { ok, signedInClient } from '../../support/a1-http';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { TicketsPage } from '../pages/TicketsPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';
import { FrenchOptionLists } from '../pages/TranslationsPage';

test.describe.configure({ timeout: 120_000 });

const FRENCH = { language: 'fr', country: 'FR' };
/** The default lanes in French, as the demo seed's translation tables hold them. */
const DEFAULT_LANES_FR = ['Suivant', 'En cours'];

test('issue 14 point 6: in French, ticket lanes, types and test statuses show in French in the grid and the ticket dialog; the default lane filter still holds', async ({
  browser,
  baseURL,
}) => {
  const shell = await ShellPage.as(browser, DEMO.it, { locale: FRENCH });
  const page = shell.page;
  const lists = new FrenchOptionLists(page);
  // Not TicketsPage.open: it waits for the English quick filter "All".
  await shell.goto('/ticketing/ticket');
  const tickets = new TicketsPage(page);
  await expect(tickets.screen).toBeVisible({ timeout: 30_000 });
  await expect(tickets.screen.getByTestId('ticket-loading')).toBeHidden({ timeout: 60_000 });
  const grid = tickets.grid;
  await expect(grid.bodyRows.first().locator('td')).not.toHaveCount(1, { timeout: 30_000 });

  // The default lane filter names the stored lanes Next and In Progress: two chosen, and the rows it leaves show
  // those lanes in French.
  await expect(lists.chip(grid, 'Couloir (2)')).toBeVisible();
  const lanes = new Set(await grid.columnTexts('Couloir'));
  expect(lanes.size).toBeGreaterThan(0);
  for (const lane of lanes) expect(DEFAULT_LANES_FR).toContain(lane);
  // The chip's value list labels the lanes in French, the two default ones chosen.
  await lists.chip(grid, 'Couloir (2)').click();
  const values = lists.valueList('Couloir');
  await expect(values.getByRole('option', { selected: true })).toHaveCount(2);
  for (const lane of DEFAULT_LANES_FR)
    await expect(values.getByRole('option', { name: new RegExp(`^${lane}`), selected: true })).toHaveCount(1);
  await expect(values.getByRole('option', { name: /^(Next|In Progress|Done)\b/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The first ticket's dialog: its lane field shows the same lane in French.
  const firstLane = await grid.firstCell('Couloir');
  await tickets.clickTicket(await tickets.firstTicketId());
  const dialog = tickets.dialog;
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await tickets.dialogTab('Informatique').click();
  const lane = lists.select(dialog.getByTestId('ticket-placement-it'), 'Couloir');
  await expect(lane).toHaveText(firstLane, { timeout: 20_000 });
  // Its options (after the empty one) are the lanes in French.
  await lane.click();
  await expect(lists.options).toHaveText([
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
  await tickets.dialogTab('Général').click();
  await lists.select(dialog, 'Type').click();
  await expect(lists.options).toHaveText(['Incident', 'Amélioration', 'Rapport', 'Exigences', 'Anomalie', 'Tests']);
  await page.keyboard.press('Escape');
  // A new test case's statuses read French too (a Testing ticket's tab); the dialog is left unsaved.
  const admin = await signedInClient(baseURL!, 'admin@a1demo.com');
  const list = ok(await admin.call(A1.ticketList, { query: { sprintId: 0 } })).data;
  const testing = (list as Array<{ ticketId: number; type: string }>).find((t) => t.type === 'Testing')!;
  await shell.goto(`/ticketing/ticket/${testing.ticketId}`);
  await expect(tickets.dialogTitle).toHaveText(new RegExp(`${testing.ticketId}`));
  await tickets.dialogTab(/^Cas de test/).click();
  await tickets.dialogButton('Nouveau cas de test').click();
  const testCase = lists.dialog('Nouveau cas de test');
  await expect(lists.select(testCase, 'Statut')).toHaveText('Non testé');
  await lists.select(testCase, 'Statut').click();
  await expect(lists.options).toHaveText(['Non testé', 'Réussi', 'Échoué']);
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('issue 14 point 6: in French, My Projects shows phases in French, filtered and coloured by their stored names; initiative statuses read French', async ({
  browser,
}) => {
  const shell = await ShellPage.as(browser, DEMO.it, { locale: FRENCH });
  const page = shell.page;
  const lists = new FrenchOptionLists(page);
  const projects = new ProjectGridPage(page, 'myProjects');
  await projects.goto('/kanban/my-projects');
  const grid = projects.grid;

  // The default phase filter (spec 2 §2: every phase but 4 and 12) still chooses 11 phases, labelled in French.
  await expect(lists.chip(grid, 'Phase (11)')).toBeVisible();
  await lists.chip(grid, 'Phase (11)').click();
  const values = lists.valueList('Phase');
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
  const phaseCells = await grid.column('Phase');
  const colours = await phaseCells.evaluateAll((tds) =>
    tds.map((td) => ({ text: td.textContent ?? '', colour: getComputedStyle(td).color })),
  );
  const blue = 'rgb(1, 87, 155)';
  for (const { text, colour } of colours) if (/^(2|3|5|8|9|11)-/.test(text)) expect(colour, text).toBe(blue);

  // An initiative's status picker lists the statuses in French (stored in English); the dialog is left unsaved.
  const initiativeLink = await projects.firstLinkIn('Initiative');
  await initiativeLink.click();
  const initiative = projects.dialog("Modifier l'initiative");
  await expect(initiative).toBeVisible({ timeout: 20_000 });
  await lists.select(initiative, 'Statut').click();
  await expect(lists.options).toHaveText(['Terminé', 'Bloqué', 'En cours', 'Non démarré']);
  await page.keyboard.press('Escape');
  await page.context().close();
});
