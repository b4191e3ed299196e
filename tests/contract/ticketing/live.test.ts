/**
 * Live ticket changes (issue 12 point 9): a change by one user reaches every open ticket screen's event stream
 * within 1 s, through PostgreSQL LISTEN/NOTIFY, so it crosses server instances (on PostgreSQL, a second
 * instance on the same database receives it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { A1, type LoginResult, type TicketChange } from '@a1/shared';
import { buildApp } from '@a1/server';
import { openDatabase, type Database } from '@a1/server/db/client';
import { adminDatabaseUrl, engines, startTestServer, type TestServer } from '../../support/test-server';
import { sessionHeaders, signIn } from '../../support/a1-http';
import { caller, newTicket } from '../support/ticketing';

const WITHIN_MS = 1000;

/** Opens TicketEvents and answers a function that waits for the next change matching a test. */
async function openStream(baseUrl: string, who: LoginResult) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${A1.ticketEvents.path}`, {
    headers: { ...sessionHeaders(who), Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const changes: TicketChange[] = [];
  const waiters: Array<{ match: (c: TicketChange) => boolean; resolve: (c: TicketChange) => void }> = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!block.startsWith('event: ticket') || !data) continue;
        const change = JSON.parse(data.slice(6)) as TicketChange;
        const i = waiters.findIndex((w) => w.match(change));
        if (i >= 0) waiters.splice(i, 1)[0].resolve(change);
        else changes.push(change);
      }
    }
  })();
  return {
    next(match: (c: TicketChange) => boolean): Promise<TicketChange> {
      const i = changes.findIndex(match);
      if (i >= 0) return Promise.resolve(changes.splice(i, 1)[0]);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => controller.abort(),
  };
}

/** Resolves with the change and how long it took, or rejects after the limit. */
async function within<T>(promise: Promise<T>, started: number): Promise<{ value: T; ms: number }> {
  let timer: NodeJS.Timeout | undefined;
  const value = await Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no event within ${WITHIN_MS} ms`)), WITHIN_MS);
    }),
  ]);
  clearTimeout(timer);
  return { value, ms: Date.now() - started };
}

describe.each(await engines())('live ticket changes on %s', (engine) => {
  let server: TestServer;
  let second: { app: FastifyInstance; database: Database; baseUrl: string } | undefined;
  let itUser: LoginResult;
  let opsUser: LoginResult;
  const send = caller(() => server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(engine);
    itUser = await signIn(server.baseUrl, 'it.developer@a1demo.com');
    opsUser = await signIn(server.baseUrl, 'ops.manager@a1demo.com');
    if (engine === 'postgres') {
      const url = new URL(adminDatabaseUrl);
      url.pathname = `/${server.databaseName}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      const app = await buildApp({ db: database.db, config: server.config });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address() as { port: number };
      second = { app, database, baseUrl: `http://127.0.0.1:${address.port}` };
    }
  });
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.database.close();
    }
    await server?.close();
  });

  it('a new ticket, a lane change, an assignee and a comment reach an open ticket screen within 1 s', async () => {
    const stream = await openStream(server.baseUrl, opsUser);
    let started = Date.now();
    const created = await send(itUser, A1.ticketCreate, { body: newTicket() });
    const ticketId = created.body.data.ticketId;
    const made = await within(
      stream.next((c) => c.ticketId === ticketId && c.kind === 'created'),
      started,
    );
    expect(made.value).toEqual({ ticketId, kind: 'created', byUserId: itUser.user.userId });

    started = Date.now();
    const lane = stream.next((c) => c.ticketId === ticketId && c.kind === 'lane');
    await send(itUser, A1.ticketUpdate, { body: { ticketId, laneId: 3 } });
    expect((await within(lane, started)).ms).toBeLessThan(WITHIN_MS);

    started = Date.now();
    const assigned = stream.next((c) => c.ticketId === ticketId && c.kind === 'assigned');
    await send(itUser, A1.ticketUpdate, { body: { ticketId, agentId: opsUser.user.userId } });
    expect((await within(assigned, started)).ms).toBeLessThan(WITHIN_MS);

    started = Date.now();
    const comment = stream.next((c) => c.ticketId === ticketId && c.kind === 'comment');
    await send(itUser, A1.ticketCommentCreate, { body: { cardId: ticketId, comment: 'Live' } });
    expect((await within(comment, started)).ms).toBeLessThan(WITHIN_MS);
    stream.close();
  });

  // PGlite is an in-process database, one instance only: the cross-instance case is PostgreSQL's.
  if (engine === 'postgres')
    it('a change made on one server instance reaches a screen open on another', async () => {
      const stream = await openStream(second!.baseUrl, opsUser);
      const started = Date.now();
      const created = await send(itUser, A1.ticketCreate, { body: newTicket() });
      const { value } = await within(
        stream.next((c) => c.ticketId === created.body.data.ticketId),
        started,
      );
      expect(value.kind).toBe('created');
      stream.close();
    });
});
