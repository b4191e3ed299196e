/**
 * Ticketing speed (issue 12 Speed) on PostgreSQL, at 5,000 and at 50,000 tickets (the `pnpm seed --tickets 50000`
 * size), each size in its own throw-away database seeded like the demo, over HTTP against the real server:
 *
 * - ticketing.ticketList: GET Ticketing/TicketList?sprintId=0, every support ticket (median of 7 after 2 warm-ups),
 *   from the request to the answer's last byte as the browser asks for it (./received.ts), its bytes on the wire
 *   printed beside it;
 * - ticketing.bulkUpdate1000: POST TicketListBulkUpdate of 1,000 tickets (lane, agent, comment), one transaction
 *   (median of 5);
 * - ticketing.quickFilterCounts: the counts of all three quick-filter rows over the list the server answered, by
 *   the screen's own rule (shared/src/rules/ticketing/grid.ts, bundled) inside Chromium (median of 15).
 *
 * - ticketing.firstPage: in Chromium, signed in, from navigating to the ticket screen to the grid's first page of
 *   tickets on screen (median of 5);
 * - ticketing.dialogOpen: from a click on a ticket (the press, timed in the page) to the frame after the dialog's
 *   General tab is usable (its Title field enabled and filled), the 95th percentile of 20 clicks.
 *
 * Each figure prints at 5,000 (`….5k`) and at 50,000 tickets against its target, then the ratio 50k / 5k
 * (`….growth`), so that growth with the ticket count is seen. Start: `pnpm --filter @a1/tests exec node --import
 * tsx bench/ticketing.bench.ts` (scripts/bench.sh runs it).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Page } from '@playwright/test';
import { A1 } from '@a1/shared';
import { median, report } from '@a1/shared/bench/report';
import { openDatabase } from '@a1/server/db/client';
import { seedDemo } from '@a1/server/db/seed/index';
import { DEMO_SIZE } from '@a1/server/db/seed/seed-run';
import { buildApp } from '@a1/server';
import { loadConfig } from '@a1/server/config';
import { call, sessionHeaders, signIn } from '../support/a1-http';
import { adminDatabaseUrl, requirePostgres } from '../support/test-server';
import { createDatabase, databaseUrl, dropDatabase } from '../support/pg-admin';
import { chromiumLaunchOptions } from '../support/chromium';
import { received } from './received';
import { signInInBrowser } from './browser-sign-in';

const SIZES = [5_000, 50_000] as const;
const TARGETS = { ticketList: 300, bulkUpdate1000: 2000, quickFilterCounts: 30, firstPage: 500, dialogOpen: 150 };
/** The app as the server serves it (web/dist, `pnpm --filter @a1/web build`; scripts/bench.sh builds it). */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const here = path.dirname(fileURLToPath(import.meta.url));

