/**
 * Home (/home), Explore and Filter: what Home shows from its one query (banners,
 * translated categories, hot shops, hot products), where its entries lead, its
 * error state; Explore's category chips; Filter honouring ?category=.
 */
import { act, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test } from 'vitest';
import { navigateTo } from '../../client/src/navigation/navigator.ts';
import zhCommon from '../../client/src/locales/zh-cn/common.json';
import ExploreScreen from '../../client/src/screens/explore/ExploreScreen.tsx';
import FilterScreen from '../../client/src/screens/explore/FilterScreen.tsx';
import HomeScreen from '../../client/src/screens/home/HomeScreen.tsx';
import { gqlError } from './support/handlers.ts';
import { renderScreen } from './support/renderApp.tsx';

const CATEGORY_KEYS = [
  'computer',
  'electrical equipment',
  'outdoors',
  'family life',
  'health',
  "men's clothing",
  "women's clothing",
  'food',
  'mobile phone',
  'toys',
] as const;

const CATEGORY_NAMES_ZH = ['电脑', '电器', '户外', '家居生活', '健康', '男装', '女装', '食品', '手机', '玩具'];

function categories() {
  return CATEGORY_KEYS.map((nameKey, index) => ({
    __typename: 'Category',
    id: String(index + 1),
    name: CATEGORY_NAMES_ZH[index],
    nameKey,
  }));
}

function aProduct(n: number) {
  return {
    __typename: 'Product',
    id: `l${n}`,
    productId: String(100 + n),
    shopId: String((n % 3) + 1),
    title: `Product ${n}`,
    image: `http://img.test/p${n}.jpg`,
    price: `${n}.50`,
    marketPrice: `${n + 10}.00`,
    sales: n * 3,
    stock: 5,
  };
}

function productPage(from: number, count: number, hasMore: boolean, total = 30) {
  return {
    __typename: 'ProductPage',
    items: Array.from({ length: count }, (_, index) => aProduct(from + index)),
    total,
    hasMore,
  };
}

function homeData(overrides: Record<string, unknown> = {}) {
  return {
    platform: {
      __typename: 'Platform',
      name: 'Globe Mall',
      logo: 'http://img.test/logo.png',
      merchantLink: 'https://merchant.example.test/join',
    },
    banners: ['http://img.test/b1.jpg', 'http://img.test/b2.jpg'],
    categories: categories(),
    hotProducts: productPage(1, 10, true),
    hotShops: {
      __typename: 'ShopPage',
      items: [
        { __typename: 'Shop', id: '3', name: 'Sound Shop', avatar: 'http://img.test/s3.jpg', followers: 1200 },
        { __typename: 'Shop', id: '4', name: 'Tea House', avatar: 'http://img.test/s4.jpg', followers: 80 },
      ],
    },
    ...overrides,
  };
}

const homeAnswer = (data = homeData()) => graphql.query('Home', () => HttpResponse.json({ data }));

