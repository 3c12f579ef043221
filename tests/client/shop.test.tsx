/**
 * The shop page (/shop/:id): header, follow, category tabs and products; and the
 * customer-service (/service) and platform-seller (/platform) pages.
 */
import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test } from 'vitest';
import ShopScreen from '../../client/src/screens/shop/ShopScreen.tsx';
import PlatformScreen from '../../client/src/screens/support/PlatformScreen.tsx';
import ServiceScreen from '../../client/src/screens/support/ServiceScreen.tsx';
import { gqlError } from './support/handlers.ts';
import { holdAnswer } from './support/heldAnswer.ts';
import { findToast, renderScreen } from './support/renderApp.tsx';

const TOKEN = 'token-of-demo';

function aShop(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Shop',
    id: '3',
    name: 'Sound Shop',
    avatar: 'http://img.test/shop.jpg',
    banners: ['http://img.test/b1.jpg'],
    followers: 1200,
    favorableRate: '98.5',
    sales: 5000,
    followed: false,
    ...overrides,
  };
}

function aProduct(id: number, title = `Product ${id}`) {
  return {
    __typename: 'Product',
    id: String(500 + id),
    productId: String(id),
    shopId: '3',
    title,
    image: `http://img.test/p${id}.jpg`,
    price: '10.00',
    marketPrice: '12.00',
    sales: id,
    stock: 5,
  };
}

const categories = graphql.query('ShopCategories', () =>
  HttpResponse.json({
    data: {
      categories: [
        { __typename: 'Category', id: '1', name: '电脑', nameKey: 'computer' },
        { __typename: 'Category', id: '9', name: '手机', nameKey: 'mobile phone' },
      ],
    },
  }),
);

/** The shop sells in category 9 only (one product per category asked, as the tabs ask). */
const categoryCounts = graphql.query('ShopCategoryCount', ({ variables }) =>
  HttpResponse.json({
    data: {
      shop: {
        __typename: 'Shop',
        id: '3',
        products: { __typename: 'ProductPage', total: variables['categoryId'] === '9' ? 1 : 0 },
      },
    },
  }),
);

const shopInfo = (shop = aShop()) => graphql.query('ShopInfo', () => HttpResponse.json({ data: { shop } }));

function shopProducts(asked: Array<Record<string, unknown>> = []) {
  return graphql.query('ShopProducts', ({ variables }) => {
    asked.push(variables);
    const items =
      variables['categoryId'] === '9'
        ? [aProduct(21, 'Smartphone X')]
        : variables['categoryId']
          ? []
          : [aProduct(1, 'Headphones'), aProduct(2, 'Speaker')];
    return HttpResponse.json({
      data: {
        shop: {
          __typename: 'Shop',
          id: '3',
          products: { __typename: 'ProductPage', items, total: items.length, hasMore: false },
        },
      },
    });
  });
}

function openShop(options: { token?: string; handlers?: Parameters<typeof renderScreen>[1]['handlers'] }) {
  return renderScreen(<ShopScreen />, { path: '/shop/3', route: '/shop/:id', ...options });
}

