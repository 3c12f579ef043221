import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import { PagedList } from '../../components/PagedList.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { ProductGridSkeleton } from '../../components/states/PageSkeleton.tsx';

/** What `usePagedList` answers, as far as a list needs it (`refresh` never rejects). */
export interface PagedState<T> {
  page: { items: readonly T[]; hasMore: boolean } | null | undefined;
  error?: ErrorLike | undefined;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
}

interface PagedResultsProps<T> {
  state: PagedState<T>;
  /** Shown when the first page came back empty. */
  empty: ReactNode;
  /** Shown while the first page loads (a product grid's placeholder by default). */
  skeleton?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A paged list in each of its states: a skeleton while the first page loads, an
 * error with a retry when it failed, the empty state, or the items with
 * pull-to-refresh and infinite loading.
 */
export function PagedResults<T>({ state, empty, skeleton, children }: PagedResultsProps<T>) {
  const { page, error, loadMore, refresh } = state;
  if (!page) {
    if (error) return <ErrorState error={error} onRetry={() => void refresh()} />;
    return <>{skeleton ?? <ProductGridSkeleton count={6} />}</>;
  }
  return (
    <PagedList
      hasMore={page.hasMore}
      loadMore={loadMore}
      onRefresh={refresh}
      isEmpty={page.items.length === 0}
      empty={empty}
    >
      {children(page.items)}
    </PagedList>
  );
}
