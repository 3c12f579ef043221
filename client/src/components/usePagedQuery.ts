import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import i18next from 'i18next';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { describeError } from '../apollo/errorMessage.ts';
import { toast } from '../lib/toast.ts';

/** A page of a paged field, as far as the hook needs it. */
interface Page {
  items: readonly unknown[];
  hasMore: boolean;
}

export interface PagedQueryOptions {
  /** No request while set (e.g. until what the list depends on has loaded). */
  skip?: boolean;
  /**
   * The screen tells a failed first page itself (its ErrorState): the error link
   * shows no toast for it (`context: { silent: true }`), and a failed refresh is
   * toasted here, so `refresh` never rejects. A failed further page is toasted
   * either way. Without it, the error link toasts every failure and `refresh`
   * rejects with it.
   */
  silent?: boolean;
}

/** How long loadMore waits for the merged page to render before giving up waiting. */
const RENDER_WAIT_MS = 500;

/**
 * A paged list query: the first page, `loadMore` for the next (merged by the
 * cache's offsetPages policy) and `refresh` to start again from page 1.
 *
 * - `page` is what `pick` answers, typed as the query answers it (masked items
 *   reach their cards);
 * - after the first answer the list reads the cache (`nextFetchPolicy:
 *   'cache-first'`): a tab root shown again keeps the pages it had loaded (and
 *   its scroll position) instead of fetching page 1 again; a refresh still
 *   starts over from the network;
 * - a page is asked for once: a call for a page already on its way shares it,
 *   and `loadMore` resolves only once the merged list has rendered (the
 *   infinite scroll checks again as soon as it resolves, and a check with the
 *   previous list would ask for the same page twice).
 */
export function usePagedQuery<
  TData,
  TVariables extends OperationVariables & { page?: number | null; limit?: number | null },
  TPage extends Page,
>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => TPage | null | undefined,
  options: PagedQueryOptions = {},
) {
  const limit = variables.limit ?? 10;
  const silent = options.silent ?? false;
  const result = useQuery(document, {
    variables: { ...variables, page: 1, limit } as TVariables,
    skip: options.skip ?? false,
    notifyOnNetworkStatusChange: true,
    nextFetchPolicy: 'cache-first',
    ...(silent ? { context: { silent: true } } : {}),
  } as never);
  const data = result.data as TData | undefined;
  const page = data ? pick(data) : undefined;

  const latest = useRef(page);
  const onRendered = useRef<Array<() => void>>([]);
  const inFlight = useRef<{ page: number; done: Promise<void> } | null>(null);
  /** The last page that came and the list it was asked from: that list does not ask for it again. */
  const answered = useRef<{ page: number; from: TPage } | null>(null);
  useLayoutEffect(() => {
    latest.current = page;
    for (const resolve of onRendered.current.splice(0)) resolve();
  }, [page]);

  const { fetchMore, refetch } = result;
  const loadMore = useCallback((): Promise<void> => {
    const current = latest.current;
    if (!current?.hasMore) return Promise.resolve();
    const next = Math.floor(current.items.length / limit) + 1;
    if (inFlight.current?.page === next) return inFlight.current.done;
    if (answered.current?.page === next && answered.current.from === current) return Promise.resolve();
    const done = (async () => {
      try {
        await fetchMore({ variables: { ...variables, page: next, limit }, context: { silent: false } });
        answered.current = { page: next, from: current };
        if (latest.current === current) {
          await new Promise<void>((resolve) => {
            onRendered.current.push(resolve);
            window.setTimeout(resolve, RENDER_WAIT_MS);
          });
        }
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = { page: next, done };
    return done;
  }, [fetchMore, limit, variables]);

  const refresh = useCallback(async () => {
    answered.current = null;
    try {
      await refetch({ ...variables, page: 1, limit });
    } catch (failure) {
      if (!silent) throw failure;
      toast.fail(describeError(failure as Error, i18next.t).message);
    }
  }, [refetch, variables, limit, silent]);

  return { ...result, data, page, loadMore, refresh };
}
