/**
 * The receiving dock (operations/receiving, spec 3 §7 Receiving, issue 26) in the browser, at the desk and on a
 * handheld scanner's 360×640 touch screen: a job received from creation through scanned pieces (a keyboard-wedge
 * scanner types each code and Enter; a repeat says "already received"), piece labels printed through the REAL
 * workstation daemon to a raw TCP label printer, a manifest's tares weighed on an MT-SICS scale at the far end of a
 * socat pty pair (the daemon reads it; the gross is taken without a keystroke), a typed override, the manifest
 * received, its comments and its DNB job, the SCD PDF downloaded and its text read, and the e-mail to the customer's
 * rep caught by an SMTP server on the worker's smtp port (support/e2e-ports.ts).
 *
 * The daemon listens on the worker's daemon port, the browser's localhost:19090 (support/worker-daemon.ts). It names
 * the workstation PACK-02, whose settings each test points at the daemon's label printer and the pty's scale before
 * signing in.
 */
import { readFileSync } from 'node:fs';
import { A1 } from '@a1/shared';
import { ptyPair, serialScale, tcpPrinter } from '@a1/plugin-daemon/test/hardware/peers.ts';
import { ok, signedInClient, type A1Client } from '../../support/a1-http';
import { pdfText } from '../../support/pdf-text';
import { startSmtp } from '../../support/smtp-server';
import type { Page } from '../support/fixtures';
import { expect, test } from '../support/reset-database';
import { startRealDaemon, type RealDaemon } from '../support/real-daemon';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { ReceivingDashboard, ReceivingJobPage, RECEIVING_PATH } from '../pages/ReceivingPage';

test.describe.configure({ timeout: 180_000 });

const WORKSTATION = 'PACK-02';
const LABEL_PRINTER = 'Dock-Zebra';
/** The MT-SICS scale's stable reading (S S …): a pallet of 61.5 kg. */
const READING = 'S S     61.500 kg\r\n';

let printer: Awaited<ReturnType<typeof tcpPrinter>>;
let pty: Awaited<ReturnType<typeof ptyPair>>;
let scale: Awaited<ReturnType<typeof serialScale>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let daemon: RealDaemon | undefined;

test.beforeAll(async ({ baseURL, e2eServer }) => {
  printer = await tcpPrinter();
  pty = await ptyPair();
  scale = await serialScale(pty.peer, (command) => (['SI', 'S'].includes(command.trim()) ? READING : undefined));
  smtp = await startSmtp(e2eServer.ports.smtp);
  daemon = await startRealDaemon({
    allowedOrigins: [new URL(baseURL!).origin],
    workStationName: WORKSTATION,
    cupsUrl: 'http://127.0.0.1:9',
    printers: [{ name: LABEL_PRINTER, host: '127.0.0.1', port: printer.port }],
    scales: [{ name: 'Dock scale', type: 'mtind', port: pty.device, baudRate: 9600 }],
  });
});

test.afterAll(async () => {
  await daemon?.stop();
  await scale?.close();
  await pty?.close();
  await smtp?.close();
  await printer?.close();
});

/** PACK-02 prints labels on the daemon's TCP printer and weighs on the pty's scale; then sign in at it. */
async function signInAtTheDock(page: Page, baseURL: string) {
  // The operations manager has the receiving menu.
  const ops = await signedInClient(baseURL, DEMO.ops);
  ok(
    await ops.call(A1.saveWorkStation, {
      body: {
        workStationName: WORKSTATION,
        labelPrinter: LABEL_PRINTER,
        scaleConnection: 'mtind',
        scaleSerialComPort: pty.device,
      },
    }),
  );
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  return { shell, ops };
}

/** A customer's id by its seeded name, among those with a quote in effect. */
async function customerId(ops: A1Client, name: string): Promise<number> {
  const customers = ok(await ops.call(A1.receivingCustomersWithEffectiveQuotes)).data;
  return customers.find((c) => c.name === name)!.customerId;
}

/** A new received job of a customer, through the API. */
async function newJob(ops: A1Client, number: string, customer: string) {
  const body = { number, customerId: await customerId(ops, customer), locationId: 1, type: 'Inbound', received: true };
  return ok(await ops.call(A1.createJob, { body })).data;
}

