/**
 * Page objects of the receiving dock (operations/receiving, spec 3 §7 Receiving, issue 26): the dashboard, a job's
 * page (its tabs, the scan field and the list of scans) and a manifest's page (tares, comments, DNB job).
 */
import { expect, type Locator, type Page } from '../support/fixtures';

export const RECEIVING_PATH = '/operations/receiving';

export class ReceivingDashboard {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto(`/#${RECEIVING_PATH}`);
    await expect(this.heading).toBeVisible();
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Receiving' });
  }
  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }
  async openJob(number: string) {
    await this.page.getByRole('textbox', { name: 'Open a job by number' }).fill(number);
    await this.page.getByRole('textbox', { name: 'Open a job by number' }).press('Enter');
    return new ReceivingJobPage(this.page, number);
  }
  async openManifest(number: string) {
    await this.page.getByRole('textbox', { name: 'Open a manifest by number' }).fill(number);
    await this.page.getByRole('textbox', { name: 'Open a manifest by number' }).press('Enter');
    return new ManifestPage(this.page, number);
  }
}

export class ReceivingJobPage {
  constructor(
    readonly page: Page,
    readonly number: string,
  ) {}

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: `Job ${this.number}` });
  }
  get status() {
    return this.page.getByTestId('job-status');
  }
  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }
  get scanField() {
    return this.page.getByRole('textbox', { name: 'Scan a piece or manifest barcode' });
  }
  get scans() {
    return this.page.getByRole('list', { name: 'Scans' });
  }
  /** The scan rows of a code, newest first. */
  scanRows(code: string): Locator {
    return this.scans.getByRole('listitem').filter({ hasText: code });
  }
  /** Types each code and Enter, as a keyboard-wedge scanner does. */
  async scan(...codes: string[]) {
    await this.scanField.focus();
    for (const code of codes) {
      await this.page.keyboard.type(code);
      await this.page.keyboard.press('Enter');
    }
  }
  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }
}

export class ManifestPage {
  constructor(
    readonly page: Page,
    readonly number: string,
  ) {}

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: `Manifest ${this.number}` });
  }
  get status() {
    return this.page.getByTestId('manifest-status');
  }
  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }
  get scaleReading() {
    return this.page.getByTestId('scale-reading');
  }
  get tares() {
    return this.page.getByRole('list', { name: 'Tares' });
  }
  async chooseTareType(name: RegExp | string) {
    await this.page.getByRole('combobox', { name: 'Tare type' }).click();
    await this.page.getByRole('option', { name }).click();
  }
  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }
}
