import type { Prefetch } from '../../app/routes.ts';
import { HomeQuery } from './operations.ts';

/** Hot products per page and hot shops in the row. */
export const HOME_PAGE_SIZE = 10;
export const HOME_SHOP_COUNT = 10;
export const HOME_VARIABLES = { limit: HOME_PAGE_SIZE, shopLimit: HOME_SHOP_COUNT };

/**
 * Home's query, started with its route (app/routes.ts) as soon as the data layer is
 * there, not once Home's code has come: the feed's own query (HomeFeed.tsx) then joins
 * the request or reads its answer. Once Home's data is there it is not asked again (as
 * for the kept tab itself; a pull-to-refresh asks again).
 */
export const prefetch: Prefetch = (client) =>
  client.query({
    query: HomeQuery,
    variables: HOME_VARIABLES,
    context: { silent: true },
    errorPolicy: 'all',
    fetchPolicy: 'cache-first',
  });
