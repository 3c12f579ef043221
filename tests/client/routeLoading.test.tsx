/**
 * How a route loads (issue 12): the first paint does not wait for the data layer
 * (Apollo Client), only the parts that show data do; the guard waits for it only to
 * ask the API about a session; a route's first query starts with its chunk at boot,
 * and the screen's own query joins it: one request, not two.
 */
import type { ApolloClient } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, test } from 'vitest';
import { createApolloClient } from '../../client/src/apollo/client.ts';
import { loadedDataLayer, startDataLayer, type DataLayer } from '../../client/src/apollo/dataLayer.ts';
import { App } from '../../client/src/app/App.tsx';
import { startBootRoute } from '../../client/src/app/routeLoader.tsx';
import { keepServerPage } from '../../client/src/boot/keepServerPage.ts';
import { CurrentUserQuery } from '../../client/src/session/currentUser.ts';
import common from '../../client/src/locales/en/common.json';
import home from '../../client/src/locales/en/home.json';
import { sessionStore } from '../../client/src/session/store.ts';
import { aUser, currentUser, gqlError, logoutOk } from './support/handlers.ts';
import { server } from './support/server.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const homeData = {
  platform: { __typename: 'Platform', name: 'Globe Mall', logo: null, merchantLink: null },
  banners: [],
  categories: [],
  hotProducts: {
    __typename: 'ProductPage',
    items: [
      {
        __typename: 'Product',
        id: 'l1',
        productId: '101',
        shopId: '2',
        title: 'Tea Pot',
        image: 'http://img.test/p1.jpg',
        price: '9.50',
        marketPrice: '12.00',
        sales: 3,
        stock: 5,
      },
    ],
    total: 1,
    hasMore: false,
  },
  hotShops: { __typename: 'ShopPage', items: [] },
};

/** Answers Home's query (after `release`, when given), counting the requests. */
function homeAnswer(release?: Promise<void>) {
  const asked = { count: 0 };
  server.use(
    graphql.query('Home', async () => {
      asked.count += 1;
      await release;
      return HttpResponse.json({ data: homeData });
    }),
  );
  return asked;
}

function open(path: string, token?: string) {
  if (token) sessionStore.signIn(token);
  else sessionStore.clear();
  window.history.replaceState(null, '', path);
}

function renderApp(data: DataLayer) {
  return render(
    <StrictMode>
      <App data={data} />
    </StrictMode>,
  );
}

describe('the first paint', () => {
  test('draws the frame, the tab bar and Home’s frame before the data layer is there; the data fills in after', async () => {
    const asked = homeAnswer();
    open('/home');
    const layer = deferred<ApolloClient>();
    renderApp(startDataLayer(() => layer.promise));

    // Translated, with no Apollo Client yet: the search entry, the heading, the skeleton, the tab bar.
    expect((await screen.findByTestId('home-search')).textContent).toContain(home.searchPlaceholder);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(home.heading);
    expect(screen.getByTestId('platform-name').textContent).toContain(common.appName);
    expect(screen.getByTestId('home-skeleton')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: common.appName })).toBeTruthy();
    expect(asked.count).toBe(0);

    layer.resolve(createApolloClient());
    await waitFor(() => expect(screen.getByTestId('platform-name').textContent).toContain('Globe Mall'));
    expect(await screen.findByText('Tea Pot')).toBeTruthy();
    expect(screen.queryByTestId('home-skeleton')).toBeNull();
    // The frame stayed: the same search entry, not one drawn again.
    expect(screen.getAllByTestId('home-search')).toHaveLength(1);
    expect(asked.count).toBe(1);
  });

  test('with a token, the guard waits for the data layer to ask for the user, then opens the route', async () => {
    homeAnswer();
    server.use(currentUser(aUser({ nickname: 'Demo Buyer' })));
    open('/home', 'T');
    const layer = deferred<ApolloClient>();
    renderApp(startDataLayer(() => layer.promise));

    // The layout draws its skeleton while the session is checked; no screen yet.
    await waitFor(() => expect(document.querySelector('.app-frame')).not.toBeNull());
    expect(screen.queryByTestId('home-search')).toBeNull();

    layer.resolve(createApolloClient());
    expect(await screen.findByText('Tea Pot')).toBeTruthy();
    expect(window.location.pathname).toBe('/home');
    expect(sessionStore.getToken()).toBe('T');
  });

  test('a data layer that cannot be downloaded keeps the session and offers a retry that loads it again', async () => {
    homeAnswer();
    server.use(currentUser());
    open('/home', 'T');
    let attempts = 0;
    const data = startDataLayer(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(createApolloClient());
    });
    renderApp(data);

    const failure = await screen.findByTestId('session-unreachable');
    expect(failure.textContent).toContain(common.states.errorTitle);
    expect(sessionStore.getToken()).toBe('T');

    await userEvent.setup().click(screen.getByRole('button', { name: common.actions.retry }));
    expect(await screen.findByText('Tea Pot')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(sessionStore.getToken()).toBe('T');
  });
});

