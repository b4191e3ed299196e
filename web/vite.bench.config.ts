import { mergeConfig } from 'vite';
import app from './vite.config';

/**
 * Bench-only build (`pnpm --filter @a1/web build:bench`): the page of bench/ that renders the real DataGrid
 * with generated rows for tests/bench/grid-browser.bench.ts. Same production settings as the app, its own
 * entry and output folder (dist-bench/), so the app's bundle and dist/ (served by the server) never hold it.
 */
export default mergeConfig(app, {
  root: 'bench',
  base: './',
  build: { outDir: '../dist-bench', emptyOutDir: true },
});
