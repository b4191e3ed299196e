/**
 * Receiving at the dock under load (issue 26 Speed), for jobs.bench.ts on its PostgreSQL server of 100,000 jobs:
 *
 * - receiving.scan100sessions.p95: PUT Receiving/Job with one scanned code, as the browser's queue sends a scan, by
 *   100 signed-in dock sessions at once, each on a job of its own, each scanning about once a second (think times
 *   drawn from an exponential distribution, so sessions do not march in step) for SCAN_SECONDS: the 95th percentile
 *   from the request to the answer's last byte (target 150 ms);
 * - receiving.manifest10000.receive / .close: PUT Receiving/ManifestTares with action receive, then close, of a
 *   manifest of 10,000 packages onto an open job: one request and one transaction each (target 3 s each, one run:
 *   a manifest is received once);
 * - receiving.manifest10000.open: GET Receiving/Manifest of that manifest as the browser asks for it (compressed),
 *   from the request to the answer's last byte, median of 5 after one (target 1 s), and
 *   receiving.manifest10000.wire: its bytes on the wire (target 500 KB). The manifest screen shows its packages in the
 *   shared grid, which draws only the rows in view; the answer is one, not paged, so the dock sorts, filters and
 *   counts the whole manifest on the screen without another request.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { A1, PACKAGE_STATUSES } from '@a1/shared';
import { median, report } from '@a1/shared/bench/report';
import type { Db } from '@a1/server/db/client';
import { sessionHeaders, signIn } from '../support/a1-http';

const SESSIONS = 100;
const SCAN_SECONDS = 30;
const THINK_MS = 1_000;
const MANIFEST_PACKAGES = 10_000;
const MANIFEST_NUMBER = 'BENCH-M10000';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];
const think = () => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * THINK_MS));

async function put(baseUrl: string, path: string, headers: Record<string, string>, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`PUT ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, text };
}

/** A GET as the browser sends it (compressed answers accepted): its time to the last byte and its bytes on the wire. */
function getCompressed(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${baseUrl}${path}`, { headers: { ...headers, 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ ms: performance.now() - started, bytes })
          : reject(new Error(`GET ${path}: ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Open jobs (no piece may be scanned onto a closed one), oldest first. */
async function openJobs(db: Db, n: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT j.id FROM jobs j JOIN job_statuses s ON s.id = j.status_id
    WHERE s.name IN ('Open', 'Not Received', 'Received') ORDER BY j.id LIMIT ${n}`);
  if (rows.length < n) throw new Error(`only ${rows.length} open jobs`);
  return rows.map((r) => r.id);
}

export async function dockFigures(baseUrl: string, db: Db): Promise<void> {
  const jobIds = await openJobs(db, SESSIONS + 1);

  const sessions: Record<string, string>[] = [];
  for (let i = 0; i < SESSIONS; i += 10)
    sessions.push(
      ...(await Promise.all(Array.from({ length: 10 }, () => signIn(baseUrl, 'admin@a1demo.com')))).map(sessionHeaders),
    );
  const times: number[] = [];
  const until = performance.now() + SCAN_SECONDS * 1000;
  await Promise.all(
    sessions.map(async (headers, s) => {
      for (let n = 0; ; n++) {
        await think();
        if (performance.now() > until) return;
        const { ms } = await put(baseUrl, A1.receivingJobUpdate.path, headers, {
          jobId: jobIds[s],
          scans: [{ barcode: `BENCH-S${s}-${n}` }],
        });
        times.push(ms);
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(`(receiving bench: ${times.length} scans by ${SESSIONS} sessions in ${SCAN_SECONDS} s)`);
  report('receiving.scan100sessions.p95', Math.round(quantile(times, 0.95)), 150, 'ms');

  // A manifest of 10,000 of the demo's packages, received and then closed onto the 101st open job.
  await db.execute(sql`
    INSERT INTO manifests (manifest_number, customer_id) SELECT ${MANIFEST_NUMBER}, min(id) FROM customers`);
  await db.execute(sql`
    UPDATE packages SET manifest_number = ${MANIFEST_NUMBER}, status = ${PACKAGE_STATUSES[0]}, job_id = NULL
    WHERE id IN (SELECT id FROM packages ORDER BY id LIMIT ${MANIFEST_PACKAGES})`);
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM manifests WHERE manifest_number = ${MANIFEST_NUMBER}`,
  );
  const manifestId = rows[0].id;
  const headers = sessions[0];
  const receive = await put(baseUrl, A1.receivingManifestTares.path, headers, {
    manifestId,
    jobId: jobIds[SESSIONS],
    tares: [],
    action: 'receive',
  });
  const { rows: pieces } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM job_pieces WHERE job_id = ${jobIds[SESSIONS]} AND package_id IS NOT NULL`,
  );
  if (pieces[0].n < MANIFEST_PACKAGES) throw new Error(`the manifest received ${pieces[0].n} pieces`);
  report('receiving.manifest10000.receive', Math.round(receive.ms), 3000, 'ms');
  const open = `${A1.receivingManifest.path}?ManifestNumber=${MANIFEST_NUMBER}`;
  await getCompressed(baseUrl, open, headers);
  const opens: Array<{ ms: number; bytes: number }> = [];
  for (let i = 0; i < 5; i++) opens.push(await getCompressed(baseUrl, open, headers));
  report('receiving.manifest10000.open', Math.round(median(opens.map((o) => o.ms))), 1000, 'ms');
  report('receiving.manifest10000.wire', Math.round(opens[0].bytes / 1024), 500, 'KB');
  const close = await put(baseUrl, A1.receivingManifestTares.path, headers, { manifestId, tares: [], action: 'close' });
  report('receiving.manifest10000.close', Math.round(close.ms), 3000, 'ms');
}
