/**
 * Package search (search/package-search, spec 3 §7 "Package search", issue 25 point 4) in the browser: a search by a
 * part of a number with its carrier format, a pasted list that reports the number not found, the four views, the
 * commercial invoice of ticked packages, a package's page with its one timeline in the place's and the user's time,
 * a note added, edited and deleted, the label re-printed on the workstation's label printer through the REAL daemon
 * (`a1-plugin serve`, a raw TCP 9100 peer as the printer) and seen in the timeline, a return, and the external
 * account that finds only its own customer's packages.
 *
 * The daemon listens on the worker's daemon port, the browser's localhost:19090 (support/worker-daemon.ts). It names
 * the workstation PACK-01, whose seeded settings choose the label printer Zebra-ZT410: the daemon sends that
 * printer's jobs to the TCP peer.
 */
import { readFileSync } from 'node:fs';
import { A1, type PackageSummary } from '@a1/shared';
import { tcpPrinter } from '@a1/plugin-daemon/test/hardware/peers.ts';
import { ok, signedInClient, type A1Client } from '../../support/a1-http';
import { expect, test } from '../support/reset-database';
import { startRealDaemon, type RealDaemon } from '../support/real-daemon';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { PackagePage, PackageSearchPage } from '../pages/PackageSearchPage';

test.describe.configure({ timeout: 120_000 });
// No package's place is in Hawaii: every carrier event shows both times.
test.use({ timezoneId: 'Pacific/Honolulu' });

const WORKSTATION = 'PACK-01';
const LABEL_PRINTER = 'Zebra-ZT410';
const UNKNOWN = 'ZZ999999999ZZ';

let printer: Awaited<ReturnType<typeof tcpPrinter>>;
let daemon: RealDaemon | undefined;
/** Packages of the external demo account's customer, and of another customer (read through the API first). */
let own: PackageSummary[];
let foreign: PackageSummary;
/** One of them whose customer's system sent its data (API data). */
let withApiData: PackageSummary;

/** Packages of a job, by the Overview search (an administrator sees every customer's). */
async function packagesOf(admin: A1Client, jobNumber: string) {
  const answer = await admin.call(A1.packageOverview, {
    query: { searchCriteria: 'jobNumber', searchTerm: jobNumber },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data.rows as PackageSummary[]).filter((p) => p.jobNumber === jobNumber);
}

test.beforeAll(async ({ baseURL }) => {
  const admin = await signedInClient(baseURL!, DEMO.admin);
  const jobs = ok(await admin.call(A1.jobList)).data.jobs as Array<{ number: string; customer: string }>;
  const globex = jobs.filter((j) => j.customer === 'Globex Parcel');
  own = [];
  for (const job of globex) {
    const found = (await packagesOf(admin, job.number)).filter((p) => !p.returned && p.lastEventOn);
    if (own.length < 3) own = found;
    for (const p of found) {
      if (withApiData) break;
      const api = await admin.call(A1.packageApiData, { query: { packageId: p.packageId } });
      if (api.body.data) withApiData = p;
    }
    if (own.length >= 3 && withApiData) break;
  }
  expect(own.length).toBeGreaterThanOrEqual(3);
  expect(withApiData).toBeDefined();
  const other = jobs.find((j) => j.customer !== 'Globex Parcel')!;
  foreign = (await packagesOf(admin, other.number))[0];
  expect(foreign).toBeDefined();

  printer = await tcpPrinter();
  daemon = await startRealDaemon({
    allowedOrigins: [new URL(baseURL!).origin],
    workStationName: WORKSTATION,
    // No CUPS here: the label printer is a raw TCP (port 9100 kind) printer of the daemon's own configuration.
    cupsUrl: 'http://127.0.0.1:9',
    printers: [{ name: LABEL_PRINTER, host: '127.0.0.1', port: printer.port }],
  });
});

test.afterAll(async () => {
  await daemon?.stop();
  await printer?.close();
});

/** The format the number's shape names (ts-tracking-number recognises the seeded numbers: their check digits hold). */
const formatOf = (n: string) => (n.startsWith('1Z') ? 'UPS' : /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(n) ? 'UPU S10' : 'FedEx');

test('S-54 T-287: the header’s Package Search opens the screen; a part of a number finds its package; the full number shows its carrier format', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await shell.headerLink('Package Search').click();
  await expect(page).toHaveURL(/\/search\/package-search$/);
  const search = new PackageSearchPage(page);
  await expect(search.heading).toBeVisible();
  await expect(page.getByText(/Choose what to search by/)).toBeVisible();

  // Nothing typed: the field says what is missing; nothing is asked of the server.
  await search.term.press('Enter');
  await expect(page.getByText('Number or name is required: type what to search for.')).toBeVisible();

  const target = own[0];
  // The whole number, typed with spaces and in lower case: its format as a chip while typing.
  await search.term.fill(target.trackingNumber.toLowerCase().replace(/(.{4})/g, '$1 '));
  await expect(search.formatChip).toHaveText(`Format: ${formatOf(target.trackingNumber)}`);

  // A part of it (its last 8 characters) is searched as a part: Enter searches.
  const part = target.trackingNumber.slice(-8);
  const answer = await search.search(part);
  expect(answer.data.partial).toBe(true);
  const grid = search.grid();
  await expect(search.resultCount).toHaveText(
    `${answer.data.rows.length} package${answer.data.rows.length === 1 ? '' : 's'} found`,
  );
  await expect(grid.table.getByRole('button', { name: target.trackingNumber, exact: true })).toBeVisible();
  await expect(grid.header('Format')).toBeVisible();
  const found = await grid.columnTexts('Tracking Number');
  expect(found).toContain(target.trackingNumber);
  expect(found.filter((n) => !n.includes(part))).toEqual([]);

  // A term that matches nothing says so, by the criterion searched.
  await search.search('NOPE0000');
  await expect(search.noMatch).toContainText('No package matches “NOPE0000” by tracking number.');
});