describe('shop', () => {
  test('shows the banner, avatar, name, figures and the products, by category', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const view = await openShop({ handlers: [shopInfo(), categories, categoryCounts, shopProducts(asked)] });
    expect((await view.findByTestId('shop-name')).textContent).toBe('Sound Shop');
    const header = view.getByTestId('shop-name').closest('header')!;
    expect(header.textContent).toContain('Followers');
    expect(header.textContent).toContain('98.5%');
    expect(header.querySelector('.shop-banner .adm-swiper')).not.toBeNull();
    expect(view.getByTestId('follow-button').textContent).toContain('Follow');
    expect(
      within(header)
        .getByRole('link', { name: /Customer service/ })
        .getAttribute('href'),
    ).toBe('/service?shop=3');

    await waitFor(() => expect(view.getAllByTestId('product-card')).toHaveLength(2));
    expect(view.getByTestId('shop-products').textContent).toContain('Headphones');
    expect(asked[0]).toEqual({ id: '3', page: 1, limit: 10 });

    // Category tabs: All and the translated names of the categories the shop sells in; the
    // platform's other categories (Computers here, where the shop has nothing) are no tab.
    await view.user.click(await view.findByText('Mobile phones'));
    await waitFor(() => expect(view.getByTestId('shop-products').textContent).toContain('Smartphone X'));
    expect(view.getAllByTestId('product-card')).toHaveLength(1);
    expect(asked.at(-1)).toEqual({ id: '3', categoryId: '9', page: 1, limit: 10 });
    const tabs = [...view.container.querySelectorAll('.shop-tabs .adm-tabs-tab')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Mobile phones']);
  });

  test('in Arabic the cover carousel runs left to right, as its pictures do (mirrored, it slid to a blank panel)', async () => {
    const view = await renderScreen(<ShopScreen />, {
      path: '/shop/3',
      route: '/shop/:id',
      language: 'ar',
      handlers: [
        shopInfo(aShop({ banners: ['http://img.test/b1.jpg', 'http://img.test/b2.jpg'] })),
        categories,
        categoryCounts,
        shopProducts(),
      ],
    });
    await view.findByTestId('shop-name');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    const banner = view.container.querySelector('.shop-banner')!;
    expect(banner.getAttribute('dir')).toBe('ltr');
    expect(banner.querySelector('.adm-swiper')).not.toBeNull();
  });

  test('a category whose count fails keeps its tab', async () => {
    const view = await openShop({
      handlers: [
        shopInfo(),
        categories,
        graphql.query('ShopCategoryCount', () => HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))),
        shopProducts(),
      ],
    });
    expect(await view.findByText('Computers')).toBeTruthy();
    expect(view.getByText('Mobile phones')).toBeTruthy();
  });

  test('loads the next page of products and says when there is no more', async () => {
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
    const asked: Array<Record<string, unknown>> = [];
    const view = await openShop({
      handlers: [
        shopInfo(),
        categories,
        categoryCounts,
        graphql.query('ShopProducts', ({ variables }) => {
          asked.push(variables);
          const first = variables['page'] === 1;
          const items = first ? Array.from({ length: 10 }, (_, i) => aProduct(i + 1)) : [aProduct(11)];
          return HttpResponse.json({
            data: {
              shop: {
                __typename: 'Shop',
                id: '3',
                products: { __typename: 'ProductPage', items, total: 11, hasMore: first },
              },
            },
          });
        }),
      ],
    });
    await waitFor(() => expect(view.getAllByTestId('product-card')).toHaveLength(11));
    expect(asked.map((variables) => variables['page'])).toEqual([1, 2]);
    expect(await view.findByText('No more')).toBeTruthy();
  });

  test('follow and unfollow', async () => {
    const calls: unknown[] = [];
    let followed = false;
    const view = await openShop({
      token: TOKEN,
      handlers: [
        shopInfo(),
        categories,
        categoryCounts,
        shopProducts(),
        graphql.mutation('SetShopFollowed', ({ variables }) => {
          calls.push(variables);
          followed = (variables['input'] as { followed: boolean }).followed;
          return HttpResponse.json({
            data: { setShopFollowed: { __typename: 'Shop', id: '3', followed, followers: followed ? 1201 : 1200 } },
          });
        }),
      ],
    });
    const button = await view.findByTestId('follow-button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await view.user.click(button);
    await findToast('Follow Success');
    await waitFor(() => expect(view.getByTestId('follow-button').textContent).toContain('Following'));
    expect(view.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true');
    expect(view.getByTestId('shop-followers').textContent).toBe('1,201');

    await view.user.click(view.getByTestId('follow-button'));
    await findToast('Unfollowed');
    await waitFor(() => expect(view.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('false'));
    // The state wanted each time (idempotent), not a toggle.
    expect(calls).toEqual([{ input: { shopId: '3', followed: true } }, { input: { shopId: '3', followed: false } }]);
  });

  test('following shows at once, before the answer; a failed answer puts it back and says why', async () => {
    const held = holdAnswer();
    let fail = false;
    const view = await openShop({
      token: TOKEN,
      handlers: [
        shopInfo(),
        categories,
        categoryCounts,
        shopProducts(),
        graphql.mutation('SetShopFollowed', async ({ variables }) => {
          await held.released;
          if (fail) return HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'));
          const followed = (variables['input'] as { followed: boolean }).followed;
          return HttpResponse.json({
            data: { setShopFollowed: { __typename: 'Shop', id: '3', followed, followers: 1201 } },
          });
        }),
      ],
    });
    await view.user.click(await view.findByTestId('follow-button'));
    // The answer is still held: the button and the count already changed.
    await waitFor(() => expect(view.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true'));
    expect(view.getByTestId('follow-button').textContent).toContain('Following');
    expect(view.getByTestId('shop-followers').textContent).toBe('1,201');

    fail = true;
    held.release();
    await findToast('system interface request timeout');
    await waitFor(() => expect(view.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('false'));
    expect(view.getByTestId('shop-followers').textContent).toBe('1,200');
  });

  test('an anonymous visitor is asked to log in to follow', async () => {
    let mutated = false;
    const view = await openShop({
      handlers: [
        shopInfo(),
        categories,
        categoryCounts,
        shopProducts(),
        graphql.mutation('SetShopFollowed', () => {
          mutated = true;
          return HttpResponse.json(gqlError('UNAUTHENTICATED'));
        }),
      ],
    });
    await view.user.click(await view.findByTestId('follow-button'));
    await findToast('Please login first');
    await view.waitForPath('/login');
    expect(mutated).toBe(false);
  });

  test('a missing shop (NOT_FOUND) says the shop could not be found, with a way home', async () => {
    const view = await openShop({
      handlers: [
        graphql.query('ShopInfo', () => HttpResponse.json(gqlError('NOT_FOUND', 'Shop does not exist'))),
        categories,
        categoryCounts,
        shopProducts(),
      ],
    });
    expect(await view.findByText('This shop could not be found')).toBeTruthy();
    expect(view.queryByText('This page could not be loaded')).toBeNull();
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(view.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  test('an unknown shop shows the server message and a way home', async () => {
    const view = await openShop({
      handlers: [
        graphql.query('ShopInfo', () => HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Shop does not exist'))),
        categories,
        categoryCounts,
        shopProducts(),
      ],
    });
    expect(await view.findByText('Shop does not exist')).toBeTruthy();
    await view.user.click(view.getByRole('button', { name: 'Back to home' }));
    await view.waitForPath('/home');
  });
});

describe('customer service', () => {
  const platform = graphql.query('PlatformService', () =>
    HttpResponse.json({
      data: {
        platform: {
          __typename: 'Platform',
          name: 'Crossborder Mall',
          customerServiceUrl: 'https://service.example.com/chat',
        },
      },
    }),
  );

  test("shows the platform's customer service with a new-window link and help links", async () => {
    const view = await renderScreen(<ServiceScreen />, { path: '/service', token: TOKEN, handlers: [platform] });
    const frame = (await view.findByTestId('service-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://service.example.com/chat');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    const link = view.getByRole('link', { name: /Open in a new window/ });
    expect(link.getAttribute('href')).toBe('https://service.example.com/chat');
    expect(link.getAttribute('target')).toBe('_blank');
    await view.user.click(view.getByText('Help and support'));
    await view.waitForPath('/helpAndSupport');
  });

  test("with ?shop= it shows that shop's customer service", async () => {
    let asked: unknown;
    const view = await renderScreen(<ServiceScreen />, {
      path: '/services?shop=3',
      token: TOKEN,
      handlers: [
        platform,
        graphql.query('ShopService', ({ variables }) => {
          asked = variables;
          return HttpResponse.json({
            data: {
              shop: {
                __typename: 'Shop',
                id: '3',
                name: 'Sound Shop',
                customerServiceUrl: 'https://chat.example.com/shop/3',
              },
            },
          });
        }),
      ],
    });
    const frame = await view.findByTestId('service-frame');
    expect(frame.getAttribute('src')).toBe('https://chat.example.com/shop/3');
    expect(frame.getAttribute('title')).toBe('Customer service of Sound Shop');
    expect(view.getByText('Chat with Sound Shop')).toBeTruthy();
    expect(asked).toEqual({ id: '3' });
  });

  test('a missing or non-web address is not framed', async () => {
    const view = await renderScreen(<ServiceScreen />, {
      path: '/service',
      token: TOKEN,
      handlers: [
        graphql.query('PlatformService', () =>
          HttpResponse.json({
            data: {
              platform: { __typename: 'Platform', name: 'Crossborder Mall', customerServiceUrl: 'javascript:alert(1)' },
            },
          }),
        ),
      ],
    });
    expect(await view.findByText('Customer service is not available right now')).toBeTruthy();
    expect(view.queryByTestId('service-frame')).toBeNull();
  });
});

describe('platform seller', () => {
  test('shows the platform and opens its two links in a new tab', async () => {
    const view = await renderScreen(<PlatformScreen />, {
      path: '/platform',
      token: TOKEN,
      handlers: [
        graphql.query('PlatformLinks', () =>
          HttpResponse.json({
            data: {
              platform: {
                __typename: 'Platform',
                name: 'Crossborder Mall',
                logo: 'http://img.test/logo.png',
                merchantLink: 'https://merchant.example.com/enter',
                platformLink: 'https://seller.example.com/join',
              },
            },
          }),
        ),
      ],
    });
    expect(await view.findByText('Sell on Crossborder Mall')).toBeTruthy();
    const platformLink = view.getByTestId('platform-link');
    const merchantLink = view.getByTestId('merchant-link');
    expect(platformLink.getAttribute('href')).toBe('https://seller.example.com/join');
    expect(merchantLink.getAttribute('href')).toBe('https://merchant.example.com/enter');
    for (const link of [platformLink, merchantLink]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
