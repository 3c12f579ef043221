import { matchAppRoute } from '../app/matchRoute.ts';
import type { RouteFacts } from '../app/routeFacts.ts';

/*
 * The routes the server renders (issue 25, ADR 0009), and what the gateway asks of a page before
 * it renders it: whether it does, the stylesheets its first render is drawn with, and the address
 * it is drawn from, each read from the route's record (app/routeFacts.ts, `rendered`). The server
 * entry (renderPage.tsx) exports these to the gateway.
 */

/** The module a first render with antd-mobile loads besides its screen (app/antd.tsx): antd-mobile's stylesheet. */
const ANTD_RUNTIME = 'src/app/antdRuntime.tsx';

/** The server-rendered route drawing `pathname` (matched once), and whether it draws with antd-mobile. */
function renderedRoute(pathname: string): (NonNullable<RouteFacts['rendered']> & { withAntd: boolean }) | undefined {
  const route = matchAppRoute(pathname);
  return route?.rendered && { ...route.rendered, withAntd: !route.withoutAntd };
}

/** Whether the page at `pathname` is rendered on the server (the gateway asks before it starts the page). */
export function serverRendered(pathname: string): boolean {
  return renderedRoute(pathname) !== undefined;
}

/**
 * The source modules (client build manifest keys) whose stylesheets the server-rendered page at
 * `pathname` is drawn with, besides the app's entry: the page links them from its first bytes.
 * Without them it would show unstyled until the app has run and asked for its screen, then move.
 * Empty for a page not rendered on the server.
 */
export function pageModules(pathname: string): readonly string[] {
  const rendered = renderedRoute(pathname);
  if (!rendered) return [];
  return rendered.withAntd ? [...rendered.modules, ANTD_RUNTIME] : rendered.modules;
}

/**
 * The address the page at `url` (a path and query) is rendered from: its path, and of its query
 * only the parameters its screen reads (the first of each, in a fixed order). Two URLs with the
 * same address draw the same page, so the gateway renders and keeps a page by it: a parameter
 * added, repeated or moved makes no new render. Undefined for a page not rendered on the server.
 */
export function pageAddress(url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const rendered = renderedRoute(pathname);
  if (!rendered) return undefined;
  const kept = new URLSearchParams();
  for (const name of rendered.reads ?? []) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
