import type { Prefetch } from './routePrefetch.ts';
import type { PatternWith, RoutePattern } from './routeFacts.ts';

/*
 * The first query of each route that has one (routeFacts.ts, `prefetch`): a small module next to
 * the screen's operations (not the screen's chunk, which is larger and would hold the request
 * back). Apart from the screens (routes.ts), so what asks ahead of a visit (components/prefetchAhead.ts),
 * which the screens themselves use, loads none of them.
 */

type RouteQuery = () => Promise<{ prefetch: Prefetch }>;

const QUERIES: Record<PatternWith<'prefetch'>, RouteQuery> = {
  '/home': () => import('../screens/home/homeQuery.ts'),
  '/detail/:product?/:mer?': () => import('../screens/product/prefetch.ts'),
};

/** The first query of the route `path`, if it has one. */
export function queryOf(path: RoutePattern): RouteQuery | undefined {
  return (QUERIES as Partial<Record<RoutePattern, RouteQuery>>)[path];
}
