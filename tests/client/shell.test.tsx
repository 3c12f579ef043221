/**
 * The app shell's rules (spec sections 2, 4, 8 and 9): routing and access, the
 * session and its cookies, language, page titles, the nav bar's back, the stored
 * history, the tab roots kept mounted, and the error link's messages and headers.
 * Screens are stubbed (support/stubScreens.tsx) so only the shell is under test.
 */
import { gql } from '@apollo/client';
import { act, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LOGIN_REDIRECT_MS } from '../../client/src/apollo/client.ts';
import { switchLanguage } from '../../client/src/i18n/switchLanguage.ts';
import en from '../../client/src/locales/en/common.json';
import zhCommon from '../../client/src/locales/zh-cn/common.json';
import { navigateTo } from '../../client/src/navigation/navigator.ts';
import { LANGUAGE_COOKIE, readLanguage, TOKEN_COOKIE } from '../../client/src/session/readCookies.ts';
import { sessionStore } from '../../client/src/session/store.ts';
import { aUser, currentUser, gqlError, logoutOk } from './support/handlers.ts';
import { findToast, renderApp, screen, toastTexts } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const { stub } = vi.hoisted(() => ({
  stub: (name: string, nav?: Record<string, unknown> | false) => async () =>
    (await import('./support/stubScreens.tsx')).stubScreen(name, nav === undefined ? {} : { nav }),
}));

vi.mock('../../client/src/screens/home/HomeScreen.tsx', stub('home', false));
vi.mock('../../client/src/screens/explore/ExploreScreen.tsx', stub('explore', false));
vi.mock('../../client/src/screens/cart/bag/BagScreen.tsx', stub('bag', false));
vi.mock('../../client/src/screens/explore/FilterScreen.tsx', stub('filter', false));
vi.mock('../../client/src/screens/orders/OrdersScreen.tsx', stub('order'));
vi.mock('../../client/src/screens/orders/info/OrderInfoScreen.tsx', stub('orderInfo'));
vi.mock('../../client/src/screens/auth/LoginScreen.tsx', stub('login'));
vi.mock('../../client/src/screens/auth/RegisterScreen.tsx', stub('register'));
vi.mock('../../client/src/screens/auth/ForgotPasswordScreen.tsx', stub('forgotPassword'));
vi.mock('../../client/src/screens/account/ChangePasswordScreen.tsx', stub('changePassword'));
vi.mock('../../client/src/screens/account/ProfileScreen.tsx', stub('profile', false));
vi.mock('../../client/src/screens/product/DetailScreen.tsx', stub('detail'));
vi.mock('../../client/src/screens/shop/ShopScreen.tsx', stub('shop'));
vi.mock('../../client/src/screens/search/SearchScreen.tsx', stub('search'));
vi.mock('../../client/src/screens/search/PopularScreen.tsx', stub('popular'));
vi.mock('../../client/src/screens/search/ShopSearchScreen.tsx', stub('searchs'));
vi.mock('../../client/src/screens/search/ProductsScreen.tsx', stub('products'));
vi.mock('../../client/src/screens/support/ServiceScreen.tsx', stub('service'));
vi.mock('../../client/src/screens/account/LanguageScreen.tsx', stub('language'));
vi.mock('../../client/src/screens/addresses/AddressListScreen.tsx', stub('address', { backUrl: '/profile' }));

const TOKEN = 'token-of-demo';
/** The Chinese texts (may still be being written: the tests that need them wait for them). */
const zh = zhCommon as Partial<typeof en>;

/** Any operation: the error link treats every operation alike. */
const Probe = gql`
  query ShellProbe {
    probe
  }
`;
const ProbeMutation = gql`
  mutation ShellProbeMutation {
    probe
  }
`;

async function screenShown(name: string): Promise<HTMLElement> {
  return screen.findByTestId(`screen-${name}`);
}

