import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { graphqlHashes } from './client/build/graphqlHashes.ts';

/**
 * The server side (stand-in, gateway, integration over real HTTP) in Node, the client's component
 * tests in a simulated DOM, and the browser end-to-end tests (tests/e2e), which drive Debian's
 * Chromium against `npm start` (ADR 0011).
 *
 * The server and client files share their worker's modules (`isolate: false`): each worker imports
 * the gateway or the app once, not once per file, which halved the unit tests' CPU (ADR 0011). A
 * file that needs modules of its own runs in a `:fresh` project, isolated, and says why below.
 */

/** The test files under `folder` (relative to the root) whose text matches `pattern`. */
function filesThat(pattern: RegExp, folder: string): string[] {
  const root = fileURLToPath(new URL('./', import.meta.url));
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name) && pattern.test(readFileSync(join(root, folder, name), 'utf8')))
    .map((name) => `${folder}/${name}`);
}

/**
 * A file that mocks a module (`vi.mock`, `vi.doMock`) needs a module registry of its own: in a shared
 * one, the module may already be loaded, real, by an earlier file (a stubbed screen was not, in a
 * run with two workers). Found by reading the files, so a new mock cannot be forgotten here.
 */
const MOCKS = /\bvi\.(?:do)?[mM]ock\(/;

/** The folders of the server side's tests. */
const SERVER_FOLDERS = ['tests/lint', 'tests/legacy', 'tests/gateway', 'tests/integration'];

/** Server files that need a module registry of their own. */
const FRESH_SERVER = SERVER_FOLDERS.flatMap((folder) => filesThat(MOCKS, folder));

/** The Node-side files of the client's tests (the translation files are read from disk). */
const CLIENT_IN_NODE = [
  'tests/client/locales.test.ts',
  'tests/client/firstPaint.test.ts',
  'tests/client/routeNamespaces.test.ts',
];

/** Client files that mock a module, or prove what happens the first time one loads. */
const FRESH_CLIENT = [
  ...filesThat(MOCKS, 'tests/client'),
  // The early query's answer is taken once per page load (a module-level slot).
  'tests/client/earlyQuery.test.tsx',
  // The screens' code loads once, lazily: these tests watch it load, or fail to.
  'tests/client/routeLoading.test.tsx',
  'tests/client/shell.pagedListEnd.test.tsx',
  'tests/client/shell.pagedListGestures.test.tsx',
];

/** Once per run of a server project: the folder its files share (tests/support/release.ts). */
const SERVER_RUN_SETUP = 'tests/support/serverRunSetup.ts';

const SERVER_FILES = [...SERVER_FOLDERS.map((folder) => `${folder}/**/*.test.ts`), ...CLIENT_IN_NODE];

/** A project of the client's component tests: React in happy-dom, operations hashed as the build hashes them. */
function clientProject(
  name: string,
  include: string[],
  exclude: string[],
  isolate: boolean,
): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [react(), graphqlHashes(fileURLToPath(new URL('./client/src/gql/graphql.ts', import.meta.url)))],
    test: {
      name,
      include,
      exclude,
      isolate,
      environment: 'happy-dom',
      setupFiles: ['tests/client/support/setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    // Ceilings for a failure only (a test ends when its conditions hold): a full `npm test` on a
    // machine 1.5× slower than CI's slowed files 7–10×, and a server-rendered product page's test
    // passed 20 s. Twice the client's findBy… wait (tests/client/support/setup.ts).
    testTimeout: 40_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_FILES,
          exclude: FRESH_SERVER,
          environment: 'node',
          isolate: false,
          // A folder of the run's own, for what its files build once and share (the release).
          globalSetup: [SERVER_RUN_SETUP],
        },
      },
      {
        extends: true,
        test: { name: 'server:fresh', include: FRESH_SERVER, environment: 'node', globalSetup: [SERVER_RUN_SETUP] },
      },
      clientProject('client', ['tests/client/**/*.test.{ts,tsx}'], [...CLIENT_IN_NODE, ...FRESH_CLIENT], false),
      clientProject('client:fresh', FRESH_CLIENT, [], true),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The gateway bundle every stack runs, built once per run; one Chromium per file.
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          setupFiles: ['tests/e2e/support/setup.ts'],
          // Files side by side (`npm run test:e2e` sets the workers): each starts its own stack on
          // ports of its own and its own Chromium, and mostly waits on them (ADR 0011).
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
