import type { RequestHandler } from 'express';
import type { GatewayMetrics } from './gatewayMetrics.ts';

/** A built file's path: it ends in a file name with an extension (favicon.ico, sw.js, en.json). */
const FILE = /\/[^/]+\.[A-Za-z0-9]{1,12}$/;

/**
 * The `route` label of an HTTP request: what the gateway does with it, from a fixed list, never
 * the path itself (a path holds ids and whatever a stranger types). Read from the path's first
 * segment: `/graphql`, `/upload`, `/api` and `/merchant` (the passthrough) and `/explorer` with
 * anything below them; the legacy API's pictures (and the image pipeline over them) and `/assets/`
 * only below; `/healthz`, `/readyz` and `/vitals` only as they are.
 */
export function routeLabel(method: string, path: string): string {
  const slash = path.indexOf('/', 1);
  const below = slash >= 0;
  switch (below ? path.slice(1, slash) : path.slice(1)) {
    case 'graphql':
      return 'graphql';
    case 'upload':
      return 'upload';
    case 'api':
    case 'merchant':
      return 'passthrough';
    case 'explorer':
      return 'explorer';
    case 'uploads':
    case 'static':
    case 'img':
    case 'image':
    case 'images':
      if (below) return 'image';
      break;
    case 'healthz':
    case 'readyz':
      if (!below) return 'health';
      break;
    case 'vitals':
      if (!below) return 'vitals';
      break;
    case 'assets':
      if (below) return 'static';
      break;
  }
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  // Everything else the gateway answers to a GET is the storefront: a built file, or a page for a client route.
  return FILE.test(path) ? 'static' : 'page';
}

/**
 * Counts every HTTP request by route and status (`aborted` when the client left before the
 * answer ended), times it, and keeps the number in flight. First in the chain, so a request
 * refused by anything after it (shedding, limits, a bad path) is counted too.
 */
export function httpMetrics(metrics: GatewayMetrics): RequestHandler {
  return (req, res, next) => {
    const route = routeLabel(req.method, req.path);
    const started = performance.now();
    metrics.inFlight.inc();
    res.once('close', () => {
      metrics.inFlight.dec();
      // The time read twice rather than through prom-client's timer (a closure, two arrays and a labels copy).
      metrics.httpDuration.observe({ route }, (performance.now() - started) / 1000);
      metrics.httpRequests.inc({ route, status: res.writableFinished ? String(res.statusCode) : 'aborted' });
    });
    next();
  };
}
