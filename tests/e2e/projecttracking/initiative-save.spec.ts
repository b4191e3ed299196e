/**
 * An initiative created and edited in its modal (spec 2 §1, §7) as a business analyst, through the initiatives
 * resource (POST and PUT KanbanBoard/Milestone): each save closes the modal and the grid shows the name. The
 * database is put back afterwards (the reset fixture).
 */
import { expect, test } from '../support/reset-database';
import { DEMO } from '../pages/ShellPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';

test.describe.configure({ timeout: 120_000 });

test('P-4 P-184 P-185: an initiative is created and edited in its modal; each save closes it and the grid shows it', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const grid = await ProjectGridPage.as(browser, DEMO.crf, '/kanban/project/grid-view', 'projects');
  const page = grid.page;

  await test.step('an initiative renamed in Edit Initiative (PUT KanbanBoard/Milestone)', async () => {
    const link = await grid.firstLinkIn('Initiative');
    const name = (await link.innerText()).trim();
    await link.click();
    const edit = grid.dialog('Edit Initiative');
    const field = edit.getByRole('textbox', { name: 'Initiative Name' });
    await expect(field).toHaveValue(name);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/KanbanBoard/Milestone'),
    );
    await field.fill(`${name} (renamed)`);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(edit).toHaveCount(0);
    await expect(grid.grid.table.getByRole('button', { name: `${name} (renamed)`, exact: true }).first()).toBeVisible();
  });

  await test.step('a new initiative saved from Add Initiative (POST KanbanBoard/Milestone)', async () => {
    const rows = Number((await grid.grid.rowCount.innerText()).replace(/\D/g, ''));
    await grid.newInitiative.click();
    const add = grid.dialog('Add Initiative');
    await add.getByRole('textbox', { name: 'Initiative Name' }).fill('Depot scanners 2027');
    // Its first feature, so that the grid (a row per feature) has a row for it.
    await add.getByRole('textbox', { name: 'Default Feature Name' }).fill('Scanner rollout');
    // Any project of the seed's (the list starts with None, which Save refuses: P-118).
    await grid.chooseOption(add, 'Project', /^(?!None$)\w/);
    await grid.chooseOption(add, 'Type', 'STR');
    await grid.chooseOption(add, 'Status', 'Not Started');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/KanbanBoard/Milestone'),
    );
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(200);
    await expect(add).toHaveCount(0);
    // The grid reads its rows again: one more, the new initiative's feature; the keyword filter brings it into view.
    await expect(grid.grid.rowCount).toHaveText(`${(rows + 1).toLocaleString('en-US')} rows`);
    // One row, and the footer says so in the singular.
    await grid.grid.keyword.fill('Depot scanners 2027');
    await expect(grid.grid.rowCount).toHaveText('1 row');
    await expect(grid.grid.table.getByRole('button', { name: 'Scanner rollout', exact: true })).toBeVisible();
  });
});
