/**
 * Excel export and import with exceljs (design §3): the streaming writer for exports, the streaming
 * reader for imports, so 100,000 rows never sit in memory as a whole workbook model.
 */
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  EXCEL_DATE_FALLBACK_FORMAT,
  EXCEL_MESSAGES,
  IMPORT_MAX_BYTES,
  type ExportType,
  type ImportModel,
  type ImportResult,
} from '@a1/shared';

export type { ImportModel, ImportResult };
import { parseDelimited, toImportResult, importTypeOf, toTime } from '@a1/shared/rules/grid/index';
import { A1Error } from '../../http/errors.ts';

/** Excel number formats per export type; the date one is the spec's sheet fallback MM/DD/YYYY. */
const NUMBER_FORMATS: Partial<Record<ExportType, string>> = {
  date: EXCEL_DATE_FALLBACK_FORMAT.toLowerCase(),
  dateTime: `${EXCEL_DATE_FALLBACK_FORMAT.toLowerCase()} hh:mm AM/PM`,
  currency: '"$"#,##0.00',
  number: 'General',
};
const CURRENCY_FORMATS: Record<string, string> = { USD: '"$"#,##0.00', EUR: '#,##0.00 "€"' };

/** A cell typed by its column's export type: real dates, numbers, booleans; anything unreadable stays text. */
export function typedCell(value: unknown, type: ExportType): string | number | boolean | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'number':
    case 'currency': {
      const n = typeof value === 'number' ? value : Number(String(value).replace(/[^0-9.+-eE]/g, ''));
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date':
    case 'dateTime': {
      const time = toTime(value);
      if (time === null) return String(value);
      if (type === 'date') {
        // A calendar day: stored as UTC midnight so Excel shows the same day wherever the server runs.
        const d = new Date(time);
        return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
      }
      return new Date(time);
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : String(value);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

export interface ExportRequest {
  data: unknown[][];
  columnTypes: ExportType[];
  createMultipleSheets?: boolean;
  currency?: string;
  sheetName?: string;
}

/** Rows in batches, from memory or read page by page (the Excel Exports queue). */
export type RowBatches = Iterable<Iterable<unknown[]>> | AsyncIterable<Iterable<unknown[]>>;

/** Rows between two looks at the zip stage: about 0.1 MB of sheet XML, near what zlib deflates per turn of the event loop. */
const ROWS_PER_TURN = 100;
/**
 * Sheet XML the zip stage may hold before the writer waits for it to catch up. Small on purpose: buffers that
 * wait long outlive a young-generation GC and then stay resident until a full one (1 MB here peaked ~40 MB higher).
 */
const ZIP_BACKLOG_BYTES = 256 * 1024;

/**
 * Lets the zip stage catch up. exceljs hands each sheet's XML to archiver without looking at backpressure, so
 * a loop that commits rows without yielding queues the whole uncompressed sheet in memory before a byte is
 * deflated. Every ROWS_PER_TURN rows the writer yields (zlib hands back each deflated chunk on a turn of the
 * event loop) and waits while the stage behind the sheet holds more than ZIP_BACKLOG_BYTES (that stream is
 * exceljs's internal; should it move, yielding alone still lets zlib run).
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  const next = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0] as
    (Writable & { _writableState?: { length: number } }) | undefined;
  const queued = () => next?.writableLength ?? next?._writableState?.length ?? 0;
  while (next && queued() > ZIP_BACKLOG_BYTES) await once(next, 'drain');
}

/** Writes the titles and rows to an .xlsx with the streaming writer; returns the file as base64. */
export async function writeWorkbook(request: ExportRequest): Promise<string> {
  const { data } = request;
  if (!data.length || !Array.isArray(data[0]) || data[0].length === 0)
    throw new A1Error(400, EXCEL_MESSAGES.exportEmpty);
  return writeWorkbookRows(data[0], request.columnTypes, [data.length > 1 ? data.slice(1) : []], request);
}

/**
 * The streaming writer: each row is committed as it comes and the zip stage keeps up, so memory holds one
 * batch of rows and the compressed file, never the workbook (design §3 Excel). The file comes back as base64
 * (what the API answers and the Excel Exports table keeps), encoded as it is zipped: no second whole copy.
 */
export async function writeWorkbookRows(
  titles: unknown[],
  columnTypes: ExportType[],
  batches: RowBatches,
  options: { currency?: string; sheetName?: string } = {},
): Promise<string> {
  if (!Array.isArray(titles) || titles.length === 0) throw new A1Error(400, EXCEL_MESSAGES.exportEmpty);
  const width = titles.length;
  if (columnTypes.length !== width) throw new A1Error(400, EXCEL_MESSAGES.exportTypes);
  const sink = new PassThrough();
  const base64: string[] = [];
  // Base64 of whole 3-byte groups concatenates to the base64 of the whole file; a chunk's last 1-2 bytes wait.
  let carry: Buffer = Buffer.alloc(0);
  sink.on('data', (chunk: Buffer) => {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 3);
    base64.push(bytes.toString('base64', 0, whole));
    carry = bytes.subarray(whole);
  });
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Sheet1');
  const formats = columnTypes.map((type) =>
    type === 'currency'
      ? (CURRENCY_FORMATS[options.currency ?? 'USD'] ?? NUMBER_FORMATS.currency)
      : NUMBER_FORMATS[type],
  );
  sheet.columns = titles.map((title, i) => ({
    key: String(i),
    width: Math.min(40, Math.max(10, String(title ?? '').length + 2)),
    style: formats[i] ? { numFmt: formats[i] } : {},
  }));
  const header = sheet.addRow(titles.map((t) => (t === null || t === undefined ? '' : String(t))));
  header.font = { bold: true };
  header.commit();
  // exceljs gives each cell a fresh copy of its column's style and works out the style id again for every
  // copy; it remembers the id per style object, so cells share one object per column (same content, same id;
  // empty cells keep their copies, which give the same id the slow way).
  const styles = formats.map((numFmt) => (numFmt ? { numFmt } : {}));
  const shareStyle = (cell: ExcelJS.Cell, column: number) => {
    cell.style = styles[column - 1];
  };
  const cells = new Array(width);
  let sinceTurn = 0;
  for await (const batch of batches) {
    for (const source of batch) {
      for (let c = 0; c < width; c++) cells[c] = typedCell(source?.[c], columnTypes[c]);
      const row = sheet.addRow(cells);
      row.eachCell(shareStyle);
      row.commit();
      if (++sinceTurn === ROWS_PER_TURN) {
        sinceTurn = 0;
        await zipCaughtUp(sheet);
      }
    }
  }
  sheet.commit();
  await workbook.commit();
  await done;
  base64.push(carry.toString('base64'));
  return base64.join('');
}

/** Decodes the base64 content (with or without a data: URL prefix), refusing empty and oversized files. */
export function decodeContent(model: ImportModel): Buffer {
  const raw = model.content.replace(/^data:[^,]*,/, '');
  // Check the size from the base64 length before decoding: an oversized file never gets allocated.
  if (Math.floor((raw.length * 3) / 4) > IMPORT_MAX_BYTES + 3)
    throw new A1Error(413, EXCEL_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length === 0) throw new A1Error(400, EXCEL_MESSAGES.emptyFile);
  if (bytes.length > IMPORT_MAX_BYTES) throw new A1Error(413, EXCEL_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
  return bytes;
}

function requireXlsx(model: ImportModel, bytes: Buffer): void {
  if (importTypeOf(model.fileName) !== 'xlsx') throw new A1Error(415, EXCEL_MESSAGES.wrongType(model.fileName));
  // An .xlsx is a zip: it starts with "PK\3\4". Anything else is not a workbook whatever its name.
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4)
    throw new A1Error(422, EXCEL_MESSAGES.corrupt);
}

/** The cell value an import returns: text, numbers, booleans, dates as ISO strings; formulas give their result. */
function plainValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as unknown as Record<string, unknown>;
    if ('result' in v) return plainValue(v.result as ExcelJS.CellValue);
    if ('richText' in v) return (v.richText as { text: string }[]).map((p) => p.text).join('');
    if ('text' in v) return v.text;
    if ('error' in v) return String(v.error);
    return null;
  }
  return value;
}

