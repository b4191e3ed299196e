/**
 * Real protocol peers for the hardware tests (design §6): a 9100 TCP printer, a socat pty pair with a scale
 * on the far end, a private cupsd, and the daemon itself (in process, or the single executable if
 * A1_PLUGIN_BIN names it). Every wait is on an event, bounded by a timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';
import type { DaemonConfig } from '../../src/config.ts';
import { defaultConfig, saveConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';

export const ORIGIN = 'http://localhost:8080';

export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let t: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<never>(
      (_, rej) => (t = setTimeout(() => rej(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms)),
    ),
  ]).finally(() => clearTimeout(t));
}

/** A label printer on raw TCP: hands each received job (the bytes of one connection) to the waiting test. */
export async function tcpPrinter(): Promise<{ port: number; nextJob(): Promise<Buffer>; close(): Promise<void> }> {
  const jobs: Buffer[] = [];
  const waiters: ((b: Buffer) => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    const chunks: Buffer[] = [];
    s.on('data', (d) => chunks.push(d));
    s.on('end', () => {
      s.end(); // a real printer closes once the sender is done
      const job = Buffer.concat(chunks);
      if (job.length === 0) return; // a reachability probe, not a job
      const w = waiters.shift();
      if (w) w(job);
      else jobs.push(job);
    });
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    nextJob: () =>
      within(
        jobs.length ? Promise.resolve(jobs.shift()!) : new Promise<Buffer>((r) => waiters.push(r)),
        10_000,
        'a print job at the TCP printer',
      ),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A port nobody listens on: bind, note the port, close. */
export async function deadPort(): Promise<number> {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** A socat pty pair: the daemon opens `device`, the simulated scale sits on `peer`. */
export async function ptyPair(): Promise<{ device: string; peer: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'a1-pty-'));
  const device = join(dir, 'scale');
  const peer = join(dir, 'peer');
  let proc: ChildProcess;
  try {
    proc = spawn('socat', ['-d', '-d', `pty,raw,echo=0,link=${device}`, `pty,raw,echo=0,link=${peer}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (e) {
    throw new Error(`socat is needed for the serial tests (apt-get install socat): ${(e as Error).message}`);
  }
  const ready = new Promise<void>((resolve, reject) => {
    let err = '';
    proc.on('error', (e) =>
      reject(new Error(`socat is needed for the serial tests (apt-get install socat): ${e.message}`)),
    );
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes('starting data transfer loop')) resolve();
    });
    proc.on('exit', (c) => reject(new Error(`socat exited (${c}): ${err}`)));
  });
  await within(ready, 10_000, 'socat to make the pty pair');
  return {
    device,
    peer,
    close: async () => {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await within(once(proc, 'exit'), 5000, 'socat to exit').catch(() => proc.kill('SIGKILL'));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A scale on the far end of a serial line: for each command line received, `answer` says what to send back
 * (undefined = stay silent, like a scale that is off). Records the commands it saw.
 */
export async function serialScale(
  path: string,
  answer: (cmd: string) => string | undefined,
): Promise<{ commands: string[]; close(): Promise<void> }> {
  const port = new SerialPort({ path, baudRate: 9600, autoOpen: false });
  await within(
    new Promise<void>((res, rej) => port.open((e) => (e ? rej(e) : res()))),
    5000,
    'the scale side of the pty',
  );
  const commands: string[] = [];
  let buf = '';
  port.on('data', (d: Buffer) => {
    buf += d.toString('latin1');
    let i: number;
    while ((i = buf.indexOf('\n')) >= 0) {
      const cmd = buf.slice(0, i + 1);
      buf = buf.slice(i + 1);
      commands.push(cmd);
      const a = answer(cmd);
      if (a !== undefined) port.write(Buffer.from(a, 'latin1'));
    }
  });
  return { commands, close: () => new Promise<void>((r) => (port.isOpen ? port.close(() => r()) : r())) };
}

/** The daemon under test: in process by default, or the single executable named by A1_PLUGIN_BIN. */
export async function startDaemon(partial: Partial<DaemonConfig>): Promise<{
  url: string;
  call(path: string, init?: RequestInit): Promise<{ status: number; body: any; ms: number }>;
  close(): Promise<void>;
}> {
  const cfg: DaemonConfig = { ...defaultConfig(), workStationName: 'PACK-07', ...partial, port: 0 };
  let url: string;
  let close: () => Promise<void>;
  const bin = process.env.A1_PLUGIN_BIN;
  if (bin) {
    const dir = mkdtempSync(join(tmpdir(), 'a1-cfg-'));
    const file = join(dir, 'config.json');
    saveConfig(cfg, file);
    const child = spawn(bin, ['--config', file, 'serve', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, A1_PLUGIN_NO_OPEN: '1' },
    });
    let out = '';
    url = await within(
      new Promise<string>((resolve, reject) => {
        child.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening on (http:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.on('exit', (c) => reject(new Error(`${bin} exited ${c}`)));
      }),
      10_000,
      'the single executable to listen',
    );
    close = async () => {
      child.kill('SIGTERM');
      await within(once(child, 'exit'), 5000, 'the daemon to stop').catch(() => child.kill('SIGKILL'));
      rmSync(dir, { recursive: true, force: true });
    };
  } else {
    process.env.A1_PLUGIN_NO_OPEN = '1';
    const app = await startServer(cfg);
    url = `http://localhost:${(app.server.address() as AddressInfo).port}`;
    close = () => app.close();
  }
  url = url.replace('127.0.0.1', 'localhost');
  return {
    url,
    close,
    call: async (path, init = {}) => {
      const t0 = performance.now();
      const res = await fetch(url + path, {
        ...init,
        headers: { origin: ORIGIN, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(15_000),
      });
      const body = await res.json();
      return { status: res.status, body, ms: performance.now() - t0 };
    },
  };
}

/**
 * A private cupsd (Debian `cups`) under a temp dir on its own port: no global config, no root needed
 * beyond what cupsd itself asks. `queues` become raw queues whose device is the given socket:// URI.
 */
export async function privateCups(
  queues: Record<string, string | { uri: string; stoppedBecause: string }>,
): Promise<{ url: string; dir: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'a1-cups-'));
  chmodSync(dir, 0o755); // cupsd drops to user lp for filters and backends
  for (const d of ['spool', 'cache', 'state', 'log', 'tmp']) mkdirSync(join(dir, d), { mode: 0o755 });
  chmodSync(join(dir, 'spool'), 0o1777);
  chmodSync(join(dir, 'tmp'), 0o1777);
  const port = await deadPort();
  writeFileSync(
    join(dir, 'cupsd.conf'),
    `Listen 127.0.0.1:${port}
LogLevel info
WebInterface No
Browsing No
DefaultAuthType None
<Location />
  Order allow,deny
  Allow all
</Location>
<Policy default>
  JobPrivateAccess all
  JobPrivateValues none
  SubscriptionPrivateAccess all
  SubscriptionPrivateValues none
  <Limit All>
    Order deny,allow
  </Limit>
</Policy>
`,
  );
  writeFileSync(
    join(dir, 'cups-files.conf'),
    `ServerRoot ${dir}
RequestRoot ${dir}/spool
CacheDir ${dir}/cache
StateDir ${dir}/state
TempDir ${dir}/tmp
AccessLog ${dir}/log/access_log
ErrorLog stderr
PageLog ${dir}/log/page_log
ServerBin /usr/lib/cups
DataDir /usr/share/cups
`,
  );
  writeFileSync(
    join(dir, 'printers.conf'),
    Object.entries(queues)
      .map(([name, q]) =>
        typeof q === 'string'
          ? `<Printer ${name}>\nDeviceURI ${q}\nState Idle\nAccepting Yes\nShared No\n</Printer>\n`
          : `<Printer ${name}>\nDeviceURI ${q.uri}\nState Stopped\nStateMessage ${q.stoppedBecause}\nAccepting Yes\nShared No\n</Printer>\n`,
      )
      .join(''),
  );
  const bin = process.env.CUPSD ?? '/usr/sbin/cupsd';
  const proc: ChildProcess = spawn(bin, ['-f', '-c', join(dir, 'cupsd.conf'), '-s', join(dir, 'cups-files.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  await within(
    new Promise<void>((resolve, reject) => {
      proc.on('error', (e) =>
        reject(new Error(`cupsd is needed for the CUPS tests (apt-get install cups): ${e.message}`)),
      );
      proc.stderr!.on('data', (d: Buffer) => {
        log += d.toString();
        if (/Listening to 127\.0\.0\.1:\d+|Full reload complete/.test(log) && log.includes('Full reload complete'))
          resolve();
      });
      proc.on('exit', (c) => reject(new Error(`cupsd exited (${c}):\n${log}`)));
    }),
    20_000,
    'cupsd to start',
  );
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    close: async () => {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await within(once(proc, 'exit'), 10_000, 'cupsd to stop').catch(() => proc.kill('SIGKILL'));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
