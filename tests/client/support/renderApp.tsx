/**
 * Rendering helpers for client component tests (happy-dom + msw; see setup.ts).
 *
 * renderApp({ path, token?, handlers?, language?, strict? })
 *   The real app (client/src/app/App.tsx: router, guard, layout, tab bar, Apollo
 *   links, antd-mobile locale) at `path`, with the browser history of happy-dom's
 *   window. `token` starts a session (Admin-Token cookie + session store) — add a
 *   `currentUser()` handler (support/handlers.ts), the guard asks for it. `handlers`
 *   are msw handlers for this test. `language` starts in that language (as if the
 *   Local_Lang cookie held it). Answers the Testing Library result plus:
 *   `client` (the Apollo client), `user` (userEvent), `path()` (pathname + search),
 *   `location()`, `waitForPath(expected)`.
 *
 *     const app = await renderApp({ path: '/order', token: 'T', handlers: [currentUser(), ordersHandler] });
 *     await app.waitForPath('/order');
 *
 * renderScreen(<Screen />, { path, route?, handlers?, token?, language?, strict? })
 *   One screen without the shell's guard and layout: Apollo (real links: error
 *   toasts, headers), antd-mobile's locale and a memory router where `route`
 *   (default: the pathname of `path`, e.g. route '/detail/:product/:mer' with path
 *   '/detail/1/2') renders the screen. Navigating anywhere else renders a probe
 *   (`data-testid="route-probe"`); `path()` / `waitForPath()` read the memory location.
 *
 *     const view = await renderScreen(<DetailScreen />, { path: '/detail/1/2', route: '/detail/:product/:mer', handlers });
 *     await view.user.click(await view.findByRole('button', { name: 'Add to bag' }));
 *     await view.waitForPath('/bag');
 *
 * findToast(text) waits for an antd-mobile toast showing that text.
 */
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import type { RequestHandler } from 'msw';
import { StrictMode, Suspense, useMemo, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { createApolloClient } from '../../../client/src/apollo/client.ts';
import { DataLayerContext, loadedDataLayer } from '../../../client/src/apollo/dataLayer.ts';
import { App } from '../../../client/src/app/App.tsx';
import type { LanguageCode } from '../../../client/src/i18n/languages.ts';
import { switchLanguage, useAntdLocale } from '../../../client/src/i18n/switchLanguage.ts';
import { registerNavigate } from '../../../client/src/navigation/navigator.ts';
import { sessionStore } from '../../../client/src/session/store.ts';
import { server } from './server.ts';

export interface RenderOptions {
  /** The URL to open (path + query). */
  path?: string;
  /** A session token: set as the Admin-Token cookie and in the session store. */
  token?: string;
  /** msw handlers for this test (dropped after it). */
  handlers?: RequestHandler[];
  /** The interface language to start in (written to the Local_Lang cookie). */
  language?: LanguageCode;
  /** Render inside React's StrictMode, as main.tsx does (default true). */
  strict?: boolean;
}

interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface Rendered extends RenderResult {
  client: ApolloClient;
  user: ReturnType<typeof userEvent.setup>;
  location(): Location;
  /** pathname + search */
  path(): string;
  /** Waits until the location's path (pathname + search; or pathname only when `expected` has no '?') matches. */
  waitForPath(expected: string | RegExp, timeout?: number): Promise<void>;
}

async function prepare({ token, handlers = [], language }: RenderOptions): Promise<void> {
  if (handlers.length) server.use(...handlers);
  if (token) sessionStore.signIn(token);
  else sessionStore.clear();
  if (language) await switchLanguage(language);
}

function withStrict(strict: boolean | undefined, node: ReactNode): ReactElement {
  return strict === false ? <>{node}</> : <StrictMode>{node}</StrictMode>;
}

function pathOf(location: Location): string {
  return `${location.pathname}${location.search}`;
}

function waiter(read: () => Location) {
  return async (expected: string | RegExp, timeout?: number) => {
    await waitFor(
      () => {
        const location = read();
        const actual = typeof expected === 'string' && !expected.includes('?') ? location.pathname : pathOf(location);
        if (typeof expected === 'string') expect(actual).toBe(expected);
        else expect(actual).toMatch(expected);
      },
      { timeout },
    );
  };
}

/** The real app at `options.path` (see the top of this file). */
export async function renderApp(options: RenderOptions = {}): Promise<Rendered> {
  await prepare(options);
  window.history.replaceState(null, '', options.path ?? '/');
  const client = createApolloClient();
  const user = userEvent.setup();
  const result = render(withStrict(options.strict, <App data={loadedDataLayer(client)} />));
  const location = (): Location => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
  });
  return { ...result, client, user, location, path: () => pathOf(location()), waitForPath: waiter(location) };
}

/** Shows where a screen navigated to, outside the route under test. */
function RouteProbe() {
  const location = useLocation();
  return <div data-testid="route-probe">{pathOf(location)}</div>;
}

function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const locale = useAntdLocale();
  const data = useMemo(() => loadedDataLayer(client), [client]);
  return (
    <DataLayerContext value={data}>
      <ApolloProvider client={client}>
        <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>
      </ApolloProvider>
    </DataLayerContext>
  );
}

export interface RenderScreenOptions extends RenderOptions {
  /** The route pattern the screen is mounted at (default: the pathname of `path`). */
  route?: string;
}

/** One screen in a memory router (see the top of this file). */
export async function renderScreen(ui: ReactElement, options: RenderScreenOptions): Promise<Rendered> {
  await prepare(options);
  const path = options.path ?? '/';
  const route = options.route ?? new URL(path, 'http://local').pathname;
  const router = createMemoryRouter(
    [
      { path: route, element: <Suspense fallback={null}>{ui}</Suspense> },
      { path: '*', element: <RouteProbe /> },
    ],
    { initialEntries: [path] },
  );
  registerNavigate((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const client = createApolloClient();
  const user = userEvent.setup();
  const result = render(
    withStrict(
      options.strict,
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  );
  const location = (): Location => {
    const { pathname, search, hash } = router.state.location;
    return { pathname, search, hash };
  };
  return { ...result, client, user, location, path: () => pathOf(location()), waitForPath: waiter(location) };
}

function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === 'none') return false;
  }
  return true;
}

function shownToasts(): Element[] {
  return [...document.querySelectorAll('.adm-toast-main')].filter(isShown);
}

/** The texts of the toasts on screen now (closed ones that are still fading out are left out). */
export function toastTexts(): string[] {
  return shownToasts().map((element) => element.textContent?.trim() ?? '');
}

/** Waits for a toast showing `text` (exact string, or a pattern) and answers its element. */
export async function findToast(text: string | RegExp, timeout?: number): Promise<Element> {
  let found: Element | undefined;
  await waitFor(
    () => {
      found = shownToasts().find((element) => {
        const content = element.textContent?.trim() ?? '';
        return typeof text === 'string' ? content === text : text.test(content);
      });
      expect(found, `a toast "${String(text)}" (toasts now: ${JSON.stringify(toastTexts())})`).toBeDefined();
    },
    { timeout },
  );
  return found!;
}

export { screen };
