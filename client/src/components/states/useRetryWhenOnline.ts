import { useEffect } from 'react';

/**
 * Runs `retry` when the network comes back: a screen that failed offline (with the service
 * worker there, its code loads but its data cannot) loads by itself once the phone is online,
 * as a screen whose code failed does (app/ScreenLoadBoundary.tsx). Nothing without a retry.
 */
export function useRetryWhenOnline(retry: (() => void) | undefined): void {
  useEffect(() => {
    if (!retry) return undefined;
    const onOnline = () => retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);
}
