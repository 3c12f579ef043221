/**
 * Search (/search), shop search (/searchs), Popular and the plain product list:
 * submitting a keyword and its results, recent and popular searches, the empty
 * and error states, and the products/shops switch.
 */
import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { recentSearches } from '../../client/src/screens/search/recentSearches.ts';
import PopularScreen from '../../client/src/screens/search/PopularScreen.tsx';
import ProductsScreen from '../../client/src/screens/search/ProductsScreen.tsx';
import SearchScreen from '../../client/src/screens/search/SearchScreen.tsx';
import ShopSearchScreen from '../../client/src/screens/search/ShopSearchScreen.tsx';
import { gqlError } from './support/handlers.ts';
import { renderScreen, toastTexts } from './support/renderApp.tsx';

function aProduct(n: number, title = `Product ${n}`) {
  return {
    __typename: 'Product',
    id: `l${n}`,
    productId: String(100 + n),
    shopId: '3',
    title,
    image: `http://img.test/p${n}.jpg`,
    price: `${n}.00`,
    marketPrice: `${n + 5}.00`,
    sales: n,
    stock: 9,
  };
}

function productPage(titles: string[], hasMore = false) {
  return {
    __typename: 'ProductPage',
    items: titles.map((title, index) => aProduct(index + 1, title)),
    total: titles.length,
    hasMore,
  };
}

function aShop(id: string, name: string) {
  return {
    __typename: 'Shop',
    id,
    name,
    avatar: `http://img.test/s${id}.jpg`,
    followers: 42,
    favorableRate: '99.1',
    sales: 300,
  };
}

const keywords = (words = ['lamp', 'tea', 'headphones', 'socks']) =>
  graphql.query('SearchKeywords', () => HttpResponse.json({ data: { searchKeywords: words } }));

function searchProducts(answer: (title: string) => string[], asked: Record<string, unknown>[] = []) {
  return graphql.query('SearchProducts', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { searchProducts: productPage(answer(String(variables['title']))) } });
  });
}

beforeEach(() => recentSearches.reset());

describe('search', () => {
  test('submits the keyword, shows the matching products and remembers the search', async () => {
    const asked: Record<string, unknown>[] = [];
    const view = await renderScreen(<SearchScreen />, {
      path: '/search',
      handlers: [keywords(), searchProducts((title) => [`Desk ${title}`, `Floor ${title}`], asked)],
    });
    const box = view.getByRole('searchbox');
    await waitFor(() => expect(document.activeElement).toBe(box));
    await view.user.type(box, '  lamp ');
    await view.user.click(view.getByTestId('search-submit'));

    await view.waitForPath('/search?title=lamp');
    const results = await view.findByTestId('search-results');
    await within(results).findByText('Desk lamp');
    expect(
      within(results)
        .getAllByTestId('product-card')
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining('Desk lamp'), expect.stringContaining('Floor lamp')]);
    expect(results.textContent).toContain('2 products');
    expect(asked).toEqual([{ title: 'lamp', limit: 10, page: 1 }]);
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? '[]')).toEqual(['lamp']);
    expect((view.getByRole('searchbox') as HTMLInputElement).value).toBe('lamp');
  });

  test('pressing Enter in the box searches too', async () => {
    const view = await renderScreen(<SearchScreen />, {
      path: '/search',
      handlers: [keywords(), searchProducts((title) => [`Green ${title}`])],
    });
    await view.user.type(view.getByRole('searchbox'), 'tea{Enter}');
    expect(await view.findByText('Green tea')).toBeTruthy();
    await view.waitForPath('/search?title=tea');
  });

  test('a search without results says that no product matches', async () => {
    const view = await renderScreen(<SearchScreen />, {
      path: '/search?title=zebra%20piano',
      handlers: [keywords(), searchProducts(() => [])],
    });
    expect(await view.findByText('No products match “zebra piano”')).toBeTruthy();
    expect(view.getByText('Try other words, or browse the categories.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Browse categories' }).getAttribute('href')).toBe('/explore');
    expect(view.queryAllByTestId('product-card')).toHaveLength(0);
  });

  test('a failed search shows the error and retries', async () => {
    let calls = 0;
    const view = await renderScreen(<SearchScreen />, {
      path: '/search?title=lamp',
      handlers: [
        keywords(),
        graphql.query('SearchProducts', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(gqlError('UPSTREAM_UNAVAILABLE'))
            : HttpResponse.json({ data: { searchProducts: productPage(['Desk lamp']) } });
        }),
      ],
    });
    expect(await view.findByText('This page could not be loaded')).toBeTruthy();
    expect(view.getByText('backend interface connection abnormal')).toBeTruthy();
    // The list tells the error itself: no toast besides.
    expect(toastTexts()).toEqual([]);
    await view.user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByText('Desk lamp')).toBeTruthy();
  });

  test('shows the popular keywords; tapping one searches for it', async () => {
    const asked: Record<string, unknown>[] = [];
    const view = await renderScreen(<SearchScreen />, {
      path: '/search',
      handlers: [keywords(), searchProducts((title) => [`Best ${title}`], asked)],
    });
    const popular = await view.findByTestId('hot-keywords');
    await view.user.click(await within(popular).findByRole('button', { name: 'headphones' }));
    expect(await view.findByText('Best headphones')).toBeTruthy();
    expect(asked[0]?.['title']).toBe('headphones');
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? '[]')).toEqual(['headphones']);
  });

  test('recent searches are listed newest first and can be cleared', async () => {
    localStorage.setItem('recentSearches', JSON.stringify(['socks', 'tea']));
    const view = await renderScreen(<SearchScreen />, { path: '/search', handlers: [keywords([])] });
    const recent = view.getByTestId('recent-searches');
    expect(
      within(recent)
        .getAllByRole('button', { name: /^(socks|tea)$/ })
        .map((b) => b.textContent),
    ).toEqual(['socks', 'tea']);
    expect(await view.findByText('No popular searches yet')).toBeTruthy();
    await view.user.click(within(recent).getByRole('button', { name: 'Clear recent searches' }));
    expect(view.queryByTestId('recent-searches')).toBeNull();
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });

  test('switching to shops opens the shop search for the same keyword', async () => {
    const view = await renderScreen(<SearchScreen />, {
      path: '/search?title=tea',
      handlers: [keywords(), searchProducts(() => ['Green tea'])],
    });
    await view.findByText('Green tea');
    const tabs = within(view.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
    await view.user.click(tabs.getByRole('tab', { name: 'Shops' }));
    await view.waitForPath('/searchs?title=tea');
  });
});

