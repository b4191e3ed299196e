/**
 * Big lists (issue 15 points 3 and 7), on PostgreSQL with 100,000 jobs: Job/All streams its rows (the bytes are
 * those of the buffered envelope; rows are still being read after the first bytes went out), and every whole list
 * stops at LIST_MAX_ROWS with a message asking for a narrower filter.
 */
import http from 'node:http';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { A1, envelope, LIST_MAX_ROWS, LIST_MESSAGES, type Job } from '@a1/shared';
import { buildApp } from '@a1/server';
import { loadConfig } from '@a1/server/config';
import { openDatabase, type Database } from '@a1/server/db/client';
import { jobs } from '@a1/server/db/schema/index';
import { listJobs } from '@a1/server/areas/jobdashboard/service';
import { call, sessionHeaders, signIn } from '../../support/a1-http';
import { seededPostgres, type ThrowawayDatabase } from '../../support/server-processes';

/** Adds `n` jobs like the first one, numbered BIG-<prefix>-<i>, in one statement; manual ones when asked. */
async function addJobs(url: string, n: number, prefix: string, manual = false) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into jobs (number, customer_id, status_id, location_id, type, created_by, manual)
       select 'BIG-' || $2 || '-' || i, j.customer_id, j.status_id, j.location_id, j.type, 'big@a1demo.com', $3
       from generate_series(1, $1::int) i, (select * from jobs order by id limit 1) j`,
      [n, prefix, manual],
    );
  } finally {
    await client.end();
  }
}

describe('big lists (PostgreSQL, 100,000 jobs)', () => {
  let database: ThrowawayDatabase;
  let handle: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    database = await seededPostgres();
    handle = await openDatabase({ databaseUrl: database.url });
    app = await buildApp({ db: handle.db, config: { ...loadConfig({}), logLevel: 'silent', demo: false } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    headers = sessionHeaders(await signIn(baseUrl, 'admin@a1demo.com'));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  it('T-111: the streamed Job/All is, byte for byte, the envelope of jobs and statuses the buffered list makes', async () => {
    const answer = await fetch(`${baseUrl}${A1.jobList.path}`, { headers: { ...headers, 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await answer.text();
    const buffered = await listJobs(handle.db, {});
    expect(buffered.jobs.length).toBeGreaterThan(0);
    expect(text).toBe(JSON.stringify(envelope(buffered, 200, 'OK', 'data')));
    expect(Object.keys(JSON.parse(text).data)).toEqual(['jobs', 'statuses']);
  });

  it('100,000 jobs: the first bytes leave before the list is read; a job created after them is still sent', async () => {
    const [{ n: seeded }] = await handle.db.select({ n: count() }).from(jobs);
    await addJobs(database.url, LIST_MAX_ROWS - seeded, 'stream');
    const { late, body, firstBytesMs, totalMs } = await new Promise<{
      late: string;
      body: string;
      firstBytesMs: number;
      totalMs: number;
    }>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${baseUrl}${A1.jobList.path}`, { headers: { ...headers, 'accept-encoding': 'identity' } }, (response) => {
          const chunks: Buffer[] = [];
          let late = '';
          let firstBytesMs = 0;
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (chunks.length > 1) return;
            // The client holds the first bytes and reads no more: a server that reads its rows as it sends them
            // has not yet reached the end of the list, so a job created now is still in the answer.
            firstBytesMs = performance.now() - started;
            response.pause();
            late = 'BIG-late-1';
            addJobs(database.url, 1, 'late')
              .then(() => response.resume())
              .catch(reject);
          });
          response.on('end', () =>
            resolve({
              late,
              body: Buffer.concat(chunks).toString(),
              firstBytesMs,
              totalMs: performance.now() - started,
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    });
    const data = JSON.parse(body).data as { jobs: Job[]; statuses: { count: number }[] };
    console.log(
      `Job/All of ${data.jobs.length} jobs: first bytes after ${firstBytesMs.toFixed(0)} ms, all ${(body.length / 1e6).toFixed(1)} MB after ${totalMs.toFixed(0)} ms`,
    );
    expect(data.jobs.map((job) => job.number)).toContain(late);
    expect(data.jobs).toHaveLength(LIST_MAX_ROWS + 1);
    // The counts were read before the first byte: they do not know the late job.
    expect(data.statuses.reduce((n, s) => n + s.count, 0)).toBe(LIST_MAX_ROWS);
  }, 120_000);

  it(`past ${LIST_MAX_ROWS.toLocaleString('en-US')} rows, Job/All and the manual job list answer 400 asking for a narrower filter`, async () => {
    // The previous test left LIST_MAX_ROWS + 1 jobs; make LIST_MAX_ROWS + 1 of them manual ones too.
    await addJobs(database.url, LIST_MAX_ROWS + 1, 'manual', true);
    const all = await call(baseUrl, 'GET', A1.jobList.path, { headers });
    expect(all.status).toBe(400);
    expect(all.body).toEqual({
      responseStatus: { responseStatusCode: 400, responseStatusMessage: LIST_MESSAGES.tooManyRows },
    });
    const manual = await call(baseUrl, 'GET', A1.manualJobs.path, { headers });
    expect(manual.status).toBe(400);
    expect(manual.body.responseStatus.responseStatusMessage).toBe(LIST_MESSAGES.tooManyRows);
    // A narrower range answers as ever.
    const past = await call(baseUrl, 'GET', `${A1.jobList.path}?startDate=2001-01-01&endDate=2001-01-31`, { headers });
    expect(past.status).toBe(200);
    expect(past.body.data.jobs).toEqual([]);
  }, 120_000);
});
