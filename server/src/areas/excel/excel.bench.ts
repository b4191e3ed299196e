/**
 * Excel benchmarks (issue 5 Speed): export of 100,000 × 20 to .xlsx (time and peak memory) and import of a
 * 100,000-row .xlsx through the streaming reader. Medians of 3 runs.
 *
 * The export is measured on its production path. ExportToExcel queues anything past 25,000 rows, so the rows are
 * queued exactly as the route queues them, and each run starts a fresh server process (excel.bench-worker.ts)
 * whose worker takes the job from the PostgreSQL-backed queue, streams the rows into the workbook and stores
 * it. Its time is the job's; its peak memory is that whole process's high-water mark as the kernel counts it.
 * PostgreSQL is DATABASE_URL or 127.0.0.1:5432 (as for the contract tests), in a throw-away database; without
 * a server, embedded PGlite in a temp folder, whose database engine then sits inside the measured process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { ExportType } from '@a1/shared';
import { openDatabase, type Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { enqueueExcelExport } from './queue-adapter.ts';
import { worksheetData } from './service.ts';

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const report = (name: string, value: number, target: number, unit: string) =>
  console.log(
    `${name}: ${value < 10 ? value.toFixed(2) : value.toFixed(0)} ${unit} (target <= ${target} ${unit}) ${value <= target ? 'ok' : 'SLOW'}`,
  );

const ROWS = 100_000;
const RUNS = 3;
const serverRoot = resolve(import.meta.dirname, '..', '..', '..');
const types: ExportType[] = Array.from({ length: 20 }, (_, c) =>
  c === 2 ? 'date' : c === 3 ? 'currency' : c === 4 ? 'number' : 'string',
);

/** A throw-away PostgreSQL database when a server answers, else a PGlite folder. */
async function benchDatabase(): Promise<{
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    const dataDir = mkdtempSync(join(tmpdir(), 'a1-excel-bench-'));
    return {
      env: { A1_DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `a1_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** One export job in a fresh server process: its seconds and peak resident MB. */
function runWorker(env: Record<string, string>): Promise<{ seconds: number; peakMb: number }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'excel.bench-worker.ts')], {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0
        ? done(JSON.parse(out.trim().split('\n').pop()!))
        : fail(new Error(`the export run exited ${code}: ${out}`)),
    );
  });
}

const bench = await benchDatabase();
try {
  // The ExportToExcel body as the route receives it: titles first, then the rows.
  const data: unknown[][] = [types.map((_, c) => `Column ${c}`)];
  for (let r = 0; r < ROWS; r++)
    data.push(
      types.map((ty, c) =>
        ty === 'date' ? '2026-03-04' : ty === 'currency' ? r * 1.25 : ty === 'number' ? r : `Row ${r} cell ${c}`,
      ),
    );
  let database = await bench.open();
  await database.migrate();
  const [subsidiary] = await database.db.insert(t.subsidiaries).values({ name: 'Bench' }).returning();
  const [user] = await database.db
    .insert(t.users)
    .values({
      kanbanUserId: 1,
      email: 'bench@a1demo.com',
      username: 'bench',
      fullName: 'Bench',
      subsidiaryId: subsidiary.id,
    })
    .returning();
  const names: string[] = [];
  for (let run = 0; run < RUNS; run++)
    names.push((await enqueueExcelExport(database.db, user.id, 'Bench', { data, columnTypes: types })).name);
  data.length = 0;
  // PGlite keeps its folder to one process at a time.
  await database.close();

  const exportTimes: number[] = [];
  const peaks: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { seconds, peakMb } = await runWorker(bench.env);
    exportTimes.push(seconds);
    peaks.push(peakMb);
  }
  report('excel.export100kx20', median(exportTimes), 5, 's');
  report('excel.exportPeakRss', median(peaks), 300, 'MB');

  database = await bench.open();
  const done = await database.db
    .select({ name: t.excelExports.name, content: t.excelExports.content })
    .from(t.excelExports)
    .where(and(eq(t.excelExports.isComplete, true), eq(t.excelExports.isExpired, false)));
  const left = await database.db.select({ n: sql<number>`count(*)::int` }).from(t.excelExportRows);
  await database.close();
  if (done.length !== RUNS || done.some((d) => !d.content || !names.includes(d.name)) || left[0].n !== 0)
    throw new Error('the queued exports did not all complete');

  const content = done[0].content!;
  const importTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const result = await worksheetData({
      fileName: 'bench.xlsx',
      content,
      formData: { worksheetName: 'Export' },
      hasHeaders: true,
    });
    importTimes.push((performance.now() - start) / 1000);
    if (result.rates.length !== ROWS) throw new Error(`imported ${result.rates.length} rows`);
  }
  report('excel.import100kRows', median(importTimes), 8, 's');
} finally {
  await bench.drop();
}
