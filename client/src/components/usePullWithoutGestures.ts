import { useEffect, useRef, useState, type RefObject } from 'react';

/** The spec's pull-to-refresh: how far the list is pulled before it refreshes, and how long "done" shows. */
export const PULL_HEAD_HEIGHT = 50;
export const PULL_COMPLETE_MS = 500;

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
 * antd-mobile's does. `active` is true from the touch until the pull has ended, and during a
 * mouse or pen press at the top.
 */
export function usePullWithoutGestures(
  root: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  onRefresh: () => Promise<void>,
  onStart: () => void,
) {
  const [state, setState] = useState<{ active: boolean; phase?: PullPhase; distance: number }>({
    active: false,
    distance: 0,
  });
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const start = useRef(onStart);
  start.current = onStart;
  const tracking = useRef<{ from: number; distance: number; busy: boolean } | undefined>(undefined);
  /** The end of a mouse or pen press under way (onPointerDown). */
  const pressed = useRef<(() => void) | undefined>(undefined);
  const following = enabled || state.active;

  useEffect(() => {
    const element = root.current;
    if (!following || !element) return;
    const atTop = () => scrollerOf(element).scrollTop <= 0;
    const end = () => {
      tracking.current = undefined;
      setState({ active: false, distance: 0 });
    };
    // A mouse or pen press loads the gestures too, and holds their taking over until the press has
    // ended, its click included (a task after the pointer is up): taking over moves the list's
    // items, and a click whose press began before the move is lost (an order card under a slow
    // press did not open; e2e order-lifecycle on a loaded machine).
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || !atTop()) return;
      start.current();
      if (pressed.current) return;
      setState({ active: true, distance: 0 });
      const release = () => {
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        pressed.current = undefined;
        window.setTimeout(() => {
          if (!tracking.current) setState({ active: false, distance: 0 });
        }, 0);
      };
      pressed.current = release;
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
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
      void refresh
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
