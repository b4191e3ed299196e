import { defineConfig } from 'vitest/config';

// A hang guard, not a speed limit, as in shared/vitest.config.ts: the test command runs these tests beside the contract
// suite and the builds on two cores, where CPU-bound tests took ten times their time alone.
export default defineConfig({
  test: { testTimeout: 30_000 },
});
