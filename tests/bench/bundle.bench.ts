/**
 * The web app's JavaScript weight (issue 11 point 7), on a production build made here into a temporary folder
 * (web/dist, which the server serves, is left alone):
 *
 * - web.firstLoadJsGzip: every script the sign-in page loads, measured in Chromium: /#/login is opened and every
 *   .js response until the network is idle is counted (the entry, its modulepreloads and any chunk fetched at
 *   load). The API is not served, so calls made at load fail fast.
 * - web.largestAreaChunkGzip: the largest chunk the sign-in page does not load (a screen, a dialog, the layout,
 *   SSO), vendor chunks (vite.config.ts `vendor-*`) left out.
 *
 * Sizes are the gzip of each file's bytes (node:zlib, default level), in KB of 1,000 bytes as Vite reports them.
 * A build is deterministic, so these are one measurement, not medians of runs (design §5 asks for medians of
 * timings). Start: `pnpm --filter @a1/tests bench`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { report } from '@a1/shared/bench/report';
import { chromiumLaunchOptions } from '../support/chromium';
import { serveFolder } from '../support/static-server';

const FIRST_LOAD_TARGET_KB = 330;
const AREA_CHUNK_TARGET_KB = 120;
const VENDOR = /^vendor-/;

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const gzipSize = (bytes: Buffer) => gzipSync(bytes).length;

const out = await mkdtemp(path.join(tmpdir(), 'a1-bundle-bench-'));
try {
  execFileSync(
    'pnpm',
    ['--filter', '@a1/web', 'exec', 'vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const assets = path.join(out, 'assets');
  const chunks = (await readdir(assets)).filter((name) => name.endsWith('.js'));

  const ports = process.env.BUNDLE_BENCH_PORT
    ? [Number(process.env.BUNDLE_BENCH_PORT)]
    : [8491, 8492, 8493, 8494, 8495, 8496, 8497, 8498, 8499];
  const { server, port } = await serveFolder(out, ports, 'bundle bench');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const loaded = new Map<string, number>();
  const bodies: Promise<void>[] = [];
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js'))
        bodies.push(response.body().then((body) => void loaded.set(path.basename(pathname), gzipSize(body))));
    });
    await page.goto(`http://127.0.0.1:${port}/#/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
  } finally {
    await browser.close();
    server.close();
  }
  if (!loaded.size) throw new Error('bundle bench: the sign-in page loaded no script');

  const firstLoad = [...loaded.values()].reduce((sum, size) => sum + size, 0);
  let largest = 0;
  for (const name of chunks) {
    if (loaded.has(name) || VENDOR.test(name)) continue;
    largest = Math.max(largest, gzipSize(await readFile(path.join(assets, name))));
  }
  if (process.env.BUNDLE_BENCH_VERBOSE)
    for (const name of chunks.sort())
      console.error(
        `${loaded.has(name) ? 'login' : 'lazy '} ${name}: ${kb(gzipSize(await readFile(path.join(assets, name))))} KB`,
      );
  report('web.firstLoadJsGzip', kb(firstLoad), FIRST_LOAD_TARGET_KB, 'KB');
  report('web.largestAreaChunkGzip', kb(largest), AREA_CHUNK_TARGET_KB, 'KB');
} finally {
  await rm(out, { recursive: true, force: true });
}
