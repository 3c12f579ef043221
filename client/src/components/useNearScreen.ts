import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * False until what `holder` holds comes within a screen's height of the screen, or is touched
 * (a finger on it, a pointer pressed, a focus), then true; true from the start when `now`. For a
 * part of a page the server drew whose costly work (sanitising a description, say) can wait for
 * the shopper to get there: on a slow phone it does not lengthen the start-up (ADR 0016). The
 * change is a transition: React keeps what is on screen while it draws the part.
 */
export function useNearScreen(holder: RefObject<Element | null>, now = false): boolean {
  const [near, setNear] = useState(now);
  useEffect(() => {
    const element = holder.current;
    if (near || !element) return;
    const arrive = () => startTransition(() => setNear(true));
    const touches = ['pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of touches) element.addEventListener(type, arrive, { passive: true, once: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && arrive(), {
            rootMargin: '0px 0px 100% 0px',
          });
    observer?.observe(element);
    if (!observer) arrive();
    return () => {
      observer?.disconnect();
      for (const type of touches) element.removeEventListener(type, arrive);
    };
  }, [holder, near]);
  return near;
}
