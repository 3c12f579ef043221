import { matchRoutes, type Params } from 'react-router';
import { ROUTE_FACTS, type RouteFacts } from './routeFacts.ts';

/*
 * What the route list (routeFacts.ts) says of a pathname, as the router matches it: its route,
 * its title, whether it is reachable signed out. No screen is imported here, so the guard, the
 * boot scripts and the server's render table ask it without the screens' code.
 */

const MATCHABLE = ROUTE_FACTS.map((route: RouteFacts) => ({ path: route.path, handle: route }));

/**
 * The first segment of each public route: a path under it is public too (`/detail/1/2/3` is not
 * refused a signed-out shopper; the guard then sends it to /home, as any path no route draws).
 */
const PUBLIC_PREFIXES = [
  ...new Set(ROUTE_FACTS.filter((route) => route.public).map((route) => `/${route.path.split('/')[1]}`)),
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The route that draws `pathname`, with the values of its parameters. */
export function matchRouteParams(pathname: string): { route: RouteFacts; params: Params } | undefined {
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  return match && { route: match.route.handle, params: match.params };
}

/** The route that draws `pathname`, if any (its title, whether it is a tab root). */
export function matchAppRoute(pathname: string): RouteFacts | undefined {
  return matchRouteParams(pathname)?.route;
}

/** The key of the page title of `pathname` (common:titles.*), if a route draws it. */
export function titleOf(pathname: string): string | undefined {
  const match = matchRouteParams(pathname);
  if (!match) return undefined;
  const { route, params } = match;
  return route.titleWithoutId && !params['id'] ? route.titleWithoutId : route.title;
}
