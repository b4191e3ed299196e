import { defineConfig } from 'vitest/config';
import LongestFirst from './support/longest-first';

/**
 * HTTP contract tests and hardware tests. Each file starts its own servers, each on its own database copied from the
 * run's seeded template (support/contract-template.ts), so files share no state and run two at a time (the machines
 * have two cores); set A1_CONTRACT_WORKERS to change that.
 *
 * The files that assert a time (a latency under attack, a cut at 10 s, an answer within 5 s of an outage or 1 s
 * across instances) run afterwards, one at a time, so a neighbour's work on the other core never decides them.
 */
const workers = Number(process.env.A1_CONTRACT_WORKERS ?? 2);
const timed = [
  'contract/**/public-input.test.ts',
  'contract/**/graceful.test.ts',
  'contract/**/database-resilience.test.ts',
  'contract/**/limits.test.ts',
  'contract/**/scale-out.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['./support/contract-template.ts'],
    // The longest files first, so that no long one starts when the other worker has nothing left (support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A stray `.only` fails the run instead of silently running one test.
    allowOnly: false,
    // Every 200 a test server answers is checked against its contract entry's response schema: a wrong answer is a
    // 500 naming what did not match (server/src/http/answer-check.ts). Spawned server processes inherit it.
    env: { A1_CHECK_ANSWERS: 'fail' },
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['contract/**/*.test.ts', 'hardware/**/*.test.ts'],
          exclude: timed,
          fileParallelism: workers > 1,
          // A worker keeps the modules it loaded from one file to the next (the server's, about 4 s of the two cores a
          // file): each file's servers still get their own database, and no file stubs modules or the environment.
          // 585 s against 762 s for this suite on both engines, the same 744 tests passing.
          isolate: false,
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: timed, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
