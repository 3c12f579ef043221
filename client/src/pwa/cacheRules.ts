import { ROUTE_PATTERNS } from '../app/routeFacts.ts';
import { closestLanguage } from '../i18n/closestLanguage.ts';
import { isLanguageCode, type LanguageCode } from '../i18n/languages.ts';

/*
 * What the storefront's service worker (worker/sw.ts) may keep, as plain rules over a
 * request's facts and an answer's headers: the worker hands them to workbox's strategies,
 * and the tests read them without a worker. Only GET requests of this origin are ever
 * considered: nothing that changes anything (a payment, an order, a bag) goes through a
 * cache, and nothing is queued or sent again later.
 */

/** The caches the worker fills at run time (the precache of the app shell is workbox's own). */
export const CACHE_NAMES = {
  /** The storefront's pages, as the gateway last sent them, one cache per release: `pages-<release>`. */
  pages: 'pages',
  /** Answers to public persisted GraphQL queries. */
  queries: 'public-queries',
  /** Pictures of the gateway's image routes. */
  pictures: 'pictures',
  /** The translation files (their URLs carry the texts' version). */
  texts: 'texts',
} as const;

/** Pages of this release kept for opening offline (the shell draws any other). */
export const PAGE_MAX_ENTRIES = 30;
/** A saved public answer is shown for at most a day (stale-while-revalidate, then refreshed). */
export const QUERY_MAX_AGE_S = 24 * 60 * 60;
export const QUERY_MAX_ENTRIES = 200;
/** At most this many pictures of at most PICTURE_MAX_BYTES each: 30 MB in all. */
export const PICTURE_MAX_ENTRIES = 150;
export const PICTURE_MAX_BYTES = 200 * 1024;
/** As long as the gateway lets a browser keep a picture variant (gateway/src/images/route.ts). */
export const PICTURE_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Every namespace of two or three languages. */
export const TEXT_MAX_ENTRIES = 45;

/** Where the gateway serves pictures (gateway/src/server/imageProxy.ts): uploads and the stand-in's drawn ones. */
const PICTURE_PATHS = /^\/(uploads|static)\//;
const PICTURE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;
const TRANSLATION_FILE = /^\/locales\/[a-z-]+\/\w+\.json$/;

/** What a rule reads of a request (a workbox route's `request` and `url`; `mode` is "navigate" for a page). */
export interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
  url: URL;
  headers: Headers;
}

/** `/detail/:product?/:mer?` → a RegExp matching it as React Router does (case-insensitive, trailing slash allowed). */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      if (!part.startsWith(':')) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const STOREFRONT_PATHS = [/^\/(index\.html)?$/, ...ROUTE_PATTERNS.map(patternRegExp)];

/** Whether `pathname` is one of the storefront's pages (app/routeFacts.ts), or `/`. */
export function isStorefrontPath(pathname: string): boolean {
  return STOREFRONT_PATHS.some((path) => path.test(pathname));
}

function sameOriginGet(request: RequestFacts, origin: string): boolean {
  return request.method === 'GET' && request.url.origin === origin;
}

/**
 * A page of the storefront opened in the tab (not in a frame: the customer-service screen
 * frames pages of this origin that are not the storefront's): answered from the network,
 * else from the last page of this release, else from the precached shell.
 */
export function isStorefrontPage(request: RequestFacts, origin: string): boolean {
  return (
    sameOriginGet(request, origin) &&
    request.mode === 'navigate' &&
    request.destination === 'document' &&
    isStorefrontPath(request.url.pathname)
  );
}

/**
 * A persisted query (by its hash, as a GET) sent without a session token: its answer
 * may be the same for every shopper of its language. One sent with a token never is,
 * and neither is any POST (every mutation; queries too big for a URL).
 */
export function isPublicQuery(request: RequestFacts, origin: string): boolean {
  if (!sameOriginGet(request, origin) || request.url.pathname !== '/graphql') return false;
  if (request.headers.has('token') || request.headers.has('authorization')) return false;
  const params = request.url.searchParams;
  return !params.has('query') && (params.get('extensions') ?? '').includes('"persistedQuery"');
}

/** The directives of a Cache-Control header, lower-cased. */
function cacheDirectives(headers: Headers): Set<string> {
  return new Set(
    (headers.get('cache-control') ?? '')
      .split(',')
      .map((directive) => directive.trim().split('=')[0]?.toLowerCase() ?? '')
      .filter((directive) => directive !== ''),
  );
}

