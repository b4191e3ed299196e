/** Starts the A1 server: config from the environment, migrations, demo data, graceful shutdown. */
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database.ts';
import { buildApp } from './app.ts';
import { stopServer } from './shutdown.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (message) => console.log(message));
const app = await buildApp({ db: database.db, config });

let closing = false;
/** SIGTERM or SIGINT: the requests in flight get up to A1_SHUTDOWN_GRACE_MS (10 s) to finish (shutdown.ts), then exit 0. */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing the requests in flight, then closing`);
  const { forced } = await stopServer(app, database, config.shutdownGraceMs);
  if (forced) app.log.warn(`requests still running after ${config.shutdownGraceMs} ms were cut`);
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
