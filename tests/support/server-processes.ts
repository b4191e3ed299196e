/**
 * Real server processes (server/src/main.ts) for the scale-out, crash and graceful-stop tests: started on a port of
 * their own against a throw-away PostgreSQL database or a PGlite data directory, stopped by a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { adminDatabaseUrl, freshPostgres, migrateAndSeedPostgres, requirePostgres } from './test-server';

const mainTs = path.resolve(import.meta.dirname, '../../server/src/main.ts');

/** A port nothing listens on now (several checkouts may run the suite at once). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** True once nothing accepts connections on the port. */
export async function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Polls `condition` (an event the test cannot subscribe to, e.g. a row's state) until true or `timeoutMs`. */
export async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition') {
  const started = Date.now();
  for (;;) {
    if (await condition()) return;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  /** A client on it for the test's own checks. */
  query<R extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database, migrated and seeded with the demo data: a copy of the run's template on the suite's
 * server (support/contract-template.ts), a migration and seed elsewhere (another cluster, or outside vitest).
 */
export async function seededPostgres(adminUrl = adminDatabaseUrl): Promise<ThrowawayDatabase> {
  if (adminUrl === adminDatabaseUrl) await requirePostgres();
  const fresh = await freshPostgres('a1_proc', adminUrl);
  if (!fresh.seeded) await migrateAndSeedPostgres(fresh.url);
  const pool = new pg.Pool({ connectionString: fresh.url, max: 3 });
  pool.on('error', () => undefined);
  return {
    name: fresh.name,
    url: fresh.url,
    query: (text, values) => pool.query(text, values as unknown[]),
    async drop() {
      await pool.end().catch(() => undefined);
      await fresh.drop();
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (null after a kill by signal). */
  exited: Promise<number | null>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts main.ts and resolves once it prints its URL. `env` adds to or overrides the environment. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      A1_DEMO: '1',
      ...env,
      PORT: String(chosen),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('A1 Back Office is running at')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  return {
    child,
    port: chosen,
    baseUrl: `http://127.0.0.1:${chosen}`,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
