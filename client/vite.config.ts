import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { documentLanguages } from './build/documentLanguages.ts';
import { earlyScript } from './build/earlyScript.ts';
import { graphqlDocuments } from './build/graphqlDocuments.ts';
import { graphqlHashes } from './build/graphqlHashes.ts';
import { libraryCssFirst } from './build/libraryCssFirst.ts';
import { localeFiles } from './build/localeFiles.ts';
import { precompress } from './build/precompress.ts';
import { antdChunk } from './build/chunkGroups.ts';
import { appVersion } from './build/buildIdentity.ts';
import { reactRouterProduction } from './build/reactRouterProduction.ts';
import { routeTable } from './build/routeTable.ts';
import { serverBuild } from './build/serverBuild.ts';
import { serviceWorker } from './build/serviceWorker.ts';
import { webApp } from './build/webApp.ts';
import { ROUTE_PATTERNS } from './src/app/routeFacts.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/i18n/languages.ts';

/**
 * The storefront client. `npm run build` writes it to dist/client, which the
 * gateway serves; `npx vite --config client/vite.config.ts` serves it for
 * development against a gateway started with `npm start` (port 4000).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))),
    graphqlHashes(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))),
    localeFiles(fileURLToPath(new URL('./src/locales', import.meta.url))),
    documentLanguages(LANGUAGES, DEFAULT_LANGUAGE),
    // The installable app: a manifest per language (linked from its page), icons, offline pages.
    webApp({
      languages: LANGUAGES,
      defaultLanguage: DEFAULT_LANGUAGE,
      localesDir: fileURLToPath(new URL('./src/locales', import.meta.url)),
      markFile: fileURLToPath(new URL('./public/favicon.svg', import.meta.url)),
    }),
    // The version its GraphQL requests name (apollographql-client-version).
    appVersion(fileURLToPath(new URL('..', import.meta.url))),
    // Which paths are the storefront's, for the gateway's 404s.
    routeTable(ROUTE_PATTERNS),
    // The page's first query, asked while the app's scripts download.
    earlyScript('early', fileURLToPath(new URL('./src/boot/early.ts', import.meta.url))),
    libraryCssFirst(),
    reactRouterProduction(),
    react(),
    // The service worker (src/pwa/worker/sw.ts) with the build's precache manifest; before precompress, which compresses it.
    serviceWorker(),
    precompress(),
    // The same app for Node, which the gateway renders the public pages with (dist/ssr).
    serverBuild({
      root: fileURLToPath(new URL('.', import.meta.url)),
      entry: fileURLToPath(new URL('./src/server/renderPage.tsx', import.meta.url)),
      outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
      gqlDir: fileURLToPath(new URL('./src/gql', import.meta.url)),
    }),
  ],
  logLevel: 'warn',
  resolve: {
    // rxjs (under Apollo Client) ships ES2015 next to its ES5 default: smaller, without tslib's helpers.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    // The vendor chunk below (React DOM, React Router, i18next) is the largest.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Fewer, larger chunks for what every screen needs: one file compresses better than
        // the many small shared chunks automatic splitting makes, and changes less often.
        // antd-mobile goes into a few shared chunks, its gesture libraries apart (build/chunkGroups.ts).
        codeSplitting: {
          groups: [
            {
              // The libraries the first paint needs: React, the router, i18next. With them,
              // Apollo's error classes (a few hundred lines, no dependencies), which the
              // error states read without waiting for the data layer.
              name: 'vendor',
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|use-sync-external-store|js-cookie|@apollo[\\/]client[\\/]errors)[\\/]/,
            },
            {
              // The data layer (apollo/dataLayer.ts): loaded from boot in parallel, not waited for by the first paint.
              name: 'data',
              priority: 2,
              test: /node_modules[\\/](@apollo[\\/]client|rxjs|graphql|graphql-tag|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/,
            },
            {
              // What the page's early query needs (boot/earlyQuery.ts), apart from every other
              // chunk: it runs before the app's scripts have come, so it must not wait for them.
              // The app shares some of it (the request headers, the cookies, the languages).
              name: 'early',
              priority: 4,
              test: /virtual:gql-operation\/|client[\\/]src[\\/](boot[\\/](earlyQuery|serverData)\.ts|apollo[\\/]requestHeaders\.ts|session[\\/]readCookies\.ts|i18n[\\/]languages\.ts|screens[\\/]home[\\/]homeVariables\.ts|screens[\\/]product[\\/]productVariables\.ts|lib[\\/]picture(Widths|Sizes|Urls)\.ts)$/,
            },
            {
              // The components Home shares with most screens (and none of antd-mobile), PagedList's hooks with it.
              name: 'common',
              priority: 1,
              test: /client[\\/]src[\\/](components[\\/](Page|NavBar|Picture|ProductCard|Price|PagedList|ListFooter)\.tsx|components[\\/](usePagedListGestures|usePullWithoutGestures|loadOffset)\.ts|components[\\/]states[\\/])/,
            },
            {
              // Small helpers the product, bag, order and wallet screens share (dates, buy now, what the
              // cache forgets after a change): one request for the three, none of them on Home's first paint.
              name: 'screen-helpers',
              priority: 1,
              test: /client[\\/]src[\\/](lib[\\/](formatDate|buyNow)\.ts|apollo[\\/]invalidate\.ts)$/,
            },
            {
              // antd-mobile and its helpers: `antd`, `antd-form`, and `motion` (gestures, animation).
              name: antdChunk,
              debugName: 'antd',
              priority: 1,
            },
          ],
        },
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
