import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true: for what
 * can wait until the page has shown (below the fold, or controls whose code is large), so
 * its code and pictures do not compete with the first paint on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame that paints the render, then a task after it.
    const frame = requestAnimationFrame(() => {
      // A transition: a lazy part it reveals loads with what was on screen kept there (on a
      // page the server drew, its markup), not with its fallback in its place.
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
