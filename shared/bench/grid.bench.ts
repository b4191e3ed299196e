/**
 * Grid rule benchmarks (issue 5 Speed) on 100,000 rows × 25 columns: keyword index build, keyword filter
 * per keystroke, value-chip counts, sort by a text column. Medians of several runs.
 */
import { buildKeywordIndex, chipValueCounts, keywordMatches, sortPositions, type GridColumn, type Row } from '../src/rules/grid/index.ts';
import { median, report, timeIt } from './report.ts';

const ROWS = 100_000;
const columns: GridColumn[] = [];
for (let c = 0; c < 25; c++) {
  const type = c === 3 ? 'date' : c === 4 || c === 5 ? 'number' : c === 6 ? 'boolean' : 'string';
  columns.push({ title: `Column ${c}`, value: `c${c}`, type, canFilter: true });
}
// Deterministic pseudo-random data.
let seed = 42;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const words = ['Paris', 'Lyon', 'JFK Gateway', 'Chicago Hub', 'Parcel', 'Mail', 'Returns', 'Freight', 'Open', 'Closed', 'Invoiced', 'On Hold'];
const rows: Row[] = [];
for (let i = 0; i < ROWS; i++) {
  const row: Row = {};
  for (let c = 0; c < 25; c++) {
    const col = columns[c];
    row[col.value] = col.type === 'date' ? new Date(2026, 0, 1 + Math.floor(rnd() * 365)).toISOString()
      : col.type === 'number' ? Math.round(rnd() * 100000) / 100
        : col.type === 'boolean' ? rnd() < 0.5
          : c === 0 ? `J${String(240000 + i).padStart(7, '0')}` : `${words[Math.floor(rnd() * words.length)]} ${Math.floor(rnd() * 1000)}`;
  }
  rows.push(row);
}

const RUNS = 5;
const indexTimes: number[] = [];
let index: string[] = [];
for (let r = 0; r < 3; r++) indexTimes.push(timeIt(() => { index = buildKeywordIndex(rows, columns); }));
report('grid.keywordIndexBuild', median(indexTimes), 500, 'ms');

// A user typing "chicago h": one filter per keystroke.
const typed = 'chicago h';
const perKeystroke: number[] = [];
for (let r = 0; r < RUNS; r++) for (let k = 1; k <= typed.length; k++) perKeystroke.push(timeIt(() => keywordMatches(index, typed.slice(0, k))));
report('grid.keywordFilterPerKeystroke', median(perKeystroke), 20, 'ms');

const chipTimes: number[] = [];
for (let r = 0; r < RUNS; r++) chipTimes.push(timeIt(() => chipValueCounts(rows, columns[7])));
report('grid.valueChipCounts', median(chipTimes), 50, 'ms');

const all = rows.map((_, i) => i);
const sortTimes: number[] = [];
for (let r = 0; r < RUNS; r++) sortTimes.push(timeIt(() => sortPositions(rows, all, columns[8], r % 2 === 0)));
report('grid.sortTextColumn', median(sortTimes), 150, 'ms');
