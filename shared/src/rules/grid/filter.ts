/**
 * Grid filtering (shell §4 Grid, §9; spec 2 §5): keyword = case-insensitive substring over all columns;
 * value chips = exact uppercase match with empty values in a blank bucket; date ranges include the whole
 * start and end days; the boolean chip filters true, false or null/unknown.
 */
import type { BooleanFilterState, FilterItem, FilteringModel, GridColumn, Row } from './types.ts';
import { cellText, storedText, textFormat } from './format.ts';
import { dayEnd, dayStart, toTime } from './dates.ts';

/** The blank bucket: empty, null and undefined cells share it. */
export const BLANK = '';

/**
 * The key a cell files under in a value chip: its text upper-cased, '' for empty. A formatted text column files
 * under its stored value (the chip shows the formatted text as the label).
 */
export function valueKey(column: GridColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return BLANK;
  return storedText(column, value).toUpperCase();
}

/**
 * One column's cell text for a whole pass over the rows. Text columns are the value itself. Dates and money
 * go through Date parsing and Intl, and their values repeat (days, prices), so each distinct value is
 * formatted once per pass. Zero is left out of the memo: a Map takes -0 for 0, which prints differently.
 */
function cellTextFor(column: GridColumn): (value: unknown) => string {
  switch (column.type) {
    case 'date':
    case 'dateTime':
    case 'currency':
    case 'number': {
      const memo = new Map<unknown, string>();
      return (value) => {
        if (value === 0) return cellText(column, value);
        let text = memo.get(value);
        if (text === undefined) memo.set(value, (text = cellText(column, value)));
        return text;
      };
    }
    case 'boolean':
      return (value) => cellText(column, value);
    default: {
      const format = textFormat(column);
      if (format) return format;
      return (value) => (typeof value === 'string' ? value : String(value));
    }
  }
}

/**
 * A keyword index built once per data set: one lower-case haystack per row, fields separated by a
 * character no keyword holds, so a keystroke costs one `includes` per row.
 */
export function buildKeywordIndex(
  rows: readonly Row[],
  columns: readonly GridColumn[],
  /**
   * Each row's haystack by row object, for these columns: a list that changed in a few rows (a live update, a
   * ticket marked read) builds only theirs (issue 12 speed). Rows are immutable: a changed row is a new object.
   */
  cache?: WeakMap<Row, string>,
): string[] {
  const searchable = columns.filter((c) => c.type !== 'button');
  const fields = searchable.map((c) => c.value);
  const texts = searchable.map(cellTextFor);
  const index = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const known = cache?.get(row);
    if (known !== undefined) {
      index[i] = known;
      continue;
    }
    let text = '';
    for (let c = 0; c < fields.length; c++) {
      const value = row[fields[c]];
      if (value !== null && value !== undefined && value !== '') text += texts[c](value) + '\u0001';
    }
    index[i] = text.toLowerCase();
    cache?.set(row, index[i]);
  }
  return index;
}

/** Row positions whose haystack holds the keyword (all rows for an empty keyword). */
export function keywordMatches(index: readonly string[], keyword: string, within?: readonly number[]): number[] {
  const needle = keyword.trim().toLowerCase();
  const candidates = within ?? index.map((_, i) => i);
  if (!needle) return [...candidates];
  const out: number[] = [];
  for (const i of candidates) if (index[i].includes(needle)) out.push(i);
  return out;
}

export function matchesBoolean(state: BooleanFilterState | undefined, value: unknown): boolean {
  switch (state ?? 'none') {
    case 'none':
      return true;
    case 'true':
      return value === true;
    case 'false':
      return value === false;
    case 'null':
      return value !== true && value !== false;
  }
}

/** Inclusive start day, whole end day (shell §9). Open ends do not limit. Empty cells fail an active range. */
export function matchesDateRange(value: unknown, startDate: string | null, endDate: string | null): boolean {
  if (!startDate && !endDate) return true;
  const time = toTime(value);
  if (time === null) return false;
  if (startDate && time < dayStart(startDate)) return false;
  if (endDate && time > dayEnd(endDate)) return false;
  return true;
}

