import i18next from 'i18next';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Location } from 'react-router';
import type { DataLayer } from '../apollo/dataLayer.ts';
import { preloadClientProvider, withData } from '../apollo/withData.tsx';
import { resolvedAtOnce } from '../components/lazyPart.ts';
import { preloadNamespaces } from '../i18n/index.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../i18n/languages.ts';
import { preloadAntd, withAntd } from './antd.tsx';
import { afterFirstPaint } from './firstPaint.ts';
import { accessFor } from './guard.ts';
import { matchAppRouteParams, type AppRoute } from './routes.ts';

/** The screens loaded so far, by route: React.lazy then gets them without waiting (lazyScreen). */
const loadedScreens = new Map<AppRoute, ComponentType>();

/**
 * A route's screen: inside Apollo's provider (unless the screen draws its frame without
 * data and brings its own, `route.data`), and inside antd-mobile's locale provider unless
 * the route draws no antd-mobile; the chunks load in parallel.
 */
async function loadScreen(route: AppRoute): Promise<ComponentType> {
  const done = loadedScreens.get(route);
  if (done) return done;
  const screen = route.screen().then((module) => module.default);
  const withProvider = route.data ? screen : withData(screen);
  const Screen = await (route.withoutAntd ? withProvider : withAntd(withProvider));
  loadedScreens.set(route, Screen);
  return Screen;
}

/** Each route's React.lazy screen. */
const lazyScreens = new Map<AppRoute, LazyExoticComponent<ComponentType>>();
/** The lazy screens whose download failed: React.lazy keeps a failure, so a retry replaces them. */
const failedScreens = new Set<LazyExoticComponent<ComponentType>>();

/**
 * Forgets the screens whose download failed, so their next render asks again (a retry,
 * ScreenLoadBoundary). Not done by the failure itself: React renders a failed screen once
 * more before showing the error, and a fresh download there would start over forever.
 */
export function forgetFailedScreens(): void {
  for (const [route, Lazy] of lazyScreens) if (failedScreens.has(Lazy)) lazyScreens.delete(route);
  failedScreens.clear();
}

/**
 * A route's screen for React.lazy. A screen already loaded (the page's own, loaded before
 * the first render) is handed over at once: a thenable that answers synchronously does not
 * suspend, so the screen draws in the first render, not after a skeleton that React keeps
 * on screen for at least 300 ms before it reveals what replaces it.
 */
function lazyFor(route: AppRoute): LazyExoticComponent<ComponentType> {
  const existing = lazyScreens.get(route);
  if (existing) return existing;
  const Lazy = lazy(() => {
    const done = loadedScreens.get(route);
    if (!done) {
      return loadScreen(route).then(
        (Screen) => ({ default: Screen }),
        (error: unknown) => {
          failedScreens.add(Lazy);
          throw error;
        },
      );
    }
    return resolvedAtOnce({ default: done });
  });
  lazyScreens.set(route, Lazy);
  return Lazy;
}

/** A route's screen: its code loads when it first renders; after a failed download, again once forgotten (forgetFailedScreens). */
export function lazyScreen(route: AppRoute): ComponentType {
  function RouteScreen() {
    const Screen = lazyFor(route);
    return <Screen />;
  }
  RouteScreen.displayName = `RouteScreen(${route.path})`;
  return RouteScreen;
}

/**
 * Starts at once, in parallel, everything the first render of the route at `pathname`
 * needs: its chunks, its translation files and its first query (once the data layer is
 * there). Nothing waits for anything else, so opening a route is no waterfall of
 * requests. Failures are left to the screen, which asks again and shows them.
 */
/** A route started: its screen's loading (answers once loaded, or failed) and the translation files it needs. */
export interface StartedRoute {
  screen: Promise<unknown>;
  namespaces: readonly string[];
  /** The route's first query (Prefetch): settles once its answer is in the cache, or once it failed, or at once when it has none. */
  query: Promise<unknown>;
}

