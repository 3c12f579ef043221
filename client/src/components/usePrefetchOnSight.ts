import { use, useEffect, useRef, type RefObject } from 'react';
import { DataLayerContext } from '../apollo/dataLayer.ts';
import { prefetchAhead } from './prefetchAhead.ts';

/** How long a link stays in view before its data is asked: scrolling past asks nothing. */
const DWELL_MS = 300;

/**
 * Asks ahead for the data of the page `path` opens when `ref`'s element has been half in
 * view for a moment, or at once when it is touched or focused (components/prefetchAhead.ts).
 * Answers the handler for the touch.
 */
export function usePrefetchOnSight(ref: RefObject<HTMLElement | null>, path: string): () => void {
  const data = use(DataLayerContext);
  const latest = useRef(path);
  latest.current = path;

  useEffect(() => {
    const element = ref.current;
    if (!data || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        window.clearTimeout(timer);
        if (!entry?.isIntersecting) return;
        timer = window.setTimeout(() => {
          observer.disconnect();
          prefetchAhead(latest.current, data);
        }, DWELL_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [data, ref]);

  return () => {
    if (data) prefetchAhead(latest.current, data, { now: true });
  };
}
