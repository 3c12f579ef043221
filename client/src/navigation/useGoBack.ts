import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { navigationHistory } from './history.ts';

/**
 * Leaves a screen the way the nav bar's back control does: to an explicit URL
 * when given (e.g. `?back=/checkout`), else the previous stored history entry,
 * else `fallback`.
 */
export function useGoBack(fallback: string): (explicit?: string | null) => void {
  const navigate = useNavigate();
  return useCallback(
    (explicit?: string | null) => {
      if (explicit && isInternalPath(explicit)) {
        void navigate(explicit, { replace: true });
        return;
      }
      void navigate(navigationHistory.popBack() ?? fallback, { replace: true });
    },
    [navigate, fallback],
  );
}

/** Only paths inside the app are followed, never another origin (`?back=` comes from the URL). */
export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
