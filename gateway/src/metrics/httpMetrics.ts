import type { RequestHandler } from 'express';
import type { GatewayMetrics } from './gatewayMetrics.ts';

/**
 * The `route` label of an HTTP request: what the gateway does with it, from a fixed list, never
 * the path itself (a path holds ids and whatever a stranger types).
 */
const ROUTES: ReadonlyArray<[RegExp, string]> = [
  [/^\/graphql(\/|$)/, 'graphql'],
  [/^\/upload(\/|$)/, 'upload'],
  // The legacy API's pictures (and the gateway's image pipeline over them).
  [/^\/(uploads|static|img|images?)\//, 'image'],
  [/^\/(api|merchant)(\/|$)/, 'passthrough'],
  [/^\/(healthz|readyz)$/, 'health'],
  [/^\/explorer(\/|$)/, 'explorer'],
  [/^\/vitals$/, 'vitals'],
  [/^\/assets\//, 'static'],
];

/** A built file's path: it ends in a file name with an extension (favicon.ico, sw.js, en.json). */
const FILE = /\/[^/]+\.[A-Za-z0-9]{1,12}$/;

export function routeLabel(method: string, path: string): string {
  for (const [pattern, route] of ROUTES) if (pattern.test(path)) return route;
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
    const stop = metrics.httpDuration.startTimer({ route });
    metrics.inFlight.inc();
    res.once('close', () => {
      metrics.inFlight.dec();
      stop();
      metrics.httpRequests.inc({ route, status: res.writableFinished ? String(res.statusCode) : 'aborted' });
    });
    next();
  };
}