describe('opening a route', () => {
  test('starts its query at boot, before anything renders; the screen joins the request in flight: one request', async () => {
    const release = deferred<void>();
    const asked = homeAnswer(release.promise);
    open('/home');
    const data = loadedDataLayer(createApolloClient());
    startBootRoute(data, 'en');
    await waitFor(() => expect(asked.count).toBe(1));

    renderApp(data);
    await screen.findByTestId('home-skeleton');
    release.resolve();
    expect(await screen.findByText('Tea Pot')).toBeTruthy();
    expect(asked.count).toBe(1);
  });

  test('a query answered before the screen renders is read from the cache: still one request', async () => {
    const asked = homeAnswer();
    open('/home');
    const client = createApolloClient();
    const data = loadedDataLayer(client);
    startBootRoute(data, 'en');
    await waitFor(() =>
      expect((client.cache.extract() as Record<string, unknown>)['ROOT_QUERY']).toHaveProperty('platform'),
    );

    renderApp(data);
    expect(await screen.findByText('Tea Pot')).toBeTruthy();
    expect(screen.getByTestId('platform-name').textContent).toContain('Globe Mall');
    expect(asked.count).toBe(1);
  });

  test('a signed-out deep link to a protected route starts nothing of it (the guard sends it to /login)', async () => {
    const asked = homeAnswer();
    open('/order');
    startBootRoute(loadedDataLayer(createApolloClient()), 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.count).toBe(0);
  });
});

describe('a public page the server drew, opened by a signed-in shopper', () => {
  /** Answers CurrentUser after `release`, counting the requests. */
  function userAnswer(
    release: Promise<void>,
    answer: () => Response = () => HttpResponse.json({ data: { me: aUser() } }),
  ) {
    const asked = { count: 0 };
    server.use(
      graphql.query(CurrentUserQuery, async () => {
        asked.count += 1;
        await release;
        return answer();
      }),
    );
    return asked;
  }

  test('stays on show until the session is checked and the page answered; the app then draws the page at once, no skeleton', async () => {
    homeAnswer();
    const release = deferred<void>();
    const asked = userAnswer(release.promise);
    open('/home', 'T');
    const data = loadedDataLayer(createApolloClient());
    let kept = false;
    void keepServerPage('/home', data, startBootRoute(data, 'en'), 60_000).then(() => (kept = true));

    await waitFor(() => expect(asked.count).toBe(1));
    expect(kept).toBe(false);
    release.resolve();
    await waitFor(() => expect(kept).toBe(true));

    // The first render is the page itself: no guard skeleton, no Home skeleton, one user request.
    renderApp(data);
    expect(screen.getByText('Tea Pot')).toBeTruthy();
    expect(document.querySelector('.page-skeleton')).toBeNull();
    expect(screen.queryByTestId('home-skeleton')).toBeNull();
    expect(asked.count).toBe(1);
    expect(sessionStore.getToken()).toBe('T');
  });

  test('a token the API refuses ends the session before the app draws, and leads to / as the guard does', async () => {
    server.use(logoutOk());
    const asked = userAnswer(Promise.resolve(), () => HttpResponse.json(gqlError('UNAUTHENTICATED', 'Token expired')));
    open('/shop/15', 'T');
    const data = loadedDataLayer(createApolloClient());

    await keepServerPage('/shop/15', data, startBootRoute(data, 'en'), 60_000);
    expect(asked.count).toBe(1);
    expect(sessionStore.getToken()).toBeUndefined();
    expect(window.location.pathname).toBe('/');
  });

  test('an API that does not answer keeps the page on show no longer than the deadline; the session stays', async () => {
    const release = deferred<void>();
    const asked = userAnswer(release.promise);
    open('/shop/15', 'T');
    const data = loadedDataLayer(createApolloClient());

    await keepServerPage('/shop/15', data, startBootRoute(data, 'en'), 0);
    expect(asked.count).toBeLessThanOrEqual(1);
    expect(sessionStore.getToken()).toBe('T');
    expect(window.location.pathname).toBe('/shop/15');
    release.resolve();
  });
});
