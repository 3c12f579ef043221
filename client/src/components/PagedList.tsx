import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's list constants. */
export const PULL_HEAD_HEIGHT = 50;
export const PULL_COMPLETE_MS = 500;
export const LOAD_OFFSET = 300;

interface PagedListProps {
  children: ReactNode;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  onRefresh: () => Promise<void>;
  /** Shown instead of the children when the first page came back empty. */
  empty?: ReactNode;
  isEmpty?: boolean;
}

/**
 * Pull-to-refresh and infinite loading around a list, with the spec's
 * "refreshing" and "noMore" texts in the user's language.
 */
export function PagedList({ children, hasMore, loadMore, onRefresh, empty, isEmpty }: PagedListProps) {
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
      {isEmpty ? empty : children}
      {!isEmpty && (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={LOAD_OFFSET}>
          {(more, failed, retry) =>
            failed ? (
              <button type="button" className="list-footer list-retry" onClick={() => void retry()}>
                {t('list.failedToLoad')} · {t('list.retry')}
              </button>
            ) : (
              <span className="list-footer">{more ? t('list.loading') : t('list.noMore')}</span>
            )
          }
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
