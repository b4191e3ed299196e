/** Opens the configured database, migrates it, and seeds the demo data into an empty one. */
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemo } from './db/seed/index.ts';
import { isEmpty } from './db/seed/tables.ts';

export async function prepareDatabase(config: Config, log: (message: string) => void = () => {}): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.dbPoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await database.migrate();
  if (config.demo && database.kind === 'pglite' && (await isEmpty(database.db))) {
    log('Seeding demo data into the empty embedded database…');
    const started = Date.now();
    await seedDemo(database.db);
    log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return database;
}
