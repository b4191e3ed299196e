/**
 * Page object of the problem-package board (aimban/package-board, issue 27): its lanes and cards, the search, the
 * keyboard drag (Space, arrows, Space: each step awaited through the drag's own live announcement), and the card's
 * dialog with its tabs.
 */
import { expect, type Locator, type Page } from '../support/fixtures';

export const BOARD_PATH = '/aimban/package-board';

export class ProblemBoardPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto('/#/home');
    await expect(this.page).toHaveURL(/\/home$/);
    await this.page.goto(`/#${BOARD_PATH}${query}`);
    await expect(this.board).toBeVisible();
    await expect(this.lanes.first()).toBeVisible({ timeout: 30_000 });
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get board() {
    return this.page.getByTestId('problem-board');
  }
  get lanes() {
    return this.board.getByTestId('problem-lane');
  }
  lane(name: string): Locator {
    return this.board.locator(`[data-testid="problem-lane"][data-lane="${name}"]`);
  }
  card(trackingNumber: string): Locator {
    return this.board.locator(`[data-testid="problem-card"][data-tracking="${trackingNumber}"]`);
  }
  /** The card's body: the drag handle, which opens it on Enter. */
  handle(trackingNumber: string): Locator {
    return this.card(trackingNumber).locator('[data-rfd-drag-handle-draggable-id]');
  }
  /** The drag's live region (@hello-pangea/dnd's announcements, worded by the board). */
  get announcement() {
    return this.page.locator('[aria-live="assertive"]');
  }

  async search(term: string) {
    const box = this.page.getByRole('textbox', { name: /^(Search|Recherche)$/ });
    await box.fill(term);
    await box.press('Enter');
  }

  /** Lifts the card with Space, moves it `steps` lanes right with the arrow key, and drops it with Space. */
  async dragRight(trackingNumber: string, lanes: string[]) {
    const handle = this.handle(trackingNumber);
    await handle.focus();
    await handle.press('Space');
    await expect(this.announcement).toContainText(`Picked up ${trackingNumber}`);
    for (const lane of lanes) {
      await this.page.keyboard.press('ArrowRight');
      await expect(this.announcement).toContainText(`Over lane ${lane}`);
    }
    await this.page.keyboard.press('Space');
    await expect(this.announcement).toContainText(`Dropped ${trackingNumber} in lane ${lanes.at(-1)}`);
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }
  tab(name: string) {
    return this.dialog.getByRole('tab', { name });
  }
}
