/**
 * The e2e `test` (with the accessibility check of ./fixtures.ts) plus a `resetDatabase` fixture, for tests that change data: the e2e server's database is put back to
 * the demo seed once the test has ended (so the change never reaches another test), and the test may call
 * `resetDatabase()` itself to start over mid-test. A reset restarts the server (about 2 s): sessions end with it.
 */
import { test as base } from './fixtures';
import { resetE2eDatabase } from '../../support/e2e-control';

export const test = base.extend<{ resetDatabase: () => Promise<void> }>({
  // eslint-disable-next-line no-empty-pattern
  resetDatabase: async ({}, use) => {
    await use(resetE2eDatabase);
    await resetE2eDatabase();
  },
});

export { expect } from './fixtures';
