/**
 * The card board (shell §2 `kanban/card/board-view`) as the IT demo user: cards in lane columns by project,
 * assignee and search; a card opens the ticket dialog; Add Card and `kanban/card/add-new` open a new one.
 */
import { expect, test } from '../support/fixtures';
import { ADD_NEW_PATH, CardBoardPage } from '../pages/CardBoardPage';
import { IT_USER } from '../pages/TicketsPage';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let board: CardBoardPage;
test.beforeAll(async ({ browser }) => {
  board = await CardBoardPage.as(browser, IT_USER);
});
test.afterAll(async () => {
  await board.page.context().close();
});

test('S-65: the card board shows the cards of the chosen filters in lane columns; a card opens its ticket', async () => {
  await board.goto();
  await expect(board.heading).toHaveText('Card Board');
  // Everyone's cards of one project: each lane is a column headed by its name and card count.
  await expect(board.assignedToMe).toBeChecked();
  await board.assignedToMe.click();
  await expect(board.assignedToMe).not.toBeChecked();
  await board.project.click();
  await expect(board.options.nth(1)).toBeVisible();
  await board.options.nth(1).click();
  await expect(board.lanes.first()).toBeVisible({ timeout: 30_000 });
  const headings = await board.laneHeadings.allTextContents();
  expect(headings.length).toBeGreaterThan(1);
  for (const heading of headings) expect(heading).toMatch(/^.+ \(\d+\)$/);
  const total = headings.reduce((sum, h) => sum + Number(/\((\d+)\)$/.exec(h)![1]), 0);
  expect(total).toBeGreaterThan(0);
  // A card opens the ticket dialog; closing it leaves the board as it was.
  const card = board.cards.first();
  const id = await board.cardId(card);
  await board.openCard(card);
  await expect(board.dialogHeading).toHaveText(new RegExp(`^Ticket ${id}`));
  await board.closeDialog.click();
  await expect(board.dialog).toBeHidden();
  await expect(board.page).toHaveURL(/#\/kanban\/card\/board-view$/);
  // A search no card matches empties the board and says so.
  await board.search('zz-no-such-card-zz');
  await expect(board.text('No cards match these filters.')).toBeVisible();
});

test('S-65 S-347: Add Card, and the kanban/card/add-new address, open a new card on the board', async () => {
  await board.addCard.click();
  await expect(board.dialogHeading).toHaveText('Submit Ticket');
  await board.closeDialog.click();
  await expect(board.dialog).toBeHidden();
  // Adding a card is allowed to whoever has the card board (the guard checks kanban/card/board-view).
  await board.goto(ADD_NEW_PATH);
  await expect(board.dialogHeading).toHaveText('Submit Ticket');
  await expect(board.root).toBeVisible();
});
