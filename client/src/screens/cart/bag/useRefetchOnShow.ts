import { useEffect, useRef } from 'react';

/**
 * The tab stays mounted while hidden; its effects run again each time it shows:
 * reload then, so lines added elsewhere (or stock that changed) appear.
 */
export function useRefetchOnShow(refetch: () => Promise<unknown>): void {
  const refetchLatest = useRef(refetch);
  refetchLatest.current = refetch;
  const shownBefore = useRef(false);
  useEffect(() => {
    if (shownBefore.current) refetchLatest.current().catch(() => undefined);
    shownBefore.current = true;
  }, []);
}