/**
 * exceljs's streaming reader now and then parses a worksheet before the workbook part it needs for the
 * sheet names, and throws reading `sheets` of undefined (exceljs issue 3064, a race inside the reader).
 * The same bytes read fine again, so such a read is retried; any other failure means a damaged file.
 */
const READ_ATTEMPTS = 3;
const isReaderRace = (error: unknown): boolean =>
  error instanceof TypeError && error.message.includes("reading 'sheets'");

/**
 * Reads every worksheet once with the streaming reader: their names, and the rows of the one `take`
 * picks (by name and position), if any. Sheets not taken are drained without keeping their rows.
 */
async function readWorkbook(
  bytes: Buffer,
  take: ((name: string, index: number) => boolean) | null,
): Promise<{ names: string[]; matrix?: unknown[][] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readWorkbookOnce(bytes, take);
    } catch (error) {
      if (error instanceof A1Error) throw error;
      if (isReaderRace(error) && attempt < READ_ATTEMPTS) continue;
      throw new A1Error(422, EXCEL_MESSAGES.corrupt);
    }
  }
}

async function readWorkbookOnce(
  bytes: Buffer,
  take: ((name: string, index: number) => boolean) | null,
): Promise<{ names: string[]; matrix?: unknown[][] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const names: string[] = [];
  let matrix: unknown[][] | undefined;
  for await (const entry of reader) {
    const sheet = entry as unknown as ExcelJS.stream.xlsx.WorksheetReader & { name: string };
    const taking = matrix === undefined && !!take?.(sheet.name, names.length);
    names.push(sheet.name);
    const rows: unknown[][] = [];
    // Each worksheet must be drained before the reader moves on to the next entry of the zip.
    for await (const row of sheet) {
      if (!taking) continue;
      const values = row.values as ExcelJS.CellValue[];
      // exceljs rows are 1-based: values[0] is always empty; rows may be sparse.
      const out: unknown[] = [];
      for (let c = 1; c < values.length; c++) out.push(plainValue(values[c]));
      rows[row.number - 1] = out;
    }
    if (taking) matrix = Array.from(rows, (r) => r ?? []);
  }
  if (names.length === 0) throw new A1Error(422, EXCEL_MESSAGES.corrupt);
  return { names, matrix };
}

