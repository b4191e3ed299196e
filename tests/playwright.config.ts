import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eChromiumLaunchOptions } from './support/chromium';

/**
 * E2E runs Debian's Chromium (no browser downloads here) against the real server, E2E_WORKERS workers at once (default
 * two), each with its own server and embedded database (e2e/support/worker-server.ts) copied from one template seeded per run
 * (support/e2e-template.ts). Worker n uses ports E2E_PORT + 10 × n onwards (support/e2e-ports.ts).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
// Set once by the runner, which loads this file first; its workers inherit it and find the template there.
process.env.A1_E2E_RUN_DIR ??= path.join(tmpdir(), `a1-e2e-${port}-${Date.now()}`);

/**
 * Specs that run one at a time, once every other spec has run: the session timers' (shell §4), which step a paused
 * page clock a millisecond at a time until the shell renders (support/page-timeline.ts reloadPaused): thousands of
 * round trips to the browser, which outlast the test's timeout while a second browser shares the two cores (seen in
 * two-worker runs: S-243 and S-245 timed out, alone they pass). Specs that start a workstation daemon run with the
 * rest: each worker's daemon has a port of its own, which its browser reaches as the spec's localhost:19090
 * (support/worker-daemon.ts).
 * Playwright reads each string of testMatch/testIgnore as a glob on the spec's absolute path (it puts `**` and a slash
 * before a pattern that lacks them), so each names its area folder: a bare file name would catch a namesake elsewhere.
 */
// Only the timer tests: the guard and layout tests beside them once made two whole files solo (72 s alone at the end
// of a run, 17 s of it the paused clocks).
const soloSpecs = ['**/platform/session-timers.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  // Bounds, not targets (speed is measured in `pnpm bench`): CI machines differ up to threefold in speed (one ran this
  // suite in 18 min, another in 43), and on the slow ones a 60 s test or a 10 s assertion failed while the app was
  // only waiting its turn for the two cores. A passing test takes no longer for them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Files are spread over the workers; the tests of a file run in order, in one worker.
  fullyParallel: false,
  // Two workers (the machines have two cores), each with its own server and database (E2E_WORKERS changes it):
  // 263 tests passed in 17.9 min with two, against 18.9 min with one, while a third process loaded the machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A stray `test.only` fails a CI run instead of silently running one test.
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalSetup: './support/e2e-template.ts',
  use: {
    // baseURL is each worker's own server (e2e/support/worker-server.ts).
    launchOptions: e2eChromiumLaunchOptions,
    // The app then shows dialogs, menus and lists at once, without fades or ripples (web/src/theme.ts): nothing for the
    // accessibility check to wait out, and frames the two cores need not paint.
    reducedMotion: 'reduce',
    // No trace unless asked for (A1_E2E_TRACE=1 keeps one per failed test): recording it, even only to drop it when
    // the test passes, tripled the browser's work (its screencast alone doubled it), and a failure's
    // error-context.md already holds the page as it was.
    trace: process.env.A1_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  projects: [
    { name: 'e2e', testIgnore: soloSpecs },
    { name: 'solo', testMatch: soloSpecs, dependencies: ['e2e'], workers: 1 },
  ],
});
