import { defineConfig } from 'vitest/config';

// A hang guard, not a speed limit (speed is measured in pnpm bench): the test command runs these tests beside the
// HTTP contract suite, the builds and the static checks on two cores, where a CPU-bound test took ten times its time
// alone (20,000 numbers formatted: 4.2 s against 0.45 s), close to vitest's default of 5 s.
export default defineConfig({
  test: { testTimeout: 30_000 },
});