describe('home', () => {
  test('shows the platform, banners, categories, entries, hot shops and hot products from one Home query', async () => {
    let asked: Record<string, unknown> | undefined;
    let requests = 0;
    const view = await renderScreen(<HomeScreen />, {
      path: '/home',
      handlers: [
        graphql.query('Home', ({ variables }) => {
          requests += 1;
          asked = variables;
          return HttpResponse.json({ data: homeData() });
        }),
      ],
    });
    await view.findAllByTestId('product-card');
    expect(requests).toBe(1);
    expect(asked).toEqual({ limit: 10, shopLimit: 10 });

    expect(view.getByTestId('platform-name').textContent).toBe('Globe Mall');
    const banners = view.getByTestId('home-banners');
    // The first banner loads at once, the others when they come near (lazily).
    await waitFor(() =>
      expect(within(banners).getAllByRole('img', { name: /^Promotion \d$/ }).length).toBeGreaterThanOrEqual(2),
    );
    // Each named box holds its picture once drawn (the feed is a deferred render, ADR 0016).
    await waitFor(() => expect(banners.querySelectorAll('img').length).toBeGreaterThanOrEqual(2));
    // The first banner is Home's largest paint: fetched first, not lazily, sized before it comes.
    const [first, second] = [...banners.querySelectorAll('img')];
    expect(first?.getAttribute('src')).toBe('http://img.test/b1.jpg');
    expect([first?.getAttribute('fetchpriority'), first?.getAttribute('loading')]).toEqual(['high', 'eager']);
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['750', '300']);
    expect([second?.getAttribute('fetchpriority'), second?.getAttribute('loading')]).toEqual(['auto', 'lazy']);

    const tiles = view.getAllByTestId('home-category');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Computers',
      'Electrical equipment',
      'Outdoors',
      'Family life',
      'Health',
      "Men's clothing",
      "Women's clothing",
      'Food',
      'Mobile phones',
      'Toys',
    ]);
    expect(tiles[8]!.getAttribute('href')).toBe('/filter?category=9');

    const merchant = view.getByRole('link', { name: /Become a merchant/ });
    expect(merchant.getAttribute('href')).toBe('https://merchant.example.test/join');
    expect(merchant.getAttribute('target')).toBe('_blank');
    expect(merchant.getAttribute('rel')).toContain('noopener');
    expect(view.getByRole('link', { name: /Platform seller/ }).getAttribute('href')).toBe('/platform');

    const shops = view.getAllByTestId('home-shop');
    expect(shops.map((shop) => shop.getAttribute('href'))).toEqual(['/shop/3', '/shop/4']);
    expect(shops[0]!.textContent).toContain('Sound Shop');
    expect(shops[0]!.textContent).toContain('1,200 followers');

    const cards = view.getAllByTestId('product-card');
    expect(cards).toHaveLength(10);
    expect(cards[0]!.getAttribute('href')).toBe('/detail/101/2');
    expect(cards[0]!.textContent).toContain('Product 1');
    expect(cards[0]!.textContent).toContain('$1.50');
  });

  test('scrolling to the end loads the next page of hot products under the first', async () => {
    // happy-dom has no layout: antd-mobile's InfiniteScroll only checks elements with an offsetParent.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
    });
    const pages: unknown[] = [];
    const view = await renderScreen(<HomeScreen />, {
      path: '/home',
      handlers: [
        homeAnswer(),
        graphql.query('HomeMoreProducts', ({ variables }) => {
          pages.push(variables);
          return HttpResponse.json({ data: { hotProducts: productPage(11, 10, false) } });
        }),
      ],
    });
    expect(await view.findByText('Product 20')).toBeTruthy();
    const titles = view
      .getAllByTestId('product-card')
      .map((card) => card.querySelector('.product-card-title')?.textContent);
    expect(titles).toEqual(Array.from({ length: 20 }, (_, index) => `Product ${index + 1}`));
    expect(pages).toEqual([{ page: 2, limit: 10 }]);
    expect(await view.findByText('No more')).toBeTruthy();
  });

  test('in Chinese, the category names are translated (not the platform’s stored names)', async () => {
    const view = await renderScreen(<HomeScreen />, {
      path: '/home',
      language: 'zh-cn',
      // Stored names differ from the translations, so the test sees which one is shown.
      handlers: [homeAnswer(homeData({ categories: categories().map((c) => ({ ...c, name: `stored ${c.id}` })) }))],
    });
    const tiles = await view.findAllByTestId('home-category');
    const translations = (zhCommon as { categories?: Record<string, string> }).categories ?? {};
    expect(tiles.map((tile) => tile.textContent)).toEqual(CATEGORY_KEYS.map((key) => translations[key]));
    for (const tile of tiles) expect(tile.textContent).toMatch(/[\u4e00-\u9fff]/);
    expect(view.getByText('热销商品')).toBeTruthy();
  });

  test('a part that fails alone shows its own note with a retry, and the rest of Home still shows', async () => {
    let requests = 0;
    const view = await renderScreen(<HomeScreen />, {
      path: '/home',
      handlers: [
        graphql.query('Home', () => {
          requests += 1;
          if (requests > 1) return HttpResponse.json({ data: homeData() });
          return HttpResponse.json({
            data: homeData({ platform: null, banners: null, categories: null, hotShops: null }),
            errors: ['platform', 'banners', 'categories', 'hotShops'].map((field) => ({
              message: 'The legacy API answered something the gateway cannot read',
              path: [field],
              extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
            })),
          });
        }),
      ],
    });
    // Hot products arrive; the failed parts say so, each on its own.
    expect(await view.findAllByTestId('product-card')).toHaveLength(10);
    const notes = view.getAllByTestId('home-part-error').map((note) => note.textContent);
    expect(notes).toEqual([
      'Categories: could not be loaded right now. Try again',
      'Hot shops: could not be loaded right now. Try again',
    ]);
    expect(view.queryByTestId('home-banners')).toBeNull();
    expect(view.queryByTestId('home-category')).toBeNull();
    // Without the platform: the app's own name, and no merchant entry to a missing link.
    expect(view.getByTestId('platform-name').textContent).not.toBe('');
    expect(view.queryByRole('link', { name: /Become a merchant/ })).toBeNull();
    expect(view.getByRole('link', { name: /Platform seller/ })).toBeTruthy();

    await view.user.click(within(view.getAllByTestId('home-part-error')[0]!).getByRole('button'));
    expect(await view.findAllByTestId('home-category')).toHaveLength(10);
    expect(view.queryByTestId('home-part-error')).toBeNull();
    expect(requests).toBe(2);
  });

  test('the search entry opens /search', async () => {
    const view = await renderScreen(<HomeScreen />, { path: '/home', handlers: [homeAnswer()] });
    await view.findAllByTestId('home-category');
    await view.user.click(view.getByTestId('home-search'));
    await view.waitForPath('/search');
  });

  test('a category tile leads to /filter?category=<id>', async () => {
    const view = await renderScreen(<HomeScreen />, { path: '/home', handlers: [homeAnswer()] });
    const tiles = await view.findAllByTestId('home-category');
    await view.user.click(tiles[2]!);
    await view.waitForPath('/filter?category=3');
  });

  test("Hot shops' View all opens Popular on the shops tab", async () => {
    const view = await renderScreen(<HomeScreen />, { path: '/home', handlers: [homeAnswer()] });
    await view.user.click(await view.findByTestId('home-shops-more'));
    await view.waitForPath('/popular?tab=shops');
  });

  test('opened by the back control (/home?backs=1), the address bar drops the flag', async () => {
    const view = await renderScreen(<HomeScreen />, { path: '/home?backs=1', handlers: [homeAnswer()] });
    await view.findAllByTestId('home-banner');
    await waitFor(() => expect(view.path()).toBe('/home'));
  });

  test('a banner (whose picture draws "Shop now") opens the hot products', async () => {
    const view = await renderScreen(<HomeScreen />, { path: '/home', handlers: [homeAnswer()] });
    const [first] = await view.findAllByTestId('home-banner');
    expect(first!.getAttribute('href')).toBe('/popular');
    await view.user.click(first!);
    await view.waitForPath('/popular');
  });

  test("the header's language link, in the current language's own name, opens /language", async () => {
    const view = await renderScreen(<HomeScreen />, { path: '/home', handlers: [homeAnswer()] });
    const link = await view.findByTestId('home-language');
    expect(link.textContent).toBe('English');
    expect(link.getAttribute('aria-label')).toBe('Language: English');
    await view.user.click(link);
    await view.waitForPath('/language');
  });

  test('without hot products or shops, says so', async () => {
    const view = await renderScreen(<HomeScreen />, {
      path: '/home',
      handlers: [
        homeAnswer(
          homeData({
            banners: [],
            hotProducts: productPage(1, 0, false, 0),
            hotShops: { __typename: 'ShopPage', items: [] },
          }),
        ),
      ],
    });
    expect(await view.findByText('No hot products yet')).toBeTruthy();
    expect(view.getByText('No hot shops yet')).toBeTruthy();
    expect(view.queryByTestId('home-banners')).toBeNull();
  });

  test('a failed load shows the error with a retry that loads Home again', async () => {
    let calls = 0;
    const view = await renderScreen(<HomeScreen />, {
      path: '/home',
      handlers: [
        graphql.query('Home', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))
            : HttpResponse.json({ data: homeData() });
        }),
      ],
    });
    expect(await view.findByText('system interface request timeout')).toBeTruthy();
    await view.user.click(view.getByRole('button', { name: 'Try again' }));
    expect((await view.findAllByTestId('product-card')).length).toBe(10);
  });
});

