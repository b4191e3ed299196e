/**
 * Page object of package search (search/package-search, spec 3 §7 "Package search", issue 25) and of a package's
 * page below it (search/package-search/<packageId>): the search form, the result grid per view, the numbers not
 * found, and the package page's sections, actions, notes and timeline.
 */
import { expect, type Locator, type Page } from '../support/fixtures';
import { GridPage } from './GridPage';

export const PACKAGE_SEARCH_PATH = '/search/package-search';

export type SearchView = 'Overview' | 'Package details' | 'Item details' | 'Missing tax ID';
const GRID_IDS: Record<SearchView, string> = {
  Overview: 'search-package-search-overview',
  'Package details': 'search-package-search-packageDetails',
  'Item details': 'search-package-search-itemDetails',
  'Missing tax ID': 'search-package-search-missingTaxId',
};

export class PackageSearchPage {
  constructor(readonly page: Page) {}

  /** Straight to the screen, from home so it mounts afresh. */
  async goto() {
    await this.page.goto('/#/home');
    await expect(this.page).toHaveURL(/\/home$/);
    await this.page.goto(`/#${PACKAGE_SEARCH_PATH}`);
    await expect(this.heading).toBeVisible();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Package Search' });
  }
  get criterion() {
    return this.page.getByRole('combobox', { name: /^Search by/ });
  }
  get term() {
    return this.page.getByRole('textbox', { name: /^Number or name/ });
  }
  get formatChip() {
    return this.page.getByTestId('package-format');
  }
  get resultCount() {
    return this.page.getByTestId('package-result-count');
  }
  get notFound() {
    return this.page.getByTestId('package-not-found');
  }
  get noMatch() {
    return this.page.getByTestId('package-no-match');
  }
  get views() {
    return this.page.getByRole('group', { name: 'Result view' });
  }
  grid(view: SearchView = 'Overview') {
    return new GridPage(this.page, GRID_IDS[view]);
  }

  async chooseCriterion(name: string) {
    await this.criterion.click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.criterion).toHaveText(name);
  }

  /** Types the term (a list: one number a line) and searches with Enter, waiting for the search call's answer. */
  async search(term: string | string[], view = 'Overview') {
    const path = view === 'Item details' ? '/Package/ItemDetails' : '/Package/Overview';
    const answer = this.page.waitForResponse((r) => r.url().includes(path) && r.status() === 200);
    await this.term.fill(Array.isArray(term) ? term.join('\n') : term);
    await this.term.press('Enter');
    return (await answer).json();
  }

  async chooseView(view: SearchView) {
    await this.views.getByRole('button', { name: view, exact: true }).click();
    await expect(this.views.getByRole('button', { name: view, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }

  /** Opens a package from the result by its tracking number (a link: the keyboard reaches it). */
  async open(trackingNumber: string, view: SearchView = 'Overview') {
    await this.grid(view).table.getByRole('button', { name: trackingNumber, exact: true }).click();
    const pkg = new PackagePage(this.page);
    await expect(pkg.heading).toHaveText(`Package ${trackingNumber}`);
    return pkg;
  }
}

export class PackagePage {
  constructor(readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get status() {
    return this.page.getByTestId('package-status');
  }
  get actions() {
    return this.page.getByRole('toolbar', { name: 'Package actions' });
  }
  action(name: string | RegExp) {
    return this.actions.getByRole('button', { name });
  }
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }
  get timeline() {
    return this.section('Timeline').getByTestId('package-timeline');
  }
  get timelineEntries() {
    return this.timeline.locator('li');
  }
  timelineKind(label: RegExp) {
    return this.section('Timeline').getByRole('checkbox', { name: label });
  }
  get notes() {
    return this.section('Notes');
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  get toast() {
    return this.page.getByTestId('a1-toast');
  }

  /** Shows only the timeline's entries of these kinds (their checkbox labels, without the counts). */
  async showOnly(...kinds: string[]) {
    const boxes = this.section('Timeline').getByRole('group', { name: 'Show in the timeline' }).getByRole('checkbox');
    for (const box of await boxes.all()) {
      const name = (await box.evaluate((e) => e.closest('label')?.textContent ?? '')).replace(/ \(\d+\)$/, '');
      if (kinds.includes(name)) await box.check();
      else await box.uncheck();
    }
  }
}
