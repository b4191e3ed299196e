/**
 * Problem packages (issue 27 point 2): a move reaches an open board's event stream within 1 s through PostgreSQL
 * LISTEN/NOTIFY; on PostgreSQL the board is open on a second server instance on the same database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { A1, type BoardChange, type LoginResult } from '@a1/shared';
import { buildApp } from '@a1/server';
import { openDatabase, type Database } from '@a1/server/db/client';
import { adminDatabaseUrl, engines, startTestServer, type TestServer } from '../../support/test-server';
import { a1Client, sessionHeaders, signIn } from '../../support/a1-http';

const WITHIN_MS = 1000;

async function firstCardEvent(baseUrl: string, who: LoginResult, match: (c: BoardChange) => boolean) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${A1.aimbanEvents.path}`, {
    headers: { ...sessionHeaders(who), Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const event = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!block.startsWith('event: card') || !data) continue;
        const change = JSON.parse(data.slice(6)) as BoardChange;
        if (match(change)) return change;
      }
    }
  })();
  return { event, close: () => controller.abort() };
}

describe.each(await engines())('live board on %s', (engine) => {
  let server: TestServer;
  let second: { app: FastifyInstance; database: Database; baseUrl: string } | undefined;
  let ops: LoginResult;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ops = await signIn(server.baseUrl, 'ops.manager@a1demo.com');
    if (engine === 'postgres') {
      const url = new URL(adminDatabaseUrl);
      url.pathname = `/${server.databaseName}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      const app = await buildApp({ db: database.db, config: server.config });
      await app.listen({ port: 0, host: '127.0.0.1' });
      second = { app, database, baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
    }
  });
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.database.close();
    }
    await server?.close();
  });

  it('T-397 T-369: a move reaches an open board within 1 s, on another instance too', async () => {
    const viewer = second?.baseUrl ?? server.baseUrl;
    const [card] = (
      await server.database.db.execute(
        sql`SELECT id, version FROM package_issues WHERE lane_id = 2 AND closed_on IS NULL ORDER BY id LIMIT 1`,
      )
    ).rows as Array<{ id: number; version: number }>;
    const stream = await firstCardEvent(viewer, ops, (c) => c.packageIssueId === card.id);
    const started = Date.now();
    const moved = await a1Client(server.baseUrl, ops).call(A1.aimbanPackageIssueUpdate, {
      body: { packageIssueId: card.id, version: card.version, laneId: 3 },
    });
    expect(moved.status).toBe(200);
    let timer: NodeJS.Timeout | undefined;
    const change = await Promise.race([
      stream.event,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error('no event within 1 s')), WITHIN_MS)),
      ),
    ]);
    clearTimeout(timer);
    stream.close();
    expect(change).toEqual({
      kind: 'moved',
      packageIssueId: card.id,
      laneId: 3,
      rank: moved.body.data.rank,
      version: card.version + 1,
      byUserId: ops.user.userId,
    });
    expect(Date.now() - started).toBeLessThan(WITHIN_MS + 500);
  });
});
