/**
 * Issue 23 point 10: logs carry no query parameters. The server's log is read line by line from a stream given to
 * `buildApp`: a request line names the path without its query string, and when the database is lost the failed
 * queries are logged without the values they were sent (a session's API user name appeared in the log before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { A1 } from '@a1/shared';
import { buildApp } from '@a1/server';
import { openDatabase, type Database } from '@a1/server/db/client';
import { adminDatabaseUrl, engines, startTestServer, type TestServer } from '../../support/test-server';

interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
  err?: unknown;
}

/** Values only the test sends: no log line may contain them. */
const SECRET_QUERY_VALUE = 'secret.person';
const SECRET_LOGIN = 'it.security.secret@a1demo.com';

describe.each(await engines())('log privacy on %s', (engine) => {
  let server: TestServer;
  let database: Database;
  let app: FastifyInstance;
  /** PostgreSQL's pool ends once the app's listener lets its connection go (at app.close). */
  let closing: Promise<void> | undefined;
  const text: string[] = [];
  const lines = () => text.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    server = await startTestServer(engine);
    // A handle of its own on the same database, so that losing it leaves the test server alone.
    const url = new URL(adminDatabaseUrl);
    url.pathname = `/${server.databaseName}`;
    database = await openDatabase(engine === 'postgres' ? { databaseUrl: url.toString() } : {});
    if (engine === 'pglite') await database.migrate();
    app = await buildApp({
      db: database.db,
      config: { ...server.config, logLevel: 'info' },
      logStream: { write: (line) => void text.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await (closing ?? database?.close())?.catch(() => undefined);
    await server?.close();
  });

  it('issue 23 point 10: a request is logged by its path; the query string stays out of the log', async () => {
    const path = A1.authenticateWithSSO.path;
    const answer = await app.inject({ method: 'GET', url: `${path}?username=${SECRET_QUERY_VALUE}%40a1demo.com` });
    expect(answer.statusCode).toBe(200);
    const incoming = lines().filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => line.req?.url)).toContain(path);
    expect(text.join('')).not.toContain(SECRET_QUERY_VALUE);
  });

  it('issue 23 point 10: with the database connection lost, failed queries are logged without their values', async () => {
    const before = text.length;
    // Ended: every query from now on fails as when the connection is gone ("Cannot use a pool after calling end").
    closing = database.close();
    if (engine === 'pglite') await closing;
    const answer = await app.inject({
      method: 'PUT',
      url: A1.authenticateLegacyLogin.path,
      payload: { username: SECRET_LOGIN, password: 'Demo#2026' },
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    expect(answer.json().responseStatus.responseStatusMessage.length).toBeGreaterThan(0);
    const logged = text.slice(before);
    // The failure is logged (with its error)…
    expect(logged.map((line) => JSON.parse(line) as LogLine).some((line) => line.level >= 40 && line.err)).toBe(true);
    // …but not the e-mail the throttle's query was sent.
    expect(logged.join('')).not.toContain(SECRET_LOGIN);
  });
});
