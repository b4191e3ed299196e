import { describe, expect, it } from 'vitest';
import {
  CSV_DELIMITER,
  DEFAULT_EXPORT_TYPE,
  EXCEL_QUEUE_ROW_THRESHOLD,
  GRID_COLUMN_TYPES,
  STICKY_COLUMN_WIDTH,
  DROPDOWN,
} from '../../constants/grid.ts';
import { GRID_FONT_SIZE, GRID_PAGE_SIZE } from '../../constants/limits.ts';
import {
  addColumn,
  addableColumns,
  applySavedColumns,
  buildExportBody,
  buildKeywordIndex,
  canSaveSettings,
  cellText,
  chipValueCounts,
  clearFilterItems,
  dayEnd,
  dayStart,
  defaultSettings,
  delimiterFor,
  effectiveFontSize,
  exportTypeOf,
  filterRows,
  fontSizeError,
  formatDate,
  holdsBothBooleans,
  importFormErrors,
  initialFilterItems,
  initialPaging,
  isButtonDisabled,
  isFutureDay,
  keywordMatches,
  matchesDateRange,
  maxPageNumber,
  moveItem,
  nextBooleanState,
  nextSort,
  NO_SORT,
  pageBounds,
  pageSizeError,
  pagingFor,
  parseDelimited,
  parseSavedSettings,
  pickerValue,
  removeColumn,
  savedSettingsMatch,
  shouldQueueExport,
  sortPositions,
  toImportResult,
  valueKey,
  xlsxFileName,
  type FilteringModel,
  type GridColumn,
  type Row,
} from './index.ts';

const columns: GridColumn[] = [
  { title: 'Number', value: 'number', type: 'string', canFilter: true },
  { title: 'Status', value: 'status', type: 'string', canFilter: true },
  { title: 'Created On', value: 'createdOn', type: 'date', dateRangeFilter: true },
  { title: 'Amount', value: 'amount', type: 'currency', exportType: 'currency' },
  { title: 'Pieces', value: 'pieces', type: 'number', disableSort: true },
  { title: 'On Hold', value: 'onHold', type: 'boolean', canFilter: true },
  {
    title: 'Open',
    value: 'open',
    type: 'button',
    buttonDisabled: { valueIndex: 'status', condition: 'Closed', doesEqual: true },
  },
];
const rows: Row[] = [
  { number: 'J1', status: 'Open', createdOn: '2026-01-10T08:00:00', amount: 10.5, pieces: 3, onHold: true },
  { number: 'J2', status: 'closed', createdOn: '2026-01-11T23:30:00', amount: 2, pieces: 1, onHold: false },
  { number: 'J3', status: 'Closed', createdOn: '2026-01-12T00:00:00', amount: null, pieces: 9, onHold: null },
  { number: 'j4', status: '', createdOn: null, amount: 100, pieces: 2, onHold: false },
];
const model = (patch: Partial<FilteringModel> = {}): FilteringModel => ({
  show: true,
  keyword: '',
  items: initialFilterItems(columns),
  ...patch,
});

