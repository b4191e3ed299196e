/** `pnpm seed`: re-creates the demo data from nothing in the configured database. */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/index.ts';
import { DEMO_SIZE } from './db/seed/seed-run.ts';
import { clearAll } from './db/seed/tables.ts';
import { ticketCountArg } from './db/seed/ticketing.ts';
import { PROJECTS_BENCH_SIZE } from './db/seed/projects.ts';
import { addBulkJobs, jobCountArg } from './db/seed/bulk-jobs.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
await database.migrate();
const started = Date.now();
await clearAll(database.db);
// `pnpm seed --tickets 50000`: the ticket benchmark's volume; --projects: 2,000 initiatives and
// 10,000 features (the project grid benchmark's size).
const tickets = ticketCountArg(process.argv.slice(2)) ?? DEMO_SIZE.tickets;
const projects = process.argv.includes('--projects') ? PROJECTS_BENCH_SIZE : {};
await seedDemo(database.db, { ...DEMO_SIZE, ...projects, tickets });
// --jobs 100000: the job benchmark's volume, added in bulk over the last year (db/seed/bulk-jobs.ts).
const jobs = jobCountArg(process.argv.slice(2));
if (jobs !== undefined) await addBulkJobs(database.db, jobs);
console.log(`Demo data re-created (${tickets} tickets) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
await database.close();
