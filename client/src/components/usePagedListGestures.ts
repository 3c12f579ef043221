import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { LOAD_OFFSET } from './loadOffset.ts';
import type { PagedListGestures } from './PagedListGestures.tsx';

type Gestures = typeof PagedListGestures;

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
 * PagedList's gesture wrapper (PagedListGestures.tsx), loaded when it may be needed:
 * `load` for the first touch at the top, and by itself when the list's end (`footer`)
 * comes near while `moreToLoad`. `loaded` is the wrapper once it is there.
 */
export function usePagedListGestures(footer: RefObject<HTMLElement | null>, moreToLoad: boolean) {
  const [loaded, setLoaded] = useState<Gestures | undefined>(() => gestures);
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

  // Infinite loading: the wrapper loads when the list's end comes near while more can come.
  const waiting = !loaded && moreToLoad;
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
  }, [footer, waiting, load]);

  return { loaded, load };
}
