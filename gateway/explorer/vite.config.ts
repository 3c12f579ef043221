import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The offline schema explorer: GraphiQL, React and Monaco bundled into static
 * files the gateway serves under /explorer/. `gateway/explorer/build.ts` runs it
 * (it picks the output folder); `npx vite --config gateway/explorer/vite.config.ts`
 * serves it for development.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/explorer/',
  publicDir: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    emptyOutDir: true,
    // Monaco alone is several megabytes; that is expected for an IDE served from loopback.
    chunkSizeWarningLimit: 8000,
    reportCompressedSize: false,
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React libraries mark modules "use client"; that means nothing in a plain browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    // In development the page talks to a gateway started with `npm start`.
    proxy: { '/graphql': 'http://127.0.0.1:4000' },
  },
});
