/**
 * The public pages rendered on the server (issue 25, item 1; ADR 0009), in a phone: each public
 * route opens in English, Arabic, Thai and Hindi with no hydration warning or error (nor any
 * other console error, nor a security-policy violation: journey.ts), Home and the product page
 * keep the server's markup (hydrated, not drawn again) and ask nothing of the API as they open;
 * a product page without JavaScript already shows its title, price and description.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { appDrawn, journey } from './support/index.ts';

// Deadlines for a shared, loaded test machine: a page that missed them would be drawn by the browser
// (a fallback that tests/integration/ssrFallback.test.ts covers), and there would be nothing to hydrate.
const trip = journey('ssr-hydration', { env: { PAGE_DATA_DEADLINE_MS: '30000', PAGE_RENDER_DEADLINE_MS: '60000' } });

interface Catalogue {
  hotProducts: { items: Array<{ productId: string; shopId: string; title: string; price: string }> };
  hotShops: { items: Array<{ id: string }> };
}

let catalogue: Catalogue;

beforeAll(async () => {
  catalogue = await trip.stack.gql<Catalogue>(
    '{ hotProducts(limit: 1) { items { productId shopId title price } } hotShops(limit: 1) { items { id } } }',
  );
});

function productPath(): string {
  const product = catalogue.hotProducts.items[0]!;
  return `/detail/${product.productId}/${product.shopId}`;
}

/** The public routes of issue 25, with the one element each rendered on the server draws (and keeps) first. */
function routes(): Array<{ path: string; kept?: string }> {
  return [
    { path: '/home', kept: 'h1.home-heading' },
    { path: productPath(), kept: '[data-testid="product-title"]' },
    { path: '/explore' },
    { path: `/shop/${catalogue.hotShops.items[0]!.id}` },
    { path: '/search' },
    { path: '/popular' },
    { path: '/filter' },
    { path: '/products' },
    { path: '/law' },
    { path: '/helpAndSupport' },
  ];
}

/** What the page says in its console: errors and warnings (React's hydration warnings among them). */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The e2e phones block the service worker on purpose (support/phone.ts).
    if (/Service Worker registration blocked/.test(text)) return;
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

describe('public pages rendered on the server, hydrated in the phone', () => {
  for (const language of ['en', 'ar', 'th', 'hi']) {
    test(`${language}: every public route opens without a hydration warning or error`, async () => {
      const { page } = trip;
      const said = watchConsole(page);
      // The element the server drew, taken before any script of the app has run (module scripts
      // run before DOMContentLoaded, but the app renders only after its texts have come).
      await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
        window.__serverDrawn = window.__keep ? document.querySelector(window.__keep) : null;
      })`);
      for (const { path, kept } of routes()) {
        const asked: string[] = [];
        const onRequest = (request: { url(): string }) => {
          if (new URL(request.url()).pathname === '/graphql') asked.push(request.url());
        };
        if (kept) {
          await page.addInitScript(`window.__keep = ${JSON.stringify(kept)}`);
          page.on('request', onRequest);
        }
        await page.goto(`${path}?lang=${language}`);
        // Hydrated: React owns the page's main (hydration warnings come before that), and the
        // queries its first render asks are out (they go as it renders).
        await appDrawn(page);
        // Home and the product page: what comes after the first paint asks nothing either.
        if (kept) await page.waitForLoadState('networkidle');
        expect(said, `${path} in ${language}`).toEqual([]);
        if (kept) {
          page.off('request', onRequest);
          await page.locator(kept).first().waitFor();
          const same = await page.evaluate(
            `window.__serverDrawn != null && window.__serverDrawn === document.querySelector(${JSON.stringify(kept)})`,
          );
          expect(same, `${path} in ${language}: the server's markup is hydrated, not drawn again`).toBe(true);
          expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
          // Its data came with the page: opening it asks the API nothing (the product page's
          // buttons and the like come after the first paint, and ask nothing of the API either).
          expect(asked, `${path} in ${language}`).toEqual([]);
        }
      }
    });
  }

  test('every page rendered on the server comes with the stylesheets its app draws it with', async () => {
    const { phone, stack, page } = trip;
    const stylesheets = (of: Page) =>
      of.evaluate<string[]>(
        `[...document.styleSheets].flatMap((sheet) => sheet.href ? [new URL(sheet.href).pathname] : []).sort()`,
      );
    const context = await phone.browser.newContext({ javaScriptEnabled: false, baseURL: stack.url });
    try {
      const withoutScripts = await context.newPage();
      for (const { path } of routes().slice(0, 8)) {
        await page.goto(`${path}?lang=en`);
        await page.waitForLoadState('networkidle');
        await withoutScripts.goto(`${path}?lang=en`);
        // What the app loads as it takes the page over is what the server's page was drawn without:
        // the page would show unstyled, then move (a layout shift of 0.42 on a product page, Lighthouse).
        const drawn = new Set(await stylesheets(withoutScripts));
        expect(
          (await stylesheets(page)).filter((href) => !drawn.has(href)),
          path,
        ).toEqual([]);
      }
      // The product page's first picture (its largest element, which moved) is drawn where it
      // stays: a square as wide as the gallery.
      await withoutScripts.goto(`${productPath()}?lang=en`);
      const gallery = await withoutScripts.getByTestId('product-gallery').boundingBox();
      const slide = await withoutScripts.locator('.detail-gallery-slide').first().boundingBox();
      expect(slide && gallery && [slide.x, slide.width, slide.height]).toEqual(
        gallery && [gallery.x, gallery.width, gallery.width],
      );
    } finally {
      await context.close();
    }
  });

  test('without JavaScript: a product page shows its title, price and description', async () => {
    const { phone, stack } = trip;
    const product = catalogue.hotProducts.items[0]!;
    const context = await phone.browser.newContext({ javaScriptEnabled: false, baseURL: stack.url });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${productPath()}?lang=en`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByTestId('product-title').textContent()).toBe(product.title);
      expect(await page.getByTestId('product-title').isVisible()).toBe(true);
      expect(await page.locator('.detail-price .price').first().textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
      expect(await page.getByTestId('product-description').isVisible()).toBe(true);
      // Merchant text keeps its own direction in a right-to-left page.
      expect(await page.getByTestId('product-description').getAttribute('dir')).toBe('auto');
    } finally {
      await context.close();
    }
  });
});
