/** Excel export and import rules (shell §5 Excel importer, §7 export). */
import {
  CSV_DELIMITER,
  DEFAULT_EXPORT_TYPE,
  EXCEL_QUEUE_ROW_THRESHOLD,
  IMPORT_FILE_TYPES,
  type ExportType,
  type ImportFileType,
} from '../../constants/grid.ts';
import type { GridColumn, Row } from './types.ts';
import { textFormat } from './format.ts';

/** Past the threshold an export goes to the Excel Exports queue instead of blocking the page. */
export const shouldQueueExport = (dataRowCount: number, threshold: number = EXCEL_QUEUE_ROW_THRESHOLD): boolean =>
  dataRowCount > threshold;

export const exportTypeOf = (column: GridColumn): ExportType => column.exportType ?? DEFAULT_EXPORT_TYPE;
export const exportTitleOf = (column: GridColumn): string => column.excelTitle ?? column.title;

/** Visible, non-button columns in the user's order: what an export carries. */
export const exportColumns = (columns: readonly GridColumn[]): GridColumn[] =>
  columns.filter((c) => c.show !== false && !c.hideColumn && c.type !== 'button');

/** POST ExportToExcel body: the titles as the first row, then the cells, plus one export type per column. */
export function buildExportBody(
  rows: readonly Row[],
  columns: readonly GridColumn[],
): { data: unknown[][]; columnTypes: ExportType[]; createMultipleSheets: boolean } {
  const cols = exportColumns(columns);
  const data: unknown[][] = [cols.map(exportTitleOf)];
  // A formatted text column exports the text shown; a boolean column exported as Excel booleans keeps its values
  // (Excel shows them in its user's language), one exported as text takes the Yes/No shown.
  const formats = cols.map((c) => (c.type === 'boolean' && exportTypeOf(c) === 'boolean' ? undefined : textFormat(c)));
  const cell = (i: number, v: unknown) =>
    v === null || v === undefined ? null : v !== '' && formats[i] ? formats[i](v) : v;
  for (const row of rows) data.push(cols.map((c, i) => cell(i, row[c.value])));
  return { data, columnTypes: cols.map(exportTypeOf), createMultipleSheets: false };
}

export const xlsxFileName = (name: string | undefined, fallback: string): string => {
  const base = (name ?? '').trim() || fallback;
  return /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
};

/** The importer's file type of a file name, or undefined when it is none of the offered ones. */
export function importTypeOf(fileName: string): ImportFileType | undefined {
  const lower = fileName.toLowerCase();
  return IMPORT_FILE_TYPES.find((t) => lower.endsWith(t.extension))?.id;
}

export interface ImportForm {
  /** Several types offered: the type is required. */
  allowedTypes: readonly ImportFileType[];
  fileType: ImportFileType | null;
  fileName: string | null;
  worksheetName: string | null;
  delimiter: string | null;
}

export type ImportFormError =
  'fileRequired' | 'fileTypeRequired' | 'fileTypeNotAllowed' | 'worksheetRequired' | 'delimiterRequired';

/** Shell §5: type required when several are offered; worksheet required for Excel; delimiter for .txt. */
export function importFormErrors(form: ImportForm): ImportFormError[] {
  const errors: ImportFormError[] = [];
  const type = form.allowedTypes.length === 1 ? form.allowedTypes[0] : form.fileType;
  if (!type) errors.push('fileTypeRequired');
  if (!form.fileName) errors.push('fileRequired');
  else if (type && importTypeOf(form.fileName) !== type) errors.push('fileTypeNotAllowed');
  if (type === 'xlsx' && !form.worksheetName) errors.push('worksheetRequired');
  if (type === 'txt' && !form.delimiter) errors.push('delimiterRequired');
  return errors;
}

export const delimiterFor = (type: ImportFileType, delimiter: string | null): string =>
  type === 'csv' ? CSV_DELIMITER : (delimiter ?? '');

/**
 * Splits delimited text into rows, honouring double quotes ("a,b" stays one cell, "" is a quote).
 * Blank lines are skipped.
 */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (body.startsWith(delimiter, i)) {
      row.push(cell);
      cell = '';
      i += delimiter.length - 1;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      cell = '';
      if (row.some((c) => c !== '')) rows.push(row);
      row = [];
    } else cell += ch;
  }
  row.push(cell);
  if (row.some((c) => c !== '')) rows.push(row);
  return rows;
}

/** Rows to the import result: headers from the first row (or Column 1..n), rates keyed by header. */
export function toImportResult(
  matrix: readonly unknown[][],
  hasHeaders: boolean,
): { headers: string[]; rates: Record<string, unknown>[] } {
  const width = matrix.reduce((w, r) => Math.max(w, r.length), 0);
  const first = hasHeaders ? (matrix[0] ?? []) : [];
  const headers: string[] = [];
  const used = new Set<string>();
  for (let i = 0; i < width; i++) {
    let name =
      hasHeaders && first[i] !== undefined && first[i] !== null && String(first[i]).trim() !== ''
        ? String(first[i]).trim()
        : `Column ${i + 1}`;
    // Duplicate titles would overwrite each other in a keyed row: number them.
    for (let n = 2; used.has(name); n++) name = `${name} (${n})`;
    used.add(name);
    headers.push(name);
  }
  const body = hasHeaders ? matrix.slice(1) : matrix;
  const rates = body.map((r) => {
    const out: Record<string, unknown> = {};
    headers.forEach((h, i) => {
      out[h] = r[i] ?? null;
    });
    return out;
  });
  return { headers, rates };
}
