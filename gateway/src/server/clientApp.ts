import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` writes the React client. */
export const CLIENT_DIST = fileURLToPath(new URL('../../../dist/client/', import.meta.url));

/** Paths the gateway itself answers; everything else is a client route. */
const SERVER_PATHS = /^\/(graphql|upload|explorer|healthz|readyz|static|uploads)(\/|$)/;

/**
 * Serves the built storefront: hashed assets cached for a year, and index.html
 * (never cached) for every client route, so deep links like /detail/1/2 work.
 */
export function clientApp(dist = CLIENT_DIST): Router {
  const router = Router();
  const index = join(dist, 'index.html');
  router.use(
    '/assets',
    express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(express.static(dist, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (SERVER_PATHS.test(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The storefront is not built yet: run `npm run build` (npm start does it).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
