/**
 * The job dashboard at volume (issue 14 Speed), on PostgreSQL with 100,000 jobs created over the last year
 * (the demo's 2,000 topped up in bulk: server/src/db/seed/bulk-jobs.ts), the server as deployed (a process):
 *
 * - jobs.listDefaultRange: `Job/All` for the dashboard's default range (60 days ago to 1 day ahead), until its
 *   last byte has arrived as the browser asks for it (brotli or gzip; the browser's own decoding is not in the
 *   figure, as in load.bench.ts); about 17,000 jobs lie in that range.
 * - jobs.statusCounts: the per-status counts of that range (the status buttons), the query alone.
 * - jobs.search: `Job/Search` as the Job Number Lookup sends it (a part of a number, at least 3 characters).
 * - receiving.dashboard100k: the receiving dashboard (`Receiving/Dashboard`, today's inbound jobs with their pieces by
 *   stage and the counts by status) at 100,000 jobs, until its last byte has arrived (issue 26 Speed: <= 200 ms).
 * - receiving.scd1000: the SCD PDF (`Quote/PdfGenerator/SCD`) of a job of 1,000 pieces, to its last byte (issue 26
 *   Speed: <= 1 s).
 * - receiving.scan100sessions.p95 and receiving.manifest10000.receive / .close: scans by 100 dock sessions at once and
 *   a 10,000-package manifest received and closed (./receiving-dock.ts).
 * - reports.onScreen100k: the report runner's Job list over all 100,000 jobs, from Run Report to its rows painted
 *   in the shared grid, in Chromium on the real app (./report-on-screen.ts; needs web/dist: pnpm bench:jobs builds it).
 *
 * Medians after warm-up. PostgreSQL: DATABASE_URL or 127.0.0.1:5432 (a throwaway database, dropped at the end).
 */
import { performance } from 'node:perf_hooks';
import { A1, payloadKeyOf } from '@a1/shared';
import { median, report } from '@a1/shared/bench/report';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '@a1/server/db/client';
import { jobPieces, jobs } from '@a1/server/db/schema/index';
import { addBulkJobs } from '@a1/server/db/seed/bulk-jobs';
import { createdBetween, jobStatusCounts } from '@a1/server/areas/jobdashboard/service';
import { sessionHeaders, signIn } from '../support/a1-http';
import { seededPostgres, startServerProcess } from '../support/server-processes';
import { reportOnScreen } from './report-on-screen';
import { received } from './received';
import { dockFigures } from './receiving-dock';

const JOBS = 100_000;
const RUNS = 11;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = { startDate: day(-60), endDate: day(1) };

/** Median time of `runs` calls after two warm-up calls. */
async function timed(runs: number, once: (run: number) => Promise<unknown>): Promise<number> {
  await once(-2);
  await once(-1);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await once(run);
    times.push(performance.now() - started);
  }
  return median(times);
}

const database = await seededPostgres();
try {
  const handle = await openDatabase({ databaseUrl: database.url });
  const seeding = performance.now();
  await addBulkJobs(handle.db, JOBS);
  console.log(`(jobs bench: ${JOBS} jobs ready in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`);

  const counts = await jobStatusCounts(handle.db, createdBetween(range));
  const inRange = counts.reduce((n, s) => n + s.count, 0);
  report('jobs.statusCounts', await timed(RUNS * 2, () => jobStatusCounts(handle.db, createdBetween(range))), 50, 'ms');

  const server = await startServerProcess({ DATABASE_URL: database.url, LOG_LEVEL: 'error' });
  try {
    const headers = { ...sessionHeaders(await signIn(server.baseUrl, 'admin@a1demo.com')) };
    const get = async (path: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      return response.json();
    };
    const receivedList = (path: string) => received(`${server.baseUrl}${path}`, headers);
    const listPath = `${A1.jobList.path}?startDate=${range.startDate}&endDate=${range.endDate}`;
    const answer = (await get(listPath))[payloadKeyOf(A1.jobList)];
    if (answer.jobs.length !== inRange) throw new Error(`Job/All answered ${answer.jobs.length}, not ${inRange}`);
    report('jobs.listDefaultRange', await timed(RUNS, () => receivedList(listPath)), 300, 'ms');
    console.log(`(jobs bench: ${inRange} jobs in the default range)`);

    // Parts of numbers as typed in the lookup: a few digits (many hits), the start of a number, a whole number.
    const terms = ['4567', 'J030', 'j0271828', '999', '2400'];
    report(
      'jobs.search',
      await timed(RUNS * terms.length, (run) =>
        get(`${A1.jobSearch.path}?searchTerm=${terms[(run + terms.length) % terms.length]}`),
      ),
      50,
      'ms',
    );

    const dashboardPath = A1.receivingDashboard.path;
    await get(dashboardPath);
    report('receiving.dashboard100k', await timed(RUNS, () => receivedList(dashboardPath)), 200, 'ms');

    // A job of 1,000 pieces (the first demo job, topped up with scanned parcels of 0.5 to 20 kg).
    const [{ id: jobId }] = await handle.db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id)).limit(1);
    await handle.db.delete(jobPieces).where(eq(jobPieces.jobId, jobId));
    await handle.db.insert(jobPieces).values(
      Array.from({ length: 1000 }, (_, i) => ({
        jobId,
        pieceNumber: `BENCH${String(i).padStart(6, '0')}`,
        stage: 'Received',
        service: 'Priority Tracked',
        weightKg: 0.5 + ((i * 7919) % 195) / 10,
        scannedBy: 'admin@a1demo.com',
        scannedOn: new Date(),
      })),
    );
    const scdPath = `${A1.receivingScd.path}?jobId=${jobId}`;
    report('receiving.scd1000', await timed(RUNS, () => receivedList(scdPath)), 1000, 'ms');
    await dockFigures(server.baseUrl, handle.db);

    report('reports.onScreen100k', median(await reportOnScreen(server.baseUrl, JOBS, 3)), 2000, 'ms');
  } finally {
    await server.stop('SIGTERM');
    await handle.close();
  }
} finally {
  await database.drop();
}
