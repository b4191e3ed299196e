/**
 * SIGTERM stops an instance gracefully: no new connections, requests in flight finish (for up to 10 s, then they
 * are cut), event streams get a `retry:` hint before they end, a running queue job goes back to the queue, exit 0.
 * PostgreSQL: a test transaction's table locks hold requests in flight for exactly as long as the test wants.
 */
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1 } from '@a1/shared';
import { openDatabase } from '@a1/server/db/client';
import { enqueueExcelExport } from '@a1/server/jobs/excel-export';
import { sessionHeaders, signIn } from '../../support/a1-http';
import {
  refusesConnections,
  seededPostgres,
  startServerProcess,
  until,
  type ServerProcess,
  type ThrowawayDatabase,
} from '../../support/server-processes';

/** A GET whose answer (or failure) is awaited later. */
function pendingGet(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('graceful stop on SIGTERM (PostgreSQL)', () => {
  let database: ThrowawayDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await seededPostgres();
    server = await startServerProcess({ DATABASE_URL: database.url, A1_JOB_POLL_MS: '50' });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  it('finishes requests in flight, cuts those past 10 s, ends streams with a retry hint, hands its queue job back, exits 0', async () => {
    const finance = await signIn(server.baseUrl, 'finance.admin@a1demo.com');
    const headers = sessionHeaders(finance);

    // An open event stream.
    const stream = await fetch(`${server.baseUrl}${A1.unreadTicketEvents.path}`, { headers });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toMatch(/connected/);
    const streamText = (async () => {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += value;
      }
    })();

    // A queue job running: an export big enough to take a few seconds.
    const handle = await openDatabase({ databaseUrl: database.url });
    const rows = Array.from({ length: 100_000 }, (_, i) => [
      i,
      `Row ${i}`,
      `Customer ${i % 97}`,
      i * 1.5,
      'x'.repeat(20),
    ]);
    const exportName = await enqueueExcelExport(handle.db, {
      userId: finance.user.userId,
      displayName: 'Graceful stop',
      columns: [
        { title: 'A', exportType: 'number' },
        { title: 'B' },
        { title: 'C' },
        { title: 'D', exportType: 'number' },
        { title: 'E' },
      ],
      rows,
    });
    await handle.close();
    const job = async () =>
      (
        await database.query<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM job_queue WHERE payload->>'name' = $1`,
          [exportName],
        )
      ).rows[0];
    await until(async () => (await job()).status === 'running', 20_000, 'the export job to start');

    // Two requests in flight, each held by a lock the test owns: locations (LocationList) and modules (MainMenu).
    const lockA = new pg.Client({ connectionString: database.url });
    const lockB = new pg.Client({ connectionString: database.url });
    for (const client of [lockA, lockB]) client.on('error', () => undefined);
    await Promise.all([lockA.connect(), lockB.connect()]);
    await lockA.query('BEGIN; LOCK TABLE locations IN ACCESS EXCLUSIVE MODE');
    await lockB.query('BEGIN; LOCK TABLE modules IN ACCESS EXCLUSIVE MODE');
    const finishing = pendingGet(server.baseUrl, A1.locationList.path, headers);
    const cut = pendingGet(server.baseUrl, A1.mainMenu.path, headers);
    cut.catch(() => undefined);
    const waiting = async () =>
      Number(
        (
          await database.query(
            `SELECT count(*) AS n FROM pg_locks WHERE NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
        ).rows[0].n,
      );
    await until(async () => (await waiting()) === 2, 10_000, 'both requests to wait on the locks');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // No new connections…
    await until(() => refusesConnections(server.port), 5_000, 'the listener to close');
    // …streams told to come back in a second, then ended…
    expect(await streamText).toMatch(/retry: 1000\n\n/);
    // …the running job handed back, its unfinished attempt not counted…
    await until(async () => (await job()).status === 'queued', 5_000, 'the job to be handed back');
    expect((await job()).attempts).toBe(0);
    // …the first request in flight finishes when its lock goes…
    await lockA.query('COMMIT');
    const finished = await finishing;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body).data.length).toBeGreaterThan(0);
    // …the second, still held, is cut at 10 s, and the process exits 0.
    expect(await server.exited).toBe(0);
    const elapsed = Date.now() - signalled;
    expect(elapsed).toBeGreaterThanOrEqual(10_000);
    expect(elapsed).toBeLessThan(14_000);
    await expect(cut).rejects.toThrow();
    await lockB.query('ROLLBACK');
    await Promise.all([lockA.end(), lockB.end()]);
  }, 60_000);
});
