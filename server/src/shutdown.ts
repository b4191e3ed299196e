/** How a running server stops (main.ts on SIGTERM, and the e2e supervisor on a database reset). */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

/**
 * /ready turns 503, new requests are refused, those in flight get up to `graceMs` to finish, event streams are told to
 * reconnect elsewhere, a running queue job goes back to the queue (http/graceful.ts, jobs/worker.ts); then the
 * database closes. A job handed back may still hold a connection: the pool is not waited for past a moment.
 */
export async function stopServer(
  app: FastifyInstance,
  database: Database,
  graceMs: number,
): Promise<{ forced: boolean }> {
  const { forced } = await app.a1Stop(graceMs);
  await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  return { forced };
}
