/**
 * Grid rule benchmarks (issue 5 Speed) on 100,000 rows × 25 columns: keyword index build, keyword filter
 * per keystroke, value-chip counts, sort by a text column. Medians of several runs.
 */
import { buildKeywordIndex, chipValueCounts, keywordMatches, sortPositions } from '../src/rules/grid/index.ts';
import { median, report, timeIt } from './report.ts';
import { benchColumns, benchRows } from './rows.ts';

const ROWS = 100_000;
const columns = benchColumns();
const rows = benchRows(ROWS, columns);

const RUNS = 5;
const indexTimes: number[] = [];
let index: string[] = [];
for (let r = 0; r < 3; r++)
  indexTimes.push(
    timeIt(() => {
      index = buildKeywordIndex(rows, columns);
    }),
  );
report('grid.keywordIndexBuild', median(indexTimes), 500, 'ms');

// A user typing "chicago h": one filter per keystroke.
const typed = 'chicago h';
const perKeystroke: number[] = [];
for (let r = 0; r < RUNS; r++)
  for (let k = 1; k <= typed.length; k++) perKeystroke.push(timeIt(() => keywordMatches(index, typed.slice(0, k))));
report('grid.keywordFilterPerKeystroke', median(perKeystroke), 20, 'ms');

const chipTimes: number[] = [];
for (let r = 0; r < RUNS; r++) chipTimes.push(timeIt(() => chipValueCounts(rows, columns[7])));
report('grid.valueChipCounts', median(chipTimes), 50, 'ms');

const all = rows.map((_, i) => i);
const sortTimes: number[] = [];
for (let r = 0; r < RUNS; r++) sortTimes.push(timeIt(() => sortPositions(rows, all, columns[8], r % 2 === 0)));
report('grid.sortTextColumn', median(sortTimes), 150, 'ms');
