/**
 * The e2e web server (playwright.config.ts runs it): the real `server/src/main.ts` on an embedded database, kept by a
 * small supervisor that can put that database back to the demo seed for tests that change data (the `resetDatabase`
 * fixture of e2e/fixtures.ts). No route in the product server: PGlite is one process's database, so the supervisor
 * stops the server, restores a copy of the data directory taken right after the seed, and starts it again.
 *
 * Boot: the server seeds `A1_DATA_DIR` on a spare port and stops; the directory is copied aside (the seed); the server
 * then starts on `PORT`. Control: `POST /reset` over the Unix socket `controlSocket(A1_DATA_DIR)` answers once the
 * server answers again on the restored seed. SIGTERM/SIGINT stop the server and remove both directories.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { controlSocket } from './e2e-control';

const dataDir = process.env.A1_DATA_DIR;
if (!dataDir) throw new Error('A1_DATA_DIR names the e2e data directory');
const seedDir = `${dataDir}-seed`;
const socketPath = controlSocket(dataDir);
const mainTs = path.resolve(import.meta.dirname, '../../server/src/main.ts');
// One deployment for the whole run: a restart must not look like a new build to the version check (S-245).
const buildTime = process.env.A1_BUILD_TIME ?? new Date().toISOString();

let server: ChildProcess | undefined;
let stopping = false;

/** Starts main.ts and resolves once it prints its URL (it listens then). */
async function startServer(env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, A1_BUILD_TIME: buildTime, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('A1 Back Office is running at')) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the A1 server exited during start (${code}):\n${output}`)));
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  if (code !== 0) throw new Error(`the A1 server stopped with exit code ${code}`);
}

/** The server the tests use; its unexpected end ends the supervisor, so Playwright sees it. */
async function serve(): Promise<void> {
  const child = await startServer();
  child.once('exit', (code, signal) => {
    if (child !== server || stopping) return;
    console.error(`the A1 server ended unexpectedly (${code ?? signal})`);
    process.exit(1);
  });
  server = child;
}

let resetting: Promise<unknown> = Promise.resolve();
function reset(): Promise<number> {
  const run = resetting.then(async () => {
    const started = Date.now();
    const old = server;
    server = undefined;
    if (old) await stopServer(old);
    rmSync(dataDir!, { recursive: true, force: true });
    cpSync(seedDir, dataDir!, { recursive: true });
    await serve();
    return Date.now() - started;
  });
  resetting = run.catch(() => undefined);
  return run;
}

async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  control.close();
  if (server) await stopServer(server).catch(() => undefined);
  for (const dir of [dataDir!, seedDir]) rmSync(dir, { recursive: true, force: true });
  rmSync(socketPath, { force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

const control = http.createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/reset') return response.writeHead(404).end();
  reset().then(
    (ms) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms })),
    (error: Error) => response.writeHead(500).end(error.message),
  );
});

// The seed: a first start on a spare port (Playwright waits for PORT, which must not answer yet) seeds the directory.
rmSync(socketPath, { force: true });
await stopServer(await startServer({ PORT: '0', HOST: '127.0.0.1' }));
rmSync(seedDir, { recursive: true, force: true });
cpSync(dataDir, seedDir, { recursive: true });
control.listen(socketPath);
await once(control, 'listening');
await serve();
