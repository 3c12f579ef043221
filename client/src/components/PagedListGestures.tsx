import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from './ListFooter.tsx';
import { LOAD_OFFSET } from './loadOffset.ts';
import { PULL_COMPLETE_MS, PULL_HEAD_HEIGHT } from './usePullWithoutGestures.ts';

interface PagedListGesturesProps {
  children: ReactNode;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  onRefresh: () => Promise<void>;
  /** No footer (and nothing to load) under an empty list. */
  isEmpty?: boolean | undefined;
}

/**
 * antd-mobile's pull-to-refresh and infinite loading around a list. They bring
 * the gesture and animation libraries, so PagedList loads this module after the
 * list has shown (see PagedList.tsx).
 */
export function PagedListGestures({ children, hasMore, loadMore, onRefresh, isEmpty }: PagedListGesturesProps) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      headHeight={PULL_HEAD_HEIGHT}
      completeDelay={PULL_COMPLETE_MS}
      pullingText={t('list.pulling')}
      canReleaseText={t('list.canRelease')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.complete')}
    >
      {children}
      {!isEmpty && (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={LOAD_OFFSET}>
          {(more, failed, retry) => <ListFooter more={more} failed={failed} retry={retry} />}
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
