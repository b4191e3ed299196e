/**
 * Excel benchmarks (issue 5 Speed): export of 100,000 × 20 to .xlsx (time and peak memory) and import of a
 * 100,000-row .xlsx through the streaming reader. Medians of 3 runs.
 */
import { writeWorkbook, worksheetData } from './service.ts';
import type { ExportType } from '@a1/shared';

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const report = (name: string, value: number, target: number, unit: string) =>
  console.log(`${name}: ${value < 10 ? value.toFixed(2) : value.toFixed(0)} ${unit} (target <= ${target} ${unit}) ${value <= target ? 'ok' : 'SLOW'}`);

const ROWS = 100_000;
const types: ExportType[] = Array.from({ length: 20 }, (_, c) => (c === 2 ? 'date' : c === 3 ? 'currency' : c === 4 ? 'number' : 'string'));
const data: unknown[][] = [types.map((_, c) => `Column ${c}`)];
for (let r = 0; r < ROWS; r++) data.push(types.map((t, c) => (t === 'date' ? '2026-03-04' : t === 'currency' ? r * 1.25 : t === 'number' ? r : `Row ${r} cell ${c}`)));

let peak = 0;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
const exportTimes: number[] = [];
let file: Buffer = Buffer.alloc(0);
for (let run = 0; run < 3; run++) {
  const start = performance.now();
  file = await writeWorkbook({ data, columnTypes: types });
  exportTimes.push((performance.now() - start) / 1000);
}
clearInterval(sampler);
report('excel.export100kx20', median(exportTimes), 5, 's');
report('excel.exportPeakRss', peak / 1024 / 1024, 300, 'MB');

const content = file.toString('base64');
const importTimes: number[] = [];
for (let run = 0; run < 3; run++) {
  const start = performance.now();
  const result = await worksheetData({ fileName: 'bench.xlsx', content, formData: { worksheetName: 'Sheet1' }, hasHeaders: true });
  importTimes.push((performance.now() - start) / 1000);
  if (result.rates.length !== ROWS) throw new Error(`imported ${result.rates.length} rows`);
}
report('excel.import100kRows', median(importTimes), 8, 's');
