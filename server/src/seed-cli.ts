/** `pnpm seed`: re-creates the demo data from nothing in the configured database. */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { clearAll, seedDemo } from './db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
await database.migrate();
const started = Date.now();
await clearAll(database.db);
await seedDemo(database.db);
console.log(`Demo data re-created in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
await database.close();
