import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphqlDocuments.ts';

/**
 * The storefront client. `npm run build` writes it to dist/client, which the
 * gateway serves; `npx vite --config client/vite.config.ts` serves it for
 * development against a gateway started with `npm start` (port 4000).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))), react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:4000',
      '/upload': 'http://127.0.0.1:4000',
      '/static': 'http://127.0.0.1:4000',
      '/uploads': 'http://127.0.0.1:4000',
    },
  },
});
