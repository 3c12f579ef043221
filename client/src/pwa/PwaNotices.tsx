import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { newRelease } from './newRelease.ts';
import { mayOfferRelease } from './quietRoutes.ts';
import '../components/StaleNotice.css';
import './PwaNotices.css';

/** Offline with a service worker in charge: what shows is what was saved. */
function offlineWithSavedPages(): boolean {
  return !navigator.onLine && Boolean(navigator.serviceWorker?.controller);
}

function subscribeToNetwork(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  navigator.serviceWorker?.addEventListener('controllerchange', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    navigator.serviceWorker?.removeEventListener('controllerchange', listener);
  };
}

/**
 * The installable app's two quiet lines: "You're offline — showing saved pages" while the phone
 * is offline and the service worker answers, and the offer of a new release with a Reload button
 * (never on a screen where the shopper is paying or moving money: quietRoutes.ts).
 */
export function PwaNotices() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const offline = useSyncExternalStore(subscribeToNetwork, offlineWithSavedPages, () => false);
  const waiting = useSyncExternalStore(newRelease.subscribe, newRelease.waiting, () => false);
  return (
    <>
      {offline && (
        <div className="stale-notice" role="status" data-testid="offline-notice">
          {t('pwa.offlineSaved')}
        </div>
      )}
      {waiting && mayOfferRelease(pathname) && (
        <div className="release-prompt" role="status" data-testid="release-prompt">
          <span className="release-prompt-text">{t('pwa.newRelease')}</span>
          <button type="button" className="release-prompt-reload" onClick={newRelease.accept}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
    </>
  );
}
