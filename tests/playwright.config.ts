import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './support/chromium';

/** E2E runs Debian's Chromium (no browser downloads here) against the real server on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 8181);
// Set once by the runner, which loads this file first; its workers inherit it, so they reach the same server's
// supervisor (the resetDatabase fixture of e2e/fixtures.ts).
const dataDir = (process.env.A1_E2E_DATA_DIR ??= path.join(tmpdir(), `a1-e2e-${port}-${Date.now()}`));

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    // server/src/main.ts under a supervisor that can put the database back to the demo seed (support/e2e-server.ts).
    command: 'node --import tsx support/e2e-server.ts',
    url: `http://localhost:${port}/api/A1/Shared/AppVersion/AppVersion`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      A1_DATA_DIR: dataDir,
      // The embedded database, even when scripts/test.sh exports DATABASE_URL for the contract suite.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // SSO e2e (sign-in-sso.spec.ts): the local OpenID Connect provider it starts on E2E_PORT+1, and the
      // seeded staff accounts moved to each sign-in kind (whole addresses, so every other account keeps its password).
      A1_OIDC_IDP_ISSUER: `http://127.0.0.1:${port + 1}/idp`,
      A1_OIDC_IDP_CLIENT_ID: 'a1-web',
      A1_OIDC_IDP_DOMAINS: 'quinn.clark14@a1demo.com',
      A1_OIDC_DIRECTORY_ISSUER: `http://127.0.0.1:${port + 1}/directory`,
      A1_OIDC_DIRECTORY_CLIENT_ID: 'a1-directory',
      A1_OIDC_DIRECTORY_DOMAINS: 'reese.johnson15@a1demo.com,sage.durand17@a1demo.com',
      // Post to Billing e2e (jobs-admin-screens.spec.ts): the local billing receiver it starts on E2E_PORT+2.
      A1_BILLING_URL: `http://127.0.0.1:${port + 2}/sales-orders`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
    // The supervisor stops the server and removes its data directories.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
