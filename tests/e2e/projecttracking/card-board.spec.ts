/**
 * The card board (shell §2 `kanban/card/board-view`) as the IT demo user: cards in lane columns by project,
 * assignee and search; a card opens the ticket dialog; Add Card and `kanban/card/add-new` open a new one.
 */
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { IT_USER } from '../pages/TicketsPage';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
test.beforeAll(async ({ browser }) => {
  shell = await ShellPage.as(browser, IT_USER);
});
test.afterAll(async () => {
  await shell.page.context().close();
});

test('S-65: the card board shows the cards of the chosen filters in lane columns; a card opens its ticket', async () => {
  const page = shell.page;
  await shell.goto('/kanban/card/board-view');
  const board = page.getByTestId('card-board');
  await expect(board.getByRole('heading', { level: 1 })).toHaveText('Card Board');
  // Everyone's cards of one project: each lane is a column headed by its name and card count.
  const mine = board.getByRole('switch', { name: 'Assigned to me' });
  await expect(mine).toBeChecked();
  await mine.click();
  await expect(mine).not.toBeChecked();
  await board.getByRole('combobox', { name: 'Project' }).click();
  const projects = page.getByRole('listbox').getByRole('option');
  await expect(projects.nth(1)).toBeVisible();
  await projects.nth(1).click();
  const lanes = board.getByTestId('board-lane');
  await expect(lanes.first()).toBeVisible({ timeout: 30_000 });
  const headings = await lanes.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.length).toBeGreaterThan(1);
  for (const heading of headings) expect(heading).toMatch(/^.+ \(\d+\)$/);
  const total = headings.reduce((sum, h) => sum + Number(/\((\d+)\)$/.exec(h)![1]), 0);
  expect(total).toBeGreaterThan(0);
  // A card opens the ticket dialog; closing it leaves the board as it was.
  const card = board.locator('[data-testid^="board-card-"]').first();
  const id = Number((await card.getAttribute('data-testid'))!.replace('board-card-', ''));
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading').first()).toHaveText(new RegExp(`^Ticket ${id}`));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/kanban\/card\/board-view$/);
  // A search no card matches empties the board and says so.
  await board.getByRole('textbox', { name: 'Search cards' }).fill('zz-no-such-card-zz');
  await board.getByRole('textbox', { name: 'Search cards' }).press('Enter');
  await expect(board.getByText('No cards match these filters.')).toBeVisible();
});

test('S-65 S-347: Add Card, and the kanban/card/add-new address, open a new card on the board', async () => {
  const page = shell.page;
  await page.getByTestId('card-board').getByRole('button', { name: 'Add Card' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading').first()).toHaveText('Submit Ticket');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Adding a card is allowed to whoever has the card board (the guard checks kanban/card/board-view).
  await shell.goto('/kanban/card/add-new');
  await expect(page.getByRole('dialog').getByRole('heading').first()).toHaveText('Submit Ticket');
  await expect(page.getByTestId('card-board')).toBeVisible();
});
