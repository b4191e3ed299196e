/**
 * The shared data grid in Chromium (issue 5 Speed), measured inside the page on the real DataGrid of a
 * production build (web/bench/, a bench-only page built into web/dist-bench/ and never part of the app):
 *
 * - grid.browserPageVisible500: a 500-row page (25 columns) from its data's arrival in a waiting grid
 *   to the first painted frame showing its rows.
 * - grid.browserKeystrokeToRowsWithDebounce: on 100,000 rows × 25 columns, from a key press in 'Filter by
 *   keyword' (the keydown's time stamp) to the first painted frame showing the filtered rows. The spec's
 *   100 ms keyword debounce is required behaviour and part of what the user waits for, so it is included.
 *   The keys type a job number after "j0" (60,000, 10,000, 1,000, 100, 10 and 1 rows), so each one
 *   changes the rows on screen. Median of every key press, and median over the runs of each run's slowest
 *   key press (the first, which leaves the most rows), so that no slow key hides in the median.
 * - grid.browserBlankFrames: frames, while scrolling 100,000 rows × 25 columns, in which the rendered rows
 *   do not cover the grid's viewport (sampled each frame with requestAnimationFrame), over a fast mouse-wheel
 *   scroll (real wheel input) and a drag through the whole grid to its end and back (a jump a frame).
 *   Median of the runs, and the worst run, so that one blank frame in any run shows.
 * - grid.browserScrollFrameP95: the 95th percentile of frame intervals during the wheel scroll (our
 *   target: 50 ms, the long-task threshold: no frame of a wheel scroll waits behind a long task).
 *
 * Medians of several runs after one warm-up run each. Start: `pnpm --filter @a1/tests bench` (builds the page).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { median, report } from '@a1/shared/bench/report';
import { chromiumLaunchOptions } from '../support/chromium';
import { serveFolder } from '../support/static-server';

const RUNS = 5;
const PAGE_RUNS = 7;
const BIG = 100_000;
/** Jumps of the drag through the whole grid each way: 30 jumps of 3,333 rows. */
const DRAG_STEPS = 30;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist-bench');

/** What web/bench/gridBench.tsx puts on window. */
interface GridBench {
  prepare(count: number): void;
  mountEmpty(): Promise<void>;
  deliver(count: number): Promise<number>;
  armKeystroke(): void;
  keystrokeResult(): Promise<number>;
  rowCountText(): string;
  quiet(frames?: number): Promise<void>;
  settleKeyword(): Promise<void>;
  scrollTo(top: number): void;
  startSampling(): void;
  stopSampling(): { frames: number; blank: number; wrong: number; intervals: number[] };
  jumpThrough(steps: number): Promise<void>;
}
declare const gridBench: GridBench;

/** The first free port of 8481–8489 (or GRID_BENCH_PORT). */
const serve = () =>
  serveFolder(
    root,
    process.env.GRID_BENCH_PORT
      ? [Number(process.env.GRID_BENCH_PORT)]
      : [8481, 8482, 8483, 8484, 8485, 8486, 8487, 8488, 8489],
    'grid bench',
  );

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

async function pageVisible(page: Page): Promise<number[]> {
  await page.evaluate(() => gridBench.prepare(500));
  const times: number[] = [];
  for (let run = 0; run <= PAGE_RUNS; run++) {
    await page.evaluate(() => gridBench.mountEmpty());
    const ms = await page.evaluate(() => gridBench.deliver(500));
    if (run > 0) times.push(ms);
  }
  return times;
}

/** Per run, the time of each key press. */
async function keystrokes(page: Page): Promise<number[][]> {
  const keyword = page.getByPlaceholder('Filter by keyword');
  const runs: number[][] = [];
  for (let run = 0; run <= RUNS; run++) {
    // A different job number each run, J0240000 to J0339999: "j0" matches every row, each digit after it fewer.
    const digits = String(250_000 + run * 13_579);
    await keyword.fill('j0');
    await page.evaluate(() => gridBench.settleKeyword());
    const times: number[] = [];
    for (const digit of digits) {
      await page.evaluate(() => gridBench.armKeystroke());
      // The box has the focus since fill(): a bare key press, without a locator's checks in the page.
      await page.keyboard.press(digit);
      const ms = await page.evaluate(() => gridBench.keystrokeResult());
      times.push(ms);
      await page.evaluate(() => gridBench.quiet());
    }
    if (run > 0) runs.push(times);
    await keyword.fill('');
    await page.waitForFunction((count) => gridBench.rowCountText().startsWith(count), BIG.toLocaleString('en-US'));
    await page.evaluate(() => gridBench.quiet());
  }
  return runs;
}

async function scrolling(page: Page): Promise<{ blank: number[]; p95: number[] }> {
  const box = (await page.getByTestId('grid-scroll').boundingBox())!;
  const blank: number[] = [];
  const p95: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.evaluate(() => {
      gridBench.scrollTo(0);
      return gridBench.quiet();
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => gridBench.startSampling());
    for (let i = 0; i < 60; i++) await page.mouse.wheel(0, 240);
    await page.evaluate(() => gridBench.quiet(5));
    const wheel = await page.evaluate(() => gridBench.stopSampling());
    await page.evaluate(() => gridBench.startSampling());
    await page.evaluate((steps) => gridBench.jumpThrough(steps), DRAG_STEPS);
    const drag = await page.evaluate(() => gridBench.stopSampling());
    if (wheel.frames < 10 || drag.frames < DRAG_STEPS)
      throw new Error(`grid bench: the grid did not scroll (${wheel.frames} wheel frames, ${drag.frames} drag frames)`);
    if (wheel.wrong + drag.wrong > 0)
      throw new Error(`grid bench: ${wheel.wrong + drag.wrong} frames showed rows out of place`);
    if (run === 0) continue;
    blank.push(wheel.blank + drag.blank);
    p95.push(percentile(wheel.intervals, 95));
  }
  return { blank, p95 };
}

const { server, port } = await serve();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.setDefaultTimeout(60_000);
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'gridBench' in window);

  report('grid.browserPageVisible500', median(await pageVisible(page)), 500, 'ms');

  await page.evaluate(() => gridBench.prepare(100_000));
  await page.evaluate(() => gridBench.mountEmpty());
  await page.evaluate(() => gridBench.deliver(100_000));
  await page.evaluate(() => gridBench.quiet());
  const typed = await keystrokes(page);
  report('grid.browserKeystrokeToRowsWithDebounce', median(typed.flat()), 150, 'ms');
  report('grid.browserKeystrokeToRowsWithDebounceSlowest', median(typed.map((run) => Math.max(...run))), 150, 'ms');

  const scroll = await scrolling(page);
  report('grid.browserBlankFrames', median(scroll.blank), 0, 'frames');
  report('grid.browserBlankFramesWorstRun', Math.max(...scroll.blank), 0, 'frames');
  report('grid.browserScrollFrameP95', median(scroll.p95), 50, 'ms');
} finally {
  await browser.close();
  server.close();
}
