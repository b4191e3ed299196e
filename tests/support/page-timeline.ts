/**
 * When things happen in the page, in the ticks of Playwright's page clock (`performance.now()` once `page.clock` is
 * installed), so the timer rows can be asserted at their values: each fetch the app starts, the moment its response
 * body has been read (the app has then decided what to do with the answer), and the first moment the header (the
 * `banner`) is in the page. Timers run on the same ticks, so with the clock paused a delay shows exactly.
 */
import type { Page } from '@playwright/test';

export interface TimelineCall {
  url: string;
  method: string;
  /** Tick at which the app called fetch. */
  tick: number;
  /** HTTP status, and the tick at which the app had read the response body (JSON or text). */
  status?: number;
  readTick?: number;
}

export interface Timeline {
  calls: TimelineCall[];
  /** Tick at which the header first appeared. */
  header?: number;
}

declare global {
  interface Window {
    __a1Timeline: Timeline;
  }
}

/** Records from the next navigation on; install the page clock first (`page.clock.install()`). */
export async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = { calls: [] };
    window.__a1Timeline = timeline;
    const bodies = new WeakMap<Response, TimelineCall>();
    const fetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const call: TimelineCall = { url, method, tick: performance.now() };
      timeline.calls.push(call);
      return fetch(input, init).then((response) => {
        call.status = response.status;
        bodies.set(response, call);
        return response;
      });
    };
    for (const reader of ['json', 'text'] as const) {
      const read = Response.prototype[reader] as (this: Response) => Promise<unknown>;
      Response.prototype[reader] = function (this: Response) {
        const call = bodies.get(this);
        const done = () => {
          if (call) call.readTick = performance.now();
        };
        return read.call(this).then(
          (value) => {
            done();
            return value;
          },
          (error: unknown) => {
            done();
            throw error;
          },
        );
      } as never;
    }
    new MutationObserver(() => {
      if (timeline.header === undefined && document.querySelector('header, [role="banner"]'))
        timeline.header = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

export const timeline = (page: Page): Promise<Timeline> => page.evaluate(() => window.__a1Timeline);

/** The recorded calls whose URL contains `part` (and the method, when given). */
export async function callsTo(page: Page, part: string, method?: string): Promise<TimelineCall[]> {
  return (await timeline(page)).calls.filter((c) => c.url.includes(part) && (!method || c.method === method));
}

/** The page clock's current tick. */
export const tick = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Runs the paused clock up to `target` (a tick), firing every timer due on the way at its own tick. */
export async function runTo(page: Page, target: number): Promise<void> {
  const now = await tick(page);
  if (target < now) throw new Error(`the clock is at ${now}, past ${target}`);
  await page.clock.runFor(target - now);
}

/**
 * Reloads the signed-in app with its clock paused, and lets the clock step a millisecond at a time (the app needs a
 * few zero-delay timers to render) until the header is in the page. Returns the header's tick: everything the shell
 * starts when the header starts is scheduled from it, and nothing moves until the test runs the clock.
 */
export async function reloadPaused(page: Page): Promise<number> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.reload();
  for (let steps = 0; ; steps++) {
    const header = (await timeline(page)).header;
    if (header !== undefined) return header;
    if (steps > 5_000) throw new Error('the header did not appear on the paused clock');
    await page.clock.runFor(1);
  }
}
