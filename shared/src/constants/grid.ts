/** Shared data grid constants (shell §3 Grid column, §9; spec 2 §9; spec 3 §9). One place for web, server and tests. */

/** Column types of shell §3 Grid column. */
export const GRID_COLUMN_TYPES = ['string', 'date', 'dateTime', 'currency', 'number', 'boolean', 'button'] as const;
export type GridColumnType = (typeof GRID_COLUMN_TYPES)[number];

/** Excel cell types a column may export as; the default is string (shell §3). */
export const EXPORT_TYPES = ['string', 'number', 'currency', 'date', 'dateTime', 'boolean'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const DEFAULT_EXPORT_TYPE: ExportType = 'string';

export const STICKY_COLUMN_WIDTH = 100;
/** Keyword box debounce (spec 2 §9). */
export const KEYWORD_DEBOUNCE_MS = 100;
/** Dropdown (shell §9): 10 visible options of 40 px; chips collapse at 10; options render 100 every 10 ms. */
export const DROPDOWN = {
  visibleOptions: 10,
  optionHeightPx: 40,
  collapseChipsAt: 10,
  batchSize: 100,
  batchDelayMs: 10,
} as const;
/** Filter value list max height and filter panel width (shell §9). */
export const FILTER_VALUES_MAX_HEIGHT_PX = 500;
export const FILTER_PANEL_WIDTH_PX = 256;

/**
 * Date-time adds hh:mm a; Excel sheet dates fall back to MM/DD/YYYY (shell §9). The date formats themselves are the
 * locale's (constants/shell.ts: DATE_FORMATS, COUNTRY_DATE_FORMATS), written in the grid's pattern letters.
 */
export const DATE_TIME_SUFFIX = ' hh:mm A';
export const EXCEL_DATE_FALLBACK_FORMAT = 'MM/DD/YYYY';
/** Currency is EUR for FR, USD otherwise (shell §3). */
export const currencyForCountry = (country: string | undefined): 'EUR' | 'USD' => (country === 'FR' ? 'EUR' : 'USD');

/** Default Excel file name: the product's name with 'Export' (shell §7). */
export const DEFAULT_EXCEL_FILE_NAME = 'A1 Back Office Export';
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * Past this many data rows an export goes to the Excel Exports queue instead of answering inline.
 * Not given by the spec: 25,000 rows keeps an inline answer under about a second and a half.
 */
export const EXCEL_QUEUE_ROW_THRESHOLD = 25_000;

/** Importer file types (shell §9, spelling as the spec writes it) and the CSV delimiter. */
export const IMPORT_FILE_TYPES = [
  { id: 'xlsx', label: 'Excel (.xlsx)', extension: '.xlsx' },
  { id: 'csv', label: 'Excel Comma Seperated Files(.csv)', extension: '.csv' },
  { id: 'txt', label: 'Delimited Text File(.txt)', extension: '.txt' },
] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number]['id'];
export const CSV_DELIMITER = ',';
/** Largest import file (not in the spec): 25 MB of file, enough for 100,000 rows of 25 columns. */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;

/** Server messages of the Excel calls (not in the spec's catalogue: chosen to say what to do). */
export const EXCEL_MESSAGES = {
  emptyFile: 'The file is empty. Choose a file that holds data.',
  noRows: 'The file holds no rows to import.',
  tooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB. Split it into smaller files and import each.`,
  wrongType: (fileName: string) =>
    `"${fileName}" is not a supported file. Choose an Excel (.xlsx), CSV (.csv) or text (.txt) file.`,
  corrupt:
    'The file could not be read as an Excel workbook. It may be damaged or not really an .xlsx file; open it in Excel, save it again as .xlsx and retry.',
  worksheetMissing: (name: string) => `The workbook has no worksheet named "${name}".`,
  worksheetRequired: 'Choose a worksheet to import.',
  delimiterRequired: 'Enter the delimiter of the text file.',
  notText: 'The file is not a text file. Choose a CSV or delimited text file.',
  exportEmpty: 'There is nothing to export: the first row must hold the column titles.',
  exportTypes: 'columnTypes must give one export type per column.',
} as const;

/** The job dashboard grid (spec 3 §9). */
export const JOB_DASHBOARD_PAGE_SIZE = 15;
