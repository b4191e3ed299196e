/**
 * No acknowledged write is lost: 1,000 writes as fast as they go, jobs, tickets (with their notification e-mails,
 * one transaction) and project timesheet entries in turn, the server killed with SIGKILL part-way, restarted on
 * the same database; every write answered 200 is there exactly as answered, and whatever else got in is whole.
 * On PostgreSQL and on the embedded PGlite (its data directory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { A1, type CallSpec, type Job, type Ticket } from '@a1/shared';
import type { ProjectTimesheet } from '@a1/shared/contract/projecttracking-shapes';
import { call, sessionHeaders, signedInClient, signIn } from '../../support/a1-http';
import { seededPostgres, startServerProcess, type ThrowawayDatabase } from '../../support/server-processes';
import { seededPgliteDir } from '../../support/test-server';

const WRITES = 1_000;
const KILL_AFTER = 300;
const CONCURRENCY = 16;
/** The demo's IT Support project (timesheets) and its new-ticket feature (tickets). */
const PROJECT_ID = 165;
const FEATURE_ID = 13837;
const NOTIFY = 'crash.watch@a1demo.com';

type Kind = 'job' | 'ticket' | 'timesheet';
const KINDS: Kind[] = ['job', 'ticket', 'timesheet'];

for (const engine of ['postgres', 'pglite'] as const) {
  describe(`SIGKILL during writes (${engine})`, () => {
    let database: ThrowawayDatabase | undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'a1-crash-'));
    afterAll(async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(`keeps every job, ticket and timesheet write acknowledged before the kill, and none half-written`, async () => {
      const started = Date.now();
      // Both engines start from a copy of the run's seeded demo data (a fresh seed would be most of the test's time).
      if (engine === 'postgres') database = await seededPostgres();
      else await seededPgliteDir(dataDir);
      const env: Record<string, string> = database ? { DATABASE_URL: database.url } : { A1_DATA_DIR: dataDir };
      const t0 = Date.now();
      const first = await startServerProcess(env);
      const t1 = Date.now();
      const headers = sessionHeaders(await signIn(first.baseUrl, 'admin@a1demo.com'));
      const existing = (await call(first.baseUrl, 'GET', A1.jobList.path, { headers })).body.data.jobs as Job[];
      const { customerId } = existing[0];
      const locationId = (await call(first.baseUrl, 'GET', A1.locationList.path, { headers })).body.data[0].locationId;
      const prefix = `CRASH-${engine}-`;
      const write = (kind: Kind, tag: string): [CallSpec, unknown] => {
        if (kind === 'job')
          return [
            A1.createJob,
            { number: tag, customerId, locationId, type: 'Crash test', received: tag.endsWith('0') },
          ];
        if (kind === 'ticket')
          return [
            A1.ticketCreate,
            {
              title: tag,
              type: 'Issue',
              priority: 'High',
              description: `<p>${tag}</p>`,
              sprintId: FEATURE_ID,
              notificationEmails: [NOTIFY],
            },
          ];
        return [
          A1.kanbanProjectTimesheetCreate,
          { projectId: PROJECT_ID, date: '2026-11-20', hours: 1.5, description: 1, notes: tag },
        ];
      };

      const acknowledged = { job: new Map(), ticket: new Map(), timesheet: new Map() } as Record<
        Kind,
        Map<string, any>
      >;
      const total = () => KINDS.reduce((n, kind) => n + acknowledged[kind].size, 0);
      let next = 0;
      let killed = false;
      const writer = async () => {
        while (next < WRITES && !killed) {
          const i = next++;
          const kind = KINDS[i % KINDS.length];
          const tag = `${prefix}${String(i).padStart(4, '0')}`;
          const [entry, body] = write(kind, tag);
          try {
            const answer = await call(first.baseUrl, entry.method, entry.path, { headers, body });
            if (answer.status === 200) acknowledged[kind].set(tag, answer.body.data);
            else if (!killed) throw new Error(`write ${tag} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          } catch (error) {
            if (!killed) throw error;
          }
          if (total() >= KILL_AFTER && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, writer));
      const t2 = Date.now();
      expect(killed).toBe(true);
      expect(await first.exited).toBeNull();
      for (const kind of KINDS) expect(acknowledged[kind].size, kind).toBeGreaterThan(KILL_AFTER / 4);

      const second = await startServerProcess(env);
      const t3 = Date.now();
      try {
        const again = await signedInClient(second.baseUrl, 'admin@a1demo.com');
        const get = async (entry: CallSpec, query = '') => (await again.raw('GET', `${entry.path}${query}`)).body.data;

        const jobs = ((await get(A1.jobList)).jobs as Job[]).filter((job) => job.number.startsWith(prefix));
        const ticketRows = (await get(A1.ticketList, `?sprintId=${FEATURE_ID}`)) as Ticket[];
        const ticketIds = ticketRows.filter((row) => row.title.startsWith(prefix)).map((row) => row.ticketId);
        const tickets = (await Promise.all(ticketIds.map((id) => get(A1.ticketGet, `?ticketId=${id}`)))) as Ticket[];
        const timesheets = (
          (await get(A1.kanbanProjectTimesheets, `?ProjectID=${PROJECT_ID}`)) as ProjectTimesheet[]
        ).filter((entry) => entry.notes?.startsWith(prefix));
        const found: Record<Kind, Map<string, any>> = {
          job: new Map(jobs.map((job) => [job.number, job])),
          ticket: new Map(tickets.map((ticket) => [ticket.title, ticket])),
          timesheet: new Map(timesheets.map((entry) => [entry.notes!, entry])),
        };

        // Every acknowledged write, exactly as it was answered.
        for (const kind of KINDS)
          for (const [tag, answered] of acknowledged[kind]) expect(found[kind].get(tag), tag).toEqual(answered);
        // Writes in flight at the kill may or may not be there; those that are, are whole.
        for (const job of found.job.values()) {
          // Created by the administrator, answered by name (server/src/db/person-name.ts).
          expect(job).toMatchObject({ customerId, type: 'Crash test', createdBy: 'Alex Morgan' });
          expect(['Open', 'Received']).toContain(job.status);
          expect(job.receivedBy === null).toBe(job.status === 'Open');
        }
        for (const ticket of found.ticket.values()) {
          expect(ticket).toMatchObject({ sprintId: FEATURE_ID, type: 'Issue', status: 'Submitted' });
          expect(ticket.description).toBe(`<p>${ticket.title}</p>`);
          expect(ticket.notificationEmails).toContain(NOTIFY);
        }
        for (const entry of found.timesheet.values())
          expect(entry).toMatchObject({ projectId: PROJECT_ID, hours: 1.5, categoryTypeId: 1, isEnabled: true });
        const present = KINDS.reduce((n, kind) => n + found[kind].size, 0);
        expect(present).toBeLessThanOrEqual(total() + CONCURRENCY);
      } finally {
        expect(await second.stop()).toBe(0);
      }
      const counts = KINDS.map((kind) => `${acknowledged[kind].size} ${kind}s`).join(', ');
      console.log(
        `crash test (${engine}): ${counts} acknowledged before SIGKILL, all present; ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${t0 - started} ms, start ${t1 - t0} ms, writes ${t2 - t1} ms, restart ${t3 - t2} ms)`,
      );
    }, 180_000);
  });
}
