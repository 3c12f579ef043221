import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeFile } from '../runtimeFiles.ts';

/** Where `npm run build` puts the bundled GraphiQL (see gateway/explorer/build.ts). */
export const EXPLORER_DIST = runtimeFile('explorer');

export const EXPLORER_NOT_BUILT =
  'The schema explorer is not built yet. Run `npm run build` (npm start does it for you), then reload this page.\n';
export const EXPLORER_DISABLED =
  'The schema explorer is off because introspection is disabled (NODE_ENV=production). Set GRAPHQL_INTROSPECTION=true to turn it on.\n';

export interface ExplorerOptions {
  /** Off together with introspection: the explorer can show nothing without it. */
  enabled: boolean;
  /** The bundle's folder; the default is dist/explorer. */
  dir?: string;
}

/**
 * `/explorer`: GraphiQL, bundled at build time so it needs no internet access,
 * talking to `/graphql` of the same origin. The bundle's presence is checked per
 * request, so a build made while the gateway runs is picked up; a missing bundle
 * is a plain 503 saying what to do rather than a blank page. Hashed assets are
 * cached for good, the page itself never.
 */
export function explorerRoutes({ enabled, dir = EXPLORER_DIST }: ExplorerOptions): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').type('text/plain').send('The schema explorer only answers GET.\n');
      return;
    }
    if (!enabled) {
      res.status(404).type('text/plain').send(EXPLORER_DISABLED);
      return;
    }
    if (!existsSync(join(dir, 'index.html'))) {
      res.status(503).set('retry-after', '10').type('text/plain').send(EXPLORER_NOT_BUILT);
      return;
    }
    next();
  });
  // The page itself without a redirect: its asset URLs are absolute (/explorer/assets/...).
  router.get('/', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(join(dir, 'index.html'));
  });
  router.use(
    express.static(dir, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders(res, path) {
        const hashed = path.startsWith(join(dir, 'assets'));
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('x-content-type-options', 'nosniff');
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('No such file in the schema explorer.\n');
  });
  return router;
}
