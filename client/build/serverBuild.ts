import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build, defaultServerConditions, type Plugin } from 'vite';
import { graphqlDocuments } from './graphqlDocuments.ts';
import { graphqlHashes } from './graphqlHashes.ts';
import { reactRouterProduction } from './reactRouterProduction.ts';

export interface ServerBuildOptions {
  /** client/ (the Vite root). */
  root: string;
  /** The server entry (client/src/server/renderPage.tsx). */
  entry: string;
  /** Where the server bundle goes (dist/ssr, next to dist/client). */
  outDir: string;
  /** client/src/gql, for the documents' modules. */
  gqlDir: string;
}

/** The server bundle's entry file name, which the gateway imports (gateway/src/ssr/serverBundle.ts, ENTRY). */
const SERVER_ENTRY_FILE = 'renderPage.js';

/**
 * After the storefront's build, the same app built for Node (`dist/ssr/renderPage.js`): the
 * gateway imports it at run time to render the public pages (issue 25, ADR 0009). Everything is
 * bundled into it, React and antd-mobile included (their CSS imports are dropped: the page links
 * the client build's stylesheets), so dist/ runs without the source tree or the packages that
 * are only the client's.
 */
export function serverBuild(options: ServerBuildOptions): Plugin {
  let production = true;
  let clientOutDir = '';
  return {
    name: 'server-build',
    apply: 'build',
    configResolved(config) {
      production = config.mode === 'production';
      clientOutDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Only next to the product's own client build (dist/client): a build elsewhere (a test's, into
      // a temporary directory, under NODE_ENV=test, whose JSX is React's development one) must not
      // replace the bundle the gateway renders with.
      if (clientOutDir !== resolve(options.outDir, '..', 'client')) return;
      await build({
        configFile: false,
        root: options.root,
        mode: production ? 'production' : 'development',
        logLevel: 'warn',
        plugins: [
          graphqlDocuments(options.gqlDir),
          graphqlHashes(`${options.gqlDir}/graphql.ts`),
          reactRouterProduction(),
          react(),
        ],
        // React's own choice of build happens at run time in Node: the production one, as the client's.
        define: production ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
        ssr: { noExternal: true, target: 'node', resolve: { conditions: [...defaultServerConditions] } },
        build: {
          ssr: options.entry,
          outDir: options.outDir,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          reportCompressedSize: false,
          minify: false,
          rolldownOptions: {
            onwarn(warning, warn) {
              if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
              warn(warning);
            },
            // One file: the gateway imports it again when a new build replaces it (by its time), and
            // chunks would import the entry they came with by its plain name, a second copy of it.
            output: { entryFileNames: SERVER_ENTRY_FILE, codeSplitting: false },
          },
        },
      });
    },
  };
}
