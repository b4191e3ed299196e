/**
 * One Playwright worker's e2e web server (e2e/support/worker-server.ts starts one per worker): the real A1 server
 * (`buildApp` on `prepareDatabase`, as `server/src/main.ts` composes them) on the worker's own database, run by a small
 * supervisor that can put that database back to the demo seed for tests that change data (the `resetDatabase` fixture
 * of e2e/support/reset-database.ts). No route in the product server: the supervisor stops the server, puts a fresh
 * copy of the run's seeded template in place (support/e2e-template.ts: a PostgreSQL database copied with
 * `CREATE DATABASE … TEMPLATE`, or with `A1_E2E_ENGINE=pglite` a data directory), and starts it again, in this
 * process: a new process paid about 4 s more a reset (loading the server's modules) than the copy and the start.
 * A restart also ends what the server holds in memory (sessions), as the tests of a reset expect.
 *
 * Boot: a fresh copy of the template; the server starts on `PORT`; the supervisor then prints `E2E_SERVER_READY` on
 * stdout. Control: `POST /reset` over the Unix socket `controlSocket(A1_DATA_DIR)` answers once the server answers
 * again on a fresh copy. SIGTERM, SIGINT or the end of stdin (the worker that started it is gone) stop the server and
 * remove the worker's database.
 */
import { once } from 'node:events';
import { cpSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildApp } from '@a1/server';
import { loadConfig } from '@a1/server/config';
import { prepareDatabase } from '@a1/server/database';
import { stopServer } from '@a1/server/shutdown';
import { controlSocket, E2E_SERVER_READY } from './e2e-control';
import { copyE2eTemplate, dropE2eDatabase, e2eDatabaseName, e2eDatabaseUrl, e2eEngine } from './e2e-template';

const dataDir = process.env.A1_DATA_DIR;
const templateDir = process.env.A1_E2E_TEMPLATE_DIR;
if (!dataDir) throw new Error('A1_DATA_DIR names the e2e data directory');
if (!templateDir) throw new Error('A1_E2E_TEMPLATE_DIR names the seeded template (support/e2e-template.ts)');
const engine = e2eEngine();
// The worker's PostgreSQL database, named after its data directory (worker-<index>).
const database = engine === 'postgres' ? e2eDatabaseName(path.basename(dataDir)) : undefined;
if (database) process.env.DATABASE_URL = e2eDatabaseUrl(database);
const socketPath = controlSocket(dataDir);
// One deployment for the worker: a restart must not look like a new build to the version check (S-245).
process.env.A1_BUILD_TIME ??= new Date().toISOString();

interface Running {
  stop(): Promise<void>;
}
let server: Running | undefined;
let stopping = false;

async function freshCopy(): Promise<void> {
  if (!database) {
    rmSync(dataDir!, { recursive: true, force: true });
    cpSync(templateDir!, dataDir!, { recursive: true });
    return;
  }
  await copyE2eTemplate(database);
}

/** The server the tests use, started and stopped as main.ts does (without the exit). */
async function serve(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: config.port, host: config.host });
  server = { stop: () => stopServer(app, database, config.shutdownGraceMs).then(() => undefined) };
}

let resetting: Promise<unknown> = Promise.resolve();
function reset(): Promise<number> {
  const run = resetting.then(async () => {
    const started = Date.now();
    const old = server;
    server = undefined;
    if (old) await old.stop();
    await freshCopy();
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
  if (server) await server.stop().catch(() => undefined);
  rmSync(dataDir!, { recursive: true, force: true });
  if (database) await dropE2eDatabase(database).catch(() => undefined);
  rmSync(socketPath, { force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The worker holds stdin open; its end means the worker is gone (even killed), so the server must not outlive it.
process.stdin.on('end', () => void shutdown());
process.stdin.resume();

const control = http.createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/reset') return response.writeHead(404).end();
  reset().then(
    (ms) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms })),
    (error: Error) => response.writeHead(500).end(error.message),
  );
});

rmSync(socketPath, { force: true });
await freshCopy();
control.listen(socketPath);
await once(control, 'listening');
await serve();
console.log(E2E_SERVER_READY);
