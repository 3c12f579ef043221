import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import { PagedList } from './PagedList.tsx';
import { ErrorState } from './states/ErrorState.tsx';
import { ProductGridSkeleton } from './states/PageSkeleton.tsx';

interface ListPage {
  items: readonly unknown[];
  hasMore: boolean;
}

/** What `usePagedQuery` answers, as far as a list needs it. */
export interface PagedState<P extends ListPage> {
  page: P | null | undefined;
  error?: ErrorLike | undefined;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
}

interface PagedResultsProps<P extends ListPage> {
  state: PagedState<P>;
  /** Shown when the first page came back empty. */
  empty: ReactNode;
  /** Shown while the first page loads (a product grid's placeholder by default). */
  skeleton?: ReactNode;
  /** What pull-to-refresh does, when it is more than refreshing the list. */
  onRefresh?: () => Promise<void>;
  children: (items: P['items'], page: P) => ReactNode;
}

/**
 * A paged list in each of its states: a skeleton while the first page loads, an
 * error with a retry (a refresh) when it failed, the empty state, or the items
 * with pull-to-refresh and infinite loading.
 */
export function PagedResults<P extends ListPage>(props: PagedResultsProps<P>) {
  const { state, empty, skeleton, onRefresh, children } = props;
  const { page, error, loadMore, refresh } = state;
  if (!page) {
    // A retry that fails again shows its error here (and was toasted unless the list is silent).
    if (error) return <ErrorState error={error} onRetry={() => void refresh().catch(() => undefined)} />;
    return <>{skeleton ?? <ProductGridSkeleton count={6} />}</>;
  }
  return (
    <PagedList
      hasMore={page.hasMore}
      loadMore={loadMore}
      onRefresh={onRefresh ?? refresh}
      isEmpty={page.items.length === 0}
      empty={empty}
    >
      {children(page.items, page)}
    </PagedList>
  );
}