/** Nothing on the page is wider than the screen (the handheld's 360 px). */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A touch target a gloved thumb can hit: at least 44 px high (WCAG 2.5.5's size). */
async function expectLargeTarget(target: ReturnType<Page['getByRole']>) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const SIZES: Array<{
  name: 'desk' | 'handheld';
  use: { viewport: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean };
}> = [
  { name: 'desk', use: { viewport: { width: 1280, height: 800 } } },
  // A handheld scanner's browser: the header wraps, the side menu and the grid's filter panel start closed.
  { name: 'handheld', use: { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true } },
];

for (const size of SIZES)
  test.describe(`at the ${size.name}`, () => {
    test.use(size.use);

    test(`T-267 T-257 T-255 T-269: at the ${size.name}, a job is received from creation through scanned pieces; a repeat scan says already received; labels print through the daemon`, async ({
      page,
      baseURL,
      resetDatabase,
    }) => {
      void resetDatabase;
      await signInAtTheDock(page, baseURL!);
      const dashboard = new ReceivingDashboard(page);
      await dashboard.goto();
      if (size.name === 'handheld') {
        await expectNoHorizontalScroll(page);
        await expectLargeTarget(dashboard.button('Receive a new job'));
      }

      // A new job: only customers with a quote in effect today are offered (Hooli's has expired, Vandelay's starts
      // next month, Soylent has none: the seed's).
      await dashboard.button('Receive a new job').click();
      const dialog = page.getByRole('dialog', { name: 'Receive a new job' });
      await dialog.getByRole('textbox', { name: 'Job number' }).fill(`RCV-${size.name}`);
      await dialog.getByRole('combobox', { name: /^Customer/ }).click();
      const offered = await page.getByRole('option').allTextContents();
      expect(offered).toContain('Northwind Mail');
      for (const name of ['Hooli Devices', 'Vandelay Imports', 'Soylent Foods']) expect(offered).not.toContain(name);
      await page.getByRole('option', { name: 'Northwind Mail', exact: true }).click();
      await dialog.getByRole('combobox', { name: 'Inbound carrier' }).click();
      await page.getByRole('option', { name: 'Chronopost', exact: true }).click();
      const posted = page.waitForRequest((r) => r.url().endsWith('/Receiving/Job') && r.method() === 'POST');
      await dialog.getByRole('button', { name: 'Receive' }).click();
      expect((await posted).postDataJSON()).toMatchObject({
        number: `RCV-${size.name}`,
        type: 'Inbound',
        received: true,
        // The user's own office (Chicago Hub), chosen first.
        locationId: 2,
      });
      const job = new ReceivingJobPage(page, `RCV-${size.name}`);
      await expect(job.heading).toBeVisible();
      await expect(job.status).toHaveText('Received');
      await expect(page).toHaveURL(new RegExp(`${RECEIVING_PATH}/job/RCV-${size.name}$`));

      // The scanner: a manifested package, an unmanifested piece, the package again, a manifest; each code and Enter.
      await expect(job.scanField).toBeFocused();
      await job.scan('RC01000001US', 'E2E-PIECE-0001', 'RC01000001US', 'MR-DEMO-002');
      await expect(job.scanRows('RC01000001US')).toHaveCount(2);
      await expect(job.scanRows('RC01000001US').first()).toContainText('Already received');
      await expect(job.scanRows('RC01000001US').last()).toContainText('Received');
      await expect(job.scanRows('E2E-PIECE-0001')).toContainText('Received');
      await expect(job.scanRows('MR-DEMO-002')).toContainText('Manifest MR-DEMO-002 linked to the job.');
      await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toContainText('0 waiting');
      await expect(page.getByText('3 received')).toBeVisible();
      await expect(page.getByText('1 already received')).toBeVisible();
      await expect(page.getByText('Pieces of the job (2)')).toBeVisible();
      if (size.name === 'handheld') await expectNoHorizontalScroll(page);

      // Each piece received printed its label (ZPL, its code as a Code 128) on the workstation's label printer.
      const printed = [(await printer.nextJob()).toString('utf8'), (await printer.nextJob()).toString('utf8')];
      for (const zpl of printed) expect(zpl).toMatch(/^\^XA.*\^XZ$/s);
      expect(printed.map((zpl) => /\^BCN,180,N,N,N\^FD([^^]+)\^FS/.exec(zpl)?.[1]).sort()).toEqual([
        'E2E-PIECE-0001',
        'RC01000001US',
      ]);

      // Another dock (a second device) scans the same package: the server says it is already received.
      const other = await ShellPage.as(page.context().browser()!, DEMO.ops);
      await other.page.setViewportSize(size.use.viewport);
      await other.goto(`${RECEIVING_PATH}/job/RCV-${size.name}`);
      const again = new ReceivingJobPage(other.page, `RCV-${size.name}`);
      await expect(again.heading).toBeVisible();
      await again.scan('RC01000001US');
      await expect(again.scanRows('RC01000001US')).toContainText('Already received');
      await expect(again.scanRows('RC01000001US')).toContainText('RC01000001US already received.');
      await other.page.context().close();

      // The day's dashboard lists the job with its two pieces received.
      await dashboard.goto();
      await expect(page.getByRole('button', { name: `RCV-${size.name}`, exact: true })).toBeVisible();
    });

    test(`T-276 T-277 T-258: at the ${size.name}, a manifest's tares are weighed on the MT-SICS scale through the real daemon (one typed over it) and the manifest is received`, async ({
      page,
      baseURL,
      resetDatabase,
    }) => {
      void resetDatabase;
      const { ops } = await signInAtTheDock(page, baseURL!);
      await newJob(ops, `TARE-${size.name}`, 'Contoso Retail');
      const dashboard = new ReceivingDashboard(page);
      await dashboard.goto();
      const manifest = await dashboard.openManifest('MR-DEMO-002');
      await expect(manifest.heading).toBeVisible();
      await expect(manifest.status).toHaveText('Open');
      await expect(page.getByText('Contoso Retail · 0 of 25 packages received')).toBeVisible();

      // A pallet on the scale: the tare type chosen, the gross comes from the scale by itself.
      await manifest.chooseTareType('Pallet (EUR) (25 kg)');
      await expect(manifest.scaleReading).toHaveText('Scale: 61.5 kg (stable)');
      await expect(page.getByTestId('tare-preview')).toHaveText('Gross 61.5 kg − tare 25 kg = net 36.5 kg.');
      await manifest.button('Add tare').click();
      await expect(manifest.tares.getByRole('listitem')).toHaveCount(1);
      await expect(manifest.tares.getByRole('listitem').first()).toContainText(
        'Pallet (EUR): gross 61.5 kg − tare 25 kg = net 36.5 kg',
      );
      await expect(manifest.tares.getByRole('listitem').first()).toContainText('Weighed on the scale');
      expect(scale.commands.some((c) => /^SI?\r\n$/.test(c))).toBe(true);

      // A tote whose gross is typed over the scale's: recorded as typed.
      await manifest.chooseTareType('Tote (1.8 kg)');
      await expect(manifest.scaleReading).toHaveText('Scale: 61.5 kg (stable)');
      await page.getByRole('textbox', { name: 'Gross typed (kg)' }).fill('60');
      await expect(page.getByTestId('tare-preview')).toHaveText(
        'Gross 60 kg − tare 1.8 kg = net 58.2 kg. The typed weight overrides the scale.',
      );
      await manifest.button('Add tare').click();
      await expect(page.getByTestId('tares-net')).toHaveText('Net of the tares: 94.7 kg');
      if (size.name === 'handheld') {
        await expectNoHorizontalScroll(page);
        await expectLargeTarget(manifest.button('Add tare'));
        await expectLargeTarget(manifest.button('Receive the manifest'));
      }

      // Received onto the job: one request with the tares as weighed.
      await page.getByRole('combobox', { name: 'Job receiving it' }).click();
      await page.getByRole('option', { name: `TARE-${size.name}`, exact: true }).click();
      const put = page.waitForRequest((r) => r.url().endsWith('/Receiving/ManifestTares') && r.method() === 'PUT');
      await manifest.button('Receive the manifest').click();
      const body = (await put).postDataJSON();
      expect(body).toMatchObject({ action: 'receive' });
      expect(body.tares.map((t: { grossKg: number; weightSource: string }) => [t.grossKg, t.weightSource])).toEqual([
        [61.5, 'scale'],
        [60, 'typed'],
      ]);
      await expect(manifest.status).toHaveText('Received');
      await expect(page.getByText('Contoso Retail · 25 of 25 packages received')).toBeVisible();
      await expect(manifest.tares.getByRole('listitem').last()).toContainText('Typed');
    });
  });

test('T-274 T-282 T-253: the rep’s e-mail is sent through SMTP with its outcome shown; the SCD PDF downloads with the job’s pieces', async ({
  page,
  baseURL,
  resetDatabase,
}) => {
  void resetDatabase;
  const { ops } = await signInAtTheDock(page, baseURL!);
  const created = await newJob(ops, 'SCD-E2E-1', 'Northwind Mail');
  ok(
    await ops.call(A1.receivingJobUpdate, {
      body: { jobId: created.id, scans: [{ barcode: 'RC01000002US' }, { barcode: 'PIECE-LIBRE-1' }] },
    }),
  );
  await new ShellPage(page).goto(`${RECEIVING_PATH}/job/SCD-E2E-1`);
  const job = new ReceivingJobPage(page, 'SCD-E2E-1');
  await expect(job.heading).toBeVisible();
  await expect(
    page.getByText(/^Print settings \(default\): 1 label\(s\) per piece, printed on scan; 1 SCD/),
  ).toBeVisible();

  const mail = smtp.next();
  await job.button('Email the customer’s rep').click();
  const received = await mail;
  expect(received.to).toEqual(['rep.northwind.mail@a1demo.com']);
  expect(received.mail.subject).toContain('SCD-E2E-1');
  await expect(page.getByTestId('rep-email-outcome')).toHaveText('E-mail sent to rep.northwind.mail@a1demo.com.');

  const download = page.waitForEvent('download');
  await job.button('Download the SCD (PDF)').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('SCD-SCD-E2E-1.pdf');
  const pdf = readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  // Its title, with the accent (the SCD is a real PDF of the server's PDF module).
  expect(text).toContain('Réception');
  expect(text).toContain('SCD-E2E-1');
  expect(text).toContain('Northwind Mail');
  expect(text).toContain('RC01000002US');
  expect(text).toContain('PIECE-LIBRE-1');
});
