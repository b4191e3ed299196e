/** Starts the A1 server: config from the environment, migrations, demo data, graceful shutdown. */
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database.ts';
import { buildApp } from './app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (message) => console.log(message));
const app = await buildApp({ db: database.db, config });

let closing = false;
/**
 * SIGTERM or SIGINT: /ready turns 503, new requests are refused, those in flight get up to A1_SHUTDOWN_GRACE_MS
 * (10 s) to finish, event streams are told to reconnect elsewhere, a running queue job goes back to the queue
 * (http/graceful.ts, jobs/worker.ts); then the database closes and the process exits 0.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing the requests in flight, then closing`);
  const { forced } = await app.a1Stop(config.shutdownGraceMs);
  if (forced) app.log.warn(`requests still running after ${config.shutdownGraceMs} ms were cut`);
  // A job handed back may still hold a connection: the pool is not waited for past a moment.
  await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
// One write, so whoever reads the output (a person or a test) sees the URL and the accounts together.
const lines = [
  `\nA1 Back Office is running at ${url}  (database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`,
];
if (config.demo) {
  lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(34)} ${account.description}`);
}
console.log(lines.join('\n'));
