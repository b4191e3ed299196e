/**
 * The web app against the REAL workstation daemon (plugin-daemon's `a1-plugin serve`, a process of its own on the
 * worker's daemon port, the browser's localhost:19090, with this app's origin allowed), itself in front of real peers: a private cupsd with a raw queue
 * that delivers to a TCP label printer, and an MT-SICS scale simulated at the far end of a socat pty pair. The peers
 * are the daemon's own hardware-test helpers. shell-workstation.spec.ts covers the wizard's rules with the test-only
 * fake daemon; each closes its daemon when done (support/worker-daemon.ts: a worker's daemons share its port).
 */
import { A1 } from '@a1/shared';
import { DAEMON_PORT } from '@a1/shared/daemon/contract';
import { privateCups, ptyPair, serialScale, tcpPrinter } from '@a1/plugin-daemon/test/hardware/peers.ts';
import { expect, test } from '../support/reset-database';
import { startRealDaemon, type RealDaemon } from '../support/real-daemon';
import { DEMO, ShellPage } from '../pages/ShellPage';

test.describe.configure({ timeout: 180_000 });

const WORKSTATION = 'PACK-REAL-DAEMON';
const QUEUE = 'A1-Label';
const READING = 'S S      1.234 kg\r\n';

let printer: Awaited<ReturnType<typeof tcpPrinter>>;
let cups: Awaited<ReturnType<typeof privateCups>>;
let pty: Awaited<ReturnType<typeof ptyPair>>;
let scale: Awaited<ReturnType<typeof serialScale>>;
let daemon: RealDaemon | undefined;

test.beforeAll(async ({ baseURL }) => {
  printer = await tcpPrinter();
  cups = await privateCups({ [QUEUE]: `socket://127.0.0.1:${printer.port}` });
  pty = await ptyPair();
  // MT-SICS: SI (immediate) or S (stable) each answer the stable reading.
  scale = await serialScale(pty.peer, (command) => (['SI', 'S'].includes(command.trim()) ? READING : undefined));
  daemon = await startRealDaemon({
    allowedOrigins: [new URL(baseURL!).origin],
    workStationName: WORKSTATION,
    cupsUrl: cups.url,
    scales: [{ name: 'Bench scale', type: 'mtind', port: pty.device, baudRate: 9600 }],
  });
});

test.afterAll(async () => {
  await daemon?.stop();
  await scale?.close();
  await pty?.close();
  await cups?.close();
  await printer?.close();
});

test('S-390 S-391 S-392: the wizard on the real daemon names the workstation', async ({ page, resetDatabase }) => {
  // The test saves this workstation's settings: it starts on the demo seed and leaves it behind.
  await resetDatabase();
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  await shell.headerButton('Set Workstation Settings').click();
  const dialog = page.getByRole('dialog');
  // plugininstalled and workstation answered by the daemon on 19090 for this origin; no settings saved yet.
  await expect(dialog.getByRole('heading', { name: 'Set Workstation Settings' })).toBeVisible();
  await expect(dialog.getByText(`The workstation plugin is running on ${WORKSTATION}.`)).toBeVisible();

  await test.step('S-255 S-397: leaving step 0 lists the CUPS queue through the daemon', async () => {
    // Leaving step 0 loads the printers: the daemon asks CUPS over IPP.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('combobox', { name: 'Label Printer', exact: true }).click();
    await expect(page.getByRole('option', { name: QUEUE })).toBeVisible();
    await page.getByRole('option', { name: QUEUE }).click();
    await expect(dialog.getByRole('combobox', { name: 'Label Printer', exact: true })).toHaveText(QUEUE);
  });

  await test.step('S-411: the scale is saved; the values go to the session and the dialog closes', async () => {
    // The scale: MT-SICS on the serial line the daemon is configured with.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('combobox', { name: 'Scale Type' }).click();
    await page.getByRole('option', { name: 'mtind', exact: true }).click();
    await dialog.getByLabel('Port Number').fill(pty.device);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(A1.workStation.path));
    await dialog.getByRole('button', { name: 'Update' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      workStationName: WORKSTATION,
      labelPrinter: QUEUE,
      scaleConnection: 'mtind',
      scaleSerialComPort: pty.device,
      scaleUSBVID: null,
      scaleUSBPID: null,
      scaleIPAddress: null,
    });
    await expect(dialog).toHaveCount(0);
    await expect(shell.toast).toHaveText('Workstation settings saved.');
  });

  await test.step('S-393: the scale reads what the serial peer sent', async () => {
    // GET weight with the session's scale settings, from the app's page (its origin): no screen of this build reads
    // the scale yet, the wizard only sets it up. The daemon opens the pty and the simulated scale's reading comes back.
    const reading = await page.evaluate(async (port) => {
      const settings = JSON.parse(sessionStorage.getItem('a1.workstationSettings')!);
      const query = new URLSearchParams({
        mode: settings.scaleConnection,
        port: settings.scaleSerialComPort ?? '',
        vid: settings.scaleUSBVID ?? '',
        pid: settings.scaleUSBPID ?? '',
        ipaddress: settings.scaleIPAddress ?? '',
      });
      const response = await fetch(`http://localhost:${port}/weight?${query}`);
      return response.json();
    }, DAEMON_PORT);
    expect(reading.responseStatus.responseStatusCode).toBe(200);
    expect(reading.data).toMatchObject({
      scale: 'Bench scale',
      type: 'mtind',
      stable: true,
      weight: 1.234,
      unit: 'kg',
    });
    expect(scale.commands.at(-1)).toMatch(/^SI?\r\n$/);
  });

  await test.step('S-145 S-394: the error label prints through the daemon, CUPS and the raw queue', async () => {
    // The error dialog's Print: the error label goes to the label printer through the daemon, CUPS and the raw queue.
    await page.route('**/UserSetting/UserSettings', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          responseStatus: { responseStatusCode: 500, responseStatusMessage: 'Label service failed' },
        }),
      }),
    );
    await shell.chooseUserMenu('User Settings');
    const error = page.getByRole('dialog', { name: 'Error' });
    const job = printer.nextJob();
    await error.getByRole('button', { name: 'Print' }).click();
    await expect(error).toHaveCount(0);
    const label = (await job).toString('utf8');
    expect(label).toMatch(/^\^XA.*\^XZ$/s);
    expect(label).toContain('^FDERROR^FS');
    expect(label).toContain('Label service failed');
  });
});
