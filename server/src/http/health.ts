/**
 * Probes for a load balancer, outside /api/A1 and without credentials: `GET /health` answers while the process
 * runs; `GET /ready` while it should be sent traffic: the database answers, its migrations are the ones this build
 * expects, and the instance is not stopping. They answer a status word and, when not ready, why; nothing secret
 * (no versions, addresses or error texts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

const journal = path.join(import.meta.dirname, '..', 'db', 'migrations', 'meta', '_journal.json');
/** How long /ready waits for the database before it says no. */
export const READY_TIMEOUT_MS = 2_000;

/** The newest migration this build carries (drizzle records its folder time as created_at). */
function expectedMigration(): number {
  const entries = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number }[] }).entries;
  return Math.max(0, ...entries.map((entry) => entry.when));
}

async function newestApplied(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | null }[] };
  return Number(result.rows[0]?.newest ?? 0);
}

export type NotReady = 'database unreachable' | 'migrations pending' | 'stopping';

export function registerHealth(app: FastifyInstance, db: Db, isStopping: () => boolean): void {
  const expected = expectedMigration();
  const probe = { config: { health: true } };
  app.get('/health', probe, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/ready', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = (reason: NotReady) => reply.code(503).send({ status: 'unavailable', reason });
    if (isStopping()) return notReady('stopping');
    let timer: NodeJS.Timeout | undefined;
    try {
      const newest = await Promise.race([
        newestApplied(db),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      if (newest < expected) return notReady('migrations pending');
    } catch {
      return notReady('database unreachable');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ready' };
  });
}
