import { defineConfig } from 'vitest/config';

/**
 * HTTP contract tests and hardware tests. Each file starts its own servers, each on its own database copied from the
 * run's seeded template (support/contract-template.ts), so files share no state and run two at a time (the machines
 * have two cores); set A1_CONTRACT_WORKERS to change that.
 */
const workers = Number(process.env.A1_CONTRACT_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'hardware/**/*.test.ts'],
    globalSetup: ['./support/contract-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // A stray `.only` fails the run instead of silently running one test.
    allowOnly: false,
    // Every 200 a test server answers is checked against its contract entry's response schema: a wrong answer is a
    // 500 naming what did not match (server/src/http/answer-check.ts). Spawned server processes inherit it.
    env: { A1_CHECK_ANSWERS: 'fail' },
  },
});
