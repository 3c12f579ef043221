import { useQuery } from '@apollo/client/react';
import i18next from 'i18next';
import { useCallback, useMemo, useRef } from 'react';
import { describeError } from '../../apollo/errorMessage.ts';
import { toast } from '../../lib/toast.ts';
import { HOME_LOAD } from './homeQuery.ts';
import { HOME_PAGE_SIZE } from './homeVariables.ts';
import { HomeMoreProductsQuery } from './operations.ts';

/**
 * Home's data for the feed: the route's query (homeQuery.ts), its further pages of hot
 * products, and a refresh that starts again from page 1.
 */
export function useHomeFeed() {
  const { data, error, refetch, fetchMore } = useQuery(HOME_LOAD.query, {
    variables: HOME_LOAD.variables,
    context: HOME_LOAD.context,
    errorPolicy: HOME_LOAD.errorPolicy,
    notifyOnNetworkStatusChange: true,
    // Home's route fetched it (homeQuery.ts): this reads that answer or joins its
    // request. Coming back to the (kept) tab shows what was loaded, further pages
    // included; only a pull-to-refresh starts again from page 1.
    fetchPolicy: 'cache-first',
    nextFetchPolicy: 'cache-first',
  });

  const hot = data?.hotProducts;
  // The page last asked for: the list may ask again before the answer shows, and must not fetch it twice.
  const requested = useRef(1);
  const loadMore = useCallback(async () => {
    if (!hot?.hasMore) return;
    const page = Math.floor(hot.items.length / HOME_PAGE_SIZE) + 1;
    if (page <= requested.current) return;
    requested.current = page;
    try {
      await fetchMore({
        query: HomeMoreProductsQuery,
        variables: { page, limit: HOME_PAGE_SIZE },
        context: { silent: false },
      });
    } catch (failure) {
      requested.current = page - 1;
      throw failure;
    }
  }, [hot, fetchMore]);

  const refresh = useCallback(async () => {
    requested.current = 1;
    try {
      await refetch();
    } catch (failure) {
      toast.fail(describeError(failure as Error, i18next.t).message);
    }
  }, [refetch]);

  // The same object while nothing in it changed: the feed's deferred render (HomeFeed) then has nothing to do.
  return useMemo(() => ({ data, error, loadMore, refresh }), [data, error, loadMore, refresh]);
}
