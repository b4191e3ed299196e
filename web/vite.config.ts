import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * React and its router, which every page needs whole, go into one vendor chunk that a new build of the app's own
 * code leaves cached. MUI and react-admin stay with Rollup's splitting: they are imported through barrel modules,
 * so a manual chunk of them would pull every component into the first load, not only those the sign-in page uses.
 */
const VENDOR_REACT = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//;

/**
 * The ticket dialog's rich-text editor (ra-input-rich-text's Tiptap and ProseMirror, about 130 KB gzip) in a vendor
 * chunk of its own: only an open ticket loads it, and it stays cached when the app's code changes. The match is
 * the editor's own packages, not ra-input-rich-text, whose react-admin and MUI imports would pull their barrels in;
 * Rollup adds the editor's few private dependencies (linkifyjs, fast-equals, ...) to the chunk with it.
 */
const VENDOR_RICH_TEXT = /\/node_modules\/(@tiptap\/[^/]+|prosemirror-[^/]+)\//;

const vendorChunk = (id: string): string | undefined => {
  if (VENDOR_REACT.test(id)) return 'vendor-react';
  if (VENDOR_RICH_TEXT.test(id)) return 'vendor-richtext';
  return undefined;
};

// JSX is compiled by Vite's built-in esbuild (automatic runtime); the dev server proxies the A1 API.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Object.entries itself for node-polyglot's polyfill (src/shims/object-entries.cjs says why).
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // Libraries mark modules "use client" for server components; irrelevant in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: { manualChunks: vendorChunk },
    },
  },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  // A hang guard for the unit tests, not a speed limit: the test command runs them beside the contract suite and
  // the builds on two cores, where CPU-bound tests took ten times their time alone (shared/vitest.config.ts).
  test: { testTimeout: 30_000 },
});
