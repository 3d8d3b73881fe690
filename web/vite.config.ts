import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

const backend = 'http://localhost:8080';

/** The size above which a chunk is reported (Vite's own default, 500 kB minified). */
const CHUNK_LIMIT_KB = 500;
/**
 * Chunks allowed to be larger, each with its own limit and the reason. Swagger UI is one prebuilt
 * bundle with its own React (swagger-ui-dist, about 1.5 MB): it cannot be split, and it is loaded only by
 * /api-docs (features/apiDocs/swaggerUi.ts, a dynamic import), never with the app's first script.
 */
const LARGE_CHUNKS: { module: string; limitKb: number }[] = [{ module: 'node_modules/swagger-ui-dist/', limitKb: 1700 }];

/**
 * Vite's chunk-size warning with a per-chunk limit: every chunk above CHUNK_LIMIT_KB is reported, but for the
 * known large ones of LARGE_CHUNKS, which are held to their own limit. (Vite's chunkSizeWarningLimit is
 * one number for all chunks; raising it for Swagger UI would hide the next chunk that grows by mistake.)
 */
function chunkSizeLimits(): Plugin {
  return {
    name: 'inno-chunk-size-limits',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const kb = Buffer.byteLength(chunk.code) / 1000;
        const known = LARGE_CHUNKS.find((c) => chunk.moduleIds.some((id) => id.includes(c.module)));
        const limit = known?.limitKb ?? CHUNK_LIMIT_KB;
        if (kb > limit) this.warn(`chunk ${chunk.fileName} is ${kb.toFixed(0)} kB, above its limit of ${limit} kB (vite.config.ts)`);
      }
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), chunkSizeLimits()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global colour functions
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: {
    port: 9000,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/management': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // the per-chunk limits of chunkSizeLimits() replace Vite's single one
    chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
    rolldownOptions: {
      // Rolldown's "[PLUGIN_TIMINGS] JavaScript callbacks ran for 85% of the build": that time is Sass compiling
      // the theme with the pure-JavaScript `sass` package, chosen on purpose (docs/design.md); the warning
      // says nothing we can act on and comes and goes with the machine's load.
      checks: { bundlerTimings: false },
    },
  },
  test: {
    environment: 'jsdom',
    // worker threads start a test file's jsdom faster than forked processes (the whole suite about a
    // third faster); each file still gets its own module graph (isolate), as some modules keep state
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20000,
  },
});
