import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useLayoutEffect, useRef } from 'react';

interface Page {
  items: readonly unknown[];
  hasMore: boolean;
}

/** How long loadMore waits for the merged page to render before giving up waiting. */
const RENDER_WAIT_MS = 500;

/**
 * A paged list query: the first page, `loadMore` for the next (merged by the
 * cache's offsetPages policy) and `refresh` to start again from page 1.
 *
 * `loadMore` resolves only once the merged list has rendered: the infinite scroll
 * checks again as soon as it resolves, and a check with the previous list would
 * ask for the same page twice. A call for a page already on its way shares it.
 */
export function usePagedQuery<
  TData,
  TVariables extends OperationVariables & { page?: number | null; limit?: number | null },
  TPage extends Page = Page,
>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pageOf: (data: TData) => TPage | null | undefined,
  options: { skip?: boolean } = {},
) {
  const limit = variables.limit ?? 10;
  const result = useQuery(document, {
    variables: { ...variables, page: 1, limit } as TVariables,
    skip: options.skip ?? false,
    notifyOnNetworkStatusChange: true,
  } as never);
  const data = result.data as TData | undefined;
  const page = data ? pageOf(data) : undefined;

  const latest = useRef(page);
  const onRendered = useRef<Array<() => void>>([]);
  const inFlight = useRef<{ page: number; done: Promise<void> } | null>(null);
  useLayoutEffect(() => {
    latest.current = page;
    for (const resolve of onRendered.current.splice(0)) resolve();
  }, [page]);

  const { fetchMore } = result;
  const loadMore = useCallback((): Promise<void> => {
    const current = latest.current;
    if (!current?.hasMore) return Promise.resolve();
    const next = Math.floor(current.items.length / limit) + 1;
    if (inFlight.current?.page === next) return inFlight.current.done;
    const done = (async () => {
      try {
        await fetchMore({ variables: { ...variables, page: next, limit } as Partial<TVariables> } as never);
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
    await result.refetch({ ...variables, page: 1, limit } as TVariables);
  }, [result, variables, limit]);

  return { ...result, data, page, loadMore, refresh };
}
