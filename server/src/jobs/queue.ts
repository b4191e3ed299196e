/**
 * A PostgreSQL-backed job queue (design §3): jobs are rows; a worker on any instance takes the next one with
 * FOR UPDATE SKIP LOCKED, so two instances never run the same job, and a job whose worker died (lock expired)
 * is taken again. Failed jobs are retried with a back-off up to MAX_ATTEMPTS.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

export const MAX_ATTEMPTS = 3;
const LOCK_SECONDS = 300;

export type JobRow = typeof t.jobQueue.$inferSelect;

export async function enqueue(db: Pick<Db, 'insert'>, kind: string, payload: unknown): Promise<number> {
  const [row] = await db.insert(t.jobQueue).values({ kind, payload }).returning({ id: t.jobQueue.id });
  return row.id;
}

/** Takes the next runnable job, or undefined when there is none. */
export async function takeNext(db: Db): Promise<JobRow | undefined> {
  const result = await db.execute(sql`
    UPDATE job_queue SET status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
    WHERE id = (
      SELECT id FROM job_queue
      WHERE (status = 'queued' AND run_after <= now()) OR (status = 'running' AND locked_until < now())
      ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1
    )
    RETURNING id`);
  const rows = (result as unknown as { rows: Array<{ id: number }> }).rows;
  if (!rows?.[0]) return undefined;
  const [job] = await db.select().from(t.jobQueue).where(eq(t.jobQueue.id, rows[0].id));
  return job;
}

export async function finish(db: Db, id: number): Promise<void> {
  await db
    .update(t.jobQueue)
    .set({ status: 'done', finishedOn: new Date(), lockedUntil: null })
    .where(eq(t.jobQueue.id, id));
}

/** A failed attempt: queued again after a back-off, or failed for good after MAX_ATTEMPTS. */
export async function fail(db: Db, job: JobRow, error: string): Promise<boolean> {
  const final = job.attempts >= MAX_ATTEMPTS;
  await db
    .update(t.jobQueue)
    .set({
      status: final ? 'failed' : 'queued',
      lastError: error,
      lockedUntil: null,
      runAfter: new Date(Date.now() + 2 ** job.attempts * 1000),
      finishedOn: final ? new Date() : null,
    })
    .where(eq(t.jobQueue.id, job.id));
  return final;
}

/**
 * Gives a running job back to the queue (a graceful stop): any instance may take it at once, and the attempt it
 * did not finish does not count.
 */
export async function handBack(db: Db, id: number): Promise<void> {
  await db
    .update(t.jobQueue)
    .set({
      status: 'queued',
      lockedUntil: null,
      runAfter: sql`now()`,
      attempts: sql`greatest(${t.jobQueue.attempts} - 1, 0)`,
    })
    .where(and(eq(t.jobQueue.id, id), eq(t.jobQueue.status, 'running')));
}
