/**
 * Limits that keep one client from hurting the others: the statement timeout, the connection cap per address,
 * the 50 MB body limit, and compressed answers. While a client opens 1,000 connections or sends a 60 MB body, the
 * p99 of a light read from another client stays at or under 200 ms.
 */
import { connect, type Socket } from 'node:net';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { A1 } from '@a1/shared';
import { buildApp } from '@a1/server';
import { loadConfig } from '@a1/server/config';
import { openDatabase, type Database } from '@a1/server/db/client';
import { DATABASE_MESSAGES } from '@a1/server/http/database-errors';
import { LIMITS, LIMIT_MESSAGES } from '@a1/server/http/limits';
import { call, sessionHeaders, signIn } from '../../support/a1-http';
import { seededPostgres, until, type ThrowawayDatabase } from '../../support/server-processes';

const STATEMENT_TIMEOUT_MS = 500;

/** A light read (the signed-in user's locations) in a loop on its own keep-alive connections; latencies kept. */
function lightReads(baseUrl: string, headers: Record<string, string>, loops = 4) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: loops });
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(`${baseUrl}${A1.locationList.path}`, { headers, agent }, (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            if (response.statusCode !== 200) failures.push(String(response.statusCode));
            resolve();
          });
        })
        .on('error', (error) => {
          failures.push(error.message);
          resolve();
        });
    });
  const done = Promise.all(
    Array.from({ length: loops }, async () => {
      while (running) await once();
    }),
  );
  return {
    latencies,
    failures,
    /** Stops; the p99 of the reads from the `from`-th on (those made while the other client did its worst). */
    async stop(from = 0) {
      running = false;
      await done;
      agent.destroy();
      const sorted = latencies.slice(from).sort((a, b) => a - b);
      return { count: sorted.length, p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] };
    },
  };
}

