import { useEffect, useEffectEvent } from 'react';

/**
 * After the network comes back, how long a screen whose try failed again waits before the next,
 * one delay per failed try. A phone says it is online (the `online` event) a moment before its
 * connection, or the service worker answering for it, carries requests, so the first try can
 * fail too; a shopper should not have to find Retry for that.
 */
export const AGAIN_AFTER_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;
/** Past this long after the network came back, a failure is not the network's: it waits for a tap. */
const RECOVERY_MS = 60_000;

/** When the network last came back (ms since the epoch), and how many later tries have gone since. */
const backOnline = { at: Number.NEGATIVE_INFINITY, tries: 0 };

/** The wait before the next try after a failure shown now; none when the network did not just come back. */
function nextDelay(): number | undefined {
  if (!navigator.onLine || Date.now() - backOnline.at > RECOVERY_MS) return undefined;
  return AGAIN_AFTER_MS[backOnline.tries];
}

/**
 * Runs `retry` when the network comes back: a screen that failed offline (with the service
 * worker there, its code loads but its data cannot) loads by itself once the phone is online,
 * as a screen whose code failed does (app/ScreenLoadBoundary.tsx). When that try fails as well
 * (a new `failure`, or the screen's error shown again), it tries again after each of
 * `AGAIN_AFTER_MS`, then waits for a tap. Nothing without a retry.
 */
export function useRetryWhenOnline(retry: (() => void) | undefined, failure: unknown): void {
  const wanted = retry !== undefined;
  const tryAgain = useEffectEvent(() => retry?.());

  useEffect(() => {
    if (!wanted) return undefined;
    const onOnline = () => {
      backOnline.at = Date.now();
      backOnline.tries = 0;
      tryAgain();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    const delay = nextDelay();
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => {
      if (!navigator.onLine) return;
      backOnline.tries += 1;
      tryAgain();
    }, delay);
    return () => clearTimeout(timer);
  }, [wanted, failure]);
}
