/** Grid sorting (shell §4 Grid): a header click sorts ascending, the same header toggles, disableSort ignores clicks. */
import type { GridColumn, Row, SortState } from './types.ts';
import { toTime } from './dates.ts';
import { textFormat } from './format.ts';

export const NO_SORT: SortState = { columnIndex: -1, isAscending: true };

export function nextSort(state: SortState, columnIndex: number, columns: readonly GridColumn[]): SortState {
  const column = columns[columnIndex];
  if (!column || column.disableSort || column.type === 'button') return state;
  if (state.columnIndex === columnIndex) return { columnIndex, isAscending: !state.isAscending };
  return { columnIndex, isAscending: true };
}

/** A comparable key per cell: numbers for numeric and date types, upper-case text otherwise. Empty sorts first. */
function sortKey(column: GridColumn, value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'number':
    case 'currency': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'date':
    case 'dateTime':
      return toTime(value);
    case 'boolean':
      return value === true ? 1 : value === false ? 0 : null;
    default:
      return (textFormat(column)?.(value) ?? String(value)).toUpperCase();
  }
}

/**
 * Sorted row positions. Keys are computed once per row (not per comparison) and compared with
 * plain operators: an order-preserving, stable sort that stays fast at 100,000 rows.
 */
export function sortPositions(
  rows: readonly Row[],
  positions: readonly number[],
  column: GridColumn | undefined,
  isAscending: boolean,
): number[] {
  if (!column) return [...positions];
  const n = positions.length;
  const keys = new Array<number | string | null>(n);
  for (let k = 0; k < n; k++) keys[k] = sortKey(column, rows[positions[k]][column.value]);
  const order = new Uint32Array(n);
  for (let k = 0; k < n; k++) order[k] = k;
  const direction = isAscending ? 1 : -1;
  // Sorting slots of a typed array with keys in a plain array: no per-comparison lookups or allocations.
  const sorted = Array.from(order).sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === kb) return a - b;
    if (ka === null) return -direction;
    if (kb === null) return direction;
    return (ka < kb ? -1 : 1) * direction;
  });
  const out = new Array<number>(n);
  for (let k = 0; k < n; k++) out[k] = positions[sorted[k]];
  return out;
}
