/**
 * Project tracking speed (issue 13 Speed), on PostgreSQL with 2,000 initiatives and 10,000 features
 * (PROJECTS_BENCH_SIZE, the `pnpm seed --projects` size), over HTTP against the real server:
 *
 * - project.gridview: GET kanban/project/gridview/gridview, every row, to the answer's last byte as the browser asks
 *   for it (./received.ts; median of 7 after 2 warm-ups);
 * - project.featureModal: the calls an opening feature modal makes, in parallel as it makes them (its lookups,
 *   the feature, its initiatives and every tab's count in one call), median of 15;
 * - project.newCrf: POST KanbanBoard/Sprint, a new CRF with its four placeholder tickets (median of 15);
 * - project.gridOnScreen: in Chromium on the production build (web/dist, served by the same server), from the
 *   in-app navigation to Projects until a 500-row page of the grid is painted (median of 5 after one warm-up).
 *
 * Start: `pnpm build && pnpm --filter @a1/tests exec node --import tsx bench/project.bench.ts` (scripts/bench.sh
 * runs it).
 */
import { A1 } from '@a1/shared';
import { median, report } from '@a1/shared/bench/report';
import { openDatabase } from '@a1/server/db/client';
import { seedDemo } from '@a1/server/db/seed/index';
import { DEMO_SIZE } from '@a1/server/db/seed/seed-run';
import { PROJECTS_BENCH_SIZE } from '@a1/server/db/seed/projects';
import { buildApp } from '@a1/server';
import { loadConfig } from '@a1/server/config';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { call, sessionHeaders, signIn } from '../support/a1-http';
import { adminDatabaseUrl, requirePostgres } from '../support/test-server';
import { createDatabase, databaseUrl, dropDatabase } from '../support/pg-admin';
import { received } from './received';

/** In the page: navigate to Projects and resolve the time until its first page of rows is painted. */
const MEASURE = `(async () => {
  window.location.hash = '#/home';
  await new Promise((r) => setTimeout(r, 50));
  const start = performance.now();
  window.location.hash = '#/kanban/project/grid-view';
  return await new Promise((resolve, reject) => {
    const deadline = start + 30000;
    const tick = () => {
      const grid = document.querySelector('[data-grid-id="kanban-project-projects"]');
      const pager = grid && grid.querySelector('[data-testid="grid-page"]');
      const rows = grid ? grid.querySelectorAll('tbody tr:not([aria-hidden])').length : 0;
      if (pager && /^1\\/\\d+$/.test(pager.textContent || '') && rows > 10)
        requestAnimationFrame(() => resolve(performance.now() - start));
      else if (performance.now() > deadline) reject(new Error('project grid did not show'));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
})()`;

await requirePostgres();
const name = `a1_bench_projects_${process.pid}`;
await createDatabase(adminDatabaseUrl, name);
const database = await openDatabase({ databaseUrl: databaseUrl(adminDatabaseUrl, name) });
try {
  await database.migrate();
  await seedDemo(database.db, { ...DEMO_SIZE, ...PROJECTS_BENCH_SIZE, tickets: 20_000 });
  const app = await buildApp({ db: database.db, config: { ...loadConfig({}), logLevel: 'silent', demo: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const headers = sessionHeaders(await signIn(baseUrl, 'crf.approver@a1demo.com'));
  const time = async (run: () => Promise<unknown>) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };

  const whole = await call(baseUrl, 'GET', A1.projectGrid.path, { headers });
  if (whole.status !== 200 || whole.body.data.length < 10_000) throw new Error(`gridview: ${whole.status}`);
  let gridBytes = 0;
  const grid = async () => {
    gridBytes = await received(`${baseUrl}${A1.projectGrid.path}`, headers);
  };
  for (let i = 0; i < 2; i++) await grid();
  const gridTimes: number[] = [];
  for (let i = 0; i < 7; i++) gridTimes.push(await time(grid));
  report('project.gridview', Math.round(median(gridTimes)), 400, 'ms');
  console.log(`project.gridview.bytes: ${(gridBytes / 1e6).toFixed(2)} MB on the wire`);

  const sprintId = 60001;
  const [feature] = (await call(baseUrl, 'GET', `${A1.kanbanSprints.path}?sprintId=${sprintId}`, { headers })).body
    .sprints;
  // What web/src/resources/features/FeatureDialog.tsx calls as it opens: lookups, the feature, counts, initiatives.
  const modal = () =>
    Promise.all(
      [
        A1.crfDefaults.path,
        `${A1.kanbanProjects.path}`,
        A1.projectPhaseList.path,
        A1.healthStatusList.path,
        A1.processOwners.path,
        A1.ticketUserList.path,
        `${A1.kanbanSprints.path}?sprintId=${sprintId}&includeDisabled=true`,
        `${A1.featureCounts.path}?sprintId=${sprintId}`,
        `${A1.kanbanMilestones.path}?ProjectID=${feature.projectId}`,
      ].map(async (path) => {
        const answer = await call(baseUrl, 'GET', path, { headers });
        if (answer.status !== 200) throw new Error(`featureModal ${path}: ${answer.status}`);
      }),
    );
  for (let i = 0; i < 3; i++) await modal();
  const modalTimes: number[] = [];
  for (let i = 0; i < 15; i++) modalTimes.push(await time(modal));
  report('project.featureModal', Math.round(median(modalTimes)), 200, 'ms');

  let n = 0;
  const newCrf = async () => {
    const answer = await call(baseUrl, 'POST', A1.kanbanSprintCreate.path, {
      headers,
      body: {
        sprintName: `Bench CRF ${++n}`,
        projectId: 165,
        milestoneId: 442,
        phaseId: 106,
        healthStatusId: 1,
        requestSummary: 'Benchmark',
        originalRequestor: { email: 'crf.approver@a1demo.com' },
        seniorManagerApproval: { email: 'crf.approver@a1demo.com' },
      },
    });
    if (answer.status !== 200) throw new Error(`newCrf: ${JSON.stringify(answer.body)}`);
  };
  for (let i = 0; i < 3; i++) await newCrf();
  const crfTimes: number[] = [];
  for (let i = 0; i < 15; i++) crfTimes.push(await time(newCrf));
  report('project.newCrf', Math.round(median(crfTimes)), 150, 'ms');

  await gridOnScreen(baseUrl);
  await app.close();
} finally {
  await database.close();
  await dropDatabase(adminDatabaseUrl, name);
}

/**
 * project.gridOnScreen: signs in through the login page, then navigates inside the app (as a user does from the
 * side menu) to Projects and times, in the page, from the navigation to the first painted frame that shows the
 * grid's first page (500 rows: its page counter and rows). Skipped with a note when web/dist is missing.
 */
async function gridOnScreen(baseUrl: string) {
  const index = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist/index.html');
  if (!existsSync(index)) {
    console.log('project.gridOnScreen: skipped (no web/dist; run pnpm build first)');
    return;
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${baseUrl}/#/login`);
    await page.getByLabel('Email').fill('crf.approver@a1demo.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/#\/home$/, { timeout: 60_000 });
    // A string, not a function: tsx's name helpers do not exist in the page.
    const once = () => page.evaluate(MEASURE) as Promise<number>;
    await once();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await once());
    report('project.gridOnScreen', Math.round(median(times)), 500, 'ms');
  } finally {
    await browser.close();
  }
}
