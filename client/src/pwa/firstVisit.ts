import { requestHeaders } from '../apollo/requestHeaders.ts';
import { isPicture, isPublicQuery, type RequestFacts } from './cacheRules.ts';

/** What workbox's CACHE_URLS message takes: a URL, or a URL and how to ask for it. */
export type UrlToCache = string | [string, RequestInit];

interface PageSoFar {
  /** The URLs the page fetched (the Performance API's resource entries). */
  fetched: readonly string[];
  origin: string;
  /** The interface language the page's GraphQL requests named. */
  language: string;
  /** A session token is there: nothing the page asked with it is asked again to be kept. */
  signedIn: boolean;
  /** The translation files of the language, every namespace (kept even when not yet needed). */
  texts: readonly string[];
}

function facts(url: URL, headers: Headers): RequestFacts {
  return { method: 'GET', mode: 'cors', destination: '', url, headers };
}

/**
 * What the service worker is asked to keep once it is in charge: the language's texts, and what
 * the page fetched before a worker was there (a first visit): its public persisted queries,
 * asked again with the headers the app sends (the answer depends on the language; signed out
 * only), and its pictures. The worker's own rules (cacheRules.ts) still decide what is kept;
 * the browser's HTTP cache answers most of these without the network.
 */
export function urlsToKeep({ fetched, origin, language, signedIn, texts }: PageSoFar): UrlToCache[] {
  const urls: UrlToCache[] = [...texts];
  const seen = new Set<string>();
  for (const href of fetched) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    if (isPicture(facts(url, new Headers()), origin)) {
      urls.push(url.href);
      continue;
    }
    const operationName = url.searchParams.get('operationName');
    if (signedIn || !operationName || !isPublicQuery(facts(url, new Headers()), origin)) continue;
    urls.push([
      url.href,
      {
        headers: {
          accept: 'application/graphql-response+json, application/json',
          // Apollo Server's CSRF prevention lets a GET through with this header (as boot/earlyQuery.ts sends it).
          'x-apollo-operation-name': operationName,
          ...requestHeaders(language, undefined),
        },
      },
    ]);
  }
  return urls;
}
