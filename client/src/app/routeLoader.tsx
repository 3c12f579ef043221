import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { Location } from 'react-router';
import type { DataLayer } from '../apollo/dataLayer.ts';
import { preloadClientProvider, withData } from '../apollo/withData.tsx';
import { preloadNamespaces } from '../i18n/index.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../i18n/languages.ts';
import { preloadAntd, withAntd } from './antd.tsx';
import { accessFor } from './guard.ts';
import { matchAppRouteParams, type AppRoute } from './routes.ts';

/**
 * A route's screen for React.lazy: inside Apollo's provider (unless the screen draws its
 * frame without data and brings its own, `route.data`), and inside antd-mobile's locale
 * provider unless the route draws no antd-mobile; the chunks load in parallel.
 */
export async function loadScreen(route: AppRoute): Promise<ComponentType> {
  const screen = route.screen().then((module) => module.default);
  const withProvider = route.data ? screen : withData(screen);
  return route.withoutAntd ? withProvider : withAntd(withProvider);
}

/**
 * Starts at once, in parallel, everything the first render of the route at `pathname`
 * needs: its chunks, its translation files and its first query (once the data layer is
 * there). Nothing waits for anything else, so opening a route is no waterfall of
 * requests. Failures are left to the screen, which asks again and shows them.
 */
export function startRoute(pathname: string, data: DataLayer, language: LanguageCode): void {
  const match = matchAppRouteParams(pathname);
  if (!match) return;
  const { route, params } = match;
  // First what is smallest and needed soonest: over HTTP/1.1 a browser opens six
  // connections to a host, and the chunks below would otherwise hold the query back.
  const answered = route.query
    ? Promise.all([route.query(), data.load()])
        .then(([{ prefetch }, client]) => prefetch(client, params))
        .catch(() => undefined)
    : Promise.resolve();
  preloadNamespaces(language, ['common', ...(route.namespaces ?? [])]);
  preloadClientProvider();
  // A failed download is tried again by React.lazy when the screen renders.
  void route.screen().catch(() => undefined);
  void route.data?.().catch(() => undefined);
  if (!route.withoutAntd) preloadAntd();
  // What is drawn after the first paint starts once the first query has answered: on a
  // slow phone its code (antd-mobile above all) would hold the query and the paint back.
  const { parts } = route;
  if (parts) {
    void answered.then(() => {
      preloadAntd();
      return parts();
    }).catch(() => undefined);
  }
}

/** The history entry whose route was started last, per app (its data layer). */
const started = new WeakMap<DataLayer, string>();

/**
 * Starts the route of the page being opened (main.tsx, before the app renders), or of
 * where the access rules will send it (/ to /home; /login when a session is needed).
 */
export function startBootRoute(data: DataLayer, language: LanguageCode): void {
  started.set(data, historyKey());
  const { pathname, search } = window.location;
  const access = accessFor(undefined, pathname, search);
  startRoute(access.kind === 'redirect' ? new URL(access.to, window.location.href).pathname : pathname, data, language);
}

/**
 * Starts the route of `location` when the guard lets it open, unless it was already
 * started for this history entry (at boot, or by React's second run of an effect).
 */
export function openRoute(location: Location, data: DataLayer): void {
  if (started.get(data) === location.key) return;
  started.set(data, location.key);
  startRoute(location.pathname, data, isLanguageCode(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);
}

/** The key the router gives the current history entry ("default" for a page opened afresh). */
function historyKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'default';
}
