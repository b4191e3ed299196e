/** The CLI as a packer's IT person uses it: config, print from stdin, doctor. Runs the TypeScript entry, or the single executable if A1_PLUGIN_BIN names it. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { delimiter } from 'node:path';

const lsusbInstalled = () => (process.env.PATH ?? '').split(delimiter).some((d) => d && existsSync(join(d, 'lsusb')));
import { deadPort, tcpPrinter } from './hardware/peers.ts';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'a1-cli-'));
const cfgFile = join(dir, 'config.json');

function cli(args: string[], input?: string): Promise<{ code: number; out: string; err: string }> {
  const bin = process.env.A1_PLUGIN_BIN;
  const full = ['--config', cfgFile, ...args];
  const [cmd, argv] = bin ? [bin, full] : [process.execPath, ['--import', 'tsx', join(root, 'src', 'cli.ts'), ...full]];
  return new Promise((res) => {
    const child = execFile(
      cmd,
      argv,
      { cwd: root, timeout: 20_000, env: { ...process.env, A1_PLUGIN_NO_OPEN: '1' } },
      (e, out, err) => res({ code: e ? ((e as { code?: number }).code ?? 1) : 0, out, err }),
    );
    child.stdin?.end(input ?? '');
  });
}

let printer: Awaited<ReturnType<typeof tcpPrinter>>;
beforeAll(async () => {
  printer = await tcpPrinter();
});
afterAll(async () => {
  await printer?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Each call starts a process (through tsx when not the single executable): allow for a loaded 2-core machine.
describe('a1-plugin CLI', { timeout: 90_000 }, () => {
  it('config: allow an origin, add a printer and a scale; show prints them', async () => {
    const dead = await deadPort();
    expect((await cli(['config', 'allow-origin', 'https://a1.example.com/'])).code).toBe(0);
    expect((await cli(['config', 'add-printer', 'Zebra', '127.0.0.1', '--port', String(printer.port)])).code).toBe(0);
    expect((await cli(['config', 'add-printer', 'ZebraOff', '127.0.0.1', '--port', String(dead)])).code).toBe(0);
    expect((await cli(['config', 'set', 'cupsUrl', `http://127.0.0.1:${dead}`])).code).toBe(0);
    expect((await cli(['config', 'add-scale', 'Bench', 'mtind', '--port', '/dev/a1-no-such-scale'])).code).toBe(0);
    expect((await cli(['config', 'add-scale', 'Counter', 'usb', '--vid', '0xfffe'])).code).toBe(0);
    const bad = await cli(['config', 'add-scale', 'X', 'serial']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/usb, com, cubiScan, mtind, mtvip, qubevu/);
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    expect(cfg.allowedOrigins).toContain('https://a1.example.com');
    expect(cfg.printers.map((p: { name: string }) => p.name)).toEqual(['Zebra', 'ZebraOff']);
  });

  it('print from stdin reaches the printer byte for byte', async () => {
    const job = printer.nextJob();
    const r = await cli(['print', 'Zebra', '-', '-f', 'zpl'], '^XA^FDfrom the CLI^FS^XZ');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/printed/);
    expect((await job).toString()).toBe('^XA^FDfrom the CLI^FS^XZ');
  });

  it('doctor reports each problem with a fix, and exits 1', async () => {
    const r = await cli(['doctor']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/ok +label printer 'Zebra' answers/);
    expect(r.out).toMatch(/FAIL +label printer 'ZebraOff' does not answer[\s\S]*fix:/);
    expect(r.out).toMatch(/FAIL +CUPS is not reachable[\s\S]*fix:/);
    expect(r.out).toMatch(/FAIL +scale 'Bench'[\s\S]*fix:/);
    // The system part (systeminformation): OS and memory, and the USB devices a USB scale is looked for among.
    expect(r.out).toMatch(/info +system: .+ GB memory/);
    if (process.platform === 'linux' && lsusbInstalled()) {
      expect(r.out).toMatch(/info +USB devices: /);
      expect(r.out).toMatch(
        /FAIL +scale 'Counter' \(usb, [^)]*\) is not plugged in\n +fix: plug the scale in, or pick its VID\/PID from the USB device list above/,
      );
    } else {
      expect(r.out).toMatch(/USB devices: (lsusb is missing|USB ids are listed on Linux only)/);
    }
  });

  it('an error is one clear line, never a stack', async () => {
    const r = await cli(['print', 'Nowhere', join(dir, 'missing.zpl')]);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/^a1-plugin: /);
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});
