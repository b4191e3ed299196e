/**
 * Page object of the card board (shell §2 `kanban/card/board-view` and `kanban/card/add-new`): its filters, lane
 * columns and cards, and the ticket dialog a card or Add Card opens.
 */
import type { Browser, Locator, Page } from '../support/fixtures';
import { selectOptions, ShellPage } from './ShellPage';

export const BOARD_PATH = '/kanban/card/board-view';
export const ADD_NEW_PATH = '/kanban/card/add-new';

export class CardBoardPage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  /** A fresh signed-in context (ShellPage.as); the board itself is opened by `goto`. */
  static async as(browser: Browser, email: string): Promise<CardBoardPage> {
    const shell = await ShellPage.as(browser, email);
    return new CardBoardPage(shell.page);
  }

  async goto(path = BOARD_PATH) {
    await this.shell.goto(path);
  }

  get root() {
    return this.page.getByTestId('card-board');
  }
  get heading() {
    return this.root.getByRole('heading', { level: 1 });
  }
  get assignedToMe() {
    return this.root.getByRole('switch', { name: 'Assigned to me' });
  }
  get project() {
    return this.root.getByRole('combobox', { name: 'Project' });
  }
  /** The options of the open select (its listbox is rendered outside the board). */
  get options() {
    return selectOptions(this.page);
  }
  get lanes() {
    return this.root.getByTestId('board-lane');
  }
  /** Each lane's heading: its name and card count. */
  get laneHeadings() {
    return this.lanes.getByRole('heading', { level: 2 });
  }
  get cards() {
    return this.root.locator('[data-testid^="board-card-"]');
  }
  /** A card's ticket number, from its test id (board-card-<id>). */
  async cardId(card: Locator): Promise<number> {
    return Number((await card.getAttribute('data-testid'))!.replace('board-card-', ''));
  }
  async openCard(card: Locator) {
    await card.getByRole('button').click();
  }
  get searchBox() {
    return this.root.getByRole('textbox', { name: 'Search cards' });
  }
  async search(term: string) {
    await this.searchBox.fill(term);
    await this.searchBox.press('Enter');
  }
  text(text: string) {
    return this.root.getByText(text);
  }
  get addCard() {
    return this.root.getByRole('button', { name: 'Add Card' });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  get dialogHeading() {
    return this.dialog.getByRole('heading').first();
  }
  get closeDialog() {
    return this.dialog.getByRole('button', { name: 'Close', exact: true });
  }
}
