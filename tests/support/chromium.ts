import { existsSync } from 'node:fs';

/** Flags of every browser the suites launch: no sandbox, GPU, network chatter or first-run work. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium as the benches launch it (no browser downloads here): the full browser, as a user's renders the
 * screens whose paint they time.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/** Debian's package chromium-headless-shell (scripts/test.sh installs it). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The e2e suite's browser: Debian's "old headless" shell, the same Blink and V8 without the full browser around them,
 * as Playwright's own headless runs use. The suite is bound by the browser's CPU (three quarters of it, measured on a
 * clean-clone run on 2026-12-01); on three spec files (29 tests, two workers) the shell took 189 s against 214 s,
 * its processes 180 s of CPU against 237 s. The full browser where the shell is not installed; CHROMIUM_PATH chooses.
 */
export const e2eChromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args,
};
