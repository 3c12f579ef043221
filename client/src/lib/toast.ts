import type { Toast as ToastApi, ToastShowProps } from 'antd-mobile';
import { loadAntd } from '../app/antd.tsx';

/** The spec's toast: 1200 ms for messages; a loading toast stays until it is closed. */
export const TOAST_MS = 1200;

type Toasts = typeof ToastApi;

/** antd-mobile's Toast once loaded: the first toast of a visit loads it, the next ones show at once. */
let loaded: Toasts | undefined;

function withToast(show: (toasts: Toasts) => void): void {
  if (loaded) {
    show(loaded);
    return;
  }
  // Toast (with the Mask and the animation library under it) comes with the first toast.
  Promise.all([loadAntd(), import('./toastApi.ts')]).then(
    ([, api]) => {
      loaded = api.Toast;
      show(loaded);
    },
    // Offline, the code of the toast cannot come either; there is nothing better to show.
    () => undefined,
  );
}

/** Counts the toasts shown: only the last one's timer may close the toast on screen (one at a time, as antd-mobile shows them). */
let shownCount = 0;

/**
 * Shows a toast (one at a time: a new one takes the place of the last); a message closes TOAST_MS
 * after its first frame rather than after the call. antd-mobile's own duration starts at once,
 * and a main thread busy for longer than that (a slow phone after a save; a loaded test run) closed
 * the toast before it was ever drawn.
 */
function show(toasts: Toasts, props: ToastShowProps, brief: boolean): ReturnType<Toasts['show']> {
  shownCount += 1;
  const mine = shownCount;
  const handler = toasts.show({ ...props, duration: 0 });
  if (brief)
    window.requestAnimationFrame(() => {
      window.setTimeout(() => {
        if (mine === shownCount) handler.close();
      }, TOAST_MS);
    });
  return handler;
}

export const toast = {
  info(content: string): void {
    withToast((toasts) => show(toasts, { content }, true));
  },
  success(content: string): void {
    withToast((toasts) => show(toasts, { icon: 'success', content }, true));
  },
  fail(content: string): void {
    withToast((toasts) => show(toasts, { icon: 'fail', content }, true));
  },
  /** Shows a loading toast and answers the function that closes it (also before it has shown). */
  loading(content: string): () => void {
    let closed = false;
    let close: (() => void) | undefined;
    withToast((toasts) => {
      if (closed) return;
      const handler = show(toasts, { icon: 'loading', content, maskClickable: false }, false);
      close = () => handler.close();
    });
    return () => {
      closed = true;
      close?.();
    };
  },
};
