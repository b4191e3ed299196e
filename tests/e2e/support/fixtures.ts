/**
 * The `test` and `expect` of every e2e spec: Playwright's, plus the automatic accessibility check of ./axe.ts on every
 * screen and dialog a test opens (in its `page`, and in the contexts of `ShellPage.as`), and the worker's own
 * workstation daemon port behind localhost:19090 (../../support/worker-daemon.ts). Each distinct view is scanned once
 * per run (each worker has its own server: ./worker-server.ts); a serious or critical violation fails the test that
 * opened the view, listing rule and nodes.
 * `A1_A11Y_WATCH=0` turns the automatic check off (explicit `expectNoSeriousA11yViolations` calls still run);
 * `A1_A11Y_STATS=1` prints the scan count and time of each file, `A1_A11Y_DEBUG=1` each scan.
 */
import { expect, type BrowserContext } from '@playwright/test';
import { routeDaemonToWorker } from '../../support/worker-daemon';
import { A11yWatch, formatA11yFindings } from './axe';
import { test as base } from './worker-server';

const enabled = process.env.A1_A11Y_WATCH !== '0';
let workerWatch: A11yWatch | undefined;
let fileStats: { file: string; scans: number; spentMs: number } | undefined;

/**
 * Readies a context the test made itself (`ShellPage.as`; the fixtures' own context always is), in a test or in a
 * `beforeAll`: its pages are checked for accessibility, and reach this worker's workstation daemon as localhost:19090.
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await routeDaemonToWorker(context);
  await workerWatch?.watch(context);
}

function printStats() {
  if (fileStats && workerWatch && process.env.A1_A11Y_STATS === '1') {
    const scans = workerWatch.scans - fileStats.scans;
    const seconds = (workerWatch.spentMs - fileStats.spentMs) / 1000;
    console.log(`a11y ${fileStats.file.replace(/^.*\//, '')}: ${scans} scans, ${seconds.toFixed(1)} s`);
  }
}

export const test = base.extend<{ a11y: A11yWatch | undefined }, { a11yWorker: A11yWatch | undefined }>({
  a11yWorker: [
    async ({ playwright, e2eServer }, use) => {
      workerWatch = enabled ? new A11yWatch(new URL(e2eServer.url).origin) : undefined;
      const unfollow = workerWatch?.followAssertions(playwright);
      await use(workerWatch);
      unfollow?.();
      printStats();
    },
    { scope: 'worker', auto: true },
  ],
  a11y: [
    async ({ a11yWorker: watch }, use, testInfo) => {
      if (!watch) return use(undefined);
      if (fileStats?.file !== testInfo.file) {
        printStats();
        fileStats = { file: testInfo.file, scans: watch.scans, spentMs: watch.spentMs };
      }
      await use(watch);
      // The final state of the other watched pages (those of ShellPage.as, in this test or shared from a beforeAll).
      await watch.checkOpenPages();
      const findings = watch.findings.splice(0);
      if (findings.length)
        throw new Error(`Serious or critical accessibility violations\n${formatA11yFindings(findings)}`);
    },
    { auto: true },
  ],
  context: async ({ context, a11y }, use) => {
    await prepareContext(context);
    await use(context);
    // The final state of the test's own pages, before Playwright closes their context.
    await a11y?.checkOpenPages([context]);
  },
});

export { expect };
export type { Browser, BrowserContext, Locator, Page, Route } from '@playwright/test';
