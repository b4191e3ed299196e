/** `a1-plugin doctor`: checks what a packing station needs and prints a fix for every problem. */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { platform } from 'node:os';
import type { DaemonConfig } from './config.ts';
import { Printers } from './printers/index.ts';
import { probeTcp } from './printers/raw-tcp.ts';
import { describeScale, readScale } from './scales/index.ts';
import { parseUsbId } from './scales/hid.ts';
import { describeUsb, findUsbDevice, systemSnapshot } from './system-report.ts';
import { VERSION } from './version.ts';

/** Is the port free, taken by our daemon, or taken by something else? */
async function portState(cfg: DaemonConfig): Promise<'free' | 'ours' | 'other'> {
  const free = await new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen({ host: '127.0.0.1', port: cfg.port }, () => s.close(() => resolve(true)));
  });
  if (free) return 'free';
  try {
    const res = await fetch(`http://127.0.0.1:${cfg.port}/plugininstalled`, {
      headers: { origin: cfg.allowedOrigins[0] ?? '' },
      signal: AbortSignal.timeout(2000),
    });
    const body = (await res.json()) as { data?: { installed?: boolean } };
    return body.data?.installed ? 'ours' : 'other';
  } catch {
    return 'other';
  }
}

export async function runDoctor(cfg: DaemonConfig, configPath: string, out: (line: string) => void): Promise<number> {
  let problems = 0;
  const good = (m: string) => out(`  ok    ${m}`);
  const bad = (m: string, fix: string) => {
    problems++;
    out(`  FAIL  ${m}\n        fix: ${fix}`);
  };
  const info = (m: string) => out(`  info  ${m}`);

  out(`a1-plugin ${VERSION} doctor on ${platform()} (workstation '${cfg.workStationName}')`);
  const snapshot = await systemSnapshot();
  info(`system: ${snapshot.system}`);
  if (snapshot.usb)
    info(`USB devices: ${snapshot.usb.length ? snapshot.usb.map(describeUsb).join('; ') : 'none plugged in'}`);
  else if (snapshot.usbNote) info(`USB devices: ${snapshot.usbNote}`);
  info(`configuration: ${configPath}${existsSync(configPath) ? '' : ' (not written yet: defaults in use)'}`);
  if (cfg.serverUrl) info(`A1 server: ${cfg.serverUrl}`);
  info(`allowed origins: ${cfg.allowedOrigins.join(', ') || '(none)'}`);
  if (cfg.allowedOrigins.length === 0)
    bad(
      'no app origin is allowed, so the web app cannot use the plugin',
      'a1-plugin config allow-origin https://<your A1 address>',
    );

  const port = await portState(cfg);
  if (port === 'free')
    info(
      `port ${cfg.port} on 127.0.0.1 is free: the plugin is not running (start it: a1-plugin serve, or a1-plugin install-service)`,
    );
  else if (port === 'ours') good(`the plugin answers on http://127.0.0.1:${cfg.port}`);
  else
    bad(
      `port ${cfg.port} is used by another program`,
      `stop that program, or give the plugin another port: a1-plugin config set port <n> (the web app expects ${cfg.port})`,
    );

  const printers = new Printers(cfg);
  if (platform() !== 'win32') {
    try {
      const list = await (await printers.cups()).list(3000);
      good(`CUPS answers at ${cfg.cupsUrl} with ${list.length} queue(s)`);
      if (list.length === 0)
        bad(
          'CUPS has no printer queues',
          'add the report printer in the system printer settings (or: lpadmin -p <name> -E -v <uri> -m everywhere)',
        );
      for (const p of list) {
        if (p.state === 'stopped')
          bad(
            `printer '${p.name}' is stopped${p.reason ? ` (${p.reason})` : ''}`,
            `fix the printer, then: cupsenable '${p.name}' && cupsaccept '${p.name}'`,
          );
        else
          good(
            `printer '${p.name}' is ${p.state}${p.isDefault ? ' (default)' : ''}${p.reason ? ` (${p.reason})` : ''}`,
          );
      }
    } catch (e) {
      bad(
        `CUPS is not reachable at ${cfg.cupsUrl}: ${(e as Error).message}`,
        platform() === 'darwin'
          ? 'sudo launchctl kickstart -k system/org.cups.cupsd'
          : 'sudo apt-get install cups && sudo systemctl enable --now cups (or set the address: a1-plugin config set cupsUrl http://host:631)',
      );
    }
  }
  for (const p of cfg.printers) {
    if (await probeTcp(p.host, p.port ?? 9100, 1500))
      good(`label printer '${p.name}' answers at ${p.host}:${p.port ?? 9100}`);
    else
      bad(
        `label printer '${p.name}' does not answer at ${p.host}:${p.port ?? 9100}`,
        'switch it on, check its network cable, and check its IP address on its configuration label',
      );
  }
  if (cfg.printers.length === 0)
    info('no raw TCP label printers configured (add one: a1-plugin config add-printer <name> <ip>)');

  if (cfg.scales.length === 0)
    info('no scales configured (add one: a1-plugin config add-scale <name> <type> --port /dev/ttyUSB0)');
  for (const s of cfg.scales) {
    if (s.port && !/^COM\d+$/i.test(s.port) && !existsSync(s.port)) {
      bad(
        `scale '${s.name}' (${s.type}): ${s.port} does not exist`,
        'plug the scale in; on Linux add yourself to the dialout group (sudo usermod -aG dialout $USER) and sign in again',
      );
      continue;
    }
    if (s.type === 'usb' && snapshot.usb) {
      // Plugged in at all? Reading would only say "no weight"; the device list says why.
      let wanted: { vid?: number; pid?: number };
      try {
        wanted = { vid: s.vid ? parseUsbId(s.vid) : undefined, pid: s.pid ? parseUsbId(s.pid) : undefined };
      } catch (e) {
        bad(
          `scale '${s.name}' (usb): ${(e as Error).message}`,
          'set the VID or PID shown in the USB device list above: a1-plugin config add-scale <name> usb --vid <hex>',
        );
        continue;
      }
      if (!findUsbDevice(snapshot.usb, wanted.vid, wanted.pid)) {
        bad(
          `scale '${s.name}' (usb, ${describeScale(s)}) is not plugged in`,
          'plug the scale in, or pick its VID/PID from the USB device list above',
        );
        continue;
      }
    }
    try {
      const r = await readScale(s, 2500);
      good(
        `scale '${s.name}' (${s.type}, ${describeScale(s)}) reads ${r.weight} ${r.unit}${r.stable ? '' : ' (in motion)'}`,
      );
    } catch (e) {
      bad(
        `scale '${s.name}' (${s.type}, ${describeScale(s)}): ${(e as Error).message}`,
        'check power and cable, and the port, baud rate or address in the configuration',
      );
    }
  }
  out(problems === 0 ? 'No problems found.' : `${problems} problem(s) found.`);
  return problems;
}
