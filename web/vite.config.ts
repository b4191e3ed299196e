import { defineConfig } from 'vite';

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
    },
  },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
});
