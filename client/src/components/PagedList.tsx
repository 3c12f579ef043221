import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

type Gestures = typeof import('./PagedListGestures.tsx').PagedListGestures;

/** The pull-to-refresh and infinite-loading wrapper, once loaded (once per visit). */
let gestures: Gestures | undefined;
let loadingGestures: Promise<Gestures> | undefined;

function loadGestures(): Promise<Gestures> {
  loadingGestures ??= import('./PagedListGestures.tsx').then(
    (module) => (gestures = module.PagedListGestures),
    (failure: unknown) => {
      // Offline: the list stays as it is; the next list tries again.
      loadingGestures = undefined;
      throw failure;
    },
  );
  return loadingGestures;
}

/**
 * Pull-to-refresh and infinite loading around a list, with the spec's
 * "refreshing" and "noMore" texts in the user's language.
 *
 * The list shows at once; antd-mobile's PullToRefresh and InfiniteScroll (and the
 * gesture and animation libraries under them) load after it, the first time a list
 * shows. The items are rendered once, into an element of their own that is moved
 * into the gesture wrapper when it arrives: they are not mounted again (their
 * state stays, and loaded images are not fetched or decoded again).
 */
export function PagedList({ children, hasMore, loadMore, onRefresh, empty, isEmpty }: PagedListProps) {
  const [Wrapper, setWrapper] = useState<Gestures | undefined>(() => gestures);
  const [items] = useState(() => document.createElement('div'));

  useEffect(() => {
    if (Wrapper) return;
    let mounted = true;
    loadGestures().then(
      (loaded) => mounted && setWrapper(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Wrapper]);

  const slot = <ItemsSlot items={items} />;
  return (
    <>
      {createPortal(isEmpty ? empty : children, items)}
      {Wrapper ? (
        <Wrapper hasMore={hasMore} loadMore={loadMore} onRefresh={onRefresh} isEmpty={isEmpty}>
          {slot}
        </Wrapper>
      ) : (
        <>
          {slot}
          {!isEmpty && <ListFooter more={hasMore} failed={false} />}
        </>
      )}
    </>
  );
}

/** Where the list's items element sits in the page. */
function ItemsSlot({ items }: { items: HTMLElement }) {
  const place = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && items.parentNode !== slot) slot.appendChild(items);
    },
    [items],
  );
  return <div className="paged-list-items" ref={place} />;
}

/** Under the list: loading, no more, or a retry after a failed page. */
export function ListFooter({ more, failed, retry }: { more: boolean; failed: boolean; retry?: () => unknown }) {
  const { t } = useTranslation();
  return failed ? (
    <button type="button" className="list-footer list-retry" onClick={() => void retry?.()}>
      {t('list.failedToLoad')} · {t('list.retry')}
    </button>
  ) : (
    <span className="list-footer">{more ? t('list.loading') : t('list.noMore')}</span>
  );
}
