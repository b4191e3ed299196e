/**
 * The project-tracking modals in Chromium (spec 2 §2, §4, §5; issue 13 point 3) as a business analyst, each test
 * on a fresh demo database: a move carrying its tickets (and a refused save keeping the modal open), a supporting
 * document's soft delete, an issue with a comment softly deleted.
 */
import { A1 } from '@a1/shared';
import { expect, test } from '../support/reset-database';
import type { Locator } from '../support/fixtures';
import { DEMO } from '../pages/ShellPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';
import { signedInClient } from '../../support/a1-http';

test.describe.configure({ timeout: 180_000 });

const PROJECTS = '/kanban/project/grid-view';

/** Opens the first feature of the grid and answers its dialog and name. */
async function openFirstFeature(grid: ProjectGridPage): Promise<{ dialog: Locator; name: string; sprintId: number }> {
  const link = await grid.firstLinkIn('Feature');
  const name = (await link.innerText()).trim();
  const read = grid.page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/KanbanBoard\/Sprint\?.*sprintId=/.test(r.url()),
  );
  await link.click();
  const sprintId = Number(new URL((await read).url()).searchParams.get('sprintId'));
  const dialog = grid.dialog('Edit Feature');
  await expect(dialog.getByRole('textbox', { name: 'Feature Name' })).toHaveValue(name);
  return { dialog, name, sprintId };
}

test('P-103 P-278: moving a feature to another initiative moves its tickets; a refused save keeps the modal open', async ({
  browser,
  baseURL,
  resetDatabase,
}) => {
  void resetDatabase;
  const grid = await ProjectGridPage.as(browser, DEMO.crf, PROJECTS, 'projects');
  const page = grid.page;
  const { dialog } = await openFirstFeature(grid);
  // A refused save (the server answers 400): the modal stays open.
  await page.route('**/KanbanBoard/Sprint', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ responseStatus: { responseStatusCode: 400, responseStatusMessage: 'Refused.' } }),
        })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: /error/i }).getByRole('button').first().click();
  await expect(dialog).toBeVisible();
  await page.unroute('**/KanbanBoard/Sprint');

  // Move it to another initiative of the project.
  const initiative = dialog.getByRole('combobox', { name: /^Initiative/ });
  const before = (await initiative.innerText()).trim();
  await initiative.click();
  await page.getByRole('listbox').getByRole('option').filter({ hasNotText: before }).first().click();
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/KanbanBoard/Sprint'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  const answer = await (await put).json();
  expect(answer.responseStatus.responseStatusCode).toBe(200);
  await expect(dialog).toHaveCount(0);
  const moved = answer.sprints[0];
  const a1 = await signedInClient(baseURL!, DEMO.crf);
  const cards = (await a1.call(A1.kanbanCards, { query: { sprintId: moved.sprintId } })).body;
  const rows: any[] = cards.simpleCards;
  expect(rows.length).toBeGreaterThan(0);
  for (const card of rows) expect(card.milestoneId).toBe(moved.milestoneId);
  await page.context().close();
});

test('P-46 P-47 P-90: a supporting document is added, edited and soft-deleted after Are you sure?', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const grid = await ProjectGridPage.as(browser, DEMO.crf, PROJECTS, 'projects');
  const page = grid.page;
  const { dialog, sprintId } = await openFirstFeature(grid);
  await dialog.getByRole('tab', { name: /^Supporting Documents/ }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const add = grid.dialog('Add Supporting Document');
  await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
  const link = `https://docs.example/crf-${Date.now()}`;
  await add.getByRole('textbox', { name: 'Document Link' }).fill(link);
  await add.getByRole('button', { name: 'Save' }).click();
  const table = dialog.getByRole('table', { name: 'Supporting Documents' });
  const row = table.locator('tbody tr', { hasText: link });
  await expect(row).toBeVisible();
  await row.locator('td').nth(1).click();
  const edit = grid.dialog('Edit Supporting Document');
  await edit.getByRole('button', { name: 'Delete' }).click();
  const confirm = grid.dialog('Are you sure?');
  await expect(confirm.getByRole('button')).toHaveText(['No', 'Yes']);
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(A1.kanbanSupportingDocuments.path));
  await confirm.getByRole('button', { name: 'Yes' }).click();
  // Soft: the document is saved with the enabled flag false, and leaves the list.
  expect((await put).postDataJSON()).toMatchObject({ feature_Id: sprintId, document_Link: link, is_Enabled: false });
  await expect(row).toHaveCount(0);
  await page.context().close();
});

test('P-43 P-44 P-45 P-89: an issue with a comment; the edited comment deleted softly after Are you sure?', async ({
  browser,
  resetDatabase,
}) => {
  void resetDatabase;
  const grid = await ProjectGridPage.as(browser, DEMO.crf, PROJECTS, 'projects');
  const page = grid.page;
  const { dialog } = await openFirstFeature(grid);

  await dialog.getByRole('tab', { name: /^Issues/ }).click();
  await dialog.getByRole('button', { name: 'Add Issue' }).click();
  const add = grid.dialog('Add Issue');
  await test.step('P-78 P-77: priorities High, Medium, Low; statuses Open, Closed, Void', async () => {
    await add.getByRole('combobox', { name: /^Priority/ }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['High', 'Medium', 'Low']);
    await page.getByRole('option', { name: 'High' }).click();
    await add.getByRole('combobox', { name: /^Status/ }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Open', 'Closed', 'Void']);
    await page.getByRole('option', { name: 'Open' }).click();
  });
  await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
  const description = `Late scans ${Date.now()}`;
  await add.getByRole('textbox', { name: 'Description' }).fill(description);
  await add.getByRole('button', { name: 'Save' }).click();
  const issues = dialog.getByRole('table', { name: 'Issues' });
  await issues.locator('tbody tr', { hasText: description }).click();
  const edit = grid.dialog('Edit Issue');
  await expect(edit.getByRole('table', { name: 'Comments' })).toBeVisible();
  await edit.getByRole('button', { name: 'Add Comment' }).click();
  const addComment = grid.dialog('Add Comment');
  await expect(addComment.getByRole('button', { name: 'Save' })).toBeDisabled();
  await addComment.getByRole('textbox', { name: 'Comment' }).fill('Raised with the carrier.');
  await addComment.getByRole('button', { name: 'Save' }).click();
  const comment = edit
    .getByRole('table', { name: 'Comments' })
    .locator('tbody tr', { hasText: 'Raised with the carrier.' });
  await comment.click();
  const editComment = grid.dialog('Edit Issue Comment');
  await editComment.getByRole('button', { name: 'Delete' }).click();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(A1.kanbanIssueComments.path));
  await grid.dialog('Are you sure?').getByRole('button', { name: 'Yes' }).click();
  // Soft: saved with the enabled flag false.
  expect((await put).postDataJSON()).toMatchObject({ comment: 'Raised with the carrier.', isEnabled: false });
  await expect(comment).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.context().close();
});
