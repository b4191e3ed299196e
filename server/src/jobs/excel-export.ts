/**
 * Excel exports as background jobs (shell §2 Excel Exports, design §3): `enqueueExcelExport` records a pending
 * export and queues its job; the worker writes the workbook with exceljs, stores it base64, marks it complete
 * with an expiry time; the sweep marks old exports expired.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { enqueue } from './queue.ts';
import { writeWorkbookRows, type RowBatches } from '../areas/excel/service.ts';

export const EXCEL_EXPORT_JOB = 'excel-export';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExcelExportColumn {
  title: string;
  /** Grid column exportType (shell §3): string (default), number, currency, date, dateTime, boolean. */
  exportType?: 'string' | 'number' | 'currency' | 'date' | 'dateTime' | 'boolean';
}

export interface ExcelExportRequest {
  userId: number;
  /** What the user sees in the Excel Exports dialog, e.g. 'Tickets – all lanes'. */
  displayName: string;
  /** File name without extension; default 'A1 Export' (the product-named 'Export' of shell §7). */
  fileName?: string;
  sheetName?: string;
  columns: ExcelExportColumn[];
  /** One array per row, in the order of columns. */
  rows: unknown[][];
}

/** Rows per stored chunk: ~170 KB of JSON lines for 20 columns; few queries, and a chunk's text is all the worker holds besides the row it writes. */
export const EXPORT_ROWS_PER_CHUNK = 500;
/** Chunks per INSERT statement while queueing. */
const CHUNKS_PER_INSERT = 10;

/** What the job carries: the rows themselves stay in excel_export_rows (`chunks` of them). */
export interface ExcelExportPayload {
  name: string;
  sheetName: string;
  columns: ExcelExportColumn[];
  chunks?: number;
  /** Jobs queued before the rows moved to excel_export_rows carry them here. */
  rows?: unknown[][];
}

/** Records a pending export, its rows and its job in one transaction; returns the export's name (its download key). */
export async function enqueueExcelExport(db: Db, request: ExcelExportRequest): Promise<string> {
  const name = randomUUID();
  const fileName = `${(request.fileName ?? 'A1 Export').replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
  const chunks = Math.ceil(request.rows.length / EXPORT_ROWS_PER_CHUNK);
  await db.transaction(async (tx) => {
    await tx
      .insert(t.excelExports)
      .values({ name, userId: request.userId, displayName: request.displayName, fileName, contentType: XLSX_TYPE });
    for (let first = 0; first < chunks; first += CHUNKS_PER_INSERT) {
      const values = [];
      for (let chunk = first; chunk < Math.min(chunks, first + CHUNKS_PER_INSERT); chunk++) {
        const rows = request.rows.slice(chunk * EXPORT_ROWS_PER_CHUNK, (chunk + 1) * EXPORT_ROWS_PER_CHUNK);
        values.push({ exportName: name, chunk, rows: rows.map((row) => JSON.stringify(row ?? [])).join('\n') });
      }
      await tx.insert(t.excelExportRows).values(values);
    }
    const payload: ExcelExportPayload = {
      name,
      sheetName: request.sheetName ?? 'Export',
      columns: request.columns,
      chunks,
    };
    await enqueue(tx, EXCEL_EXPORT_JOB, payload);
  });
  return name;
}

/** Chunks read ahead of the writer: the database works on the next ones while the workbook takes this one. */
const CHUNKS_AHEAD = 3;

/** One stored chunk's rows, parsed one line (one row) at a time as the writer asks for it. */
function* jsonLines(text: string): Generator<unknown[]> {
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    yield JSON.parse(text.slice(start, stop)) as unknown[];
    start = stop + 1;
  }
}

/** The stored rows, chunk by chunk, in order. */
async function* storedRows(db: Db, name: string, chunks: number): AsyncGenerator<Iterable<unknown[]>> {
  const read = async (chunk: number) => {
    const [row] = await db
      .select({ rows: t.excelExportRows.rows })
      .from(t.excelExportRows)
      .where(and(eq(t.excelExportRows.exportName, name), eq(t.excelExportRows.chunk, chunk)));
    if (!row) throw new Error(`Rows ${chunk + 1} of ${chunks} of export ${name} are missing.`);
    return row.rows;
  };
  const ahead: Promise<string>[] = [];
  let requested = 0;
  for (let chunk = 0; chunk < chunks; chunk++) {
    while (requested < chunks && ahead.length < CHUNKS_AHEAD) {
      const pending = read(requested++);
      // If the writer stops early, a read already started must not become an unhandled rejection.
      pending.catch(() => undefined);
      ahead.push(pending);
    }
    yield jsonLines(await ahead.shift()!);
  }
}

/** The grid's streaming, typed writer makes queued files the same as inline exports; the file as base64. */
export async function buildWorkbook(
  sheetName: string,
  columns: ExcelExportColumn[],
  rows: RowBatches,
): Promise<string> {
  return writeWorkbookRows(
    columns.map((c) => c.title),
    columns.map((c) => c.exportType ?? 'string'),
    rows,
    { sheetName: sheetName.slice(0, 31) || 'Export' },
  );
}

export async function runExcelExport(db: Db, payload: ExcelExportPayload, keepHours: number): Promise<void> {
  const content = await buildWorkbook(
    payload.sheetName,
    payload.columns,
    payload.rows ? [payload.rows] : storedRows(db, payload.name, payload.chunks ?? 0),
  );
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(t.excelExports)
      .set({
        content,
        isComplete: true,
        updatedOn: now,
        expiresOn: new Date(now.getTime() + keepHours * 3_600_000),
      })
      .where(eq(t.excelExports.name, payload.name));
    await tx.delete(t.excelExportRows).where(eq(t.excelExportRows.exportName, payload.name));
  });
}

export async function markExportFailed(db: Db, name: string, error: string): Promise<void> {
  // A failed export is complete and expired: nothing to download, and the dialog shows it under Expired.
  await db
    .update(t.excelExports)
    .set({ isComplete: true, isExpired: true, error, updatedOn: new Date() })
    .where(eq(t.excelExports.name, name));
  await db.delete(t.excelExportRows).where(eq(t.excelExportRows.exportName, name));
}

/** Marks complete exports past their keep time expired and drops their content. */
export async function expireExports(db: Db, now = new Date()): Promise<void> {
  await db
    .update(t.excelExports)
    .set({ isExpired: true, content: null, updatedOn: sql`now()` })
    .where(
      and(eq(t.excelExports.isComplete, true), eq(t.excelExports.isExpired, false), lt(t.excelExports.expiresOn, now)),
    );
}
