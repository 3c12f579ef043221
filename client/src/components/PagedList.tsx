import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
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

/** The pull-to-refresh and infinite-loading wrapper, once loaded (once per visit; see PagedList). */
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
  const [loaded, setLoaded] = useState<Gestures | undefined>(() => gestures);
  const [items] = useState(() => document.createElement('div'));
  const root = useRef<HTMLDivElement>(null);
  const footer = useRef<HTMLSpanElement>(null);
  const mounted = useRef(true);

  const load = useCallback(() => {
    if (gestures) return;
    loadGestures().then(
      (module) => mounted.current && setLoaded(() => module),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const pull = usePullWithoutGestures(root, !loaded, onRefresh, load);

  // Infinite loading: the wrapper loads when the list's end comes near while more can come.
  const waiting = !loaded && hasMore && !isEmpty;
  useEffect(() => {
    const end = footer.current;
    if (!waiting || !end) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: `${LOAD_OFFSET}px 0px ${LOAD_OFFSET}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [waiting, load]);

  // The loaded wrapper takes over once no pull of the list's own is under way.
  const Wrapper = pull.active ? undefined : loaded;
  const slot = <ItemsSlot items={items} />;
  return (
    <div className="paged-list" ref={root}>
      {createPortal(isEmpty ? empty : children, items)}
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

type PullPhase = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The nearest element that scrolls the list (the page's body), or the document's. */
function scrollerOf(element: HTMLElement): Element {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * A pull to refresh followed natively, while antd-mobile's is not there yet:
 * a touch at the top of the list calls `onStart` (which loads it); pulled down
 * PULL_HEAD_HEIGHT or more and released, the list refreshes, saying so as
 * antd-mobile's does. `active` is true from the touch until the pull has ended.
 */
function usePullWithoutGestures(
  root: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  onRefresh: () => Promise<void>,
  onStart: () => void,
) {
  const [state, setState] = useState<{ active: boolean; phase?: PullPhase; distance: number }>({ active: false, distance: 0 });
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const start = useRef(onStart);
  start.current = onStart;
  const tracking = useRef<{ from: number; distance: number; busy: boolean } | undefined>(undefined);
  const following = enabled || state.active;

  useEffect(() => {
    const element = root.current;
    if (!following || !element) return;
    const atTop = () => scrollerOf(element).scrollTop <= 0;
    const end = () => {
      tracking.current = undefined;
      setState({ active: false, distance: 0 });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' && atTop()) start.current();
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || tracking.current || !atTop()) return;
      start.current();
      tracking.current = { from: touch.clientY, distance: 0, busy: false };
      setState({ active: true, distance: 0 });
    };
    const onTouchMove = (event: TouchEvent) => {
      const pulling = tracking.current;
      const touch = event.touches[0];
      if (!pulling || pulling.busy || !touch) return;
      const moved = touch.clientY - pulling.from;
      if (moved <= 0 || !atTop()) {
        if (pulling.distance > 0) setState({ active: true, distance: 0 });
        pulling.distance = 0;
        return;
      }
      // The page follows the finger, at half its pace, as antd-mobile's pull does.
      event.preventDefault();
      pulling.distance = Math.round(moved / 2);
      setState({
        active: true,
        distance: pulling.distance,
        phase: pulling.distance >= PULL_HEAD_HEIGHT ? 'canRelease' : 'pulling',
      });
    };
    const onTouchEnd = () => {
      const pulling = tracking.current;
      if (!pulling || pulling.busy) return;
      if (pulling.distance < PULL_HEAD_HEIGHT) {
        end();
        return;
      }
      pulling.busy = true;
      setState({ active: true, distance: PULL_HEAD_HEIGHT, phase: 'refreshing' });
      refresh
        .current()
        .catch(() => undefined)
        .then(() => {
          setState({ active: true, distance: PULL_HEAD_HEIGHT, phase: 'complete' });
          window.setTimeout(end, PULL_COMPLETE_MS);
        });
    };
    element.addEventListener('pointerdown', onPointerDown, { passive: true });
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: a pull at the top is the list's, not the page's to scroll or bounce.
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [root, following]);

  return state;
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
export function ListFooter(props: { more: boolean; failed: boolean; retry?: () => unknown; ref?: Ref<HTMLSpanElement> }) {
  const { more, failed, retry, ref } = props;
  const { t } = useTranslation();
  return failed ? (
    <button type="button" className="list-footer list-retry" onClick={() => void retry?.()}>
      {t('list.failedToLoad')} · {t('list.retry')}
    </button>
  ) : (
    <span className="list-footer" ref={ref}>
      {more ? t('list.loading') : t('list.noMore')}
    </span>
  );
}
