/**
 * The benchmark data set of the shared data grid (issue 5 Speed): 25 typed columns and deterministic
 * pseudo-random rows, the same for the pure rule benchmarks (Node) and the in-browser grid benchmark.
 * Column 0 is a unique job number, J0240000 upwards.
 */
import type { GridColumn, Row } from '../src/rules/grid/index.ts';

export const BENCH_COLUMN_COUNT = 25;

export function benchColumns(): GridColumn[] {
  const columns: GridColumn[] = [];
  for (let c = 0; c < BENCH_COLUMN_COUNT; c++) {
    const type = c === 3 ? 'date' : c === 4 || c === 5 ? 'number' : c === 6 ? 'boolean' : 'string';
    columns.push({ title: `Column ${c}`, value: `c${c}`, type, canFilter: true });
  }
  return columns;
}

const words = [
  'Paris',
  'Lyon',
  'JFK Gateway',
  'Chicago Hub',
  'Parcel',
  'Mail',
  'Returns',
  'Freight',
  'Open',
  'Closed',
  'Invoiced',
  'On Hold',
];

export function benchRows(count: number, columns: readonly GridColumn[] = benchColumns()): Row[] {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const row: Row = {};
    for (let c = 0; c < columns.length; c++) {
      const col = columns[c];
      row[col.value] =
        col.type === 'date'
          ? new Date(2026, 0, 1 + Math.floor(rnd() * 365)).toISOString()
          : col.type === 'number'
            ? Math.round(rnd() * 100000) / 100
            : col.type === 'boolean'
              ? rnd() < 0.5
              : c === 0
                ? `J${String(240000 + i).padStart(7, '0')}`
                : `${words[Math.floor(rnd() * words.length)]} ${Math.floor(rnd() * 1000)}`;
    }
    rows.push(row);
  }
  return rows;
}
