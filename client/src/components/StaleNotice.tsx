import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { staleAnswers } from '../apollo/staleAnswers.ts';
import './StaleNotice.css';

/**
 * A quiet line while any part of the screen is saved information the gateway served because the
 * legacy API could not answer (`extensions.stale`); gone when fresh answers arrive or the screen changes.
 */
export function StaleNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const stale = useSyncExternalStore(staleAnswers.subscribe, staleAnswers.any, staleAnswers.any);
  useEffect(() => staleAnswers.clear(), [pathname]);
  if (!stale) return null;
  return (
    <div className="stale-notice" role="status" data-testid="stale-notice">
      {t('staleNotice')}
    </div>
  );
}
