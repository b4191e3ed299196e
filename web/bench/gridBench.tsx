/**
 * Bench-only page, never part of the app: built by vite.bench.config.ts into dist-bench/ and driven by
 * tests/bench/grid-browser.bench.ts. It renders the real DataGrid (as a screen does: same providers, theme
 * and production build) with generated rows of 25 typed columns, and measures inside the page.
 *
 * "On screen" means painted: a MutationObserver sees the DOM change, then the frame that draws it runs
 * (requestAnimationFrame) and a task posted from that frame starts, i.e. after the frame's paint.
 */
import { createRoot } from 'react-dom/client';
import { Box, CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import { KEYWORD_DEBOUNCE_MS } from '@a1/shared';
import { benchColumns, benchRows } from '@a1/shared/bench/rows';
import type { Row } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../src/grid';
import { i18nProvider } from '../src/providers/i18nProvider';
import { A1Provider } from '../src/providers/useA1';

const GRID_ID = 'bench-grid';
const columns = benchColumns();
const generated = new Map<number, Row[]>();
const rowsOf = (count: number): Row[] => {
  if (!generated.has(count)) generated.set(count, benchRows(count, columns));
  return generated.get(count)!;
};

const root = createRoot(document.getElementById('root')!);
let mounts = 0;
let current = { rows: [] as Row[], loading: true };

/** The grid as a screen shows it: one virtualised scroll of every row (paging off), 600 px high. */
function render() {
  root.render(
    <AdminContext i18nProvider={i18nProvider}>
      {/* As in the app's layout: the grid's Excel export reaches the A1 calls through the provider. */}
      <A1Provider>
        <CssBaseline enableColorScheme />
        <Box sx={{ p: 2 }}>
          <DataGrid
            key={mounts}
            gridId={GRID_ID}
            title="Bench grid"
            columns={columns}
            rows={current.rows}
            loading={current.loading}
            paging={false}
            height={600}
          />
        </Box>
      </A1Provider>
    </AdminContext>,
  );
}

const grid = () => document.querySelector<HTMLElement>(`[data-grid-id="${GRID_ID}"]`);
const scroller = () => grid()!.querySelector<HTMLElement>('[data-testid="grid-scroll"]')!;
const dataRows = (within: ParentNode) => within.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-rowindex]');

/** Resolves with performance.now() in the first task after the next frame has been painted. */
function afterNextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}

/** Resolves with the time just after the first paint at which `done()` holds, watching `target`'s subtree. */
function paintedWhen(target: Node, done: () => boolean, timeoutMs = 20_000): Promise<number> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      void afterNextPaint().then(resolve);
    };
    const observer = new MutationObserver(() => {
      if (done()) finish();
    });
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => {
      if (!settled) {
        settled = true;
        observer.disconnect();
        reject(new Error('grid bench: nothing changed on screen'));
      }
    }, timeoutMs);
    if (done()) finish();
  });
}

/** True when the body of the scroll viewport (below the sticky header) is not fully covered by rendered data rows. */
function viewportBlank(): boolean {
  const el = scroller();
  // The header cells are sticky (the thead itself scrolls away): the body viewport starts below them.
  const top = el.querySelector('thead th')!.getBoundingClientRect().bottom;
  const bottom = el.getBoundingClientRect().top + el.clientTop + el.clientHeight;
  const rows = dataRows(el);
  if (rows.length === 0) return true;
  return (
    rows[0].getBoundingClientRect().top > top + 1 || rows[rows.length - 1].getBoundingClientRect().bottom < bottom - 1
  );
}

/** True when a rendered row shows another row's data: column 0 holds row i's job number J0240000 + i (unfiltered, unsorted). */
function wrongRows(): boolean {
  return [...dataRows(scroller())].some((row) => {
    const index = Number(row.getAttribute('aria-rowindex')) - 2;
    return row.cells[0].textContent !== `J${String(240000 + index).padStart(7, '0')}`;
  });
}

interface Sample {
  at: number;
  scrollTop: number;
  blank: boolean;
  wrong: boolean;
}
let samples: Sample[] | null = null;
function sampleFrame(at: number) {
  if (!samples) return;
  samples.push({ at, scrollTop: scroller().scrollTop, blank: viewportBlank(), wrong: wrongRows() });
  requestAnimationFrame(sampleFrame);
}

let keystroke: Promise<number> | null = null;

