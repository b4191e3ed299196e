/**
 * The server outlives its database connections: PostgreSQL ending them (a restart, a failover, an administrator)
 * must neither stop the server nor leave live updates deaf. PostgreSQL only (scripts/test.sh always provides one; without it
 * this fails): PGlite is in-process and has no connections to lose.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1, type LoginResult } from '@a1/shared';
import { adminDatabaseUrl, startTestServer, type TestServer } from '../../support/test-server';
import { call, sessionHeaders, signIn } from '../../support/a1-http';
import { DATABASE_MESSAGES } from '@a1/server/http/database-errors';
import { startPgCluster, type PgCluster } from '../../support/pg-cluster';
import {
  seededPostgres,
  startServerProcess,
  until,
  type ServerProcess,
  type ThrowawayDatabase,
} from '../../support/server-processes';

/** Ends every connection the server holds to its database, as `pg_ctl restart` or a failover would. */
async function terminateServerConnections(databaseName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('the server when PostgreSQL ends its connections', () => {
  let server: TestServer;
  let finance: LoginResult;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    finance = await signIn(server.baseUrl, 'finance.admin@a1demo.com');
  });
  afterAll(async () => server?.close());

  it('S-90 S-377: keeps answering, and the live unread stream resumes and asks for a re-read', async () => {
    const headers = sessionHeaders(finance);
    const controller = new AbortController();
    const stream = await fetch(`${server.baseUrl}${A1.unreadTicketEvents.path}`, {
      headers,
      signal: controller.signal,
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toMatch(/connected/);

    // The pool's idle connections and the one holding LISTEN all end at once.
    expect(await terminateServerConnections(server.databaseName!)).toBeGreaterThan(0);

    // The listener comes back on a fresh connection and tells open streams to re-read what they may have missed.
    expect((await reader.read()).value).toMatch(/event: unread/);
    // Requests keep working on new pooled connections.
    expect((await call(server.baseUrl, 'GET', A1.mainMenu.path, { headers })).status).toBe(200);
    // And changes made after the loss reach the stream again.
    const unread = (await call(server.baseUrl, 'GET', A1.unreadTickets.path, { headers })).body.data;
    expect(
      (
        await call(server.baseUrl, 'PUT', A1.unreadTicketMarkRead.path, {
          headers,
          body: { ticketId: unread[0].ticketId },
        })
      ).status,
    ).toBe(200);
    expect((await reader.read()).value).toMatch(/event: unread/);
    controller.abort();
  });
});

/** One request of the load: when it started and ended, and what it answered. */
interface Outcome {
  started: number;
  ended: number;
  status: number;
  message?: string;
}

describe('the server while PostgreSQL restarts under load', () => {
  let cluster: PgCluster;
  let database: ThrowawayDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    cluster = await startPgCluster();
    database = await seededPostgres(cluster.adminUrl);
    server = await startServerProcess({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop().catch(() => undefined);
    await cluster?.remove();
  });

  it('answers 503 with a clear message within 5 s during the outage, never 500, and serves again within 5 s of its return', async () => {
    const headers = sessionHeaders(await signIn(server.baseUrl, 'finance.admin@a1demo.com'));
    const outcomes: Outcome[] = [];
    let running = true;
    const load = async () => {
      while (running) {
        const started = Date.now();
        try {
          const response = await fetch(`${server.baseUrl}${A1.locationList.path}`, {
            headers,
            signal: AbortSignal.timeout(10_000),
          });
          const body = await response.json();
          outcomes.push({
            started,
            ended: Date.now(),
            status: response.status,
            message: body.responseStatus?.responseStatusMessage,
          });
        } catch (error) {
          outcomes.push({ started, ended: Date.now(), status: 0, message: (error as Error).message });
        }
      }
    };
    const loops = Array.from({ length: 8 }, load);
    const count = (since: number, status: number) =>
      outcomes.filter((o) => o.started >= since && o.status === status).length;

    await until(() => count(0, 200) >= 20, 20_000, 'the load to run');
    const down = Date.now();
    await cluster.stop();
    await until(
      () => count(Date.now() - 60_000, 503) >= 20 && outcomes.some((o) => o.started > down + 500 && o.status === 503),
      20_000,
      'answers during the outage',
    );
    const ready = await fetch(`${server.baseUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });

    await cluster.start();
    const up = Date.now();
    await until(() => outcomes.some((o) => o.started >= up && o.status === 200), 10_000, 'the server to serve again');
    const firstServed = Math.min(...outcomes.filter((o) => o.started >= up && o.status === 200).map((o) => o.ended));
    running = false;
    await Promise.all(loops);

    expect(firstServed - up).toBeLessThanOrEqual(5_000);
    // Every answer, all along: 200 or a 503 envelope with the clear message, and none took 5 s.
    for (const outcome of outcomes) {
      expect([200, 503]).toContain(outcome.status);
      expect(outcome.ended - outcome.started).toBeLessThan(5_000);
      if (outcome.status === 503) expect(outcome.message).toBe(DATABASE_MESSAGES.unavailable);
    }
    expect(outcomes.filter((o) => o.started > down && o.started < up && o.status === 503).length).toBeGreaterThan(0);
    // The same process throughout: no restart.
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.baseUrl}/ready`)).status).toBe(200);
  }, 90_000);
});
