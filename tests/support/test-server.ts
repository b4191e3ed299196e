/**
 * Starts the real A1 server over HTTP on a free port, on a fresh database seeded with the demo data:
 * PGlite in memory, or a throw-away database on the PostgreSQL server (DATABASE_URL, or 127.0.0.1:5432), which must answer.
 * Both start from the run's seeded template when vitest's global setup made one (support/contract-template.ts).
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@a1/server';
import { loadConfig, type Config } from '@a1/server/config';
import { openDatabase, type Database } from '@a1/server/db/client';
import { seedDemo } from '@a1/server/db/seed/index';
import { createDatabase, databaseUrl, dropDatabase, suitePostgresUrl } from './pg-admin';

export type Engine = 'pglite' | 'postgres';

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The throw-away PostgreSQL database's name (PostgreSQL engine only). */
  databaseName?: string;
  close(): Promise<void>;
}

export const adminDatabaseUrl = suitePostgresUrl();
const adminUrl = adminDatabaseUrl;

let reachable: Promise<void> | undefined;

/**
 * Resolves when the PostgreSQL server answers; otherwise throws, so the PostgreSQL half of the contract suite fails
 * rather than skips. `scripts/test.sh` always provides one (DATABASE_URL, 127.0.0.1:5432, or a throwaway cluster).
 */
export function requirePostgres(): Promise<void> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (error) {
      const where = new URL(adminUrl);
      where.password = '';
      throw new Error(
        `The contract suite needs PostgreSQL and none answers at ${where.toString()} (${(error as Error).message}). ` +
          'Run it through scripts/test.sh, which provides one, or set DATABASE_URL.',
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** The PGlite image and PostgreSQL template the global setup seeded (support/contract-template.ts), if any. */
const templates = () => ({
  pgliteImage: process.env.A1_TEST_PGLITE_IMAGE,
  postgresTemplate: process.env.A1_TEST_PG_TEMPLATE,
});

let image: Promise<Blob> | undefined;
function pgliteImage(file: string): Promise<Blob> {
  image ??= readFile(file).then((bytes) => new Blob([bytes]));
  return image;
}

/** Migrates the database at `url` and seeds the demo data into it. */
export async function migrateAndSeedPostgres(url: string): Promise<void> {
  // The server's 3 s wait for a connection is for answering users; a seed on a loaded 2-core machine (the suites run
  // side by side) may wait longer for its first one: a stop 35 run failed here with "connection timeout".
  // Nor is the 15 s statement timeout meant for a seed: on a slow machine under the other suites' load, one of its bulk
  // statements (a trigram index over the packages) may take longer, and a seed that stops half-way serves no test.
  const database = await openDatabase({ databaseUrl: url, connectTimeoutMs: 30_000, statementTimeoutMs: 0 });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
}

/**
 * A throw-away PostgreSQL database on `server` (the suite's by default): on the suite's server a copy of the run's
 * seeded template when there is one (`seeded` true), else empty. Two copies made at the same moment wait for each
 * other (PostgreSQL copies a template one at a time).
 */
export async function freshPostgres(
  prefix = 'a1_test',
  server = adminUrl,
): Promise<{ name: string; url: string; seeded: boolean; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = server === adminUrl ? templates().postgresTemplate : undefined;
  await createDatabase(server, name, template);
  return { name, url: databaseUrl(server, name), seeded: Boolean(template), drop: () => dropDatabase(server, name) };
}

/**
 * Fills the empty directory `dataDir` with a copy of the run's seeded PGlite image, for a server process to open as
 * its embedded database (it finds the migrations applied and the demo data there, so it does not seed). Without an
 * image (a run outside vitest) the directory stays empty and the server's first start seeds it.
 */
export async function seededPgliteDir(dataDir: string): Promise<void> {
  const file = templates().pgliteImage;
  if (!file) return;
  const database = await openDatabase({ dataDir, image: await pgliteImage(file) });
  await database.close();
}

/** A migrated database seeded with the demo data: a copy of the run's template when there is one. */
export async function seededDatabase(
  engine: Engine,
): Promise<{ database: Database; postgres?: Awaited<ReturnType<typeof freshPostgres>> }> {
  if (engine === 'postgres') {
    await requirePostgres();
    const postgres = await freshPostgres();
    if (!postgres.seeded) await migrateAndSeedPostgres(postgres.url);
    return { database: await openDatabase({ databaseUrl: postgres.url }), postgres };
  }
  const file = templates().pgliteImage;
  const database = await openDatabase(file ? { image: await pgliteImage(file) } : {});
  if (!file) {
    await database.migrate();
    await seedDemo(database.db);
  }
  return { database };
}

export async function startTestServer(
  engine: Engine,
  overrides: Partial<Config> = {},
  beforeListen?: (app: FastifyInstance) => void,
): Promise<TestServer> {
  const { database, postgres: pgDb } = await seededDatabase(engine);
  const config: Config = { ...loadConfig({}), logLevel: 'silent', demo: false, ...overrides };
  const app = await buildApp({ db: database.db, config });
  beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    database,
    config,
    databaseName: pgDb?.name,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

/**
 * Both engines, always: without PostgreSQL the PostgreSQL blocks fail (startTestServer's requirePostgres) while the
 * PGlite blocks still run, instead of the suite silently shrinking to PGlite.
 */
export const engines = async (): Promise<Engine[]> => ['pglite', 'postgres'];
