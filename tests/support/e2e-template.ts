/**
 * Playwright's global setup (playwright.config.ts): migrates and seeds the demo database once per run, as the template
 * every worker's server starts from (support/e2e-server.ts), which takes seconds where a seed does not.
 * - PostgreSQL (the default, issue 28): a template database on the suite's server (DATABASE_URL, or 127.0.0.1:5432,
 *   which scripts/test.sh provides), seeded by `pnpm seed`'s own script; each worker's database is a
 *   `CREATE DATABASE … TEMPLATE` copy of it, made again at each reset.
 * - PGlite (`A1_E2E_ENGINE=pglite`): the data directory of a first start of the real server, copied per worker.
 * The returned teardown drops the template and removes the run's directory once the workers have stopped.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startA1Main, stopA1Main } from './a1-main';
import { e2ePorts, e2eServerEnv } from './e2e-ports';
import { createDatabase, databaseUrl, dropDatabase, suitePostgresUrl } from './pg-admin';

export type E2eEngine = 'postgres' | 'pglite';

/**
 * Why PostgreSQL by default: the server answers the browser several times faster on it than on the embedded engine
 * (WebAssembly, in the server's own thread), and a reset is a template copy instead of a server restart on a copied
 * directory. The embedded engine stays covered by the contract suite, which runs every file on both.
 */
export const e2eEngine = (): E2eEngine => (process.env.A1_E2E_ENGINE === 'pglite' ? 'pglite' : 'postgres');

/** The PostgreSQL server holding the run's template and the workers' databases. */
export const e2eAdminUrl = (): string => process.env.A1_E2E_ADMIN_URL || suitePostgresUrl();

/** The run's directory (set by playwright.config.ts), holding the template and one data directory per worker. */
export function e2eRunDir(): string {
  const dir = process.env.A1_E2E_RUN_DIR;
  if (!dir) throw new Error('A1_E2E_RUN_DIR is not set: run the e2e tests through playwright.config.ts');
  return dir;
}

export const e2eTemplateDir = (): string => path.join(e2eRunDir(), 'template');

/**
 * A database of this run on the PostgreSQL server, named after the run's directory (so runs never share one) and
 * `suffix` (a worker's data directory's name, or "template"), made safe as a database name.
 */
export const e2eDatabaseName = (suffix: string): string =>
  `${path.basename(e2eRunDir())}_${suffix}`.replace(/[^a-z0-9]/gi, '_').toLowerCase();

/** The URL of one of this run's databases. */
export const e2eDatabaseUrl = (name: string): string => databaseUrl(e2eAdminUrl(), name);

/** Drops one of this run's databases. */
export const dropE2eDatabase = (name: string): Promise<void> => dropDatabase(e2eAdminUrl(), name);

/** Makes one of this run's databases again: a fresh copy of the run's template. */
export async function copyE2eTemplate(name: string): Promise<void> {
  await dropE2eDatabase(name);
  await createDatabase(e2eAdminUrl(), name, e2eDatabaseName('template'));
}

async function seedPostgresTemplate(name: string): Promise<void> {
  await dropE2eDatabase(name);
  await createDatabase(e2eAdminUrl(), name);
  // `pnpm seed`'s script: migrates, then seeds the demo data (server/src/seed-cli.ts).
  const seedCli = path.resolve(import.meta.dirname, '../../server/src/seed-cli.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', seedCli], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(name), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`seeding the e2e template database ${name} failed (exit ${code})`);
}

export default async function seedE2eTemplate(): Promise<() => Promise<void>> {
  const runDir = e2eRunDir();
  rmSync(runDir, { recursive: true, force: true });
  const started = Date.now();
  // The workers' control sockets and plugin directories live there, whatever the engine.
  mkdirSync(runDir, { recursive: true });
  if (e2eEngine() === 'postgres') {
    const template = e2eDatabaseName('template');
    await seedPostgresTemplate(template);
    console.log(`e2e template database ${template} seeded in ${Date.now() - started} ms`);
    return async () => {
      await dropE2eDatabase(template).catch(() => undefined);
      rmSync(runDir, { recursive: true, force: true });
    };
  }
  const env = { ...e2eServerEnv(e2ePorts(0), e2eTemplateDir()), PORT: '0', HOST: '127.0.0.1' };
  await stopA1Main(await startA1Main(env));
  console.log(`e2e template data directory seeded in ${Date.now() - started} ms`);
  return async () => rmSync(runDir, { recursive: true, force: true });
}
