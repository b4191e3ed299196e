/**
 * `pnpm bench` for the daemon (issue 6, design §5): runs the single executable against real peers and prints
 * `<area>.<figure>: <value> <unit> (target <= <value> <unit>) ok|SLOW`, medians of several runs.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SerialPort } from 'serialport';
import { defaultConfig, saveConfig, type DaemonConfig } from '../src/config.ts';
import { ORIGIN, ptyPair, serialScale, tcpPrinter, within } from '../test/hardware/peers.ts';

const root = resolve(import.meta.dirname, '..');
const bin =
  process.env.A1_PLUGIN_BIN ?? join(root, 'dist', process.platform === 'win32' ? 'a1-plugin.exe' : 'a1-plugin');
// Always measure the current source: rebuild unless a binary is named.
if (!process.env.A1_PLUGIN_BIN || !existsSync(bin)) {
  try {
    execFileSync(process.execPath, [join(root, 'build', 'sea.mjs')], { stdio: 'pipe' });
  } catch (e) {
    process.stderr.write(String((e as { stderr?: Buffer }).stderr ?? e));
    throw new Error('building the single executable failed');
  }
}

// A freshly written executable sits in the page cache as the build wrote it (large folios, which the kernel maps
// whole), so its file-backed resident pages read about 12 MB higher than when a PC starts it from disk. Measure
// the installed case: write the file back and drop its cached pages first (GNU dd, Linux only).
if (process.platform === 'linux') {
  try {
    execFileSync('dd', [`if=${bin}`, 'iflag=nocache', 'count=0', 'status=none'], { stdio: 'ignore' });
    execFileSync('sync', [bin]);
    execFileSync('dd', [`if=${bin}`, 'iflag=nocache', 'count=0', 'status=none'], { stdio: 'ignore' });
  } catch {
    // Without GNU dd the figure is simply the pessimistic one.
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const report = (figure: string, value: number, unit: string, target: number) =>
  console.log(
    `daemon.${figure}: ${value.toFixed(unit === 'MB' ? 1 : 2)} ${unit} (target <= ${target} ${unit}) ${value <= target ? 'ok' : 'SLOW'}`,
  );

function rssMb(pid: number): number {
  if (process.platform === 'linux') {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(m?.[1]) / 1024;
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

interface Daemon {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

async function startBinary(cfg: Partial<DaemonConfig>): Promise<Daemon> {
  const dir = mkdtempSync(join(tmpdir(), 'a1-bench-'));
  const file = join(dir, 'config.json');
  saveConfig({ ...defaultConfig(), cupsUrl: 'http://127.0.0.1:9', ...cfg, port: 0 }, file);
  const t0 = performance.now();
  const child = spawn(bin, ['--config', file, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const url = await within(
    new Promise<string>((res, rej) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d;
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) res(m[1].replace('127.0.0.1', 'localhost'));
      });
      child.on('exit', (c) => rej(new Error(`daemon exited ${c}`)));
    }),
    10_000,
    'the daemon to listen',
  );
  const first = await fetch(`${url}/plugininstalled`, { headers: { origin: ORIGIN } });
  await first.json();
  const startMs = performance.now() - t0;
  return {
    child,
    url,
    startMs,
    stop: async () => {
      child.kill('SIGTERM');
      await within(once(child, 'exit'), 5000, 'the daemon to stop').catch(() => child.kill('SIGKILL'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const get = async (url: string) => {
  const r = await fetch(url, { headers: { origin: ORIGIN } });
  const b = (await r.json()) as { responseStatus: { responseStatusCode: number; responseStatusMessage: string } };
  if (b.responseStatus.responseStatusCode !== 200) throw new Error(b.responseStatus.responseStatusMessage);
  return b;
};

// 1. Start to answering plugininstalled, and idle memory.
const starts: number[] = [];
const rss: number[] = [];
for (let i = 0; i < 5; i++) {
  const d = await startBinary({});
  starts.push(d.startMs);
  await get(`${d.url}/status`);
  await new Promise((r) => setTimeout(r, 500)); // idle means idle: let start-up garbage settle
  rss.push(rssMb(d.child.pid!));
  await d.stop();
}
report('start_to_plugininstalled', median(starts), 'ms', 500);
report('idle_rss', median(rss), 'MB', 60);

// 2. A 2 KB ZPL label through GET print to the TCP peer; 3. 1,000 prints with flat memory.
const printer = await tcpPrinter();
const d = await startBinary({ printers: [{ name: 'Zebra', host: '127.0.0.1', port: printer.port }] });
const zpl = ('^XA^FO20,20^A0N,30,30^FD' + 'A1 BENCH LABEL 0123456789 '.repeat(80)).slice(0, 2045) + '^XZ';
const printUrl = `${d.url}/print?printername=Zebra&printstring=${encodeURIComponent(zpl)}`;
const times: number[] = [];
for (let i = 0; i < 60; i++) {
  const job = printer.nextJob();
  const t0 = performance.now();
  await get(printUrl);
  times.push(performance.now() - t0);
  if ((await job).length !== zpl.length) throw new Error('the printer received a different label');
}
report('print_2kb_zpl_tcp_median', median(times.slice(10)), 'ms', 20);
const thousand = async () => {
  for (let i = 0; i < 1000; i++) {
    const job = printer.nextJob();
    await get(printUrl);
    await job;
  }
};
// Flat memory: after a first thousand (heap grown to its working size), a second thousand adds nothing.
await thousand();
const before = rssMb(d.child.pid!);
await thousand();
const after = rssMb(d.child.pid!);
report('rss_growth_second_1000_prints', Math.max(0, after - before), 'MB', 5);
await d.stop();
await printer.close();

// 4. A weight from the pty MT-SICS scale, beyond the device's own reply time.
const pty = await ptyPair();
const scale = await serialScale(pty.peer, () => 'S S       2.500 kg\r\n');
const direct: number[] = [];
for (let i = 0; i < 15; i++) {
  // The device's own time: open the port, ask, read the line, close, as a bare client would.
  const t0 = performance.now();
  const port = new SerialPort({ path: pty.device, baudRate: 9600, autoOpen: false });
  await new Promise<void>((r, j) => port.open((e) => (e ? j(e) : r())));
  const line = new Promise<void>((r) => {
    let s = '';
    port.on('data', (b: Buffer) => ((s += b.toString()), s.includes('\n') && r()));
  });
  port.write('SI\r\n');
  await within(line, 3000, 'the scale');
  await new Promise<void>((r) => port.close(() => r()));
  direct.push(performance.now() - t0);
}
const ds = await startBinary({ scales: [{ name: 'MT', type: 'mtind', port: pty.device }] });
const viaDaemon: number[] = [];
for (let i = 0; i < 15; i++) {
  const t0 = performance.now();
  await get(`${ds.url}/weight?mode=mtind&port=${encodeURIComponent(pty.device)}`);
  viaDaemon.push(performance.now() - t0);
}
report('weight_mtsics_pty_overhead', Math.max(0, median(viaDaemon) - median(direct)), 'ms', 50);
await ds.stop();
await scale.close();
await pty.close();
process.exit(0);
