import { expect, test } from 'vitest';
import { ROUTE_PATTERNS } from '../../client/src/app/routeFacts.ts';
import { ROUTES } from '../../client/src/app/routes.ts';

/*
 * The route table the build writes for the gateway (routeFacts.ts → dist/client/routes.json)
 * is the router's: routes.ts types each path as one of the patterns, and this checks the other
 * way, so a route removed from the router stops being served as a page (404 instead).
 */
test('every route has its pattern and every pattern a route', () => {
  expect([...new Set(ROUTES.map((route) => route.path))].sort()).toEqual([...ROUTE_PATTERNS].sort());
});
