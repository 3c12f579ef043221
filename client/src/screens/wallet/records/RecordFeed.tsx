import type { ReactNode } from 'react';
import { CardListSkeleton } from '../../../components/CardListSkeleton.tsx';
import { PagedResults, type PagedState } from '../../../components/PagedResults.tsx';
import { EmptyState } from '../../../components/states/EmptyState.tsx';

interface ListPage {
  items: readonly unknown[];
  hasMore: boolean;
}

interface FeedProps<P extends ListPage> {
  state: PagedState<P>;
  emptyTitle: string;
  children: (items: P['items']) => ReactNode;
}

/** A record list with its loading, error and empty states, pull-to-refresh and infinite loading. */
export function RecordFeed<P extends ListPage>({ state, emptyTitle, children }: FeedProps<P>) {
  return (
    <PagedResults
      state={state}
      skeleton={<CardListSkeleton cardClassName="record-card" lines={2} testId="records-loading" />}
      empty={<EmptyState title={emptyTitle} />}
    >
      {(items) => <ul className="record-list">{children(items)}</ul>}
    </PagedResults>
  );
}
