/**
 * reports.onScreen100k (issue 14 Speed): in Chromium, on the real app a server process serves (web/dist), the
 * report runner's Job list over every job: from the click on Run Report to the first painted frame showing the
 * result's title and its first rows in the shared grid. Includes the server's query, the transfer and the grid.
 * Measured inside the page (a MutationObserver, then the frame that paints the change), as grid-browser.bench.ts.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { signInInBrowser } from './browser-sign-in';

/** Opens the runner on the Job list with a range that holds every job, ready to run. */
async function prepare(page: Page) {
  // Through another screen, so the runner mounts afresh (no result from the run before).
  await page.goto('/#/home');
  await page.goto('/#/report/generate');
  await page.getByRole('combobox', { name: 'Report' }).click();
  await page.getByRole('option', { name: 'Job list' }).click();
  await page.getByLabel('Created On from').fill('2000-01-01');
  await page.getByLabel('Created On to').fill('2100-12-31');
  await page.getByRole('button', { name: 'Run Report' }).waitFor();
}

/**
 * Clicks Run Report and answers the milliseconds until `count` rows are announced and painted. Page code as a
 * string: tsx would wrap named functions of a callback in a helper the page does not have.
 */
const RUN_AND_TIME = `(count) => new Promise((resolve, reject) => {
  const run = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Run Report');
  if (!run) return reject(new Error('no Run Report button'));
  const timer = setTimeout(() => reject(new Error('the report did not show within 60 s')), 60000);
  const observer = new MutationObserver(() => {
    const title = document.querySelector('[data-testid="report-result-title"]')?.textContent ?? '';
    if (title.replace(/\\D/g, '') !== String(count) || !document.querySelector('tbody tr[aria-rowindex] td')) return;
    observer.disconnect();
    clearTimeout(timer);
    // The first task after the next frame: the change has been painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - started);
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const started = performance.now();
  run.click();
})`;

const runAndTime = (page: Page, expected: number) => page.evaluate(`(${RUN_AND_TIME})(${expected})`) as Promise<number>;

/** Median-ready times of `runs` runs after one warm-up run, each on a freshly opened runner. */
export async function reportOnScreen(baseUrl: string, expected: number, runs: number): Promise<number[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await signInInBrowser(page, 'finance.admin@a1demo.com');
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      await prepare(page);
      const ms = await runAndTime(page, expected);
      if (run > 0) times.push(ms);
    }
    return times;
  } finally {
    await browser.close();
  }
}