describe('grid filter rules', () => {
  it('P-139: the keyword is a case-insensitive substring match across all columns', () => {
    expect(filterRows(rows, columns, model({ keyword: 'j4' }))).toEqual([3]);
    expect(filterRows(rows, columns, model({ keyword: 'CLOS' }))).toEqual([1, 2]);
    expect(filterRows(rows, columns, model({ keyword: '01/11' }))).toEqual([1]);
    expect(filterRows(rows, columns, model({ keyword: '  ' }))).toEqual([0, 1, 2, 3]);
    const index = buildKeywordIndex(rows, columns);
    expect(keywordMatches(index, 'open')).toEqual([0]);
  });

  it('a keyword index with a cache builds only the rows it has not seen, and a changed row is a new object', () => {
    const cache = new WeakMap<Row, string>();
    const first = buildKeywordIndex(rows, columns, cache);
    expect(first).toEqual(buildKeywordIndex(rows, columns));
    // A row already seen takes its cached haystack (planted here, so reading it proves the cache was used).
    cache.set(rows[0], 'planted\u0001');
    const changed = { ...rows[2], status: 'Reopened' };
    const next = buildKeywordIndex([rows[0], rows[1], changed, rows[3]], columns, cache);
    expect(next[0]).toBe('planted\u0001');
    expect(next[1]).toBe(first[1]);
    expect(next[2]).toContain('reopened');
    expect(next[3]).toBe(first[3]);
  });

  it('P-140 P-141: value chips match exact uppercase values, empty cells in a blank bucket', () => {
    const items = initialFilterItems(columns);
    items[1] = { ...items[1], values: ['CLOSED'] };
    expect(filterRows(rows, columns, model({ items }))).toEqual([1, 2]);
    items[1] = { ...items[1], values: [''] };
    expect(filterRows(rows, columns, model({ items }))).toEqual([3]);
    items[1] = { ...items[1], values: ['CLOS'] };
    expect(filterRows(rows, columns, model({ items }))).toEqual([]);
    expect(valueKey(columns[1], null)).toBe('');
    expect(valueKey(columns[1], 'open')).toBe('OPEN');
  });

  it('S-149 S-200: chip counts list every value of a filterable column, blank bucket included', () => {
    expect(chipValueCounts(rows, columns[1])).toEqual([
      { key: '', label: '', count: 1 },
      { key: 'CLOSED', label: 'closed', count: 2 },
      { key: 'OPEN', label: 'Open', count: 1 },
    ]);
    expect(chipValueCounts(rows, columns[1], [0])).toEqual([{ key: 'OPEN', label: 'Open', count: 1 }]);
    expect(initialFilterItems(columns).map((i) => i.columnIndex)).toEqual([0, 1, 2, 5]);
  });

  it('P-142 S-437 S-438: a date range includes the whole start day and the whole end day', () => {
    expect(matchesDateRange('2026-01-11T00:00:00', '2026-01-11', '2026-01-11')).toBe(true);
    expect(matchesDateRange('2026-01-11T23:59:59.999', '2026-01-11', '2026-01-11')).toBe(true);
    expect(matchesDateRange('2026-01-12T00:00:00', '2026-01-11', '2026-01-11')).toBe(false);
    expect(matchesDateRange('2026-01-10T23:59:59', '2026-01-11', null)).toBe(false);
    expect(matchesDateRange(null, '2026-01-11', null)).toBe(false);
    expect(matchesDateRange(null, null, null)).toBe(true);
    expect(dayEnd('2026-01-11') - dayStart('2026-01-11')).toBe(86_399_999);
    const items = initialFilterItems(columns);
    items[2] = { ...items[2], includeDateRange: true, startDate: '2026-01-11', endDate: '2026-01-11' };
    expect(filterRows(rows, columns, model({ items }))).toEqual([1]);
  });

  it('S-201 S-202: default filters and default date ranges preset the chips; clear-all empties them', () => {
    const preset: GridColumn[] = [
      { title: 'Status', value: 'status', type: 'string', canFilter: true, defaultFilter: ['Open'] },
      {
        title: 'Created On',
        value: 'createdOn',
        type: 'date',
        dateRangeFilter: true,
        includeDateRangeFilter: true,
        dateRangeFilterDefaultStartDate: '2026-01-01',
        dateRangeFilterDefaultEndDate: '2026-01-31',
      },
    ];
    const items = initialFilterItems(preset);
    expect(items[0].values).toEqual(['OPEN']);
    expect(items[1]).toMatchObject({
      dateRange: true,
      includeDateRange: true,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(clearFilterItems(items)).toMatchObject([
      { values: [] },
      { includeDateRange: false, startDate: null, endDate: null },
    ]);
  });

  it('P-73 S-214: the filtering model holds show, keyword and filter items with the spec fields', () => {
    const item = initialFilterItems(columns)[0];
    for (const key of [
      'columnIndex',
      'values',
      'maxValuesLength',
      'canSearch',
      'dateRange',
      'includeDateRange',
      'startDate',
      'endDate',
    ])
      expect(item).toHaveProperty(key);
    expect(Object.keys(model())).toEqual(['show', 'keyword', 'items']);
  });
});

describe('grid boolean chip', () => {
  it('S-265: none → true → false → none when the data holds both values', () => {
    expect(nextBooleanState('none', true)).toBe('true');
    expect(nextBooleanState('true', true)).toBe('false');
    expect(nextBooleanState('false', true)).toBe('none');
  });
  it('S-266: otherwise false → null/unknown → none, and the null state keeps only unknown values', () => {
    expect(nextBooleanState('false', false)).toBe('null');
    expect(nextBooleanState('null', false)).toBe('none');
    expect(holdsBothBooleans([true, null])).toBe(false);
    expect(holdsBothBooleans([true, false])).toBe(true);
    const items = initialFilterItems(columns);
    items[3] = { ...items[3], booleanState: 'null' };
    expect(filterRows(rows, columns, model({ items }))).toEqual([2]);
    items[3] = { ...items[3], booleanState: 'false' };
    expect(filterRows(rows, columns, model({ items }))).toEqual([1, 3]);
  });
});

describe('grid sort', () => {
  it('S-212 S-262: a header click sorts ascending; -1 means no sort', () => {
    expect(NO_SORT.columnIndex).toBe(-1);
    expect(nextSort(NO_SORT, 0, columns)).toEqual({ columnIndex: 0, isAscending: true });
    expect(nextSort({ columnIndex: 0, isAscending: false }, 1, columns)).toEqual({ columnIndex: 1, isAscending: true });
  });
  it('S-263: the same header again toggles the direction', () => {
    expect(nextSort({ columnIndex: 0, isAscending: true }, 0, columns)).toEqual({ columnIndex: 0, isAscending: false });
    expect(nextSort({ columnIndex: 0, isAscending: false }, 0, columns)).toEqual({ columnIndex: 0, isAscending: true });
  });
  it('S-264: columns with disableSort ignore clicks', () => {
    const state = { columnIndex: 0, isAscending: true };
    expect(nextSort(state, 4, columns)).toBe(state);
  });
  it('S-154: sorting orders text case-insensitively, numbers and dates by value, empty first', () => {
    const all = [0, 1, 2, 3];
    expect(sortPositions(rows, all, columns[0], true)).toEqual([0, 1, 2, 3]);
    expect(sortPositions(rows, all, columns[0], false)).toEqual([3, 2, 1, 0]);
    expect(sortPositions(rows, all, columns[3], true)).toEqual([2, 1, 0, 3]);
    expect(sortPositions(rows, all, columns[2], false)).toEqual([2, 1, 0, 3]);
  });
});

describe('grid paging', () => {
  it('S-213 S-428 P-282: the paging state has show, pageSize, pageNumber, maxPageNumber, rowCount; page size defaults to 10', () => {
    expect(initialPaging()).toEqual({ show: true, pageSize: 10, pageNumber: 1, maxPageNumber: 1, rowCount: 0 });
    expect(GRID_PAGE_SIZE.default).toBe(10);
  });
  it('S-274: the page count is at least 1', () => {
    expect(maxPageNumber(0, 10)).toBe(1);
    expect(maxPageNumber(10, 10)).toBe(1);
    expect(maxPageNumber(11, 10)).toBe(2);
  });
  it('S-273: the page resets to 1 when it exceeds the maximum', () => {
    expect(pagingFor({ show: true, pageSize: 10, pageNumber: 5 }, 100).pageNumber).toBe(5);
    expect(pagingFor({ show: true, pageSize: 10, pageNumber: 5 }, 30)).toMatchObject({
      pageNumber: 1,
      maxPageNumber: 3,
    });
  });
  it('S-159 S-160: page bounds slice the current page, everything when paging is off', () => {
    expect(pageBounds(pagingFor({ show: true, pageSize: 10, pageNumber: 2 }, 25))).toEqual([10, 20]);
    expect(pageBounds(pagingFor({ show: true, pageSize: 10, pageNumber: 3 }, 25))).toEqual([20, 25]);
    expect(pageBounds(pagingFor({ show: false, pageSize: 10, pageNumber: 1 }, 25))).toEqual([0, 25]);
  });
});

describe('grid settings', () => {
  it('S-308 S-309 S-310 S-311: font size scale required, 25–200, step 5, only when overridden', () => {
    expect(fontSizeError(true, null)).toBe('required');
    expect(fontSizeError(true, 20)).toBe('min');
    expect(fontSizeError(true, 205)).toBe('max');
    expect(fontSizeError(true, 102)).toBe('step');
    expect(fontSizeError(true, 25)).toBeNull();
    expect(fontSizeError(true, 200)).toBeNull();
    expect(fontSizeError(false, null)).toBeNull();
    expect(fontSizeError(false, 3)).toBeNull();
  });
  it('S-312 S-313 S-314 S-315: page size required, 5–100, step 5, only when paging is on', () => {
    expect(pageSizeError(true, undefined)).toBe('required');
    expect(pageSizeError(true, 0)).toBe('min');
    expect(pageSizeError(true, 105)).toBe('max');
    expect(pageSizeError(true, 12)).toBe('step');
    expect(pageSizeError(true, 5)).toBeNull();
    expect(pageSizeError(false, 12)).toBeNull();
  });
  it('S-316: Save needs both values valid', () => {
    expect(canSaveSettings(true, 100, true, 10)).toBe(true);
    expect(canSaveSettings(true, 101, true, 10)).toBe(false);
    expect(canSaveSettings(false, 101, true, 11)).toBe(false);
    expect(canSaveSettings(false, 101, false, 11)).toBe(true);
  });
  it('S-427 S-211: font size defaults to 100 %; a saved null font size means the global one', () => {
    expect(GRID_FONT_SIZE.default).toBe(100);
    expect(effectiveFontSize(null, null)).toBe(100);
    expect(effectiveFontSize({ ...defaultSettings(columns), fontSize: null }, 80)).toBe(80);
    expect(effectiveFontSize({ ...defaultSettings(columns), fontSize: 120 }, 80)).toBe(120);
  });
  it('S-210 S-209: saved settings hold columns (title, originalIndex, show), fontSize and pageSize', () => {
    const saved = defaultSettings(columns);
    expect(Object.keys(saved)).toEqual(['columns', 'fontSize', 'pageSize']);
    expect(saved.columns[0]).toEqual({ title: 'Number', originalIndex: 0, show: true });
    expect(parseSavedSettings(JSON.stringify(saved))).toEqual(saved);
    expect(parseSavedSettings('{oops')).toBeNull();
  });
  it('S-324: saved settings are ignored when any saved column does not match by title and index', () => {
    const saved = defaultSettings(columns);
    saved.columns = moveItem(saved.columns, 0, 2);
    expect(savedSettingsMatch(saved, columns)).toBe(true);
    expect(
      applySavedColumns(saved, columns)
        .map((c) => c.title)
        .slice(0, 3),
    ).toEqual(['Status', 'Created On', 'Number']);
    const renamed = {
      ...saved,
      columns: saved.columns.map((c) => (c.originalIndex === 1 ? { ...c, title: 'State' } : c)),
    };
    expect(savedSettingsMatch(renamed, columns)).toBe(false);
    expect(applySavedColumns(renamed, columns).map((c) => c.title)).toEqual(columns.map((c) => c.title));
    expect(savedSettingsMatch({ ...saved, columns: saved.columns.slice(1) }, columns)).toBe(false);
  });
  it('S-163 S-164 S-168 S-327: columns move, are removed, re-added; none left to add means N/A', () => {
    let cols = defaultSettings(columns).columns;
    expect(
      moveItem(cols, 1, 0)
        .map((c) => c.title)
        .slice(0, 2),
    ).toEqual(['Status', 'Number']);
    cols = removeColumn(cols, 0);
    expect(addableColumns(cols).map((c) => c.title)).toEqual(['Number']);
    cols = addColumn(cols, 0);
    expect(cols[cols.length - 1]).toEqual({ title: 'Number', originalIndex: 0, show: true });
    expect(addableColumns(cols)).toEqual([]);
  });
  it('S-203: hideColumn starts a column hidden', () => {
    const hidden = applySavedColumns(null, [{ title: 'A', value: 'a', type: 'string', hideColumn: true }]);
    expect(hidden[0].show).toBe(false);
  });
});

describe('grid columns and formatting', () => {
  it('S-197 S-198: a column has title, value and one of the seven types', () => {
    expect(GRID_COLUMN_TYPES).toEqual(['string', 'date', 'dateTime', 'currency', 'number', 'boolean', 'button']);
    expect(cellText(columns[0], 'J1')).toBe('J1');
  });
  it('S-434 S-435 S-199: dates default to mm/dd/yyyy, date-time adds hh:mm a, dateFormat overrides', () => {
    expect(cellText({ title: 'D', value: 'd', type: 'date' }, '2026-03-04T15:07:00')).toBe('03/04/2026');
    expect(cellText({ title: 'D', value: 'd', type: 'dateTime' }, '2026-03-04T15:07:00')).toBe('03/04/2026 03:07 PM');
    expect(cellText({ title: 'D', value: 'd', type: 'date', dateFormat: 'YYYY-MM-DD' }, '2026-03-04T15:07:00')).toBe(
      '2026-03-04',
    );
    expect(
      cellText({ title: 'D', value: 'd', type: 'date' }, '2026-03-04', {
        language: 'fr',
        country: 'FR',
        currency: 'EUR',
      }),
    ).toBe('04/03/2026');
    expect(formatDate(new Date(2026, 0, 1, 0, 5).getTime(), 'hh:mm A')).toBe('12:05 AM');
  });
  it("S-199 S-435: the date format the user chose wins over the country's, in date and date-time columns", () => {
    const chose = { language: 'en', country: 'US', currency: 'USD', format: 'yyyy-mm-dd' } as const;
    expect(cellText({ title: 'D', value: 'd', type: 'date' }, '2026-03-04T15:07:00', chose)).toBe('2026-03-04');
    expect(cellText({ title: 'D', value: 'd', type: 'dateTime' }, '2026-03-04T15:07:00', chose)).toBe(
      '2026-03-04 03:07 PM',
    );
    const france = { language: 'en', country: 'FR', currency: 'EUR', format: 'dd/mm/yyyy' } as const;
    expect(cellText({ title: 'D', value: 'd', type: 'date' }, '2026-03-04', france)).toBe('04/03/2026');
    expect(cellText({ title: 'N', value: 'n', type: 'number' }, 2000, france).replace(/\s/g, ' ')).toBe('2 000');
  });
  it('S-436: Excel sheet dates fall back to MM/DD/YYYY', async () => {
    const { EXCEL_DATE_FALLBACK_FORMAT } = await import('../../constants/grid.ts');
    expect(EXCEL_DATE_FALLBACK_FORMAT).toBe('MM/DD/YYYY');
  });
  it('currency and numbers follow the locale', () => {
    expect(cellText(columns[3], 1234.5)).toBe('$1,234.50');
    expect(cellText(columns[3], 1234.5, { language: 'fr', country: 'FR', currency: 'EUR' }).replace(/\s/g, ' ')).toBe(
      '1 234,50 €',
    );
  });
  it('en-US numbers written without Intl read exactly as Intl writes them', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
    const num: GridColumn = { title: 'N', value: 'n', type: 'number' };
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const values = [
      0,
      -0,
      1,
      -1,
      999,
      1000,
      -1000,
      1234567.5,
      0.1,
      0.0001,
      0.00005,
      1.00005,
      1e-7,
      1e14,
      1e15,
      1e21,
      1 / 3,
      0.1 + 0.2,
    ];
    for (let i = 0; i < 20000; i++) {
      const scale = 10 ** Math.floor(rnd() * 18 - 5);
      const decimals = 10 ** Math.floor(rnd() * 7);
      values.push(((rnd() < 0.5 ? -1 : 1) * Math.round(rnd() * scale * decimals)) / decimals, rnd() * scale);
    }
    for (const v of values) expect(cellText(num, v)).toBe(intl.format(v));
    expect(cellText(num, -0)).toBe('-0');
  });
  it('the keyword index and chip counts keep 0 and -0 apart, as their texts differ', () => {
    const num: GridColumn = { title: 'N', value: 'n', type: 'number', canFilter: true };
    const zeros: Row[] = [{ n: 0 }, { n: -0 }, { n: 0 }, { n: 2.5 }, { n: 2.5 }];
    expect(buildKeywordIndex(zeros, [num])).toEqual(['0\u0001', '-0\u0001', '0\u0001', '2.5\u0001', '2.5\u0001']);
    expect(chipValueCounts(zeros, num)).toEqual([
      { key: '-0', label: '-0', count: 1 },
      { key: '0', label: '0', count: 2 },
      { key: '2.5', label: '2.5', count: 2 },
    ]);
  });
  it('S-204 S-205 S-206: sticky width defaults to 100; class is a function of the value; buttonDisabled compares the row value', () => {
    expect(STICKY_COLUMN_WIDTH).toBe(100);
    const col: GridColumn = {
      title: 'S',
      value: 's',
      type: 'string',
      class: (v) => (v === 'Late' ? 'cell-late' : undefined),
    };
    expect(col.class!('Late', {})).toBe('cell-late');
    expect(isButtonDisabled(columns[6], rows[2])).toBe(true);
    expect(isButtonDisabled(columns[6], rows[0])).toBe(false);
    expect(
      isButtonDisabled(
        { ...columns[6], buttonDisabled: { valueIndex: 'status', condition: 'Open', doesEqual: false } },
        rows[2],
      ),
    ).toBe(true);
  });
  it('S-326 S-325: an empty picker value clears to null; future days are detected for restricted pickers', () => {
    expect(pickerValue('')).toBeNull();
    expect(pickerValue('2026-01-01')).toBe('2026-01-01');
    expect(isFutureDay('2999-01-01')).toBe(true);
    expect(isFutureDay('2000-01-01')).toBe(false);
  });
  it('S-196 S-429 S-430 S-431: dropdown options have id, label, value; 10 options of 40 px; chips collapse at 10; batches of 100 every 10 ms', () => {
    expect(DROPDOWN).toEqual({
      visibleOptions: 10,
      optionHeightPx: 40,
      collapseChipsAt: 10,
      batchSize: 100,
      batchDelayMs: 10,
    });
  });
});

describe('grid Excel rules', () => {
  it('S-207 S-208 S-387: the export body has the titles first, the visible columns in order, and export types defaulting to string', () => {
    const cols: GridColumn[] = [
      { title: 'Status', value: 'status', type: 'string' },
      { title: 'Number', value: 'number', type: 'string', excelTitle: 'Job Number' },
      { title: 'Hidden', value: 'pieces', type: 'number', show: false },
      { title: 'Amount', value: 'amount', type: 'currency', exportType: 'currency' },
      columns[6],
    ];
    const body = buildExportBody(rows.slice(0, 2), cols);
    expect(body.data[0]).toEqual(['Status', 'Job Number', 'Amount']);
    expect(body.data[1]).toEqual(['Open', 'J1', 10.5]);
    expect(body.columnTypes).toEqual(['string', 'string', 'currency']);
    expect(DEFAULT_EXPORT_TYPE).toBe('string');
    expect(exportTypeOf(cols[0])).toBe('string');
  });
  it('S-388: the file name defaults to the product-named Export and ends in .xlsx', () => {
    expect(xlsxFileName(undefined, 'A1 Back Office Export')).toBe('A1 Back Office Export.xlsx');
    expect(xlsxFileName('Jobs', 'x')).toBe('Jobs.xlsx');
  });
  it('past the row threshold the export is queued', () => {
    expect(shouldQueueExport(EXCEL_QUEUE_ROW_THRESHOLD)).toBe(false);
    expect(shouldQueueExport(EXCEL_QUEUE_ROW_THRESHOLD + 1)).toBe(true);
  });
  it('S-320 S-321 S-322: file type required with several types; delimiter for text; worksheet for Excel', () => {
    const base = {
      allowedTypes: ['xlsx', 'csv', 'txt'] as const,
      fileType: null,
      fileName: null,
      worksheetName: null,
      delimiter: null,
    };
    expect(importFormErrors(base)).toEqual(['fileTypeRequired', 'fileRequired']);
    expect(importFormErrors({ ...base, fileType: 'xlsx', fileName: 'a.xlsx' })).toEqual(['worksheetRequired']);
    expect(importFormErrors({ ...base, fileType: 'xlsx', fileName: 'a.xlsx', worksheetName: 'Sheet1' })).toEqual([]);
    expect(importFormErrors({ ...base, fileType: 'txt', fileName: 'a.txt' })).toEqual(['delimiterRequired']);
    expect(importFormErrors({ ...base, fileType: 'csv', fileName: 'a.txt' })).toEqual(['fileTypeNotAllowed']);
    expect(importFormErrors({ ...base, allowedTypes: ['csv'], fileName: 'a.csv' })).toEqual([]);
  });
  it('S-440: CSV uses a comma; quoted cells keep their delimiters', () => {
    expect(CSV_DELIMITER).toBe(',');
    expect(delimiterFor('csv', ';')).toBe(',');
    expect(delimiterFor('txt', '|')).toBe('|');
    expect(parseDelimited('a,b\r\n"x, y","say ""hi"""\n\n1,\n', ',')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
    expect(parseDelimited('a|b\n1|2', '|')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('S-216: import results carry headers and rates; without headers the columns are numbered', () => {
    expect(
      toImportResult(
        [
          ['A', 'B'],
          [1, 2],
        ],
        true,
      ),
    ).toEqual({ headers: ['A', 'B'], rates: [{ A: 1, B: 2 }] });
    expect(toImportResult([[1, 2]], false)).toEqual({
      headers: ['Column 1', 'Column 2'],
      rates: [{ 'Column 1': 1, 'Column 2': 2 }],
    });
    expect(
      toImportResult(
        [
          ['A', 'A'],
          [1, 2],
        ],
        true,
      ).headers,
    ).toEqual(['A', 'A (2)']);
  });
});
