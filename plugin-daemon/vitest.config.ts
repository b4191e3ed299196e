import { defineConfig } from 'vitest/config';

// Hardware tests start real peers (socat, cupsd): generous but finite limits, so nothing can hang CI.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    pool: 'forks',
  },
});