describe('shop search', () => {
  test('shows the shops whose name matches, each leading to its shop', async () => {
    let asked: Record<string, unknown> | undefined;
    const view = await renderScreen(<ShopSearchScreen />, {
      path: '/searchs?title=tea',
      handlers: [
        graphql.query('SearchShops', ({ variables }) => {
          asked = variables;
          return HttpResponse.json({
            data: {
              searchShops: {
                __typename: 'ShopPage',
                items: [aShop('4', 'Tea House'), aShop('9', 'Tea Garden')],
                total: 2,
                hasMore: false,
              },
            },
          });
        }),
      ],
    });
    const cards = await view.findAllByTestId('shop-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/shop/4', '/shop/9']);
    expect(cards[0]!.textContent).toContain('Tea House');
    expect(view.getByText('2 shops')).toBeTruthy();
    expect(asked).toEqual({ title: 'tea', limit: 10, page: 1 });
  });

  test('no matching shop says so', async () => {
    const view = await renderScreen(<ShopSearchScreen />, {
      path: '/searchs?title=nothing',
      handlers: [
        graphql.query('SearchShops', () =>
          HttpResponse.json({ data: { searchShops: { __typename: 'ShopPage', items: [], total: 0, hasMore: false } } }),
        ),
      ],
    });
    expect(await view.findByText('No shops match “nothing”')).toBeTruthy();
  });
});

describe('popular', () => {
  test('shows the top keywords and the hot products, and the hot shops on their tab', async () => {
    const view = await renderScreen(<PopularScreen />, {
      path: '/popular',
      handlers: [
        keywords(['lamp']),
        graphql.query('HotProducts', () =>
          HttpResponse.json({ data: { hotProducts: productPage(['Hot lamp', 'Hot kettle']) } }),
        ),
        graphql.query('HotShops', () =>
          HttpResponse.json({
            data: { hotShops: { __typename: 'ShopPage', items: [aShop('4', 'Tea House')], total: 1, hasMore: false } },
          }),
        ),
      ],
    });
    expect(await view.findByText('Hot kettle')).toBeTruthy();
    expect(await within(view.getByTestId('hot-keywords')).findByRole('button', { name: 'lamp' })).toBeTruthy();
    await view.user.click(view.getByRole('tab', { name: 'Hot shops' }));
    expect((await view.findByTestId('shop-card')).textContent).toContain('Tea House');
    await view.waitForPath('/popular?tab=shops');
  });
});

describe('product list', () => {
  test('lists the products of ?category= under the translated category name', async () => {
    let asked: Record<string, unknown> | undefined;
    const view = await renderScreen(<ProductsScreen />, {
      path: '/products?category=8',
      handlers: [
        graphql.query('Categories', () =>
          HttpResponse.json({
            data: { categories: [{ __typename: 'Category', id: '8', name: '食品', nameKey: 'food' }] },
          }),
        ),
        graphql.query('CategoryProducts', ({ variables }) => {
          asked = variables;
          return HttpResponse.json({ data: { categoryProducts: productPage(['Coffee beans']) } });
        }),
      ],
    });
    expect(await view.findByText('Coffee beans')).toBeTruthy();
    expect(asked).toEqual({ categoryId: '8', limit: 10, page: 1 });
    await waitFor(() => expect(view.getByRole('banner').textContent).toContain('Food'));
  });
});
