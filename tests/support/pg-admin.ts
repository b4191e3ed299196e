/**
 * Statements on a PostgreSQL server's admin database for the test suites (contract and e2e): make a database, copy
 * the run's seeded template, drop a database. Names are the suites' own (letters, digits, underscores), never input.
 */
import pg from 'pg';

/**
 * The suites' PostgreSQL server: DATABASE_URL, which scripts/test.sh always sets (to its own cluster when none answers
 * here), else the local one a developer may run.
 */
export const suitePostgresUrl = (): string => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** How long a copy waits for another copy of the same template (PostgreSQL copies a template one at a time). */
const COPY_ATTEMPTS = 100;
const COPY_RETRY_MS = 100;

async function withAdmin<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  // The 10 s wait: the suites run side by side on a loaded 2-core machine.
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL of database `name` on the server at `server`. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name`, its sessions ended first; nothing when it does not exist. */
export function dropDatabase(server: string, name: string): Promise<void> {
  return withAdmin(server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * Creates database `name`: empty, or a copy of `template`. A copy started while another copy of the same template
 * runs answers 55006 ("source database … is being accessed by other users"); it waits and tries again.
 */
export function createDatabase(server: string, name: string, template?: string): Promise<void> {
  return withAdmin(server, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        return;
      } catch (error) {
        if (!template || attempt >= COPY_ATTEMPTS || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, COPY_RETRY_MS));
      }
    }
  });
}

/**
 * Creates the empty database `name` with its own locale (LC_COLLATE and LC_CTYPE), from template0: a copy of another
 * template keeps that template's locale.
 */
export function createDatabaseInLocale(server: string, name: string, locale: string): Promise<void> {
  return withAdmin(server, async (client) => {
    await client.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE '${locale}' LC_CTYPE '${locale}'`,
    );
  });
}
