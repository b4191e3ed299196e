import { defineConfig } from 'vitest/config';

// HTTP contract tests and hardware tests; each file starts its own server and database.
export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'hardware/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
