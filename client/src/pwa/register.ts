import i18next from 'i18next';
import { Workbox } from 'workbox-window';
import { earlyQueryUrl } from '../boot/earlyQuery.ts';
import { cameWithData } from '../boot/serverData.ts';
import { localeUrl } from '../i18n/index.ts';
import { NAMESPACES } from '../i18n/namespaces.ts';
import { readToken } from '../session/readCookies.ts';
import { urlsToKeep } from './firstVisit.ts';
import { newRelease } from './newRelease.ts';

/** The worker the build writes (client/build/serviceWorker.ts); its scope is the whole storefront. */
const WORKER_URL = '/sw.js';
/** How often an open storefront asks whether a new release is out (browsers also ask on each page load). */
const RELEASE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the storefront's service worker (after the first paint: main.tsx), so the next
 * visit opens offline and downloads no script. Once it is in charge of the page it is asked to
 * keep the language's texts and, on a first visit, what the page fetched before it was there
 * (firstVisit.ts). A new release, once installed, is offered (newRelease.ts), never taken by
 * itself: taking it tells the waiting worker to take over, then reloads the page.
 */
export function startServiceWorker(): void {
  // SERVICE_WORKER=off builds ship a worker that removes itself; their pages register none.
  if (!('serviceWorker' in navigator) || import.meta.env.SERVICE_WORKER === 'off') return;
  const container = navigator.serviceWorker;
  const workbox = new Workbox(WORKER_URL);

  const keep = (fetched: readonly string[]) => {
    const language = i18next.language;
    const urlsToCache = urlsToKeep({
      fetched,
      origin: window.location.origin,
      language,
      signedIn: readToken() !== undefined,
      texts: NAMESPACES.map((namespace) => localeUrl(language, namespace)),
    });
    // A file that cannot be fetched now is kept the next time the page asks for it.
    workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  };

  const offer = (registration: ServiceWorkerRegistration) => {
    newRelease.offer(() => {
      // Taken meanwhile in another tab: this page only needs its new files.
      if (!registration.waiting) {
        window.location.reload();
        return;
      }
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      workbox.messageSkipWaiting();
    });
  };
  /** Offers `worker` once it is installed and waiting behind the one in charge (a first worker waits for nothing). */
  const watch = (registration: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) offer(registration);
    };
    check();
    worker.addEventListener('statechange', check);
  };

  if (container.controller) keep([]);
  // A first visit: the worker takes the page once installed; what the page fetched until then is kept
  // too, and the first query of a page that came with its data (rendered on the server: it asked none).
  else
    container.addEventListener(
      'controllerchange',
      () => {
        const asked = cameWithData() ? earlyQueryUrl() : undefined;
        keep([...performance.getEntriesByType('resource').map((entry) => entry.name), ...(asked ? [asked] : [])]);
      },
      { once: true },
    );
  i18next.on('languageChanged', () => {
    if (container.controller) keep([]);
  });

  workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      // Found by this page load's own update check (before this ran), or later while the page is open.
      watch(registration, registration.waiting);
      watch(registration, registration.installing);
      registration.addEventListener('updatefound', () => watch(registration, registration.installing));
      window.setInterval(() => void workbox.update().catch(() => undefined), RELEASE_CHECK_MS);
    })
    // No worker (a private window, storage refused, a browser that blocks them): the storefront works as before.
    .catch(() => undefined);
}
