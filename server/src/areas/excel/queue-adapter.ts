/**
 * Large grid exports go to the Excel Exports queue (server/src/jobs/) instead of being answered inline:
 * this turns the ExportToExcel body (titles first, column types) into a queued export.
 */
import type { Db } from '../../db/client.ts';
import { enqueueExcelExport as enqueue } from '../../jobs/excel-export.ts';
import type { ExportRequest } from './service.ts';

export interface QueuedExport {
  name: string;
  displayName: string;
}

export async function enqueueExcelExport(
  db: Db,
  userId: number,
  displayName: string,
  request: ExportRequest,
): Promise<QueuedExport> {
  const [titles = [], ...rows] = request.data;
  const name = await enqueue(db, {
    userId,
    displayName,
    fileName: displayName,
    sheetName: request.sheetName,
    columns: titles.map((title, i) => ({ title: String(title ?? ''), exportType: request.columnTypes[i] })),
    rows,
  });
  return { name, displayName };
}