function startRoute(pathname: string, data: DataLayer, language: LanguageCode, prefetch = true): StartedRoute {
  const match = matchAppRouteParams(pathname);
  if (!match) return { screen: Promise.resolve(), namespaces: ['common'], query: Promise.resolve() };
  const { route, params } = match;
  // What shows data (the data layer, the query's prefetch, a screen's data part) waits for
  // the first paint, which does not need it (apollo/dataLayer.ts): at boot it then does not
  // share the network with the first paint's scripts; later, the page has long been painted.
  // The page's query itself goes out with the page (boot/earlyQuery.ts) and is waiting.
  const query = afterFirstPaint().then(() => {
    // First what is smallest and needed soonest: over HTTP/1.1 a browser opens six
    // connections to a host, and the chunks below would otherwise hold the query back.
    const asked =
      route.query && prefetch
        ? Promise.all([route.query(), data.load()])
            .then(([{ prefetch }, client]) => prefetch(client, params))
            .catch(() => undefined)
        : undefined;
    preloadClientProvider();
    void route.data?.().catch(() => undefined);
    return asked;
  });
  const namespaces = ['common', ...(route.namespaces ?? [])];
  preloadNamespaces(language, namespaces);
  // A failed download is tried again by React.lazy when the screen renders. A screen that
  // needs antd-mobile's locale only loads it once i18next knows the language (loadAntd), so
  // its chunk is only fetched ahead: the first render would not draw it at once anyway.
  const screen = route.withoutAntd ? loadScreen(route).catch(() => undefined) : Promise.resolve();
  if (!route.withoutAntd) void route.screen().catch(() => undefined);
  if (!route.withoutAntd) preloadAntd();
  return { screen, namespaces, query };
}

/**
 * Loads everything the first render of the route at `pathname` draws at once, and answers
 * the route with its parameters (undefined when no route draws it): its screen (with
 * antd-mobile's runtime and locale when it needs them), so React.lazy hands it over without
 * suspending, and the part of it that shows data (`route.data`). The server renders with
 * it (server/renderPage.tsx), and a page the server rendered hydrates with it (main.tsx):
 * the two first renders are then the same tree. `withDataPart: false`: the screen alone (the
 * browser hydrates the data part when its code comes; React keeps the server's markup till then).
 */
export async function prepareRoute(
  pathname: string,
  withDataPart = true,
): Promise<ReturnType<typeof matchAppRouteParams>> {
  const match = matchAppRouteParams(pathname);
  if (!match) return undefined;
  await Promise.all([loadScreen(match.route), withDataPart ? match.route.data?.() : undefined]);
  return match;
}

/**
 * Loads what the rest of a server-drawn first render of the route at `pathname` draws, once its
 * screen is in (prepareRoute): the data layer, the route's data part and the parts its screen draws
 * lazily. React then hydrates the whole page in one pass. A part left as the server drew it,
 * waiting for its code, would be replaced by its fallback (a skeleton) by the first update to
 * reach it: React cannot keep markup it has not hydrated through an update.
 */
export async function prepareHydration(pathname: string, data: DataLayer): Promise<void> {
  const match = matchAppRouteParams(pathname);
  const screen = await match?.route.screen();
  await Promise.all([data.load(), match?.route.data?.(), screen?.preloadParts?.()]);
}

/** The history entry whose route was started last, per app (its data layer). */
const started = new WeakMap<DataLayer, string>();

/**
 * Starts the route of the page being opened (main.tsx, before the app renders), or of
 * where the access rules will send it (/ to /home; /login when a session is needed).
 * Answers its screen's loading and its translation files, which the first render waits for.
 * `prefetch: false`: the page came with its data (rendered on the server), its query is not asked.
 */
export function startBootRoute(data: DataLayer, language: LanguageCode, prefetch = true): StartedRoute {
  started.set(data, historyKey());
  const { pathname, search } = window.location;
  const access = accessFor(undefined, pathname, search);
  return startRoute(
    access.kind === 'redirect' ? new URL(access.to, window.location.href).pathname : pathname,
    data,
    language,
    prefetch,
  );
}

/**
 * Starts the route of `location` when the guard lets it open, unless it was already
 * started for this history entry (at boot, or by React's second run of an effect).
 */
export function openRoute(location: Location, data: DataLayer): void {
  if (started.get(data) === location.key) return;
  started.set(data, location.key);
  void startRoute(location.pathname, data, isLanguageCode(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);
}

/** The key the router gives the current history entry ("default" for a page opened afresh). */
function historyKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'default';
}
