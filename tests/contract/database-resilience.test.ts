/**
 * The server outlives its database connections: PostgreSQL ending them (a restart, a failover, an administrator)
 * must neither stop the server nor leave live updates deaf. PostgreSQL only (scripts/test.sh always provides one; without it
 * this fails): PGlite is in-process and has no connections to lose.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1, type LoginResult } from '@a1/shared';
import { adminDatabaseUrl, startTestServer, type TestServer } from '../support/test-server';
import { call, sessionHeaders, signIn } from '../support/a1-http';

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
