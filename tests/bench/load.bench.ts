/**
 * `pnpm load` (and `pnpm bench`): the server as deployed (a process on PostgreSQL) under 100 signed-in sessions.
 *
 *   1. ceiling: an unauthenticated request (refused 401), 100 connections, PHASE_SECONDS: the framework's ceiling;
 *   2. light read: the signed-in user's locations (UserSetting/LocationList), 100 sessions, PHASE_SECONDS;
 *   3. mixed: 100 sessions for LOAD_SECONDS (60) over menus, the job list, unread tickets, the ticket list (every
 *      support ticket of the demo, 5,000), ticket saves, the export list and small exports; rps, p50 and p99 per
 *      kind, and the errors. A session is a person at work: after each answer it waits a think time (random,
 *      THINK_MS on average, 500 ms: some ten times the pace of real staff, who click every few seconds) before
 *      its next request (and before its first: sessions do not start in step). The p99 target applies here;
 *   3b. saturated: the same mix for PHASE_SECONDS with no think time at all, each session sending its next request
 *      the moment the last one answers. That is the server's capacity (rps); latency there is queueing time
 *      (100 requests always waiting), so it is printed without a target;
 *   4. big lists: Job/All of 2,000 and 100,000 jobs (the LIST_MAX_ROWS cap), plain, gzip and brotli: bytes on the
 *      wire, time to the first byte (the rows stream) and to the last.
 *
 * Each figure prints `load.<figure>: <value> <unit> (target …) ok|SLOW`. PostgreSQL: DATABASE_URL or 127.0.0.1:5432.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { A1 } from '@a1/shared';
import { openDatabase } from '@a1/server/db/client';
import * as t from '@a1/server/db/schema/index';
import { count } from 'drizzle-orm';
import { sessionHeaders, signIn } from '../support/a1-http';
import { seededPostgres, startServerProcess } from '../support/server-processes';

const SESSIONS = 100;
const PHASE_SECONDS = Number(process.env.PHASE_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.THINK_MS ?? 500);
/** A think time drawn from an exponential distribution of mean THINK_MS, so sessions do not march in step. */
const think = () => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * THINK_MS));

type Target = { max?: number; min?: number };
function report(name: string, value: number, unit: string, target?: Target) {
  const shown = value < 10 ? value.toFixed(2) : value.toFixed(0);
  if (!target) return console.log(`load.${name}: ${shown} ${unit}`);
  const ok = (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min);
  const text = target.max !== undefined ? `target <= ${target.max} ${unit}` : `target >= ${target.min} ${unit}`;
  console.log(`load.${name}: ${shown} ${unit} (${text}) ${ok ? 'ok' : 'SLOW'}`);
}