export const isItemActive = (item: FilterItem): boolean =>
  item.values.length > 0 ||
  (item.booleanState ?? 'none') !== 'none' ||
  (item.dateRange && item.includeDateRange && !!(item.startDate || item.endDate));

/** Does a row pass one filter item? */
export function matchesItem(row: Row, column: GridColumn, item: FilterItem): boolean {
  const value = row[column.value];
  if (column.type === 'boolean' && item.booleanState && item.booleanState !== 'none')
    return matchesBoolean(item.booleanState, value);
  if (item.dateRange && item.includeDateRange && !matchesDateRange(value, item.startDate, item.endDate)) return false;
  if (item.values.length > 0 && !item.values.includes(valueKey(column, value))) return false;
  return true;
}

/** Positions of the rows passing the keyword and every active chip, in data order. */
export function filterRows(
  rows: readonly Row[],
  columns: readonly GridColumn[],
  model: FilteringModel,
  index?: readonly string[],
): number[] {
  const active = model.items.filter(isItemActive);
  const keyed = index ?? (model.keyword.trim() ? buildKeywordIndex(rows, columns) : undefined);
  const base = keyed ? keywordMatches(keyed, model.keyword) : rows.map((_, i) => i);
  if (active.length === 0) return base;
  return base.filter((i) => active.every((item) => matchesItem(rows[i], columns[item.columnIndex], item)));
}

/**
 * A chip's value list with counts: every distinct key of the column over the rows that pass the
 * *other* filters (so a chip never hides its own choices), blank bucket included, sorted by key.
 */
export function chipValueCounts(
  rows: readonly Row[],
  column: GridColumn,
  positions?: readonly number[],
): { key: string; label: string; count: number }[] {
  const counts = new Map<string, { label: string; count: number }>();
  // Raw values repeat: each distinct one is formatted and upper-cased once (zero aside: a Map takes -0 for 0).
  const byValue = new Map<unknown, { label: string; count: number }>();
  const visit = (row: Row) => {
    const value = row[column.value];
    let bucket = value === 0 ? undefined : byValue.get(value);
    if (!bucket) {
      const key = valueKey(column, value);
      bucket = counts.get(key);
      if (!bucket) counts.set(key, (bucket = { label: key === BLANK ? '' : cellText(column, value), count: 0 }));
      if (value !== 0) byValue.set(value, bucket);
    }
    bucket.count++;
  };
  if (positions) for (const i of positions) visit(rows[i]);
  else for (const row of rows) visit(row);
  const list = [...counts.entries()].map(([key, v]) => ({ key, ...v }));
  // A formatted column lists its values in the order of the text shown.
  if (textFormat(column)) {
    const order = new Map(list.map((v) => [v.key, v.label.toUpperCase()]));
    return list.sort((a, b) => {
      const x = order.get(a.key)!;
      const y = order.get(b.key)!;
      return x < y ? -1 : x > y ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    });
  }
  return list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The starting filter items of a column set: defaultFilter values and default date ranges preset. */
export function initialFilterItems(columns: readonly GridColumn[]): FilterItem[] {
  const items: FilterItem[] = [];
  columns.forEach((column, columnIndex) => {
    if (!column.canFilter && !column.dateRangeFilter) return;
    items.push({
      columnIndex,
      values: (column.defaultFilter ?? []).map((v) => valueKey(column, v)),
      maxValuesLength: 0,
      canSearch: true,
      dateRange: !!column.dateRangeFilter,
      includeDateRange: !!column.dateRangeFilter && !!column.includeDateRangeFilter,
      startDate: column.dateRangeFilterDefaultStartDate ?? null,
      endDate: column.dateRangeFilterDefaultEndDate ?? null,
      booleanState: 'none',
    });
  });
  return items;
}

export const clearFilterItems = (items: readonly FilterItem[]): FilterItem[] =>
  items.map((item) => ({
    ...item,
    values: [],
    booleanState: 'none',
    includeDateRange: false,
    startDate: null,
    endDate: null,
  }));
