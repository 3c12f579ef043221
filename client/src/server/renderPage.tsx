import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { DataLayerContext, loadedDataLayer } from '../apollo/dataLayer.ts';
import { typePolicies } from '../apollo/typePolicies.ts';
import { prepareRoute } from '../app/routeLoader.tsx';
import { AppRoutes } from '../app/router.tsx';
import { PageOrigin } from '../components/pageOrigin.ts';
import { ServerRendered } from '../components/serverRendered.ts';
import { isLanguageCode, LANGUAGES } from '../i18n/languages.ts';
import { RenderAntdLocale } from '../i18n/switchLanguage.ts';
import { pinTimeZone } from '../lib/formatDate.ts';
import { inProcessLink, type ExecuteOperation } from './inProcessLink.ts';
import { serverRendered } from './renderedRoutes.ts';
import { serverI18n, type LanguageResources } from './serverI18n.ts';

// What the gateway asks of a page before it renders it (gateway/src/ssr/serverBundle.ts).
export { pageAddress, pageModules, serverRendered } from './renderedRoutes.ts';

/*
 * The server entry (issue 25, ADR 0009): built by Vite for Node into dist/ssr/renderPage.js
 * (client/build/serverBuild.ts), imported by the gateway at run time. It renders a public
 * page of the app as its first render in the browser will be, so the browser hydrates it.
 */

export interface RenderRequest {
  /** The page's path and query, as the browser asked it. */
  url: string;
  /** The page's origin as the browser has it (its pictures are sized on it: components/pageOrigin.ts). */
  origin: string;
  /** The page's language (a legacy file name: "en", "ar", "zh-cn"). */
  language: string;
  /** The language's translation files, by namespace. */
  resources: LanguageResources;
  /** Runs one operation in process, anonymously (the gateway's PageData: within its deadline, else stale or none). */
  execute: ExecuteOperation;
  /** The time zone dates are shown in on both sides (the legacy API's). */
  timeZone: string;
  /** Aborts the render (its deadline). */
  signal: AbortSignal;
}

/** What the browser restores before it hydrates (main.tsx reads it from the page). */
export interface ServerData {
  cache: NormalizedCacheObject;
  timeZone: string;
}

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  data: ServerData;
  /** Whether every answer was fresh and in time: only then may a CDN keep the page. */
  complete: boolean;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * Renders the page at `url`, or answers undefined when its route is not rendered on the server.
 * The route's screen and its data part are loaded first; then its data is gathered: its own
 * prefetch (the same operations and variables as the screen's), or for a route without one,
 * Apollo's server rendering (`prerenderStatic`: the tree rendered again until no part of it asks
 * for data it does not have), each operation through the gateway within its deadline. The page
 * is then rendered from that cache alone, with a client that asks nothing, as the browser's
 * first render will be from the same cache: what is missing (an answer past the deadline, or an
 * error) shows as the screen's loading state, and the browser fetches it after hydrating.
 * Throws when the render fails or is aborted.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(request.url, 'http://page.invalid');
  if (!isLanguageCode(request.language)) return undefined;
  if (!serverRendered(pathname)) return undefined;
  const prepared = await prepareRoute(pathname);
  if (!prepared) return undefined;
  const { signal } = request;
  pinTimeZone(request.timeZone);
  const i18n = serverI18n(request.language, request.resources);
  // antd-mobile's texts in the page's language, given to this render alone (the loaded one is the module's).
  const antdLocale = prepared.route.withoutAntd ? undefined : await LANGUAGES[request.language].antd();
  const page = (client: ApolloClient) => {
    const data = loadedDataLayer(client);
    return (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ServerRendered value>
            <RenderAntdLocale value={antdLocale}>
              <PageOrigin value={request.origin}>
                <DataLayerContext value={data}>
                  <StaticRouter location={request.url}>
                    <AppRoutes data={data} />
                  </StaticRouter>
                </DataLayerContext>
              </PageOrigin>
            </RenderAntdLocale>
          </ServerRendered>
        </I18nextProvider>
      </StrictMode>
    );
  };
  const failures: unknown[] = [];
  const render = (tree: ReactNode, onError?: (error: unknown) => void) =>
    prerender(tree, {
      signal,
      // Every part in place, in order: no large part sent apart with a script to move it in
      // (the CSP runs no inline script, and the page is sent whole anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(onError ? { onError } : {}),
    });

  let complete = true;
  const gathering = new ApolloClient({
    ssrMode: true,
    link: inProcessLink(request.execute, () => (complete = false)),
    cache: new InMemoryCache({ typePolicies }),
  });
  if (prepared.route.query) {
    const { prefetch } = await prepared.route.query();
    await prefetch(gathering, prepared.params).catch(() => (complete = false));
  } else {
    await prerenderStatic({
      tree: page(gathering),
      context: { client: gathering },
      signal,
      ignoreResults: true,
      // What these passes draw is not sent; the page's own render below says what fails.
      renderFunction: (tree) => render(tree, () => undefined),
    });
  }
  signal.throwIfAborted();

  const cache = new InMemoryCache({ typePolicies }).restore(gathering.cache.extract() as NormalizedCacheObject);
  const reading = new ApolloClient({ ssrMode: true, link: ApolloLink.empty(), cache });
  // An error in a part of the page would leave that part for the browser, which says so loudly:
  // the page goes as the browser renders it instead (the gateway's fallback).
  const { prelude } = await render(page(reading), (error) => failures.push(error));
  const html = await readAll(prelude);
  signal.throwIfAborted();
  if (failures.length > 0) throw new AggregateError(failures, 'a part of the page could not be rendered on the server');
  return { html, data: { cache: inKeyOrder(cache.extract()), timeZone: request.timeZone }, complete };
}

/**
 * The cache as the page carries it, its entries and each entry's fields in key order: the
 * queries a page asks answer in whatever order the upstream does, and the same page must be the
 * same bytes whichever came first (HTTP caching, and the tests that compare pages, see it whole).
 */
function inKeyOrder(cache: NormalizedCacheObject): NormalizedCacheObject {
  const sorted = <T,>(entries: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return sorted(
    Object.fromEntries(Object.entries(cache).map(([id, entity]) => [id, entity ? sorted(entity) : entity])),
  );
}
