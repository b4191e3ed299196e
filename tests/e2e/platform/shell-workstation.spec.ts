/**
 * Issue 4 point 5: the workstation wizard against a running (test-only) workstation daemon, the browser's
 * localhost:19090 (support/worker-daemon.ts).
 */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeDaemon, type FakeDaemon } from '../../support/fake-daemon';
import { e2ePluginExecutable } from '../../support/e2e-ports';

test.describe.configure({ timeout: 120_000 });

let daemon: FakeDaemon | undefined;
test.afterEach(async () => {
  await daemon?.close();
  daemon = undefined;
});

const openWizard = async (shell: ShellPage) => {
  await shell.headerButton('Set Workstation Settings').click();
  return shell.page.getByRole('dialog');
};

test('S-123 S-125 S-126 S-130: without the plugin the wizard reads Download Plugin and its steps are locked', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const dialog = await openWizard(shell);
  await expect(dialog.getByRole('heading', { name: 'Download Plugin' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Download Plugin|Choose Printers|Choose Scale/ })).toHaveText([
    /Download Plugin/,
    /Choose Printers/,
    /Choose Scale/,
  ]);
  await expect(dialog.getByRole('button', { name: 'Choose Printers' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(dialog.getByText(/plugin was not found/)).toBeVisible();
});

test('issue 29 point 7: the Download Plugin step offers the server’s plugin with its install steps, and Check again finds it', async ({
  page,
}) => {
  // The worker's server offers whatever file lies at its plugin path (the executable itself is tested by
  // plugin-daemon's test:sea): a file of the test's, of a size it knows.
  const executable = e2ePluginExecutable(process.env.A1_E2E_DATA_DIR!);
  rmSync(path.dirname(executable), { recursive: true, force: true });
  try {
    const shell = new ShellPage(page);
    await shell.signIn(DEMO.ops);
    let dialog = await openWizard(shell);
    await test.step('without a build the step says whom to ask', async () => {
      await expect(
        dialog.getByText('This server has no plugin to offer. Ask your administrator for the A1 workstation plugin.'),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
    mkdirSync(path.dirname(executable), { recursive: true });
    writeFileSync(executable, Buffer.alloc(2 * 1024 * 1024, 0x41));
    dialog = await openWizard(shell);
    const offer = dialog.getByRole('button', { name: 'Download the plugin for Linux (2.0 MB)' });
    await expect(offer).toBeVisible();
    const steps = dialog.getByRole('list', { name: 'Then, on this computer:' });
    await expect(steps.getByRole('listitem')).toHaveText([
      /^Save the file/,
      'Make it runnable: chmod +x a1-plugin',
      `Let this app use it: a1-plugin config allow-origin ${new URL(page.url()).origin}`,
      'Start it now and at every sign-in: a1-plugin install-service',
      'Press Check again.',
    ]);
    const download = page.waitForEvent('download');
    await offer.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('a1-plugin');
    expect(statSync((await file.path())!).size).toBe(2 * 1024 * 1024);
    await test.step('Check again, once the plugin runs, moves on to Set Workstation Settings', async () => {
      daemon = await startFakeDaemon({ workStation: 'PACK-09' });
      await dialog.getByRole('button', { name: 'Check again' }).click();
      await expect(dialog.getByText('The workstation plugin is running on PACK-09.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Choose Printers' })).toBeEnabled();
    });
  } finally {
    rmSync(path.dirname(executable), { recursive: true, force: true });
  }
});

test('S-127 S-124 S-254: update mode: Update and Cancel on the last step only; Next and Back move between steps', async ({
  page,
}) => {
  const fake = await startFakeDaemon({ workStation: 'PACK-01' });
  daemon = fake;
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const dialog = await openWizard(shell);
  await expect(dialog.getByRole('heading', { name: 'Update Workstation Settings' })).toBeVisible();
  await expect(dialog.getByText('The workstation plugin is running on PACK-01.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await test.step('S-255 S-128: leaving step 0 loads the printers from the plugin; the saved label printer is preloaded', async () => {
    expect(fake.calls.some((c) => c.path === '/listprinters')).toBe(false);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Label Printer', exact: true })).toHaveText('Zebra-ZT410');
    expect(fake.calls.filter((c) => c.path === '/listprinters')).toHaveLength(1);
  });
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('The workstation plugin is running on PACK-01.')).toBeVisible();
  await test.step('S-130 S-128 S-124: step headers jump when the plugin exists; the saved scale is preloaded', async () => {
    // Step headers are clickable when the plugin exists.
    await dialog.getByRole('button', { name: 'Choose Scale' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Scale Type' })).toHaveText('usb');
    await expect(dialog.getByLabel('USB VID')).toHaveValue('0922');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
  await test.step('S-303 S-304: a switch chooses VID or PID; switching clears the other', async () => {
    await dialog.getByRole('switch', { name: 'Use PID instead of VID' }).click();
    await expect(dialog.getByLabel('USB VID')).toHaveCount(0);
    await dialog.getByLabel('USB PID').fill('8003');
    // Switching back: the VID was cleared when PID was chosen, and the PID is cleared now.
    await dialog.getByRole('switch', { name: 'Use PID instead of VID' }).click();
    await expect(dialog.getByLabel('USB VID')).toHaveValue('');
    await dialog.getByRole('switch', { name: 'Use PID instead of VID' }).click();
    await expect(dialog.getByLabel('USB PID')).toHaveValue('');
  });
  await test.step('S-305 S-306: a port number for com, cubiScan, mtind and mtvip; an IP address for qubevu', async () => {
    for (const type of ['com', 'cubiScan', 'mtind', 'mtvip']) {
      await dialog.getByRole('combobox', { name: 'Scale Type' }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await expect(dialog.getByLabel('Port Number')).toBeVisible();
      await expect(dialog.getByLabel('USB VID')).toHaveCount(0);
    }
    await dialog.getByRole('combobox', { name: 'Scale Type' }).click();
    await page.getByRole('option', { name: 'qubevu' }).click();
    await dialog.getByLabel('IP Address').fill('10.0.0.9');
  });
  await test.step('S-307 S-411: unused scale fields are sent as null; a saved update goes to the session and closes', async () => {
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/UserSetting/WorkStation'));
    await dialog.getByRole('button', { name: 'Update' }).click();
    const body = (await put).postDataJSON();
    expect(body).toMatchObject({
      workStationName: 'PACK-01',
      labelPrinter: 'Zebra-ZT410',
      scaleConnection: 'qubevu',
      scaleIPAddress: '10.0.0.9',
      scaleUSBVID: null,
      scaleUSBPID: null,
      scaleSerialComPort: null,
    });
    await expect(dialog).toHaveCount(0);
    await expect(shell.toast).toHaveText('Workstation settings saved.');
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('a1.workstationSettings')))!).scaleConnection,
    ).toBe('qubevu');
  });

  await test.step("S-145: the error dialog's Print sends an error label through the daemon, then closes", async () => {
    // The error dialog's Print sends an error label to the label printer through the daemon, then closes.
    await page.route('**/UserSetting/UserSettings', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          responseStatus: { responseStatusCode: 500, responseStatusMessage: 'Scale service failed' },
        }),
      }),
    );
    await shell.chooseUserMenu('User Settings');
    const error = page.getByRole('dialog', { name: 'Error' });
    await error.getByRole('button', { name: 'Print' }).click();
    await expect(error).toHaveCount(0);
    const print = fake.calls.find((c) => c.path === '/print');
    expect(print?.query.printername).toBe('Zebra-ZT410');
    expect(print?.query.printstring).toContain('ERROR');
    expect(print?.query.printstring).toContain('Scale service failed');
  });
});