describe('limits (PostgreSQL)', () => {
  let database: ThrowawayDatabase;
  let handle: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    database = await seededPostgres();
    handle = await openDatabase({ databaseUrl: database.url, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
    app = await buildApp({ db: handle.db, config: { ...loadConfig({}), logLevel: 'silent', demo: false } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    headers = sessionHeaders(await signIn(baseUrl, 'finance.admin@a1demo.com'));
  });
  const openConnections = () =>
    new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
  // A test that fails part-way may leave connections open; the next one starts only once they are gone, so that it
  // fails for its own reason (if at all) rather than on the connection cap its predecessor left full.
  beforeEach(() => until(async () => (await openConnections()) < 10, 10_000, 'earlier connections to close'));
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  it('a statement past the statement timeout answers 503 with a clear message, not a hang', async () => {
    const lock = new pg.Client({ connectionString: database.url });
    await lock.connect();
    try {
      await lock.query('BEGIN; LOCK TABLE locations IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const answer = await call(baseUrl, 'GET', A1.locationList.path, { headers });
      const took = Date.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.body.responseStatus.responseStatusMessage).toBe(DATABASE_MESSAGES.tooSlow);
      expect(took).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS);
      expect(took).toBeLessThan(STATEMENT_TIMEOUT_MS + 2_000);
    } finally {
      await lock.query('ROLLBACK');
      await lock.end();
    }
    expect((await call(baseUrl, 'GET', A1.locationList.path, { headers })).status).toBe(200);
  });

  it('1,000 connections from one client: those past 256 get a 503 envelope; a light read p99 stays <= 200 ms', async () => {
    expect(LIMITS.connectionsPerAddress).toBe(256);
    const reads = lightReads(baseUrl, headers);
    await until(() => reads.latencies.length >= 20, 10_000, 'the light reads to run');
    const before = reads.latencies.length;
    // The light reads' sockets and what is left of earlier calls' keep-alive ones (closing as they idle out).
    const others = await openConnections();
    const sockets: Socket[] = [];
    const refused: string[] = [];
    const connectErrors: string[] = [];
    let closed = 0;
    let measured: { p99: number; count: number };
    try {
      await Promise.all(
        Array.from(
          { length: 1_000 },
          () =>
            new Promise<void>((resolve) => {
              const socket = connect((app.server.address() as { port: number }).port, '127.0.0.1');
              sockets.push(socket);
              let text = '';
              socket.on('data', (chunk) => (text += chunk));
              // Counted once closed, whether it ended or was reset after the envelope.
              socket.on('close', () => {
                closed++;
                if (text) refused.push(text);
              });
              // A refused socket may be reset after its envelope; one that cannot connect at all is a failure named
              // below, not a hang until the test's timeout.
              socket.on('error', (error) => {
                if (socket.connecting) connectErrors.push(error.message);
                resolve();
              });
              socket.once('connect', () => resolve());
            }),
        ),
      );
      expect(connectErrors).toEqual([]);
      // The light reads' connections and some of these make 256 held; all the others are refused with the envelope.
      await until(() => refused.length >= 1_000 - LIMITS.connectionsPerAddress, 20_000, 'the refusals');
      await until(
        async () => (await openConnections()) === LIMITS.connectionsPerAddress,
        10_000,
        'the refused to close',
      );
      const duringFlood = reads.latencies.length;
      await until(() => reads.latencies.length >= duringFlood + 50, 20_000, 'light reads during the flood');
      expect(await openConnections()).toBe(LIMITS.connectionsPerAddress);
      // Each of the 1,000 is held or was refused with the envelope; the held ones and the connections open before
      // (those of them still open) make the 256.
      const held = 1_000 - closed;
      expect(refused).toHaveLength(closed);
      expect(held).toBeLessThanOrEqual(LIMITS.connectionsPerAddress);
      expect(held).toBeGreaterThanOrEqual(LIMITS.connectionsPerAddress - others);
      expect(refused[0]).toMatch(/^HTTP\/1\.1 503 /);
      expect(JSON.parse(refused[0].split('\r\n\r\n')[1]).responseStatus.responseStatusMessage).toBe(
        LIMIT_MESSAGES.tooManyConnections(256),
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      measured = await reads.stop(before);
    }
    const { p99, count } = measured;
    await until(async () => (await openConnections()) < 10, 10_000, 'the connections to close');
    expect(reads.failures).toEqual([]);
    console.log(`light read during 1,000 connections: ${count} reads, p99 ${p99.toFixed(1)} ms`);
    expect(p99).toBeLessThanOrEqual(200);
  }, 60_000);

  it('a 60 MB body is refused with 413 and the A1 envelope; a light read p99 stays <= 200 ms', async () => {
    // Made before the reads start: building it must not stall this process, which runs the server too.
    const big = Buffer.alloc(60 * 1024 * 1024, 'x');
    const reads = lightReads(baseUrl, headers);
    await until(() => reads.latencies.length >= 20, 10_000, 'the light reads to run');
    const before = reads.latencies.length;
    const answer = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const request = http.request(
        `${baseUrl}${A1.exportToExcel.path}`,
        { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': big.length } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
        },
      );
      // The server may answer and close before the upload ends: that is the refusal, not a failure.
      request.on('error', (error) =>
        error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
      );
      request.end(big);
    });
    expect(answer.status).toBe(413);
    expect(answer.body.responseStatus.responseStatusMessage).toMatch(/body is too large/i);
    const after = reads.latencies.length;
    await until(() => reads.latencies.length >= after + 50, 10_000, 'light reads after the body');
    const { p99, count } = await reads.stop(before);
    expect(reads.failures).toEqual([]);
    console.log(`light read during a 60 MB body: ${count} reads, p99 ${p99.toFixed(1)} ms`);
    expect(p99).toBeLessThanOrEqual(200);
  }, 60_000);

  it('answers over 1 KB are compressed as negotiated: brotli, gzip, or not at all', async () => {
    const get = (encoding: string) =>
      new Promise<{ encoding?: string; bytes: number }>((resolve, reject) => {
        http
          .get(`${baseUrl}${A1.jobList.path}`, { headers: { ...headers, 'accept-encoding': encoding } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
          })
          .on('error', reject);
      });
    const plain = await get('identity');
    const brotli = await get('br, gzip');
    const gzip = await get('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(brotli.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(plain.bytes).toBeGreaterThan(LIMITS.compressAboveBytes);
    expect(brotli.bytes).toBeLessThan(plain.bytes / 4);
    expect(gzip.bytes).toBeLessThan(plain.bytes / 4);
  });
});
