/**
 * The product page (/detail/:product/:mer): what it shows, the options popup and
 * add to cart, buy now, sold out, like, and an unknown product.
 */
import { waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { ProductDetailQuery as ProductDetailResult } from '../../client/src/gql/graphql.ts';
import { decodeBuyNow } from '../../client/src/lib/buyNow.ts';
import DetailScreen from '../../client/src/screens/product/DetailScreen.tsx';
import { gqlError } from './support/handlers.ts';
import { holdAnswer } from './support/heldAnswer.ts';
import { findToast, renderScreen } from './support/renderApp.tsx';

// DOMPurify needs a DOM that happy-dom does not give (see support/jsdomPurify.ts).
vi.mock('dompurify', () => import('./support/jsdomPurify.ts'));

// The page's lazily loaded parts are compiled on their first import, which on a busy machine took
// longer than a test waits (14 s with the cores overloaded): compiled here, outside any test.
beforeAll(async () => {
  await Promise.all([
    import('../../client/src/screens/product/DetailMore.tsx'),
    import('../../client/src/screens/product/DetailFooter.tsx'),
    import('../../client/src/screens/product/SpecSheet.tsx'),
  ]);
});

type Product = ProductDetailResult['product'];
const TOKEN = 'token-of-demo';
const ROUTE = '/detail/:product/:mer';
const PATH = '/detail/11/3';

function aProduct(overrides: Partial<Record<keyof Product, unknown>> = {}): Product {
  return {
    __typename: 'Product',
    id: '501',
    productId: '11',
    shopId: '3',
    title: 'Wireless Headphones',
    image: 'http://img.test/p1.jpg',
    images: ['http://img.test/p1.jpg', 'http://img.test/p2.jpg'],
    price: '59.90',
    marketPrice: '89.00',
    sales: 120,
    stock: 8,
    freight: '5.00',
    liked: false,
    descriptionHtml:
      '<p>Great <b>sound</b></p><script>window.hacked = 1</script>' +
      '<img src="http://img.test/d.jpg" onerror="window.hacked = 2"><a href="javascript:alert(1)">link</a>',
    specGroups: [
      { __typename: 'SpecGroup', name: 'Colour', values: ['Black', 'White'] },
      { __typename: 'SpecGroup', name: 'Size', values: ['S', 'L'] },
    ],
    shop: {
      __typename: 'Shop',
      id: '3',
      name: 'Sound Shop',
      avatar: 'http://img.test/shop.jpg',
      followers: 1200,
      favorableRate: '98.5',
      sales: 5000,
    },
    reviews: [
      {
        __typename: 'Review',
        id: 'r1',
        nickname: 'Ann',
        avatar: null,
        productScore: 4,
        text: 'Lovely sound, fast delivery',
        pics: ['http://img.test/r1.jpg'],
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    recommendations: [
      {
        __typename: 'Product',
        id: '601',
        productId: '12',
        shopId: '4',
        title: 'Bluetooth Speaker',
        image: 'http://img.test/s.jpg',
        price: '19.00',
        marketPrice: '25.00',
        sales: 3,
        stock: 5,
      },
    ],
    ...overrides,
  } as unknown as Product;
}

const productAnswer = (product: Product = aProduct()) =>
  graphql.query('ProductDetail', () => HttpResponse.json({ data: { product } }));

const cartCount = (quantity = 2) =>
  graphql.query('DetailCartCount', () => HttpResponse.json({ data: { cart: { __typename: 'Cart', quantity } } }));

/** The options popup, once its opening animation has finished (it ignores taps while it moves). */
async function findPopup(view: Awaited<ReturnType<typeof renderScreen>>): Promise<HTMLElement> {
  const popup = await view.findByTestId('spec-popup');
  await waitFor(() => expect((popup.parentElement as HTMLElement).style.pointerEvents).not.toBe('none'));
  return popup;
}

function open(options: { token?: string; handlers?: Parameters<typeof renderScreen>[1]['handlers'] } = {}) {
  return renderScreen(<DetailScreen />, { path: PATH, route: ROUTE, ...options });
}

describe('product detail', () => {
  test('shows the gallery, title, prices, figures, shop, reviews, sanitised description and recommendations', async () => {
    let asked: Record<string, unknown> | undefined;
    const view = await open({
      handlers: [
        graphql.query('ProductDetail', ({ variables }) => {
          asked = variables;
          return HttpResponse.json({ data: { product: aProduct() } });
        }),
      ],
    });
    const title = await view.findByTestId('product-title');
    expect(title.textContent).toBe('Wireless Headphones');
    expect(asked).toEqual({ shopId: '3', productId: '11' });

    const info = title.closest('section')!;
    expect(info.textContent).toContain('$59.90');
    expect(info.querySelector('.price-market')?.textContent).toBe('$89.00');
    expect(info.textContent).toContain('120 sold');
    expect(info.textContent).toContain('Stock: 8');
    expect(info.textContent).toContain('Shipping: $5.00');
    const gallery = view.getByTestId('product-gallery');
    expect(gallery.querySelectorAll('.detail-gallery-slide').length).toBeGreaterThanOrEqual(2);
    expect(gallery.querySelector('.detail-gallery-indicator')?.textContent).toBe(
      `1/${gallery.querySelectorAll('.detail-gallery-slide').length}`,
    );
    // The first picture is the page's largest paint: at once and first; the others lazily.
    const pictures = [...gallery.querySelectorAll('img')];
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(pictures[0]?.getAttribute('loading')).toBe('eager');
    expect(pictures.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);

    // The rest of the page follows the first paint (its chunk, with antd-mobile).
    const shopCard = await view.findByTestId('shop-card');
    expect(shopCard.getAttribute('href')).toBe('/shop/3');
    expect(shopCard.textContent).toContain('Sound Shop');
    expect(shopCard.textContent).toContain('1,200 followers');

    const reviews = view.getByTestId('product-reviews');
    expect(reviews.textContent).toContain('Ann');
    expect(reviews.textContent).toContain('Lovely sound, fast delivery');
    expect(within(reviews).getByRole('img', { name: '4 out of 5' })).toBeTruthy();
    expect(reviews.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T10:00:00.000Z');
    expect(reviews.querySelector('time')?.textContent).toContain('2026');

    const description = view.getByTestId('product-description');
    expect(description.textContent).toContain('Great sound');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(description.querySelector('a')?.getAttribute('href')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const recommended = view.getAllByTestId('product-card');
    expect(recommended.map((card) => card.getAttribute('href'))).toEqual(['/detail/12/4']);
  });

  test('in Arabic, a review in Latin or Chinese script keeps its own direction (dir="auto")', async () => {
    const view = await renderScreen(<DetailScreen />, {
      path: PATH,
      route: ROUTE,
      language: 'ar',
      handlers: [productAnswer()],
    });
    const reviews = await view.findByTestId('product-reviews');
    const text = [...reviews.querySelectorAll('p')].find((p) => p.textContent === 'Lovely sound, fast delivery')!;
    expect(text.getAttribute('dir')).toBe('auto');
    // The merchant's description too: its English full stop stays at its end.
    expect(view.getByTestId('product-description').getAttribute('dir')).toBe('auto');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  test("the header's tabs (Product, Reviews, Details) jump to each section", async () => {
    const view = await open({ handlers: [productAnswer()] });
    await view.findByTestId('product-reviews');
    const tabs = view.getByTestId('detail-tabs');
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Product', 'Reviews', 'Details']);
    // The page's title stays its heading, for screen readers.
    expect(view.getByRole('heading', { level: 1, name: 'Product details' })).toBeTruthy();
    const scrolled: string[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    try {
      await view.user.click(within(tabs).getByRole('button', { name: 'Reviews' }));
      await view.user.click(within(tabs).getByRole('button', { name: 'Details' }));
      await view.user.click(within(tabs).getByRole('button', { name: 'Product' }));
    } finally {
      spy.mockRestore();
    }
    expect(scrolled).toEqual(['detail-reviews-title', 'detail-description-title', 'detail-gallery']);
    expect(within(tabs).getByRole('button', { name: 'Product' }).getAttribute('aria-current')).toBe('location');
  });

  test('tapping a picture opens it full screen', async () => {
    const view = await open({ handlers: [productAnswer()] });
    await view.findByTestId('product-title');
    expect(document.querySelector('.adm-image-viewer-content')).toBeNull();
    await view.user.click(view.getAllByRole('button', { name: 'Open image 2' })[0]!);
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull());
    const shown = [...document.querySelectorAll('.adm-image-viewer-content img')].map((img) => img.getAttribute('src'));
    expect(shown).toContain('http://img.test/p2.jpg');
    // On its own opaque mask (the page's title showed through the 75% one), with a close button.
    expect(document.querySelector('.adm-mask.full-screen-images')).not.toBeNull();
    const close = document.querySelector<HTMLButtonElement>('[data-testid="full-screen-close"]')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    await view.user.click(close);
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).toBeNull());
  });

  test('the full-screen pictures are a dialog a keyboard and a screen reader can use', async () => {
    const view = await open({ handlers: [productAnswer()] });
    await view.findByTestId('product-title');
    // The app's root, as index.html names it.
    view.container.id = 'root';
    const opener = view.getAllByRole('button', { name: 'Open image 2' })[0]!;
    await view.user.click(opener);
    // antd-mobile hides its viewer from assistive technology; the controls are a modal dialog above it.
    const dialog = await view.findByRole('dialog', { name: 'Pictures' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.adm-mask')?.contains(dialog)).toBe(false);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    // The page behind cannot be reached meanwhile.
    expect(document.getElementById('root')?.inert).toBe(true);

    const position = within(dialog).getByTestId('full-screen-position');
    expect(position.textContent).toBe('Picture 2 of 2');
    expect(within(dialog).getByRole('button', { name: 'Next picture' }).hasAttribute('disabled')).toBe(true);
    await view.user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(position.textContent).toBe('Picture 1 of 2');
    expect(within(dialog).getByRole('button', { name: 'Previous picture' }).hasAttribute('disabled')).toBe(true);
    await view.user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(position.textContent).toBe('Picture 2 of 2');

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(view.queryByRole('dialog', { name: 'Pictures' })).toBeNull());
    expect(document.getElementById('root')?.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  test('choosing every option and a quantity, then adding to the bag, sends the choice', async () => {
    let input: unknown;
    const view = await open({
      token: TOKEN,
      handlers: [
        productAnswer(),
        cartCount(2),
        graphql.mutation('AddToCart', ({ variables }) => {
          input = variables['input'];
          return HttpResponse.json({ data: { addToCart: { __typename: 'Cart', quantity: 5, total: '179.70' } } });
        }),
      ],
    });
    await view.findByTestId('product-title');
    await waitFor(() => expect(view.getByTestId('footer-bag').textContent).toContain('2'));

    // Nothing chosen yet: the footer button opens the options instead of adding.
    await view.user.click(await view.findByTestId('add-to-cart'));
    const popup = await findPopup(view);
    expect(input).toBeUndefined();
    expect(within(popup).getByTestId('spec-summary').textContent).toBe('Please choose: Colour, Size');

    await view.user.click(within(popup).getByRole('button', { name: 'White' }));
    // One group still open: confirming says so and sends nothing.
    await view.user.click(within(popup).getByRole('button', { name: 'Confirm' }));
    await findToast('Please choose: Size');
    expect(input).toBeUndefined();

    await view.user.click(within(popup).getByRole('button', { name: 'L' }));
    expect(within(popup).getByRole('button', { name: 'White' }).getAttribute('aria-pressed')).toBe('true');
    await view.user.click(within(popup).getByRole('button', { name: 'increase' }));
    await view.user.click(within(popup).getByRole('button', { name: 'increase' }));
    expect(within(popup).getByTestId('spec-summary').textContent).toBe('Chosen: White, L × 3');

    await view.user.click(within(popup).getByRole('button', { name: 'Confirm' }));
    await findToast('Added to bag');
    expect(input).toEqual({ listingId: '501', quantity: 3, specValues: ['White', 'L'] });
    await waitFor(() => expect(view.getByTestId('footer-bag').textContent).toContain('5'));
    expect((await view.findByTestId('spec-row')).textContent).toContain('White, L × 3');
  });

  test('the quantity cannot go above the stock', async () => {
    const view = await open({ token: TOKEN, handlers: [productAnswer(aProduct({ stock: 2 })), cartCount(0)] });
    await view.findByTestId('product-title');
    await view.user.click(await view.findByTestId('spec-row'));
    const popup = await findPopup(view);
    const increase = within(popup).getByRole('button', { name: 'increase' });
    await view.user.click(increase);
    await view.user.click(increase);
    expect(within(popup).getByRole<HTMLInputElement>('spinbutton').value).toBe('2');
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect(popup.textContent).toContain('Only 2 left');
  });

  test('a product without options is added at once from the footer', async () => {
    let input: unknown;
    const view = await open({
      token: TOKEN,
      handlers: [
        productAnswer(aProduct({ specGroups: [] })),
        cartCount(0),
        graphql.mutation('AddToCart', ({ variables }) => {
          input = variables['input'];
          return HttpResponse.json({ data: { addToCart: { __typename: 'Cart', quantity: 1, total: '59.90' } } });
        }),
      ],
    });
    await view.findByTestId('product-title');
    await view.user.click(await view.findByTestId('add-to-cart'));
    await findToast('Added to bag');
    expect(input).toEqual({ listingId: '501', quantity: 1, specValues: [] });
  });

  test('buy now goes to the checkout with the choice in ?buyNow=', async () => {
    const view = await open({ token: TOKEN, handlers: [productAnswer(), cartCount(0)] });
    await view.findByTestId('product-title');
    await view.user.click(await view.findByTestId('spec-row'));
    const popup = await findPopup(view);
    await view.user.click(within(popup).getByRole('button', { name: 'Black' }));
    await view.user.click(within(popup).getByRole('button', { name: 'S' }));
    await view.user.click(within(popup).getByRole('button', { name: 'Buy now' }));
    await view.waitForPath('/checkout');
    const param = new URLSearchParams(view.location().search).get('buyNow');
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBuyNow(param)).toEqual({
      listingId: '501',
      quantity: 1,
      specValues: ['Black', 'S'],
    });
  });

  test('a sold-out product cannot be added or bought', async () => {
    const view = await open({ token: TOKEN, handlers: [productAnswer(aProduct({ stock: 0 })), cartCount(0)] });
    await view.findByTestId('product-title');
    const add = (await view.findByTestId('add-to-cart')) as HTMLButtonElement;
    const buy = (await view.findByTestId('buy-now')) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(buy.disabled).toBe(true);
    expect(add.textContent).toBe('Sold out');
    await view.user.click(await view.findByTestId('spec-row'));
    const popup = await findPopup(view);
    expect(within(popup).getByRole<HTMLButtonElement>('button', { name: 'Sold out' }).disabled).toBe(true);
  });

  test('the heart likes the product and takes the like back', async () => {
    const calls: unknown[] = [];
    let liked = false;
    const view = await open({
      token: TOKEN,
      handlers: [
        productAnswer(),
        cartCount(0),
        graphql.mutation('SetProductLiked', ({ variables }) => {
          calls.push(variables);
          liked = (variables['input'] as { liked: boolean }).liked;
          return HttpResponse.json({ data: { setProductLiked: { __typename: 'Product', id: '501', liked } } });
        }),
      ],
    });
    await view.findByTestId('product-title');
    const heart = view.getByTestId('like-button');
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await view.user.click(heart);
    await findToast('Added to favourites');
    await waitFor(() => expect(view.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true'));
    expect(view.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();

    await view.user.click(view.getByTestId('like-button'));
    await findToast('Removed from favourites');
    await waitFor(() => expect(view.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false'));
    // The state wanted each time (idempotent), by the listing id alone.
    expect(calls).toEqual([
      { input: { listingId: '501', liked: true } },
      { input: { listingId: '501', liked: false } },
    ]);
  });

  test('adding to the bag counts on the badge at once; a failed answer takes it back and says why', async () => {
    const held = [holdAnswer(), holdAnswer()];
    let answers = 0;
    const view = await open({
      token: TOKEN,
      handlers: [
        productAnswer(aProduct({ specGroups: [] })),
        cartCount(2),
        graphql.mutation('AddToCart', async () => {
          answers += 1;
          const first = answers === 1;
          await held[answers - 1]!.released;
          return first
            ? HttpResponse.json({ data: { addToCart: { __typename: 'Cart', quantity: 3 } } })
            : HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'));
        }),
      ],
    });
    await view.findByTestId('product-title');
    await waitFor(() => expect(view.getByTestId('footer-bag').textContent).toContain('2'));

    await view.user.click(await view.findByTestId('add-to-cart'));
    // Before the answer: the badge already counts the piece.
    await waitFor(() => expect(view.getByTestId('footer-bag').textContent).toContain('3'));
    expect(answers).toBe(1);
    held[0]!.release();
    await findToast('Added to bag');
    expect(view.getByTestId('footer-bag').textContent).toContain('3');

    // The second one fails: the badge goes back to what the bag holds, and the toast says why.
    await view.user.click(view.getByTestId('add-to-cart'));
    await waitFor(() => expect(view.getByTestId('footer-bag').textContent).toContain('4'));
    held[1]!.release();
    await findToast('system interface request timeout');
    await waitFor(() => expect(view.getByTestId('footer-bag').textContent).toContain('3'));
    expect(view.getByTestId('footer-bag').textContent).not.toContain('4');
  });

  test('the heart turns at once; a failed answer turns it back and says why', async () => {
    const held = holdAnswer();
    const view = await open({
      token: TOKEN,
      handlers: [
        productAnswer(),
        cartCount(0),
        graphql.mutation('SetProductLiked', async () => {
          await held.released;
          return HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'));
        }),
      ],
    });
    await view.findByTestId('product-title');
    await view.user.click(view.getByTestId('like-button'));
    await waitFor(() => expect(view.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true'));
    held.release();
    await findToast('system interface request timeout');
    await waitFor(() => expect(view.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false'));
  });

  test('an anonymous visitor is asked to log in before liking or buying', async () => {
    let mutated = false;
    const view = await open({
      handlers: [
        productAnswer(),
        graphql.mutation('SetProductLiked', () => {
          mutated = true;
          return HttpResponse.json(gqlError('UNAUTHENTICATED'));
        }),
      ],
    });
    await view.findByTestId('product-title');
    await view.user.click(view.getByTestId('like-button'));
    await findToast('Please login first');
    await view.waitForPath('/login');
    expect(mutated).toBe(false);
  });

  test('an unknown product shows the server message and a way home', async () => {
    const view = await open({
      handlers: [
        graphql.query('ProductDetail', () =>
          HttpResponse.json(gqlError('UPSTREAM_REJECTED', 'Product does not exist')),
        ),
      ],
    });
    expect(await view.findByText('Product does not exist')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
    await view.user.click(view.getByRole('button', { name: 'Back to home' }));
    await view.waitForPath('/home');
  });

  test('a missing product (NOT_FOUND) says the product could not be found, with a way home', async () => {
    const view = await open({
      handlers: [graphql.query('ProductDetail', () => HttpResponse.json(gqlError('NOT_FOUND', 'No such product')))],
    });
    expect(await view.findByText('This product could not be found')).toBeTruthy();
    expect(view.queryByText('This page could not be loaded')).toBeNull();
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(view.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  test('a failed load can be retried', async () => {
    let attempts = 0;
    const view = await open({
      handlers: [
        graphql.query('ProductDetail', () => {
          attempts += 1;
          return attempts === 1
            ? HttpResponse.json(gqlError('UPSTREAM_TIMEOUT'))
            : HttpResponse.json({ data: { product: aProduct() } });
        }),
      ],
    });
    expect(await view.findByText('system interface request timeout')).toBeTruthy();
    await view.user.click(view.getByRole('button', { name: 'Try again' }));
    expect((await view.findByTestId('product-title')).textContent).toBe('Wireless Headphones');
  });
});