/** The grid rules as a browser script: window.ticketRules. */
async function rulesScript(): Promise<string> {
  const out = await build({
    entryPoints: [path.resolve(here, '../../shared/src/rules/ticketing/grid.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'ticketRules',
    write: false,
    target: 'es2022',
  });
  return out.outputFiles[0].text;
}

const time = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

type Figures = Record<keyof typeof TARGETS, number>;

async function measure(tickets: number, script: string): Promise<Figures> {
  const name = `a1_bench_tickets_${tickets}_${process.pid}`;
  await createDatabase(adminDatabaseUrl, name);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminDatabaseUrl, name) });
  try {
    await database.migrate();
    await seedDemo(database.db, { ...DEMO_SIZE, tickets });
    // Fresh statistics, as autovacuum would have them on a server that has run a while.
    await database.db.execute('ANALYZE' as never);
    const app = await buildApp({
      db: database.db,
      config: { ...loadConfig({}), logLevel: 'silent', demo: false, webDir },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const headers = sessionHeaders(await signIn(baseUrl, 'it.developer@a1demo.com'));

    let wireBytes = 0;
    const list = async () => {
      wireBytes = await received(`${baseUrl}${A1.ticketList.path}?sprintId=0`, headers);
    };
    for (let i = 0; i < 2; i++) await list();
    const listTimes: number[] = [];
    for (let i = 0; i < 7; i++) listTimes.push(await time(list));
    const answer = await call(baseUrl, 'GET', `${A1.ticketList.path}?sprintId=0`, { headers });
    const rows: Array<{ ticketId: number }> = answer.body.data;
    if (rows.length < tickets * 0.9) throw new Error(`TicketList answered ${rows.length} tickets`);
    console.log(
      `ticketing.ticketList.bytes.${tickets / 1000}k: ${(wireBytes / 1e6).toFixed(1)} MB on the wire ` +
        `(${(JSON.stringify(answer.body).length / 1e6).toFixed(1)} MB of JSON, ${rows.length} tickets)`,
    );

    // Quick-filter counts in Chromium, on the rows as the browser received them.
    const browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    await page.addScriptTag({ content: script });
    const countTimes = await page.evaluate((data) => {
      const rules = (window as unknown as { ticketRules: { quickFilterCounts: (t: unknown[], me: number) => unknown } })
        .ticketRules;
      const times: number[] = [];
      for (let i = 0; i < 18; i++) {
        const start = performance.now();
        rules.quickFilterCounts(data, 3782);
        times.push(performance.now() - start);
      }
      return times.slice(3);
    }, rows);
    const screen = await screenFigures(page, baseUrl);
    await browser.close();

    // Bulk update of 1,000 tickets: lane, agent and a comment, in one transaction.
    const ids = rows.slice(0, 1000).map((r) => r.ticketId);
    let round = 0;
    const bulk = async () => {
      const answer = await call(baseUrl, 'POST', A1.ticketBulkUpdate.path, {
        headers,
        body: {
          laneId: round++ % 2 ? 3 : 4,
          sprintId: -1,
          agentId: -1,
          comment: `Bench round ${round}`,
          ticketList: ids,
        },
      });
      if (answer.status !== 200) throw new Error(`bulk: ${JSON.stringify(answer.body).slice(0, 300)}`);
    };
    await bulk();
    const bulkTimes: number[] = [];
    for (let i = 0; i < 5; i++) bulkTimes.push(await time(bulk));
    await app.close();
    return {
      ticketList: Math.round(median(listTimes)),
      quickFilterCounts: Number(median(countTimes).toFixed(2)),
      bulkUpdate1000: Math.round(median(bulkTimes)),
      ...screen,
    };
  } finally {
    await database.close();
    await dropDatabase(adminDatabaseUrl, name);
  }
}

/**
 * In the page: the next press (pointerdown, its timestamp) until the frame after the dialog's Title is usable, as
 * `window.dialogOpen`. A string, not a function: tsx would add helpers to a function that the page does not have.
 * It evaluates to 0, not to the promise, which page.evaluate would await.
 */
const ARM_DIALOG_TIMER = `window.dialogOpen = new Promise((resolve) =>
  document.addEventListener('pointerdown', (event) => {
    const pressed = event.timeStamp;
    const tick = () => {
      const input = document.querySelector('[role="dialog"] input[name="title"]');
      if (input && !input.disabled && input.value !== '') requestAnimationFrame(() => resolve(performance.now() - pressed));
      else requestAnimationFrame(tick);
    };
    tick();
  }, { capture: true, once: true }));
0; // not the promise: page.evaluate would wait for it`;

/** The ticket screen in Chromium: navigation → first page on screen, click → General tab usable. */
async function screenFigures(page: Page, baseUrl: string): Promise<Pick<Figures, 'firstPage' | 'dialogOpen'>> {
  await signInInBrowser(page, 'it.developer@a1demo.com', baseUrl);
  const grid = page.locator('[data-grid-id="tickets"] tbody tr td[class*="tid-"]').first();
  const firstPage: number[] = [];
  for (let i = 0; i < 6; i++) {
    await page.goto(`${baseUrl}/#/home`);
    await page.getByRole('banner').waitFor();
    const start = performance.now();
    await page.goto(`${baseUrl}/#/ticketing/ticket`);
    await grid.waitFor({ timeout: 60_000 });
    if (i > 0) firstPage.push(performance.now() - start);
  }
  const title = page.locator('[role="dialog"] input[name="title"]');
  const opens: number[] = [];
  for (let i = 0; i < 22; i++) {
    const cell = page
      .locator('[data-grid-id="tickets"] tbody tr')
      .nth(i % 10)
      .locator('td')
      .nth(1);
    // Timed in the page, from the press (pointerdown's timestamp) to the frame after the Title is usable: the app's
    // time, not Playwright's (its actionability checks and polling add some 80-100 ms around a click).
    await page.evaluate(ARM_DIALOG_TIMER);
    await cell.click();
    const opened = (await page.evaluate('window.dialogOpen')) as number;
    if (i > 1) opens.push(opened);
    await page.keyboard.press('Escape');
    await title.waitFor({ state: 'detached' });
  }
  opens.sort((a, b) => a - b);
  return {
    firstPage: Math.round(median(firstPage)),
    dialogOpen: Math.round(opens[Math.min(opens.length - 1, Math.ceil(opens.length * 0.95) - 1)]),
  };
}

await requirePostgres();
const script = await rulesScript();
const [small, big] = [await measure(SIZES[0], script), await measure(SIZES[1], script)];
for (const key of Object.keys(TARGETS) as Array<keyof typeof TARGETS>) {
  const unit = 'ms';
  report(`ticketing.${key}.5k`, small[key], TARGETS[key], unit);
  report(`ticketing.${key}`, big[key], TARGETS[key], unit);
  const ratio = small[key] > 0 ? big[key] / small[key] : 0;
  // Ten times the tickets: linear growth is a ratio of 10; the figure that matters is the 50k one above.
  console.log(`ticketing.${key}.growth: ${ratio.toFixed(1)}x (5,000 → 50,000 tickets)`);
}
process.exit(0);
