import { defineConfig } from 'vite';

/**
 * React and its router, which every page needs whole, go into one vendor chunk that a new build of the app's own
 * code leaves cached. MUI and react-admin stay with Rollup's splitting: they are imported through barrel modules,
 * so a manual chunk of them would pull every component into the first load, not only those the sign-in page uses.
 */
const VENDOR_REACT = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//;

// JSX is compiled by Vite's built-in esbuild (automatic runtime); the dev server proxies the A1 API.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
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
      output: { manualChunks: (id) => (VENDOR_REACT.test(id) ? 'vendor-react' : undefined) },
    },
  },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
});
