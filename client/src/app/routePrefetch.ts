import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router';

/**
 * Starts a route's first query with the route's code (app/routeLoader.tsx), filling the
 * cache its screen reads: the screen's own query then joins the request in flight, or
 * finds its answer, and no second request goes out.
 */
export type Prefetch = (client: ApolloClient, params: Params, options?: PrefetchOptions) => Promise<unknown>;

interface PrefetchOptions {
  /**
   * Asked ahead of a visit (a link came into view or was touched, components/prefetchAhead.ts):
   * only what the cache lacks, so a card seen twice asks once.
   */
  ahead?: boolean;
}