describe('explore', () => {
  test('shows recommended products and switches category with the chips', async () => {
    const asked: unknown[] = [];
    const view = await renderScreen(<ExploreScreen />, {
      path: '/explore',
      handlers: [
        graphql.query('Categories', () => HttpResponse.json({ data: { categories: categories() } })),
        graphql.query('ExploreProducts', ({ variables }) => {
          asked.push(variables['categoryId'] ?? null);
          const from = variables['categoryId'] ? 50 : 1;
          return HttpResponse.json({ data: { recommendedProducts: productPage(from, 4, false, 4) } });
        }),
      ],
    });
    expect((await view.findByText('Product 1')).closest('a')?.getAttribute('href')).toBe('/detail/101/2');
    const chips = within(view.getByRole('tablist', { name: 'Categories' }));
    expect(chips.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await view.user.click(chips.getByRole('tab', { name: 'Food' }));
    expect(await view.findByText('Product 50')).toBeTruthy();
    expect(asked).toEqual([null, '8']);
    expect(view.getByRole('link', { name: /Filter/ }).getAttribute('href')).toBe('/filter?category=8');
  });

  test('an empty category says so', async () => {
    const view = await renderScreen(<ExploreScreen />, {
      path: '/explore',
      handlers: [
        graphql.query('Categories', () => HttpResponse.json({ data: { categories: categories() } })),
        graphql.query('ExploreProducts', () =>
          HttpResponse.json({ data: { recommendedProducts: productPage(1, 0, false, 0) } }),
        ),
      ],
    });
    expect(await view.findByText('No recommendations yet')).toBeTruthy();
  });
});

describe('filter', () => {
  test('opens the category of ?category= and shows its products', async () => {
    const asked: unknown[] = [];
    const view = await renderScreen(<FilterScreen />, {
      path: '/filter?category=4',
      handlers: [
        graphql.query('Categories', () => HttpResponse.json({ data: { categories: categories() } })),
        graphql.query('CategoryProducts', ({ variables }) => {
          asked.push(variables['categoryId']);
          return HttpResponse.json({
            data: { categoryProducts: productPage(Number(variables['categoryId']) * 10, 2, false, 2) },
          });
        }),
      ],
    });
    const pane = await view.findByTestId('filter-pane');
    expect(await within(pane).findByText('Product 40')).toBeTruthy();
    expect(within(pane).getByRole('heading').textContent).toContain('Family life');
    expect(within(pane).getByRole('heading').textContent).toContain('2 products');
    expect(asked).toEqual(['4']);

    await view.user.click(view.getByText('Toys'));
    expect(await within(view.getByTestId('filter-pane')).findByText('Product 100')).toBeTruthy();
    await view.waitForPath('/filter?category=10');
  });

  test('a new ?category= switches the category of the screen already shown', async () => {
    const view = await renderScreen(<FilterScreen />, {
      path: '/filter?category=4',
      handlers: [
        graphql.query('Categories', () => HttpResponse.json({ data: { categories: categories() } })),
        graphql.query('CategoryProducts', ({ variables }) =>
          HttpResponse.json({
            data: { categoryProducts: productPage(Number(variables['categoryId']) * 10, 1, false, 1) },
          }),
        ),
      ],
    });
    expect(await view.findByText('Product 40')).toBeTruthy();
    act(() => navigateTo('/filter?category=2'));
    expect(await view.findByText('Product 20')).toBeTruthy();
    expect(within(view.getByTestId('filter-pane')).getByRole('heading').textContent).toContain('Electrical equipment');
  });

  test('an empty category says so', async () => {
    const view = await renderScreen(<FilterScreen />, {
      path: '/filter',
      handlers: [
        graphql.query('Categories', () => HttpResponse.json({ data: { categories: categories() } })),
        graphql.query('CategoryProducts', () =>
          HttpResponse.json({ data: { categoryProducts: productPage(1, 0, false, 0) } }),
        ),
      ],
    });
    expect(await view.findByText('No products in this category yet')).toBeTruthy();
  });
});