test('T-287 T-288 T-289 T-290: a pasted list finds its packages and names the number not found; the four views; Excel', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const search = new PackageSearchPage(page);
  await search.goto();
  const numbers = own.slice(0, 3).map((p) => p.trackingNumber);
  // A paste goes as the POST twin (1,000 numbers outgrow a URL).
  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/Package/Overview'));
  const answer = await search.search([numbers[0], UNKNOWN, numbers[1], numbers[2]]);
  expect((await post).postDataJSON()).toMatchObject({ searchCriteria: 'trackingNumber' });
  expect(answer.data.notFound).toEqual([UNKNOWN]);
  await expect(search.notFound).toContainText('1 of 4 numbers was not found:');
  await expect(search.notFound.getByRole('listitem')).toHaveText([UNKNOWN]);
  await expect(search.resultCount).toHaveText('3 packages found');
  expect((await search.grid().columnTexts('Tracking Number')).sort()).toEqual([...numbers].sort());
  await expect(search.grid().button('Excel')).toBeVisible();

  // The same result as its item details: one row per item of the three packages.
  const items = page.waitForResponse((r) => r.url().includes('/Package/ItemDetails') && r.status() === 200);
  await search.chooseView('Item details');
  const itemRows = (await (await items).json()).data.rows as Array<{ trackingNumber: string }>;
  expect(new Set(itemRows.map((r) => r.trackingNumber))).toEqual(new Set(numbers));
  await expect(search.grid('Item details').header('HS Code')).toBeVisible();
  await expect(search.resultCount).toHaveText(`${itemRows.length} item${itemRows.length === 1 ? '' : 's'} found`);

  // Package details: the address, measures, value and tax id columns.
  const details = page.waitForResponse((r) => r.url().includes('/Package/PackageDetails') && r.status() === 200);
  await search.chooseView('Package details');
  const detailRows = (await (await details).json()).data.rows as Array<{ packageId: number; taxId: string | null }>;
  await expect(search.grid('Package details').header('Tax ID')).toBeVisible();
  await expect(search.grid('Package details').bodyRows).toHaveCount(3);

  // Missing tax ID: exactly those of the three without one (the grid says No Data when none lacks it).
  const missing = page.waitForResponse((r) => r.url().includes('/Package/MissingTaxID') && r.status() === 200);
  await search.chooseView('Missing tax ID');
  const withoutTaxId = (await (await missing).json()).data.rows as Array<{ packageId: number }>;
  expect(withoutTaxId.map((r) => r.packageId).sort()).toEqual(
    detailRows
      .filter((r) => r.taxId === null)
      .map((r) => r.packageId)
      .sort(),
  );
  await expect(search.resultCount).toHaveText(
    `${withoutTaxId.length} package${withoutTaxId.length === 1 ? '' : 's'} found`,
  );
});

