import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { graphqlHashes } from './client/build/graphqlHashes.ts';

/**
 * Two projects: the server side (stand-in, gateway, integration over real HTTP)
 * in Node, and the client's component tests in a simulated DOM. The browser
 * end-to-end tests (tests/e2e) drive Debian's Chromium against `npm start`.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // The translation files are checked in Node (they are read from disk).
          include: [
            'tests/lint/**/*.test.ts',
            'tests/legacy/**/*.test.ts',
            'tests/gateway/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/client/locales.test.ts',
            'tests/client/firstPaint.test.ts',
            'tests/client/routeNamespaces.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react(), graphqlHashes(fileURLToPath(new URL('./client/src/gql/graphql.ts', import.meta.url)))],
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/client/locales.test.ts',
            'tests/client/firstPaint.test.ts',
            'tests/client/routeNamespaces.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: ['tests/client/support/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The gateway bundle every stack runs, built once per run; one Chromium per file.
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          setupFiles: ['tests/e2e/support/setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A condition a browser reaches: as long as Playwright waits for one (support/phone.ts),
          // not expect.poll's 1 s, which a busy machine's page overruns.
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
