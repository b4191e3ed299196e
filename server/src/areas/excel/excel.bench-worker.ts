/**
 * One run of the export benchmark, in a process of its own (excel.bench.ts starts it): a server instance as
 * `pnpm start` builds it, on the database the benchmark prepared, whose worker takes the queued export and
 * writes it. Prints `{ seconds, peakMb }`: the job's time, and the kernel's high-water mark of this process's
 * resident memory (start-up, app and job alike, no sampling gaps).
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { buildApp } from '../../app.ts';
import { startWorker } from '../../jobs/worker.ts';

// The app's own worker polls too; an hour between its polls leaves the queued export to the worker timed here.
process.env.A1_JOB_POLL_MS = '3600000';
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : process.env.A1_DATA_DIR });
const app = await buildApp({ db: database.db, config: { ...loadConfig(), logLevel: 'silent', demo: false } });
await app.ready();
const worker = startWorker(database.db, { keepHours: 24, pollMs: 3_600_000 });
const start = performance.now();
const ran = await worker.runOnce();
const seconds = (performance.now() - start) / 1000;
await worker.stop();
await app.close();
await database.close();
if (!ran) throw new Error('no export was queued');
process.stdout.write(`${JSON.stringify({ seconds, peakMb: process.resourceUsage().maxRSS / 1024 })}\n`);