export async function worksheetNames(model: ImportModel): Promise<string[]> {
  const bytes = decodeContent(model);
  requireXlsx(model, bytes);
  return (await readWorkbook(bytes, null)).names;
}

export async function worksheetData(model: ImportModel): Promise<ImportResult> {
  const bytes = decodeContent(model);
  requireXlsx(model, bytes);
  const wanted = model.formData?.worksheetName?.trim();
  if (!wanted) throw new A1Error(400, EXCEL_MESSAGES.worksheetRequired);
  const { matrix } = await readWorkbook(bytes, (name) => name === wanted);
  if (!matrix) throw new A1Error(400, EXCEL_MESSAGES.worksheetMissing(wanted));
  return finish(model, matrix);
}

/** The file name ParseExcelFile's bare contents are read under: an .xlsx, as the call's name says. */
const BARE_WORKBOOK = 'workbook.xlsx';

/** POST ParseExcelFile (spec 3 §7): the workbook's worksheet names and its first worksheet's rows (headers first). */
export async function parseExcelFile(
  contents: string,
): Promise<{ workSheetNames: string[]; headers: string[]; rates: Record<string, unknown>[] }> {
  const { names, result } = await firstWorksheet({ fileName: BARE_WORKBOOK, content: contents, hasHeaders: true });
  return { workSheetNames: names, headers: result.headers, rates: result.rates };
}

/**
 * POST ParseExcelFileData (spec 3 §7): the contents read as the parse model (the Excel import model
 * without its content) says: a .csv or .txt file name reads delimited text; otherwise an .xlsx, its
 * worksheet formData.worksheetName or, when none is named, the first one.
 */
export async function parseExcelFileData(
  contents: string,
  parseModel: Partial<Omit<ImportModel, 'content'>>,
): Promise<ImportResult> {
  const model: ImportModel = { ...parseModel, fileName: parseModel.fileName || BARE_WORKBOOK, content: contents };
  const type = importTypeOf(model.fileName);
  if (type === 'csv' || type === 'txt') return textData(model);
  if (model.formData?.worksheetName?.trim()) return worksheetData(model);
  return (await firstWorksheet(model)).result;
}

async function firstWorksheet(model: ImportModel): Promise<{ names: string[]; result: ImportResult }> {
  const bytes = decodeContent(model);
  requireXlsx(model, bytes);
  const { names, matrix } = await readWorkbook(bytes, (_name, index) => index === 0);
  return { names, result: finish(model, matrix ?? []) };
}

function finish(model: ImportModel, matrix: unknown[][]): ImportResult {
  const nonEmpty = matrix.filter((r) => r.some((c) => c !== null && c !== undefined && c !== ''));
  const result = toImportResult(nonEmpty, model.hasHeaders !== false);
  if (result.rates.length === 0) throw new A1Error(400, EXCEL_MESSAGES.noRows);
  return { fileName: model.fileName, ...result };
}

export function textData(model: ImportModel): ImportResult {
  const bytes = decodeContent(model);
  const type = importTypeOf(model.fileName);
  if (type !== 'csv' && type !== 'txt') throw new A1Error(415, EXCEL_MESSAGES.wrongType(model.fileName));
  const delimiter = type === 'csv' ? ',' : (model.delimiter ?? '');
  if (!delimiter) throw new A1Error(400, EXCEL_MESSAGES.delimiterRequired);
  // A NUL byte never appears in text: such a file is binary (an .xlsx renamed, an image…).
  if (bytes.includes(0)) throw new A1Error(415, EXCEL_MESSAGES.notText);
  return finish(model, parseDelimited(bytes.toString('utf8'), delimiter));
}