function cookie(name: string): string | undefined {
  return Cookies.get(name);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('routes and access rules', () => {
  test('/ redirects to /home, without asking to log in', async () => {
    const app = await renderApp({ path: '/' });
    await screenShown('home');
    expect(app.path()).toBe('/home');
    expect(toastTexts()).toEqual([]);
  });

  test('/ redirects to /home for a signed-in buyer too', async () => {
    const app = await renderApp({ path: '/', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    expect(app.path()).toBe('/home');
  });

  test.each(['/order', '/bag', '/heart', '/profile', '/orderInfo/12', '/address', '/notification'])(
    'anonymous %s shows "Please login first" and lands on /login',
    async (path) => {
      const app = await renderApp({ path });
      await findToast(en.messages.loginFirst);
      await app.waitForPath('/login');
      await screenShown('login');
      // The login screen is told where to return after signing in.
      expect(new URLSearchParams(app.location().search).get('redirect')).toBe(path);
      expect(screen.queryByTestId(`screen-${path.split('/')[1]}`)).toBeNull();
    },
  );

  test.each([
    ['/home', 'home'],
    ['/explore', 'explore'],
    ['/detail/1/2', 'detail'],
    ['/shop/3', 'shop'],
    ['/search', 'search'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/forgotPassword', 'forgotPassword'],
    ['/changePassword', 'changePassword'],
    // Beyond the spec's list: public catalogue data, and the language (docs/storefront.md, "Browsing signed out").
    ['/filter', 'filter'],
    ['/popular', 'popular'],
    ['/searchs', 'searchs'],
    ['/products', 'products'],
    ['/service', 'service'],
    ['/services', 'service'],
    ['/language', 'language'],
  ])('anonymous %s opens without a token', async (path, name) => {
    const app = await renderApp({ path });
    await screenShown(name);
    expect(app.path()).toBe(path);
    expect(screen.getByTestId(`location-${name}`).textContent).toBe(path);
    expect(toastTexts()).toEqual([]);
  });

  test('a signed-in buyer opening /login is sent to / and so to /home', async () => {
    const app = await renderApp({ path: '/login', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    expect(app.path()).toBe('/home');
    expect(screen.queryByTestId('screen-login')).toBeNull();
  });

  test('an unknown path leads to /home (no fallback screen)', async () => {
    const app = await renderApp({ path: '/no/such/page', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    expect(app.path()).toBe('/home');
  });
});

describe('session', () => {
  test('with a token but no user, CurrentUser is fetched before the route opens', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked = vi.fn();
    const app = await renderApp({
      path: '/order',
      token: TOKEN,
      handlers: [
        graphql.query('CurrentUser', async ({ request }) => {
          asked(request.headers.get('token'));
          await answered;
          return HttpResponse.json({ data: { me: aUser() } });
        }),
      ],
    });
    await waitFor(() => expect(asked).toHaveBeenCalledWith(TOKEN));
    // The route waits for the user.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByTestId('screen-order')).toBeNull();
    answer();
    await screenShown('order');
    expect(app.path()).toBe('/order');
    expect(
      app.client.readQuery({ query: (await import('../../client/src/session/currentUser.ts')).CurrentUserQuery })?.me
        ?.nickname,
    ).toBe('Demo Buyer');
  });

  test('the user is fetched once: later navigations use the cached user', async () => {
    const asked = vi.fn();
    const app = await renderApp({
      path: '/order',
      token: TOKEN,
      handlers: [
        graphql.query('CurrentUser', () => {
          asked();
          return HttpResponse.json({ data: { me: aUser() } });
        }),
      ],
    });
    await screenShown('order');
    await act(async () => navigateTo('/address'));
    await screenShown('address');
    expect(app.path()).toBe('/address');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  test('when fetching the user fails, logout is tried, the token cookie removed and the user sent to /', async () => {
    const loggedOut = vi.fn();
    expect(cookie(TOKEN_COOKIE)).toBeUndefined();
    const app = await renderApp({
      path: '/order',
      token: TOKEN,
      handlers: [
        graphql.query('CurrentUser', () => HttpResponse.json(gqlError('UNAUTHENTICATED', 'Please log in'))),
        logoutOk(loggedOut),
      ],
    });
    await screenShown('home');
    expect(app.path()).toBe('/home');
    expect(loggedOut).toHaveBeenCalled();
    expect(cookie(TOKEN_COOKIE)).toBeUndefined();
    expect(sessionStore.getToken()).toBeUndefined();
    expect(screen.queryByTestId('screen-order')).toBeNull();
    // The guard handles the failure itself: no error toast, no trip to /login.
    expect(toastTexts()).toEqual([]);
  });

  test('when the token is refused and the logout fails too, the token is dropped anyway', async () => {
    const app = await renderApp({
      path: '/orderInfo/3',
      token: TOKEN,
      handlers: [
        graphql.query('CurrentUser', () => HttpResponse.json(gqlError('UNAUTHENTICATED', 'Please log in'))),
        graphql.mutation('Logout', () => HttpResponse.error()),
      ],
    });
    await screenShown('home');
    expect(app.path()).toBe('/home');
    expect(cookie(TOKEN_COOKIE)).toBeUndefined();
  });

  test.each([
    ['the network is down', () => HttpResponse.error()],
    ['the legacy API timed out', () => HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))],
    ['the legacy API is unreachable', () => HttpResponse.json(gqlError('UPSTREAM_UNAVAILABLE'))],
    ['the gateway answered 502', () => new HttpResponse('Bad gateway', { status: 502 })],
  ])('when %s while fetching the buyer, the session stays and the screen offers a retry', async (_, answer) => {
    const loggedOut = vi.fn();
    let reachable = false;
    const app = await renderApp({
      path: '/order',
      token: TOKEN,
      handlers: [
        graphql.query('CurrentUser', () => (reachable ? HttpResponse.json({ data: { me: aUser() } }) : answer())),
        logoutOk(loggedOut),
      ],
    });
    const failure = await screen.findByTestId('session-unreachable');
    expect(failure.textContent).toContain(en.states.errorTitle);
    expect(app.path()).toBe('/order');
    expect(sessionStore.getToken()).toBe(TOKEN);
    expect(cookie(TOKEN_COOKIE)).toBe(TOKEN);
    expect(loggedOut).not.toHaveBeenCalled();
    expect(screen.queryByTestId('screen-order')).toBeNull();

    // Back online: the retry opens the screen asked for, still signed in.
    reachable = true;
    await app.user.click(screen.getByRole('button', { name: en.actions.retry }));
    await screenShown('order');
    expect(app.path()).toBe('/order');
    expect(screen.queryByTestId('session-unreachable')).toBeNull();
    expect(cookie(TOKEN_COOKIE)).toBe(TOKEN);
  });

  test('a buyer fetch that fails again on retry keeps offering the retry, never signing out', async () => {
    const asked = vi.fn();
    const app = await renderApp({
      path: '/address',
      token: TOKEN,
      handlers: [
        graphql.query('CurrentUser', () => {
          asked();
          return HttpResponse.error();
        }),
      ],
    });
    await screen.findByTestId('session-unreachable');
    await app.user.click(screen.getByRole('button', { name: en.actions.retry }));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    await screen.findByTestId('session-unreachable');
    expect(sessionStore.getToken()).toBe(TOKEN);
    expect(app.path()).toBe('/address');
  });

  test('signing in writes the Admin-Token cookie (path /, 3 days); clearing removes it', () => {
    const set = vi.spyOn(Cookies, 'set');
    sessionStore.signIn('abc123');
    expect(cookie(TOKEN_COOKIE)).toBe('abc123');
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'abc123', expect.objectContaining({ path: '/', expires: 3 }));
    sessionStore.clear();
    expect(cookie(TOKEN_COOKIE)).toBeUndefined();
  });

  test('the language is kept in the Local_Lang cookie as JSON (path /, 3 days)', async () => {
    const set = vi.spyOn(Cookies, 'set');
    await switchLanguage('zh-cn');
    const raw = cookie(LANGUAGE_COOKIE);
    expect(raw).toBeDefined();
    expect(JSON.parse(raw!)).toEqual({ language_name: '简体中文', chinese_name: '简体中文', file_name: 'zh-cn' });
    expect(readLanguage()?.file_name).toBe('zh-cn');
    expect(set).toHaveBeenCalledWith(LANGUAGE_COOKIE, raw, expect.objectContaining({ path: '/', expires: 3 }));
  });
});

describe('language', () => {
  test("the server's language wins after login: Arabic turns the document right to left", async () => {
    const arabic = { __typename: 'Language', id: '9', code: 'ar', name: 'العربية', chineseName: '阿拉伯语' };
    expect(document.documentElement.dir).toBe('ltr');
    await renderApp({ path: '/order', token: TOKEN, handlers: [currentUser(aUser({ language: arabic }))] });
    await screenShown('order');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(i18next.language).toBe('ar');
    expect(readLanguage()?.file_name).toBe('ar');
  });

  test("the server's language replaces the local one (zh-cn locally, English on the server)", async () => {
    await renderApp({ path: '/order', token: TOKEN, language: 'zh-cn', handlers: [currentUser()] });
    await screenShown('order');
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  test('the Local_Lang cookie sets the start language when nobody is signed in', async () => {
    await renderApp({ path: '/home', language: 'zh-cn' });
    await screenShown('home');
    expect(i18next.language).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    if (zh.tabs) expect(screen.getByText(zh.tabs.explore)).toBeDefined();
  });
});

describe('page titles', () => {
  test('the address form is titled "New address" without an id, "Edit address" with one', async () => {
    const { titleOf } = await import('../../client/src/app/matchRoute.ts');
    expect(titleOf('/addressForm')).toBe('addressNew');
    expect(en.titles.addressNew).toBe('New address');
    expect(titleOf('/addressForm/12')).toBe('addressForm');
    expect(titleOf('/order')).toBe('order');
    expect(titleOf('/nowhere/at/all')).toBeUndefined();
  });

  test('the title is the route’s translated title', async () => {
    const app = await renderApp({ path: '/order', token: TOKEN, handlers: [currentUser()] });
    await screenShown('order');
    await waitFor(() => expect(document.title).toBe(`${en.titles.order} · ${en.appName}`));
    await act(async () => navigateTo('/home'));
    await app.waitForPath('/home');
    await waitFor(() => expect(document.title).toBe(`${en.titles.home} · ${en.appName}`));
  });

  test.runIf(Boolean(zh.titles && zh.appName))('titles follow the language', async () => {
    const chinese = { __typename: 'Language', id: '2', code: 'zh-cn', name: '简体中文', chineseName: '简体中文' };
    await renderApp({
      path: '/order',
      token: TOKEN,
      language: 'zh-cn',
      handlers: [currentUser(aUser({ language: chinese }))],
    });
    await screenShown('order');
    await waitFor(() => expect(document.title).toBe(`${zh.titles?.order} · ${zh.appName}`));
    await act(async () => switchLanguage('en'));
    await waitFor(() => expect(document.title).toBe(`${en.titles.order} · ${en.appName}`));
  });
});

describe('navigation history and the nav bar', () => {
  const history = () => JSON.parse(localStorage.getItem('historyPaths') ?? '[]') as string[];

  test('back opens the last stored history entry; its ?backs=1 leaves the address bar once read', async () => {
    const app = await renderApp({ path: '/home', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    await act(async () => navigateTo('/order?tab=1'));
    await screenShown('order');
    await act(async () => navigateTo('/orderInfo/5'));
    await screenShown('orderInfo');
    expect(history()).toEqual(['/home', '/order?tab=1', '/orderInfo/5']);

    await app.user.click(screen.getByRole('button', { name: en.nav.back }));
    await app.waitForPath('/order?tab=1');
    await screenShown('order');
    expect(history()).toEqual(['/home', '/order?tab=1']);

    await app.user.click(screen.getByRole('button', { name: en.nav.back }));
    await app.waitForPath('/home');
    await screenShown('home');
  });

  test('a replacing navigation takes the place of the screen it replaced', async () => {
    // E.g. checkout → (replace) payment → (replace) paid orders: back must not reopen the payment.
    const app = await renderApp({ path: '/home', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    await act(async () => navigateTo('/order'));
    await screenShown('order');
    await act(async () => navigateTo('/orderInfo/5', { replace: true }));
    await screenShown('orderInfo');
    expect(history()).toEqual(['/home', '/orderInfo/5']);

    await app.user.click(screen.getByRole('button', { name: en.nav.back }));
    await app.waitForPath('/home');
  });

  test('back goes to the explicit back URL when the screen gives one', async () => {
    const app = await renderApp({ path: '/home', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    await act(async () => navigateTo('/order'));
    await screenShown('order');
    await act(async () => navigateTo('/address'));
    await screenShown('address');
    await app.user.click(screen.getByRole('button', { name: en.nav.back }));
    await app.waitForPath('/profile');
    await screenShown('profile');
  });

  test('back with nothing stored goes home', async () => {
    const app = await renderApp({ path: '/order', token: TOKEN, handlers: [currentUser()] });
    await screenShown('order');
    localStorage.removeItem('historyPaths');
    await app.user.click(screen.getByRole('button', { name: en.nav.back }));
    await app.waitForPath('/home');
  });

  test('visiting a tab root clears the stored history', async () => {
    localStorage.setItem('historyPaths', JSON.stringify(['/order', '/orderInfo/1', '/address']));
    const app = await renderApp({ path: '/bag', token: TOKEN, handlers: [currentUser()] });
    await screenShown('bag');
    await waitFor(() => expect(history()).toEqual(['/bag']));
    await act(async () => navigateTo('/order'));
    await screenShown('order');
    expect(history()).toEqual(['/bag', '/order']);
    await act(async () => navigateTo('/explore'));
    await app.waitForPath('/explore');
    await waitFor(() => expect(history()).toEqual(['/explore']));
  });
});

describe('tab roots', () => {
  test('the tab bar shows on tab roots and switches tabs', async () => {
    const app = await renderApp({ path: '/home', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    await app.user.click(screen.getByText(en.tabs.explore));
    await app.waitForPath('/explore');
    await screenShown('explore');
    await app.user.click(screen.getByText(en.tabs.me));
    await app.waitForPath('/profile');
    await act(async () => navigateTo('/order'));
    await screenShown('order');
    expect(screen.queryByText(en.tabs.explore)).toBeNull();
  });

  test('tab roots stay mounted while hidden: their state survives a tab switch and a detour', async () => {
    const app = await renderApp({ path: '/home', token: TOKEN, handlers: [currentUser()] });
    await screenShown('home');
    await app.user.click(screen.getByRole('button', { name: 'home count 0' }));
    await app.user.click(screen.getByRole('button', { name: 'home count 1' }));

    await app.user.click(screen.getByText(en.tabs.explore));
    await screenShown('explore');
    await app.user.click(screen.getByRole('button', { name: 'explore count 0' }));
    // Home is hidden, not gone.
    expect(screen.getByTestId('screen-home')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'home count 2' })).toBeNull();

    await act(async () => navigateTo('/order'));
    await screenShown('order');

    await act(async () => navigateTo('/home'));
    await app.waitForPath('/home');
    expect(await screen.findByRole('button', { name: 'home count 2' })).toBeDefined();
    await app.user.click(screen.getByText(en.tabs.explore));
    expect(await screen.findByRole('button', { name: 'explore count 1' })).toBeDefined();
  });
});

describe('the Apollo links', () => {
  async function appWithProbe(answer: Parameters<typeof graphql.query>[1], token?: string) {
    const app = await renderApp({
      path: '/home',
      ...(token ? { token } : {}),
      handlers: [currentUser(), graphql.query('ShellProbe', answer), graphql.mutation('ShellProbeMutation', answer)],
    });
    await screenShown('home');
    return app;
  }

  test.each([
    [
      'UPSTREAM_REJECTED shows the server message',
      gqlError('UPSTREAM_REJECTED', 'Stock is not enough'),
      'Stock is not enough',
    ],
    ['UPSTREAM_TIMEOUT', gqlError('UPSTREAM_TIMEOUT'), 'system interface request timeout'],
    ['UPSTREAM_UNAVAILABLE', gqlError('UPSTREAM_UNAVAILABLE'), 'backend interface connection abnormal'],
    [
      'UPSTREAM_HTTP_ERROR 502',
      gqlError('UPSTREAM_HTTP_ERROR', 'Bad Gateway', { status: 502 }),
      'system interface 502 abnormal',
    ],
    ['DUPLICATE_SUBMISSION', gqlError('DUPLICATE_SUBMISSION'), 'data is being processed, do not resubmit'],
  ])('%s', async (_name, body, message) => {
    const app = await appWithProbe(() => HttpResponse.json(body));
    await expect(app.client.query({ query: Probe })).rejects.toThrow();
    await findToast(message);
  });

  test('a network failure shows "backend interface connection abnormal"', async () => {
    const app = await appWithProbe(() => HttpResponse.error());
    await expect(app.client.query({ query: Probe })).rejects.toThrow();
    await findToast('backend interface connection abnormal');
  });

  test('an HTTP 502 from the gateway shows "system interface 502 abnormal"', async () => {
    const app = await appWithProbe(() => HttpResponse.json({ data: { probe: 'ok' } }));
    server.use(http.post('*/graphql', () => new HttpResponse('Bad Gateway', { status: 502 })));
    await expect(app.client.query({ query: Probe })).rejects.toThrow();
    await findToast('system interface 502 abnormal');
  });

  test('a duplicate mutation shows the duplicate message', async () => {
    const app = await appWithProbe(() => HttpResponse.json(gqlError('DUPLICATE_SUBMISSION')));
    await expect(app.client.mutate({ mutation: ProbeMutation })).rejects.toThrow();
    await findToast(en.errors.duplicate);
  });

  test('context silent: the caller handles the error, no toast', async () => {
    const app = await appWithProbe(() => HttpResponse.json(gqlError('UPSTREAM_TIMEOUT')));
    await expect(app.client.query({ query: Probe, context: { silent: true } })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toastTexts()).toEqual([]);
  });

  test('UNAUTHENTICATED shows the message, then after 1 s clears the session and goes to /login', async () => {
    const app = await appWithProbe(() => HttpResponse.json(gqlError('UNAUTHENTICATED', 'Please log in again')), TOKEN);
    expect(cookie(TOKEN_COOKIE)).toBe(TOKEN);
    const started = Date.now();
    await expect(app.client.query({ query: Probe })).rejects.toThrow();
    await findToast('Please log in again');
    // Still signed in while the message shows.
    expect(sessionStore.getToken()).toBe(TOKEN);
    expect(app.path()).toBe('/home');
    await app.waitForPath('/login', LOGIN_REDIRECT_MS + 2000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_REDIRECT_MS - 50);
    // Home needs no return trip: signing in goes home anyway.
    expect(app.location().search).toBe('');
    expect(sessionStore.getToken()).toBeUndefined();
    expect(cookie(TOKEN_COOKIE)).toBeUndefined();
    await screenShown('login');
    // Logged out, /login is allowed: no "Please login first".
    expect(toastTexts()).not.toContain(en.messages.loginFirst);
  });

  test('sends token, lang and language headers; no token with isToken false', async () => {
    const seen: Array<Record<string, string | null>> = [];
    const app = await appWithProbe(({ request }) => {
      seen.push({
        token: request.headers.get('token'),
        lang: request.headers.get('lang'),
        language: request.headers.get('language'),
      });
      return HttpResponse.json({ data: { probe: 'ok' } });
    }, TOKEN);
    await app.client.query({ query: Probe, fetchPolicy: 'network-only' });
    await app.client.query({ query: Probe, fetchPolicy: 'network-only', context: { isToken: false } });
    await act(async () => switchLanguage('zh-cn'));
    await app.client.query({ query: Probe, fetchPolicy: 'network-only' });
    expect(seen).toEqual([
      { token: TOKEN, lang: 'en', language: 'en' },
      { token: null, lang: 'en', language: 'en' },
      { token: TOKEN, lang: 'zh-cn', language: 'zh-cn' },
    ]);
  });

  test('anonymous requests carry no token', async () => {
    const tokens: Array<string | null> = [];
    const app = await appWithProbe(({ request }) => {
      tokens.push(request.headers.get('token'));
      return HttpResponse.json({ data: { probe: 'ok' } });
    });
    await app.client.query({ query: Probe });
    expect(tokens).toEqual([null]);
  });
});
