/**
 * One database handle for both engines: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
 * Both speak the PostgreSQL dialect, so the schema, migrations and queries are the same.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as one image, which `image` opens again (the test suites' seeded template). */
  dumpImage?(): Promise<Blob>;
}

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** PGlite in memory: start from this image (`dumpImage`) instead of an empty database. */
  image?: Blob;
  /** Told when the server drops an idle pooled connection (a restart, a failover); the pool opens a new one. */
  onConnectionLost?: (error: Error) => void;
  /** PostgreSQL: connections in the pool (A1_DB_POOL_SIZE, default 10). */
  poolSize?: number;
  /** PostgreSQL: how long a query waits for a connection (default 3 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the statement timeout of every connection (A1_STATEMENT_TIMEOUT_MS, default 15 s; 0: none). */
  statementTimeoutMs?: number;
  /** Where migrate() reads the migrations; tests of a data migration give a copy holding the ones before it. */
  migrationsFolder?: string;
}

// Each engine's driver loads only when that engine is used: the embedded PGlite module alone holds about 40 MB
// resident, which a server on PostgreSQL never needs.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { migrationsFolder = MIGRATIONS } = options;
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // Never hang: waiting for a connection (the database down, or every pooled one busy) gives up after
    // connectTimeoutMs, a statement after statementTimeoutMs; the error handler answers both with 503.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
    });
    // Without a listener, an idle connection the database ends (restart, failover, administrator) would be an
    // uncaught error that stops the server; the pool has already dropped it and connects afresh when needed.
    pool.on(
      'error',
      options.onConnectionLost ??
        ((error) => console.warn(`Database connection lost (${error.message}); reconnecting on the next query.`)),
    );
    // The query builder is identical for both drivers; only the handle type differs.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    // The job number search's trigram index (migration 0007).
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.image, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none'),
  };
}
