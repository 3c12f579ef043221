import { useCallback, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ListFooter } from './ListFooter.tsx';
import { useServerRendered } from './serverRendered.ts';
import { usePagedListGestures } from './usePagedListGestures.ts';
import { usePullWithoutGestures } from './usePullWithoutGestures.ts';

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
 *
 * The list shows at once, without antd-mobile's PullToRefresh and InfiniteScroll
 * (nor the gesture and animation libraries under them): they load when they may
 * be needed, never for the first paint. That is the first touch (or press) on the
 * list while it is scrolled to the top, where a pull can start, or the list's end
 * coming near the screen while more can come. The pull that made them load is not
 * lost: until the gesture ends, the list follows it natively (usePullWithoutGestures)
 * and refreshes on release; the next pulls are antd-mobile's. The items are
 * rendered once, into an element of their own that is moved into the gesture
 * wrapper when it takes over: they are not mounted again (their state stays, and
 * loaded images are not fetched or decoded again).
 */
export function PagedList({ children, hasMore, loadMore, onRefresh, empty, isEmpty }: PagedListProps) {
  const { t } = useTranslation();
  // A page rendered on the server (which has no portals, nor a document) draws its items in
  // place, and so does the app that hydrates it: they move into the gesture wrapper, once,
  // by mounting again when it takes over.
  const fromServer = useServerRendered();
  const [items] = useState(() => (fromServer ? undefined : document.createElement('div')));
  const root = useRef<HTMLDivElement>(null);
  const footer = useRef<HTMLSpanElement>(null);
  const { loaded, load } = usePagedListGestures(footer, hasMore && !isEmpty);
  const pull = usePullWithoutGestures(root, !loaded, onRefresh, load);

  // The loaded wrapper takes over once no pull of the list's own is under way.
  const Wrapper = pull.active ? undefined : loaded;
  const content = isEmpty ? empty : children;
  const slot = items ? (
    <ItemsSlot items={items} />
  ) : (
    <div className="paged-list-items">
      <div>{content}</div>
    </div>
  );
  return (
    <div className="paged-list" ref={root}>
      {items && createPortal(content, items)}
      {Wrapper ? (
        <Wrapper hasMore={hasMore} loadMore={loadMore} onRefresh={onRefresh} isEmpty={isEmpty}>
          {slot}
        </Wrapper>
      ) : (
        <>
          {pull.phase && (
            <div className="paged-list-pull" style={{ blockSize: pull.distance }} aria-live="polite">
              {t(`list.${pull.phase}`)}
            </div>
          )}
          {slot}
          {!isEmpty && <ListFooter more={hasMore} failed={false} ref={footer} />}
        </>
      )}
    </div>
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
