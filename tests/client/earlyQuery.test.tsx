/**
 * The page's early query (boot/earlyQuery.ts): Home's and a product's first query go out
 * as the page arrives, by persisted hash with the headers Apollo's link sends, and their
 * answer fills Apollo's cache when the route's prefetch asks: the screen then makes no
 * request of its own, and the page's largest picture is fetched as soon as it is named.
 */
import { render, screen } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { createApolloClient } from '../../client/src/apollo/client.ts';
import { loadedDataLayer } from '../../client/src/apollo/dataLayer.ts';
import { App } from '../../client/src/app/App.tsx';
import { startBootRoute } from '../../client/src/app/routeLoader.tsx';
import { startEarlyQuery, takeEarlyAnswer } from '../../client/src/boot/earlyQuery.ts';
import { HomeDocument, ProductDetailDocument } from '../../client/src/gql/graphql.ts';
import { sessionStore } from '../../client/src/session/store.ts';
import { server } from './support/server.ts';

interface Asked {
  url: URL;
  headers: Headers;
}

/** Answers the early GET (by hash) with `body`, recording what was asked. */
function earlyAnswer(body: Record<string, unknown>, status = 200): Asked[] {
  const asked: Asked[] = [];
  server.use(
    http.get('*/graphql', ({ request }) => {
      asked.push({ url: new URL(request.url), headers: request.headers });
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

const cookies = (language: unknown, token?: string) =>
  [
    `Local_Lang=${encodeURIComponent(JSON.stringify({ file_name: language }))}`,
    ...(token ? [`Admin-Token=${token}`] : []),
  ].join('; ');

const homeData = {
  platform: { __typename: 'Platform', name: 'Globe Mall', logo: null, merchantLink: null },
  banners: ['http://img.test/banner-1.svg', 'http://img.test/banner-2.svg'],
  categories: [],
  hotProducts: { __typename: 'ProductPage', items: [], total: 0, hasMore: false },
  hotShops: { __typename: 'ShopPage', items: [] },
};

/** Opens /home as the page does: the early query, the boot route, the app; counts Home's own requests. */
function openHome(): { count: number } {
  const asked = { count: 0 };
  server.use(
    graphql.query('Home', () => {
      asked.count += 1;
      return HttpResponse.json({ data: homeData });
    }),
  );
  sessionStore.clear();
  window.history.replaceState(null, '', '/home');
  startEarlyQuery('/home', '');
  const data = loadedDataLayer(createApolloClient());
  startBootRoute(data, 'en');
  render(
    <StrictMode>
      <App data={data} />
    </StrictMode>,
  );
  return asked;
}

afterEach(() => {
  // Whatever a test left unasked is not the next one's.
  void takeEarlyAnswer('Home', { limit: 10, shopLimit: 10 });
  void takeEarlyAnswer('ProductDetail', { shopId: '15', productId: '16' });
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
});

describe('the early query', () => {
  test('asks a product page’s query by its persisted hash, with the language and token of the cookies', async () => {
    const asked = earlyAnswer({ data: { product: null } });
    startEarlyQuery('/detail/16/15', cookies('ar', 'tok-123'));
    await expect(takeEarlyAnswer('ProductDetail', { productId: '16', shopId: '15' })).resolves.toEqual({
      data: { product: null },
    });
    expect(asked).toHaveLength(1);
    const [{ url, headers }] = asked as [Asked];
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('operationName')).toBe('ProductDetail');
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ shopId: '15', productId: '16' });
    expect(JSON.parse(url.searchParams.get('extensions') ?? '')).toEqual({
      persistedQuery: {
        version: 1,
        sha256Hash: (ProductDetailDocument as { __meta__?: { hash?: string } }).__meta__?.hash,
      },
    });
    expect(url.searchParams.has('query')).toBe(false);
    expect(headers.get('lang')).toBe('ar');
    expect(headers.get('token')).toBe('tok-123');
    // Named as Apollo's link names every request: the storefront and its build (`dev` in tests).
    expect(headers.get('apollographql-client-name')).toBe('crossborder-storefront');
    expect(headers.get('apollographql-client-version')).toBe('dev');
    // Apollo Server's CSRF prevention lets a GET through with it.
    expect(headers.get('x-apollo-operation-name')).toBe('ProductDetail');
  });

  test('sends English without a token when the cookies name no language of ours', async () => {
    const asked = earlyAnswer({ data: homeData });
    startEarlyQuery('/home', cookies('../etc'));
    await takeEarlyAnswer('Home', { limit: 10, shopLimit: 10 });
    expect(asked[0]?.headers.get('lang')).toBe('en');
    expect(asked[0]?.headers.has('token')).toBe(false);
    expect(JSON.parse(asked[0]?.url.searchParams.get('extensions') ?? '').persistedQuery.sha256Hash).toBe(
      (HomeDocument as { __meta__?: { hash?: string } }).__meta__?.hash,
    );
  });

  test('asks nothing on a page without an early query, and hands an answer over once, to the same question only', async () => {
    const asked = earlyAnswer({ data: homeData });
    startEarlyQuery('/order', '');
    startEarlyQuery('/detail/16', '');
    expect(asked).toHaveLength(0);
    expect(takeEarlyAnswer('Home', { limit: 10, shopLimit: 10 })).toBeUndefined();

    startEarlyQuery('/home', '');
    expect(takeEarlyAnswer('Home', { limit: 20, shopLimit: 10 })).toBeUndefined();
    expect(takeEarlyAnswer('ProductDetail', { limit: 10, shopLimit: 10 })).toBeUndefined();
    const answer = takeEarlyAnswer('Home', { shopLimit: 10, limit: 10 });
    expect(answer).toBeDefined();
    expect(takeEarlyAnswer('Home', { limit: 10, shopLimit: 10 })).toBeUndefined();
    await answer;
  });

  test('fetches the page’s largest picture as soon as the answer names it; not for a failed answer', async () => {
    earlyAnswer({ data: homeData });
    startEarlyQuery('/home', '');
    await takeEarlyAnswer('Home', { limit: 10, shopLimit: 10 });
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['http://img.test/banner-1.svg']);
    expect(preloads[0]?.getAttribute('fetchpriority')).toBe('high');
    preloads[0]?.remove();

    earlyAnswer({ errors: [{ message: 'boom' }] }, 500);
    startEarlyQuery('/home', '');
    await expect(takeEarlyAnswer('Home', { limit: 10, shopLimit: 10 })).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(0);
  });

  test('its answer fills the cache the route’s prefetch and Home read: Home makes no request of its own', async () => {
    const early = earlyAnswer({ data: homeData });
    const asked = openHome();
    await screen.findByText('Globe Mall');
    expect(early).toHaveLength(1);
    expect(asked.count).toBe(0);
  });

  test('a failed early answer leaves the route to ask as usual', async () => {
    earlyAnswer({}, 503);
    const asked = openHome();
    await screen.findByText('Globe Mall');
    expect(asked.count).toBe(1);
  });
});