test('S-129 S-412 S-413: noSettings mode; a 400 shows the server message, another code Unknown Error Occurred', async ({
  page,
}) => {
  daemon = await startFakeDaemon({ workStation: 'PACK-NEW' });
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const dialog = await openWizard(shell);
  await expect(dialog.getByRole('heading', { name: 'Set Workstation Settings' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.route('**/UserSetting/WorkStation', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            responseStatus: {
              responseStatusCode: 400,
              responseStatusMessage: 'Invalid body: labelPrinter is not known.',
            },
          }),
        })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid body: labelPrinter is not known.');
  await page.unroute('**/UserSetting/WorkStation');
  await page.route('**/UserSetting/WorkStation', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ responseStatus: { responseStatusCode: 502, responseStatusMessage: 'Bad gateway' } }),
        })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unknown Error Occurred');
});

test('S-409 S-410: plugin printer-list and unreachable-plugin messages', async ({ page }) => {
  daemon = await startFakeDaemon({ workStation: 'PACK-01', listPrintersCode: 500 });
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  let dialog = await openWizard(shell);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not read printers. Please Check Plugin.');
  // The error takes the focus, so Escape reaches the dialog and closes it.
  await expect(dialog.getByRole('alert')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  daemon.options.listPrintersCode = undefined;
  dialog = await openWizard(shell);
  await expect(dialog.getByRole('heading', { name: 'Update Workstation Settings' })).toBeVisible();
  await daemon.close();
  daemon = undefined;
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Cannot Read Plugin. Is it running?');
});
