import homeOperation from 'virtual:gql-operation/HomeDocument';
import productOperation from 'virtual:gql-operation/ProductDetailDocument';
import type { PatternWith } from '../app/routeFacts.ts';
import { requestHeaders } from '../apollo/requestHeaders.ts';
import { FULL_WIDTH_SIZES, HOME_BANNER_SIZES } from '../lib/pictureSizes.ts';
import { pictureAt, pictureSrcSet } from '../lib/pictureUrls.ts';
import { PICTURE_FALLBACK_WIDTH } from '../lib/pictureWidths.ts';
import { HOME_VARIABLES } from '../screens/home/homeVariables.ts';
import { productVariables } from '../screens/product/productVariables.ts';
import { readToken, startLanguage } from '../session/readCookies.ts';

/*
 * The first query of the page being opened, asked as soon as the page arrives: this
 * module is a script of its own in index.html (boot/early.ts), with nothing of React,
 * Apollo or i18next in it, so the question goes out while the app's scripts are still
 * downloading, instead of after them. The answer goes into Apollo's cache when the
 * route's prefetch asks for it (apollo/earlyAnswer.ts); the page's largest picture is
 * fetched as soon as the answer names it. Only the pages whose first paint hangs on
 * one query (Home, a product: `early` in app/routeFacts.ts, whose types alone this
 * imports) ask early; any other page, or a failure, takes the usual way.
 */

interface EarlyRoute {
  /** The operation's name and the hash the gateway knows its document by. */
  operation: { operationName: string; hash: string };
  variables: (match: RegExpExecArray) => Record<string, unknown>;
  /** The page's largest picture in the answer (its LCP). */
  picture: (data: unknown) => unknown;
  /** The `sizes` its screen draws it with, so the preload fetches the width the picture then takes. */
  sizes: string;
}

/** Reads a path of keys in an answer whose shape is not trusted. */
function pick(value: unknown, ...keys: Array<string | number>): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The early query of each route that has one: the compiler holds the keys to the route list. */
const EARLY_QUERIES: Record<PatternWith<'early'>, EarlyRoute> = {
  '/home': {
    operation: homeOperation,
    variables: () => HOME_VARIABLES,
    picture: (data) => pick(data, 'banners', 0),
    sizes: HOME_BANNER_SIZES,
  },
  '/detail/:product?/:mer?': {
    operation: productOperation,
    variables: ([, product = '', mer = '']) => productVariables(product, mer),
    picture: (data) => pick(data, 'product', 'images', 0) ?? pick(data, 'product', 'image'),
    sizes: FULL_WIDTH_SIZES,
  },
};

/**
 * The paths a route's early query is asked at: its pattern with every parameter given, as digits
 * (the ids of the legacy API), spelled exactly so, a trailing slash allowed. Any other path of the
 * route takes the usual way: the app asks what it needs, and shows what it makes of the path.
 */
function pathsOf(pattern: string): RegExp {
  const segments = pattern.split('/').filter((part) => part !== '');
  return new RegExp(`^/${segments.map((part) => (part.startsWith(':') ? '(\\d+)' : part)).join('/')}/?$`);
}

const EARLY_ROUTES = Object.entries(EARLY_QUERIES).map(([pattern, route]) => ({ ...route, path: pathsOf(pattern) }));

/** A GraphQL answer as it came: `data` and `errors` are checked by whoever takes it. */
export interface EarlyAnswer {
  data?: unknown;
  errors?: unknown;
}

let pending: { key: string; answer: Promise<EarlyAnswer | undefined> } | undefined;

/** Operation and variables, the same whatever the order of the variables' keys. */
function keyOf(name: string, variables: Record<string, unknown>): string {
  return `${name}:${JSON.stringify(
    Object.keys(variables)
      .sort()
      .map((key) => [key, variables[key]]),
  )}`;
}

function preloadPicture(url: unknown, sizes: string): void {
  if (typeof url !== 'string' || url === '') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  // The same candidates as the picture's own srcset (components/Picture.tsx), so the browser
  // picks the same width for both and fetches it once.
  const srcSet = pictureSrcSet(url);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.href = srcSet ? pictureAt(url, PICTURE_FALLBACK_WIDTH) : url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The early query of the page at `pathname`, if it has one: its route, operation, variables and URL. */
function earlyRequest(pathname: string, graphqlUrl: string) {
  for (const route of EARLY_ROUTES) {
    const match = route.path.exec(pathname);
    if (!match) continue;
    const { operationName: name, hash } = route.operation;
    const variables = route.variables(match);
    const query = new URLSearchParams({
      operationName: name,
      variables: JSON.stringify(variables),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
    });
    return { route, name, variables, url: `${graphqlUrl}?${query.toString()}` };
  }
  return undefined;
}

/**
 * The URL the page at `pathname` asks its first query at, if it has one: what the service worker
 * keeps of a first visit to a page rendered on the server, which asked nothing itself
 * (pwa/register.ts), so the page opens offline as one the browser rendered does.
 */
export function earlyQueryUrl(pathname = window.location.pathname, graphqlUrl = '/graphql'): string | undefined {
  const request = earlyRequest(pathname, graphqlUrl);
  return request && new URL(request.url, window.location.href).href;
}

/**
 * Asks the first query of the page at `pathname`, if it has one, by its persisted hash
 * (a GET, as Apollo's persisted-document link sends it), with the headers Apollo's link
 * sends: the language and the session token of the cookies.
 */
export function startEarlyQuery(
  pathname = window.location.pathname,
  cookies = document.cookie,
  graphqlUrl = '/graphql',
): void {
  const request = earlyRequest(pathname, graphqlUrl);
  if (!request) return;
  const { route, name, variables, url } = request;
  const answer = fetch(url, {
    headers: {
      accept: 'application/graphql-response+json, application/json',
      // Apollo Server's CSRF prevention lets a GET through with this header.
      'x-apollo-operation-name': name,
      // The language Apollo's link will send: the one the app starts in (i18n's initialLanguage).
      ...requestHeaders(startLanguage(cookies), readToken(cookies)),
    },
  })
    .then(async (response) => (response.ok ? ((await response.json()) as EarlyAnswer) : undefined))
    .then((body) => {
      if (body?.data && !body.errors) preloadPicture(route.picture(body.data), route.sizes);
      return body;
    })
    .catch(() => undefined);
  pending = { key: keyOf(name, variables), answer };
}

/**
 * The early answer to `operation` with `variables`, once: undefined when the page asked
 * nothing early, or something else. Resolves to undefined when the early question failed.
 */
export function takeEarlyAnswer(
  operation: string,
  variables: Record<string, unknown>,
): Promise<EarlyAnswer | undefined> | undefined {
  if (!pending || pending.key !== keyOf(operation, variables)) return undefined;
  const { answer } = pending;
  pending = undefined;
  return answer;
}