interface Kind {
  name: string;
  weight: number;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The body, or one made per request for the session's loop. */
  body?: string | ((loop: number) => string);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const exportBody = JSON.stringify({
  data: [['Number', 'Name', 'Amount'], ...Array.from({ length: 50 }, (_, i) => [i, `Row ${i}`, i * 1.25])],
  columnTypes: ['number', 'string', 'currency'],
});
/** The ticket each session saves (ticket_save), created before the run. */
const ownTickets: number[] = [];
const KINDS: Kind[] = [
  { name: 'light_read', weight: 30, method: 'GET', path: A1.locationList.path },
  { name: 'main_menu', weight: 15, method: 'GET', path: A1.mainMenu.path },
  { name: 'side_menu', weight: 15, method: 'GET', path: A1.sideMenu.path },
  { name: 'unread_tickets', weight: 15, method: 'GET', path: A1.unreadTickets.path },
  { name: 'job_list', weight: 10, method: 'GET', path: `${A1.jobList.path}?startDate=${day(-30)}&endDate=${day(0)}` },
  // A screen load or auto-refresh of the whole list is rare next to the small calls: one request in a hundred.
  { name: 'ticket_list', weight: 1, method: 'GET', path: `${A1.ticketList.path}?sprintId=0` },
  // Each session saves its own ticket (a title change; made before the run), so saves do not queue on one row's lock.
  {
    name: 'ticket_save',
    weight: 4,
    method: 'PUT',
    path: A1.ticketUpdate.path,
    body: (loop) => JSON.stringify({ ticketId: ownTickets[loop], title: `Load test save ${Date.now()}` }),
  },
  { name: 'export_list', weight: 10, method: 'GET', path: A1.excelExports.path },
  { name: 'export', weight: 5, method: 'POST', path: A1.exportToExcel.path, body: exportBody },
];

interface Stats {
  latencies: number[];
  errors: number;
  statuses: Map<number, number>;
}
const newStats = (): Stats => ({ latencies: [], errors: 0, statuses: new Map() });
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

/** `loops` concurrent loops for `seconds`; each picks what to send, and whether its status is the expected one. */
async function run(
  pool: Pool,
  loops: number,
  seconds: number,
  pacing: 'closed' | 'think',
  pick: (loop: number) => {
    kind: string;
    method: Kind['method'];
    path: string;
    headers: Record<string, string>;
    body?: string;
    expect: number;
  },
) {
  const stats = new Map<string, Stats>();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      // A session at work starts after a think time too: 100 first requests sent in the same millisecond would be
      // a burst no staff of 100 makes (it showed as every kind's slowest answers, all at the phase's first 2 ms).
      if (pacing === 'think') await think();
      while (performance.now() < until) {
        const request = pick(loop);
        const s = stats.get(request.kind) ?? newStats();
        stats.set(request.kind, s);
        const started = performance.now();
        try {
          const response = await pool.request({
            method: request.method,
            path: request.path,
            headers: {
              'accept-encoding': 'br, gzip',
              ...request.headers,
              ...(request.body ? { 'content-type': 'application/json' } : {}),
            },
            body: request.body,
          });
          await response.body.dump({ limit: Infinity });
          s.latencies.push(performance.now() - started);
          s.statuses.set(response.statusCode, (s.statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode !== request.expect) s.errors++;
        } catch {
          s.errors++;
        }
        if (pacing === 'think') await think();
      }
    }),
  );
  return stats;
}

function summarize(stats: Map<string, Stats>, seconds: number, prefix = '', p99Target?: number) {
  let errors = 0;
  for (const [kind, s] of stats) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    report(`${prefix}${kind}.rps`, sorted.length / seconds, 'req/s');
    report(`${prefix}${kind}.p50`, quantile(sorted, 0.5), 'ms');
    report(`${prefix}${kind}.p99`, quantile(sorted, 0.99), 'ms', p99Target ? { max: p99Target } : undefined);
    errors += s.errors;
    if (s.errors) console.log(`  ${kind} statuses: ${JSON.stringify([...s.statuses])}`);
  }
  return errors;
}

