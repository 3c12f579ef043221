import { useEffect, useState } from 'react';

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
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