test('T-300: the commercial invoice of the packages ticked in the result is one PDF', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const search = new PackageSearchPage(page);
  await search.goto();
  await search.chooseCriterion('Tracking number');
  await search.search(own.slice(0, 3).map((p) => p.trackingNumber));
  const invoice = page.getByRole('button', { name: /^Commercial invoice of the selected/ });
  await expect(invoice).toBeDisabled();
  await page.getByRole('checkbox', { name: `Select package ${own[0].trackingNumber}` }).check();
  await page.getByRole('checkbox', { name: `Select package ${own[1].trackingNumber}` }).check();
  await expect(invoice).toHaveText('Commercial invoice of the selected (2)');
  const request = page.waitForRequest((r) => r.url().includes('/Package/CommercialInvoice'));
  const download = page.waitForEvent('download');
  await invoice.click();
  const url = new URL((await request).url());
  expect(url.searchParams.getAll('packageId').map(Number).sort()).toEqual([own[0].packageId, own[1].packageId].sort());
  expect(url.searchParams.get('multiple')).toBe('true');
  const file = await download;
  expect(file.suggestedFilename()).toBe('commercial-invoice-2.pdf');
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('T-286 T-292 T-294 T-295: a package’s page shows its data, progress and API data, and one timeline in the place’s and the user’s time', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const search = new PackageSearchPage(page);
  await search.goto();
  const target = withApiData;
  await search.search(target.trackingNumber);
  const timeline = page.waitForResponse((r) => r.url().includes('/Package/TrackingAll') && r.status() === 200);
  const apiData = page.waitForResponse((r) => r.url().includes('/Package/ApiData') && r.status() === 200);
  const pkg = await search.open(target.trackingNumber);
  await expect(page).toHaveURL(new RegExp(`/search/package-search/${target.packageId}$`));
  await expect(pkg.section('Package')).toContainText(target.customer);
  await expect(pkg.section('Consignee')).toContainText(target.consigneeName);
  await expect(pkg.status).toHaveText(target.status);
  // The progress steps are our statuses in GET Statuses' order, less Exception and Returned.
  await expect(page.getByRole('group', { name: 'Progress' }).locator('.MuiStepLabel-label')).toHaveText([
    'Data Received',
    'Received',
    'Processed',
    'In Transit',
    'Customs',
    'Out for Delivery',
    'Delivered',
  ]);
  // What the customer's system sent, as JSON.
  const sent = (await (await apiData).json()).data as { payload: { trackingNumber?: string } };
  await expect(pkg.section('API data')).toContainText(`"trackingNumber": "${sent.payload.trackingNumber}"`);

  // Every carrier event in the place's time with its zone, and in the user's (Honolulu) time.
  const entries = (await (await timeline).json()).data as Array<{ kind: string; on: string; timeZone: string }>;
  const carrier = entries.filter((e) => e.kind === 'carrier' || e.kind === 'scan');
  expect(carrier.length).toBeGreaterThan(0);
  await expect(pkg.timelineEntries).toHaveCount(entries.length);
  const newest = carrier.at(-1)!;
  const placeTime = newest.on.slice(11, 16);
  const yours = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Pacific/Honolulu',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(newest.on));
  const entry = pkg.timeline.locator(`li:has(time[datetime="${new Date(newest.on).toISOString()}"])`).first();
  await expect(entry.locator('time')).toContainText(new RegExp(`${placeTime} \\S+ \\(.*${yours} your time\\)$`));
  // Filtered by kind: only our scans and the carrier's events.
  await pkg.showOnly('Carrier events', 'Our scans');
  await expect(pkg.timelineEntries).toHaveCount(carrier.length);
});

test('T-296 T-302 T-303 T-304: a note added, edited and deleted shows with its author and time, and in the timeline at once', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase; // the notes are put back to the demo seed after the test
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const target = own[0];
  await shell.goto(`/search/package-search/${target.packageId}`);
  const pkg = new PackagePage(page);
  await expect(pkg.heading).toHaveText(`Package ${target.trackingNumber}`);

  // Required, then added: among the notes with its author, and in the timeline (the user's time: no place).
  await pkg.notes.getByRole('button', { name: 'Add note' }).click();
  await expect(pkg.dialog.getByRole('heading', { name: `Add a note to ${target.trackingNumber}` })).toBeVisible();
  await pkg.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(pkg.dialog.getByText('Note is required: write what happened.')).toBeVisible();
  const text = 'Consignee asked for delivery on Monday.';
  await pkg.dialog.getByRole('textbox', { name: /^Note/ }).fill(text);
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/PackageNote'));
  await pkg.dialog.getByRole('button', { name: 'Save' }).click();
  expect((await created).postDataJSON()).toEqual({ packageId: target.packageId, note: text });
  await expect(pkg.dialog).toHaveCount(0);
  await expect(pkg.toast).toHaveText('Note added.');
  await expect(pkg.notes.getByText(text)).toBeVisible();
  await expect(pkg.notes).toContainText('Jordan Lee, ');
  await pkg.showOnly('Notes');
  await expect(pkg.timelineEntries.filter({ hasText: text })).toHaveCount(1);
  await expect(pkg.timelineEntries.filter({ hasText: text }).locator('time')).toContainText(/\(your time\)$/);

  // Edited (PUT): the timeline shows the new text; deleted (DELETE) after a confirm: gone from both.
  await pkg.notes.getByRole('button', { name: 'Edit note' }).first().click();
  const edited = 'Consignee asked for delivery on Tuesday.';
  await pkg.dialog.getByRole('textbox', { name: /^Note/ }).fill(edited);
  const updated = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/PackageNote'));
  await pkg.dialog.getByRole('button', { name: 'Save' }).click();
  expect((await updated).postDataJSON()).toMatchObject({ packageId: target.packageId, note: edited });
  await expect(pkg.toast).toHaveText('Note saved.');
  await expect(pkg.timelineEntries.filter({ hasText: edited })).toHaveCount(1);
  await expect(pkg.timelineEntries.filter({ hasText: text })).toHaveCount(0);
  await pkg.notes.getByRole('button', { name: 'Delete note' }).first().click();
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/PackageNote?'));
  await page.getByRole('dialog').getByRole('button', { name: 'Delete note' }).click();
  expect(new URL((await deleted).url()).searchParams.get('packageId')).toBe(String(target.packageId));
  await expect(pkg.toast).toHaveText('Note deleted.');
  await expect(pkg.timelineEntries.filter({ hasText: edited })).toHaveCount(0);
  await expect(pkg.notes.getByText(edited)).toHaveCount(0);
});