const database = await seededPostgres();
const server = await startServerProcess({ DATABASE_URL: database.url, LOG_LEVEL: 'error' });
try {
  const sessions: Record<string, string>[] = [];
  for (let i = 0; i < SESSIONS; i += 10)
    sessions.push(
      ...(await Promise.all(Array.from({ length: 10 }, () => signIn(server.baseUrl, 'admin@a1demo.com')))).map(
        sessionHeaders,
      ),
    );
  for (const headers of sessions) {
    const response = await fetch(`${server.baseUrl}${A1.ticketCreate.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Load test ticket',
        type: 'Issue',
        priority: 'Low',
        description: '<p>Saved again and again by the load test.</p>',
        sprintId: 13837,
      }),
    });
    const answer = (await response.json()) as { data?: { ticketId: number } };
    if (!answer.data) throw new Error(`ticket create: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
    ownTickets.push(answer.data.ticketId);
  }
  const pool = new Pool(server.baseUrl, { connections: SESSIONS, pipelining: 1 });
  const total = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  const mix = (loop: number) => {
    let r = Math.random() * total;
    const kind = KINDS.find((k) => (r -= k.weight) < 0) ?? KINDS[0];
    return {
      kind: kind.name,
      method: kind.method,
      path: kind.path,
      headers: sessions[loop],
      body: typeof kind.body === 'function' ? kind.body(loop) : kind.body,
      expect: 200,
    };
  };
  // Warm-up: every session resolved once, every kind's code path compiled and its caches filled.
  await run(pool, SESSIONS, 3, 'closed', mix);

  const ceiling = await run(pool, SESSIONS, PHASE_SECONDS, 'closed', () => ({
    kind: 'ceiling',
    method: 'GET',
    path: A1.locationList.path,
    headers: {},
    expect: 401,
  }));
  const ceilingRps = ceiling.get('ceiling')!.latencies.length / PHASE_SECONDS;
  report('ceiling.rps', ceilingRps, 'req/s');
  const light = await run(pool, SESSIONS, PHASE_SECONDS, 'closed', (loop) => ({
    kind: 'light_read_alone',
    method: 'GET',
    path: A1.locationList.path,
    headers: sessions[loop],
    expect: 200,
  }));
  const lightStats = light.get('light_read_alone')!;
  const lightSorted = [...lightStats.latencies].sort((a, b) => a - b);
  report('light_read_alone.rps', lightSorted.length / PHASE_SECONDS, 'req/s');
  report('light_read_alone.p50', quantile(lightSorted, 0.5), 'ms');
  report('light_read_alone.p99', quantile(lightSorted, 0.99), 'ms', { max: 100 });
  report('light_read.share_of_ceiling', (100 * lightSorted.length) / PHASE_SECONDS / ceilingRps, '%', { min: 25 });

  console.log(`load.mixed: ${SESSIONS} sessions, ${THINK_MS} ms think time on average, ${LOAD_SECONDS} s`);
  const mixed = await run(pool, SESSIONS, LOAD_SECONDS, 'think', mix);
  const all = [...mixed.values()].reduce((n, s) => n + s.latencies.length, 0);
  report('mixed.rps', all / LOAD_SECONDS, 'req/s');
  let errors = summarize(mixed, LOAD_SECONDS, 'mixed.', 100) + lightStats.errors + ceiling.get('ceiling')!.errors;
  console.log(`load.saturated: ${SESSIONS} sessions, no think time, ${PHASE_SECONDS} s`);
  const saturated = await run(pool, SESSIONS, PHASE_SECONDS, 'closed', mix);
  const sent = [...saturated.values()].reduce((n, s) => n + s.latencies.length, 0);
  report('saturated.rps', sent / PHASE_SECONDS, 'req/s');
  errors += summarize(saturated, PHASE_SECONDS, 'saturated.');
  report('errors', errors, 'requests', { max: 0 });
  await pool.close();

  // Big lists: the job list of every job, at 2,000 and 100,000 jobs.
  const handle = await openDatabase({ databaseUrl: database.url });
  const [{ n: existing }] = await handle.db.select({ n: count() }).from(t.jobs);
  const [sample] = await handle.db.select().from(t.jobs).limit(1);
  let made = existing;
  for (const size of [2_000, 100_000]) {
    while (made < size) {
      const batch = Math.min(2_000, size - made);
      await handle.db.insert(t.jobs).values(
        Array.from({ length: batch }, (_, i) => ({
          number: `LOAD-${made + i}`,
          customerId: sample.customerId,
          statusId: sample.statusId,
          locationId: sample.locationId,
          type: sample.type,
          createdBy: 'load@a1demo.com',
          receivedBy: 'load@a1demo.com',
          receivedOn: new Date(),
        })),
      );
      made += batch;
    }
    const headers = sessions[0];
    for (const encoding of ['identity', 'gzip', 'br']) {
      const times: number[] = [];
      const firsts: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const response = await fetchRaw(`${server.baseUrl}${A1.jobList.path}`, {
          ...headers,
          'accept-encoding': encoding,
        });
        times.push(performance.now() - started);
        firsts.push(response.firstByteAt - started);
        bytes = response.bytes;
      }
      times.sort((a, b) => a - b);
      firsts.sort((a, b) => a - b);
      const label = `job_list_${size}.${encoding === 'identity' ? 'plain' : encoding}`;
      report(`${label}.bytes`, bytes / 1024, 'KB');
      // The rows stream: the first bytes leave after the counts and the first batch, whatever the list's length.
      report(`${label}.first_byte`, firsts[1], 'ms', { max: 200 });
      report(`${label}.time`, times[1], 'ms', size <= 2_000 ? { max: 500 } : undefined);
    }
  }
  await handle.close();
} finally {
  await server.stop('SIGTERM');
  await database.drop();
}

/** GETs a URL; counts the bytes as they came over the wire (not decompressed) and notes when the first came. */
async function fetchRaw(url: string, headers: Record<string, string>): Promise<{ bytes: number; firstByteAt: number }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      let firstByteAt = 0;
      response.on('data', (chunk: Buffer) => {
        firstByteAt ||= performance.now();
        bytes += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes, firstByteAt })
          : reject(new Error(`status ${response.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}
