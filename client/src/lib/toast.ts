import type { Toast as ToastApi } from 'antd-mobile';
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

export const toast = {
  info(content: string): void {
    withToast((toasts) => toasts.show({ content, duration: TOAST_MS }));
  },
  success(content: string): void {
    withToast((toasts) => toasts.show({ icon: 'success', content, duration: TOAST_MS }));
  },
  fail(content: string): void {
    withToast((toasts) => toasts.show({ icon: 'fail', content, duration: TOAST_MS }));
  },
  /** Shows a loading toast and answers the function that closes it (also before it has shown). */
  loading(content: string): () => void {
    let closed = false;
    let close: (() => void) | undefined;
    withToast((toasts) => {
      if (closed) return;
      const handler = toasts.show({ icon: 'loading', content, duration: 0, maskClickable: false });
      close = () => handler.close();
    });
    return () => {
      closed = true;
      close?.();
    };
  },
};