/**
 * Whether a GraphQL answer may be kept: the gateway marks `public` only an answer to a GET
 * without a token, without errors and with nothing stale in it (gateway/src/server/httpCaching.ts);
 * anything `private` or `no-store` is never kept.
 */
export function isPublicAnswer(response: { status: number; headers: Headers }): boolean {
  const directives = cacheDirectives(response.headers);
  return (
    response.status === 200 &&
    directives.has('public') &&
    !directives.has('private') &&
    !directives.has('no-store') &&
    /json/i.test(response.headers.get('content-type') ?? '')
  );
}

/** A picture of the gateway's image routes: a resized variant (`?w=`) or a picture file. */
export function isPicture(request: RequestFacts, origin: string): boolean {
  if (!sameOriginGet(request, origin) || !PICTURE_PATHS.test(request.url.pathname)) return false;
  return request.url.searchParams.has('w') || PICTURE_FILE.test(request.url.pathname);
}

/**
 * Whether a picture may be kept: a whole picture (not a range or an error), no larger than
 * PICTURE_MAX_BYTES (`bytes`: its Content-Length, or its body's size when it has none).
 */
export function pictureFits(response: { status: number; headers: Headers }, bytes: number): boolean {
  const directives = cacheDirectives(response.headers);
  return (
    response.status === 200 &&
    /^image\//i.test(response.headers.get('content-type') ?? '') &&
    !directives.has('no-store') &&
    !directives.has('private') &&
    bytes <= PICTURE_MAX_BYTES
  );
}

/** The modern picture formats a browser decodes, as the worker found out (worker/pictureFormats.ts). */
export interface PictureFormats {
  avif: boolean;
  webp: boolean;
}

/**
 * The Accept header a picture request goes to the gateway with from the worker, when it must
 * change: the gateway picks a variant's format from Accept (AVIF, WebP, else the original's
 * kind), and Chromium hands the worker a page's picture request without the formats the browser
 * names itself, so the worker's fetch said `*\/*` and got the original JPEG. When the request
 * names neither modern format, the ones this browser decodes are named; otherwise it is left
 * alone (undefined), as it is when the browser decodes neither.
 */
export function pictureAccept(accept: string | null, formats: PictureFormats): string | undefined {
  if (/image\/(avif|webp)/i.test(accept ?? '')) return undefined;
  const modern = [formats.avif ? 'image/avif' : '', formats.webp ? 'image/webp' : ''].filter(Boolean);
  if (modern.length === 0) return undefined;
  return [...modern, 'image/*', '*/*;q=0.8'].join(',');
}

/** A translation file of a build (client/build/localeFiles.ts), named by the texts' version. */
export function isTranslationFile(request: RequestFacts, origin: string): boolean {
  return (
    sameOriginGet(request, origin) && TRANSLATION_FILE.test(request.url.pathname) && request.url.searchParams.has('v')
  );
}

/** The language and session cookies (session/readCookies.ts, which reads `document`, names them too). */
export const LANGUAGE_COOKIE = 'Local_Lang';
export const TOKEN_COOKIE = 'Admin-Token';

/** The translated offline page of a language, as the build writes it (client/build/webApp.ts). */
export function offlinePagePath(language: LanguageCode): string {
  return `/offline/${language}.html`;
}

/**
 * The language of the offline page: the shopper's choice (the Local_Lang cookie, JSON with
 * `file_name`, as session/readCookies.ts reads it) when the worker can read it, else the
 * closest to the phone's languages, as the gateway and the app choose on a first visit.
 */
export function offlineLanguage(languageCookie: string | undefined, phoneLanguages: readonly string[]): LanguageCode {
  if (languageCookie) {
    try {
      const stored = JSON.parse(decodeURIComponent(languageCookie)) as { file_name?: unknown } | null;
      const code = typeof stored?.file_name === 'string' ? stored.file_name : undefined;
      if (isLanguageCode(code)) return code;
    } catch {
      // Not ours: the phone's languages decide.
    }
  }
  return closestLanguage(phoneLanguages);
}

/**
 * A short name of a release, from its precache manifest (which changes with every file of
 * the build): the pages cache of one release never hands out a page naming another's files.
 */
export function releaseOf(entries: ReadonlyArray<string | { url: string; revision?: string | null }>): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(36);
}

/** The pages caches of other releases, which the worker of `release` deletes once it is in charge. */
export function isOtherReleasesPages(cacheName: string, release: string): boolean {
  return cacheName.startsWith(`${CACHE_NAMES.pages}-`) && cacheName !== `${CACHE_NAMES.pages}-${release}`;
}