test('T-297 T-298 T-301: the label re-prints on the workstation’s label printer through the daemon and shows in the timeline; a return with its reason', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase; // the print and the return are put back to the demo seed after the test
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const target = own[1];
  await shell.goto(`/search/package-search/${target.packageId}`);
  const pkg = new PackagePage(page);
  await expect(pkg.heading).toHaveText(`Package ${target.trackingNumber}`);

  // The daemon (workstation PACK-01, label printer Zebra-ZT410) sends the ZPL to the TCP printer.
  const job = printer.nextJob();
  const recorded = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/Package/LabelPrint'));
  await pkg.action('Print label').click();
  const zpl = (await job).toString('utf8');
  expect(zpl).toMatch(/^\^XA[\s\S]*\^XZ\s*$/);
  expect(zpl).toContain(`^FD${target.trackingNumber}^FS`);
  expect((await recorded).postDataJSON()).toMatchObject({ packageId: target.packageId, printer: LABEL_PRINTER });
  await expect(pkg.toast).toHaveText(`Label of ${target.trackingNumber} sent to ${LABEL_PRINTER}.`);
  await pkg.showOnly('Label prints');
  await expect(pkg.timelineEntries.filter({ hasText: `Label printed on ${LABEL_PRINTER}` }).first()).toBeVisible();

  // The return: a reason from the fixed list, confirmed; the package is Returned and the timeline says why.
  await pkg.action('Return to sender').click();
  const dialog = page.getByRole('dialog', { name: `Return package ${target.trackingNumber} to its sender` });
  await dialog.getByRole('button', { name: 'Return to sender' }).click();
  await expect(dialog.getByText('Reason is required: choose why the package goes back.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Refused by the consignee' }).check();
  await dialog.getByRole('button', { name: 'Return to sender' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pkg.toast).toHaveText(`Package ${target.trackingNumber} is returned to its sender.`);
  await expect(pkg.status).toHaveText('Returned');
  await expect(pkg.action(/^Returned on /)).toBeDisabled();
  await pkg.showOnly('Returns');
  await expect(pkg.timelineEntries.filter({ hasText: 'Refused by the consignee' })).toHaveCount(1);
  // No problem-package card for it: the action says why it cannot make one yet.
  await expect(page.getByTestId('package-card-unavailable')).toHaveAttribute('aria-disabled', 'true');
});

test('T-287 T-292: the external account finds only its own customer’s packages, without notes, label or return', async ({
  browser,
}) => {
  const external = await ShellPage.as(browser, DEMO.external);
  const { page } = external;
  await external.sideMenu.getByRole('link', { name: 'Package Search' }).click();
  const search = new PackageSearchPage(page);
  await expect(search.heading).toBeVisible();
  const answer = await search.search([own[0].trackingNumber, foreign.trackingNumber]);
  expect(answer.data.rows.map((r: PackageSummary) => r.packageId)).toEqual([own[0].packageId]);
  await expect(search.notFound).toContainText('1 of 2 numbers was not found:');
  await expect(search.notFound.getByRole('listitem')).toHaveText([foreign.trackingNumber]);
  await expect(search.grid().table.getByRole('button', { name: foreign.trackingNumber })).toHaveCount(0);

  const pkg = await search.open(own[0].trackingNumber);
  await expect(pkg.timelineEntries.first()).toBeVisible();
  await expect(pkg.notes).toHaveCount(0);
  await expect(pkg.action('Print label')).toHaveCount(0);
  await expect(pkg.action('Return to sender')).toHaveCount(0);
  await expect(pkg.action('Commercial invoice')).toBeVisible();
  await expect(pkg.timelineKind(/^Notes/)).toHaveCount(0);

  // Another customer's package is "not found", never shown.
  await external.goto(`/search/package-search/${foreign.packageId}`);
  await expect(
    page.getByText(`Package ${foreign.packageId} was not found, or it is not one you may see.`),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.context().close();
});
