import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { DEFAULT_LANGUAGE } from '../../i18n/languages.ts';
import {
  CACHE_NAMES,
  isOtherReleasesPages,
  isPicture,
  isPublicAnswer,
  isPublicQuery,
  isStorefrontPage,
  isTranslationFile,
  LANGUAGE_COOKIE,
  offlineLanguage,
  offlinePagePath,
  PAGE_MAX_ENTRIES,
  pictureAccept,
  PICTURE_MAX_AGE_S,
  PICTURE_MAX_ENTRIES,
  pictureFits,
  QUERY_MAX_AGE_S,
  QUERY_MAX_ENTRIES,
  releaseOf,
  type RequestFacts,
  TEXT_MAX_ENTRIES,
  TOKEN_COOKIE,
} from '../cacheRules.ts';
import { decodablePictureFormats } from './pictureFormats.ts';

/*
 * The storefront's service worker, built by vite-plugin-pwa (injectManifest) into dist/client/sw.js
 * with the build's precache manifest in place of `self.__WB_MANIFEST`. Workbox does the caching;
 * ../cacheRules.ts says what may be kept. It handles GET requests only: a payment, an order or
 * any other change is never cached, queued or sent again (no background sync).
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** The app shell: the page (the gateway sends it in the visitor's language), the scripts, styles and offline pages. */
const SHELL_PAGE = '/index.html';
/** A page slower than this falls back to the saved one (a bad network, not an outage, is the common case). */
const PAGE_TIMEOUT_S = 5;

const manifest = self.__WB_MANIFEST;
const release = releaseOf(manifest);
const origin = self.location.origin;

// The shell answers its own URLs only: `/` and extension-less paths are pages, which go to the network first (below).
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first worker takes the open page at once, so what it asks next is kept; a new release
// waits until the shopper takes it (pwa/register.ts sends SKIP_WAITING).
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => isOtherReleasesPages(name, release)).map((name) => caches.delete(name))),
      ),
  );
});

/** What the rules read of a request. */
function facts(request: Request, url: URL): RequestFacts {
  return {
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    url,
    headers: request.headers,
  };
}

/** A cookie of this origin, where the worker can read cookies (Chromium); else undefined. */
async function cookie(name: string): Promise<string | undefined> {
  try {
    return (await self.cookieStore.get(name))?.value;
  } catch {
    return undefined;
  }
}

/** The translated offline page, for a page when neither the network nor anything saved can answer. */
const offlinePage: WorkboxPlugin = {
  async handlerDidError() {
    const language = offlineLanguage(await cookie(LANGUAGE_COOKIE), self.navigator.languages);
    return (await matchPrecache(offlinePagePath(language))) ?? matchPrecache(offlinePagePath(DEFAULT_LANGUAGE));
  },
};

// Pages: from the network (fresh, in the language the gateway picks, with what the server drew
// of it); offline, that page as this release last had it, else the precached shell (which draws
// any route), else the offline page. The page's Vary (Cookie, Accept-Language) is not matched:
// the worker's cookies can't be read from a request, and one phone's last page of an address is its shopper's.
registerRoute(
  ({ request, url }) => isStorefrontPage(facts(request, url), origin),
  new NetworkFirst({
    cacheName: `${CACHE_NAMES.pages}-${release}`,
    networkTimeoutSeconds: PAGE_TIMEOUT_S,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: PAGE_MAX_ENTRIES, purgeOnQuotaError: true }),
      new PrecacheFallbackPlugin({ fallbackURL: SHELL_PAGE }),
      offlinePage,
    ],
  }),
);

/** Keeps only what `fits` accepts (workbox keeps any 200 without it). */
function keepOnly(fits: (response: Response) => boolean | Promise<boolean>): WorkboxPlugin {
  return { cacheWillUpdate: async ({ response }) => ((await fits(response)) ? response : null) };
}

// Public persisted queries: the saved answer at once (at most a day old), refreshed behind it.
registerRoute(
  ({ request, url }) => isPublicQuery(facts(request, url), origin),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.queries,
    plugins: [
      // Not while a session cookie is set either (the app then sends its token, which the route refuses).
      keepOnly(async (response) => isPublicAnswer(response) && !(await cookie(TOKEN_COOKIE))),
      new ExpirationPlugin({ maxEntries: QUERY_MAX_ENTRIES, maxAgeSeconds: QUERY_MAX_AGE_S, purgeOnQuotaError: true }),
    ],
  }),
);

/** A picture asked for from here names the formats this browser decodes (cacheRules.ts, pictureAccept). */
const namesPictureFormats: WorkboxPlugin = {
  async requestWillFetch({ request }) {
    const accept = pictureAccept(request.headers.get('accept'), await decodablePictureFormats());
    if (accept === undefined) return request;
    const headers = new Headers(request.headers);
    headers.set('accept', accept);
    return new Request(request, { headers });
  },
};

// Pictures: saved ones first; a bounded number of bounded size. One variant per address:
// the browser that saved it asks for the same formats (Vary: Accept) next time.
registerRoute(
  ({ request, url }) => isPicture(facts(request, url), origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.pictures,
    matchOptions: { ignoreVary: true },
    plugins: [
      namesPictureFormats,
      keepOnly(async (response) => {
        const length = Number(response.headers.get('content-length') ?? Number.NaN);
        const bytes = Number.isFinite(length) ? length : (await response.clone().arrayBuffer()).byteLength;
        return pictureFits(response, bytes);
      }),
      new ExpirationPlugin({
        maxEntries: PICTURE_MAX_ENTRIES,
        maxAgeSeconds: PICTURE_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Translation files: their URL names the texts' version, so a saved one is always right.
registerRoute(
  ({ request, url }) => isTranslationFile(facts(request, url), origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.texts,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: TEXT_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);
