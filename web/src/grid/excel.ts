/** Excel export through POST ExportToExcel (shell §7): base64 back, saved as an .xlsx download. */
import { A1, DEFAULT_EXCEL_FILE_NAME, XLSX_MIME_TYPE } from '@a1/shared';
import { buildExportBody, xlsxFileName, type GridColumn, type Row } from '@a1/shared/rules/grid/index';
import type { A1Calls } from '../providers/useA1';
import { gridLocale } from './locale';
import { saveBlob } from '../files/saveBlob';

export type ExportOutcome = { kind: 'downloaded'; fileName: string } | { kind: 'queued'; name: string; rows: number };

function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export async function exportToExcel(
  a1: A1Calls,
  rows: readonly Row[],
  columns: readonly GridColumn[],
  fileName?: string,
): Promise<ExportOutcome> {
  const name = xlsxFileName(fileName, DEFAULT_EXCEL_FILE_NAME);
  const body = {
    ...buildExportBody(rows, columns),
    fileName: name.replace(/\.xlsx$/i, ''),
    currency: gridLocale().currency,
  };
  const answer = await a1.callEnvelope(A1.exportToExcel, { body });
  if (answer.queued) return { kind: 'queued', name: answer.queued.displayName, rows: rows.length };
  saveBlob(base64ToBlob(answer.data ?? '', XLSX_MIME_TYPE), name);
  return { kind: 'downloaded', fileName: name };
}
