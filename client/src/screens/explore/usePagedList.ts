import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import i18next from 'i18next';
import { useCallback, useRef } from 'react';
import { describeError } from '../../apollo/errorMessage.ts';
import { toast } from '../../components/toast.ts';

interface Paged {
  items: readonly unknown[];
  hasMore: boolean;
  total: number;
}

/**
 * A paged list (like the shell's `usePagedQuery`, whose options it does not
 * take), for screens that stay mounted as tab roots:
 * - the page is typed as the query answers it, so masked items reach their cards;
 * - after the first answer it reads the cache: a tab shown again keeps the pages
 *   it had loaded (and its scroll position) instead of fetching page 1 again;
 *   a pull-to-refresh still starts over from the network;
 * - a page is asked for once, even when the list asks again before it shows;
 * - a failed first page is the list's own error state (no toast besides); a
 *   failed further page or refresh is toasted, the list stays as it was.
 */
export function usePagedList<
  TData,
  TVariables extends OperationVariables & { page?: number | null; limit?: number | null },
  TPage extends Paged,
>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, pick: (data: TData) => TPage) {
  const limit = variables.limit ?? 10;
  const result = useQuery(document, {
    variables: { ...variables, page: 1, limit } as TVariables,
    notifyOnNetworkStatusChange: true,
    nextFetchPolicy: 'cache-first',
    context: { silent: true },
  } as never);
  const data = result.data as TData | undefined;
  const page = data ? pick(data) : undefined;
  const requested = useRef(1);
  const { fetchMore, refetch } = result;

  const loadMore = useCallback(async () => {
    if (!page?.hasMore) return;
    const next = Math.floor(page.items.length / limit) + 1;
    if (next <= requested.current) return;
    requested.current = next;
    try {
      await fetchMore({ variables: { ...variables, page: next, limit }, context: { silent: false } } as never);
    } catch (failure) {
      requested.current = next - 1;
      throw failure;
    }
  }, [page, limit, fetchMore, variables]);

  const refresh = useCallback(async () => {
    requested.current = 1;
    try {
      await refetch({ ...variables, page: 1, limit } as TVariables);
    } catch (failure) {
      toast.fail(describeError(failure as Error, i18next.t).message);
    }
  }, [refetch, variables, limit]);

  return { ...result, data, page, loadMore, refresh };
}
