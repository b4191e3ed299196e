/** Starts the A1 server: config from the environment, migrations, demo data, graceful shutdown. */
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database.ts';
import { buildApp } from './app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts.ts';

const config = loadConfig();
const database = await prepareDatabase(config, (message) => console.log(message));
const app = await buildApp({ db: database.db, config });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing the server and the database`);
  await app.close();
  await database.close();
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
