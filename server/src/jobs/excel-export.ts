/**
 * Excel exports as background jobs (shell §2 Excel Exports, design §3): `enqueueExcelExport` records a pending
 * export and queues its job; the worker writes the workbook with exceljs, stores it base64, marks it complete
 * with an expiry time; the sweep marks old exports expired.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { enqueue } from './queue.ts';
import { writeWorkbook } from '../areas/excel/service.ts';

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

/** Records a pending export and queues the job; returns the export's name (its download key). */
export async function enqueueExcelExport(db: Db, request: ExcelExportRequest): Promise<string> {
  const name = randomUUID();
  const fileName = `${(request.fileName ?? 'A1 Export').replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
  await db.insert(t.excelExports).values({ name, userId: request.userId, displayName: request.displayName, fileName, contentType: XLSX_TYPE });
  await enqueue(db, EXCEL_EXPORT_JOB, { name, sheetName: request.sheetName ?? 'Export', columns: request.columns, rows: request.rows });
  return name;
}

/** The grid's streaming, typed writer makes queued files the same as inline exports. */
export async function buildWorkbook(sheetName: string, columns: ExcelExportColumn[], rows: unknown[][]): Promise<Buffer> {
  return writeWorkbook({
    data: [columns.map((c) => c.title), ...rows],
    columnTypes: columns.map((c) => c.exportType ?? 'string'),
    sheetName: sheetName.slice(0, 31) || 'Export',
  });
}

export async function runExcelExport(db: Db, payload: { name: string; sheetName: string; columns: ExcelExportColumn[]; rows: unknown[][] }, keepHours: number): Promise<void> {
  const buffer = await buildWorkbook(payload.sheetName, payload.columns, payload.rows);
  const now = new Date();
  await db.update(t.excelExports).set({
    content: buffer.toString('base64'), isComplete: true, updatedOn: now, expiresOn: new Date(now.getTime() + keepHours * 3_600_000),
  }).where(eq(t.excelExports.name, payload.name));
}

export async function markExportFailed(db: Db, name: string, error: string): Promise<void> {
  // A failed export is complete and expired: nothing to download, and the dialog shows it under Expired.
  await db.update(t.excelExports).set({ isComplete: true, isExpired: true, error, updatedOn: new Date() }).where(eq(t.excelExports.name, name));
}

/** Marks complete exports past their keep time expired and drops their content. */
export async function expireExports(db: Db, now = new Date()): Promise<void> {
  await db.update(t.excelExports).set({ isExpired: true, content: null, updatedOn: sql`now()` })
    .where(and(eq(t.excelExports.isComplete, true), eq(t.excelExports.isExpired, false), lt(t.excelExports.expiresOn, now)));
}
