/**
 * Vitest's global setup (vitest.config.ts): migrates and seeds the demo data once per run, on both engines, so a test
 * server starts from a copy in about a second instead of a fresh migration and seed (issue 28):
 * - PGlite: the seeded database's image in a file (`A1_TEST_PGLITE_IMAGE`), which each in-memory PGlite opens;
 * - PostgreSQL: a template database (`A1_TEST_PG_TEMPLATE`), which `CREATE DATABASE … TEMPLATE` copies.
 * Workers inherit both names through the environment; without them (a bench run outside vitest) the helpers in
 * test-server.ts migrate and seed as before. The teardown drops the template and the image.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@a1/server/db/client';
import { seedDemo } from '@a1/server/db/seed/index';
import { createDatabase, databaseUrl, dropDatabase } from './pg-admin';
import { adminDatabaseUrl, migrateAndSeedPostgres, requirePostgres } from './test-server';

async function pgliteImage(file: string): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  const image = await database.dumpImage!();
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  await database.close();
}

async function postgresTemplate(name: string): Promise<void> {
  await requirePostgres();
  await createDatabase(adminDatabaseUrl, name);
  await migrateAndSeedPostgres(databaseUrl(adminDatabaseUrl, name));
}

export default async function seedContractTemplates(): Promise<() => Promise<void>> {
  // Each vitest project runs the global setup; the first one's templates serve them all.
  if (process.env.A1_TEST_PGLITE_IMAGE && process.env.A1_TEST_PG_TEMPLATE) return async () => undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'a1-contract-'));
  const image = path.join(dir, 'pglite.tar');
  const template = `a1_template_${process.pid}_${Date.now().toString(36)}`;
  const started = Date.now();
  // The PostgreSQL half fails loudly when no server answers (requirePostgres), as the suites it serves do.
  await Promise.all([pgliteImage(image), postgresTemplate(template)]);
  process.env.A1_TEST_PGLITE_IMAGE = image;
  process.env.A1_TEST_PG_TEMPLATE = template;
  console.log(`contract templates (PGlite image and PostgreSQL template) seeded in ${Date.now() - started} ms`);
  return async () => {
    await dropDatabase(adminDatabaseUrl, template).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
}