const bench = {
  /** Generates the rows of a later `deliver` ahead, off the clock. */
  prepare(count: number): void {
    rowsOf(count);
  },

  /** A fresh grid waiting for its data (loading, no rows), as a screen shows it while its request runs. */
  async mountEmpty(): Promise<void> {
    const previous = grid();
    mounts++;
    current = { rows: [], loading: true };
    render();
    await paintedWhen(document.body, () => grid() !== null && grid() !== previous);
  },

  /** Hands `count` rows to the grid; ms from the data's arrival to the first painted frame showing data rows. */
  async deliver(count: number): Promise<number> {
    const rows = rowsOf(count);
    const el = grid()!;
    const start = performance.now();
    const shown = paintedWhen(el, () => dataRows(el).length > 0);
    current = { rows, loading: false };
    render();
    return (await shown) - start;
  },

  /**
   * Arms the measure of the next key press: from the keydown event's time stamp to the first painted
   * frame whose row count (and so the rows) differs from now. Read it with `keystrokeResult`.
   */
  armKeystroke(): void {
    const el = grid()!;
    const counter = el.querySelector('[data-testid="grid-row-count"]')!;
    const before = counter.textContent;
    let pressedAt: number | null = null;
    const onKey = (event: KeyboardEvent) => {
      pressedAt ??= event.timeStamp;
    };
    window.addEventListener('keydown', onKey, { capture: true });
    keystroke = paintedWhen(el, () => counter.textContent !== before)
      .then((shownAt) => {
        if (pressedAt === null) throw new Error('grid bench: no keydown seen');
        return shownAt - pressedAt;
      })
      .finally(() => window.removeEventListener('keydown', onKey, { capture: true }));
  },

  keystrokeResult(): Promise<number> {
    return keystroke!;
  },

  /** The row count the footer shows. */
  rowCountText(): string {
    return grid()!.querySelector('[data-testid="grid-row-count"]')!.textContent ?? '';
  },

  /** Resolves once the grid has stayed unchanged for `frames` painted frames (for set-up, never a measure). */
  async quiet(frames = 3): Promise<void> {
    const el = grid()!;
    let changed = true;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(el, { childList: true, subtree: true, characterData: true, attributes: true });
    let still = 0;
    let lastTop = scroller().scrollTop;
    while (still < frames) {
      await afterNextPaint();
      const top = scroller().scrollTop;
      still = changed || top !== lastTop ? 0 : still + 1;
      changed = false;
      lastTop = top;
    }
    observer.disconnect();
  },

  /** After a keyword change that shows nothing new: waits out the debounce, then for quiet frames (set-up only). */
  async settleKeyword(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, KEYWORD_DEBOUNCE_MS));
    await bench.quiet();
  },

  scrollTo(top: number): void {
    scroller().scrollTop = top;
  },

  /** Starts sampling every frame: the scroll position and whether the viewport shows a blank area. */
  startSampling(): void {
    samples = [];
    requestAnimationFrame(sampleFrame);
  },

  /**
   * Stops sampling: frames sampled while the grid scrolled, blank ones among them, ones showing rows out of
   * place (none expected: a check of the bench, not a figure), and their frame intervals (ms).
   */
  stopSampling(): { frames: number; blank: number; wrong: number; intervals: number[] } {
    const taken = samples ?? [];
    samples = null;
    let frames = 0;
    let blank = 0;
    let wrong = 0;
    const intervals: number[] = [];
    for (let i = 1; i < taken.length; i++) {
      if (taken[i].scrollTop === taken[i - 1].scrollTop && !taken[i].blank && !taken[i].wrong) continue;
      frames++;
      if (taken[i].blank) blank++;
      if (taken[i].wrong) wrong++;
      intervals.push(taken[i].at - taken[i - 1].at);
    }
    return { frames, blank, wrong, intervals };
  },

  /**
   * Drags through the whole grid as a scrollbar thumb would: `steps` jumps down to the very end and back to
   * the top, one a frame, each set after a paint so the frame after it is the first that can show it.
   */
  async jumpThrough(steps: number): Promise<void> {
    const el = scroller();
    const max = el.scrollHeight - el.clientHeight;
    const positions: number[] = [];
    for (let k = 1; k <= steps; k++) positions.push(Math.round((max * k) / steps));
    for (let k = steps - 1; k >= 0; k--) positions.push(Math.round((max * k) / steps));
    for (const top of positions) {
      await afterNextPaint();
      el.scrollTop = top;
    }
    await afterNextPaint();
  },
};

declare global {
  interface Window {
    gridBench: typeof bench;
  }
}
window.gridBench = bench;
