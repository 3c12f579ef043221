/**
 * Pictures sized for the screen (issue 20), with the stand-in's real-size photos
 * (LEGACY_PHOTOS=real: 1200 px products, 1920 px banners, 400 px avatars as JPEG): on a
 * 390-px phone at 2×, Home (first screen and scrolled) and a product page get every photo
 * from the gateway's pipeline in WebP or AVIF, and no wider than 1.5× the width it is drawn
 * at times the screen's density, and so do the pictures the service worker fetches for a
 * returning shopper. The bytes the browser received are decoded to check it.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PICTURE_WIDTHS } from '../../client/src/lib/pictureWidths.ts';
import { hotProducts } from './support/shopping.ts';
import { launchPhone, screenshot, startE2eStack, type E2eStack, type Phone } from './support/index.ts';

/** The phone of the measurements. */
const DENSITY = 2;
/** A picture may be at most this much wider than its box × density. */
const MOST_OVERSIZE = 1.5;
/** The narrowest width the gateway makes: a box narrower than a third of it cannot get less. */
const SMALLEST = Math.min(...PICTURE_WIDTHS);
/**
 * Each picture is cold: the stand-in makes its photo and the gateway its variant while the page
 * waits, dozens on Home, which on a busy 2-core machine outlasts e2e's usual minute.
 */
const COLD_PICTURES_TIMEOUT_MS = 300_000;

let stack: E2eStack;
let phone: Phone;
let context: BrowserContext;

/** A picture the page received: its URL, type and real size in pixels. */
interface Received {
  path: string;
  type: string;
  width: number;
}

/** A picture on screen: the URL the browser chose and the width of its box in CSS pixels. */
interface Shown {
  src: string;
  boxWidth: number;
}

beforeAll(async () => {
  stack = await startE2eStack({ env: { LEGACY_PHOTOS: 'real' } });
  phone = await launchPhone({ baseURL: stack.url });
  // The pipeline as the browser asks it; the worker's own requests have their test below.
  context = await phoneContext('block');
});

/** The phone (390 px wide at 2×), with the storefront's service worker or without it. */
async function phoneContext(serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const made = await phone.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: DENSITY,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    baseURL: stack.url,
    serviceWorkers,
  });
  made.setDefaultTimeout(30_000);
  return made;
}

afterAll(async () => {
  await context?.close();
  await phone?.close();
  await stack?.stop();
});

/** Decodes every picture the page receives (by its path and query). */
function recordPictures(page: Page): Map<string, Promise<Received | undefined>> {
  const received = new Map<string, Promise<Received | undefined>>();
  const decode = async (response: Response): Promise<Received | undefined> => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !type.startsWith('image/') || type.startsWith('image/svg')) return undefined;
    const { width } = await sharp(await response.body()).metadata();
    const url = new URL(response.url());
    return { path: `${url.pathname}${url.search}`, type, width: width ?? 0 };
  };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    const url = new URL(response.url());
    received.set(
      `${url.pathname}${url.search}`,
      decode(response).catch(() => undefined),
    );
  });
  return received;
}

/**
 * Waits until every picture on the screen has come (the first ones of a cold cache are made
 * while the page waits, so this can take a while on a busy machine).
 */
async function picturesOnScreenLoaded(page: Page): Promise<void> {
  // The page's code is written as text: this file is type-checked for Node, without the DOM's types.
  // Polled from here: waitForFunction would poll with eval, which the storefront's CSP refuses.
  const loaded = `[...document.querySelectorAll('img')].every((img) => {
    const box = img.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return img.complete || !onScreen;
  })`;
  await expect.poll(() => page.evaluate<boolean>(loaded), { timeout: 90_000 }).toBe(true);
}

/** Every picture drawn on the page, once loaded: what the browser chose and its box's width. */
async function shownPictures(page: Page): Promise<Shown[]> {
  await picturesOnScreenLoaded(page);
  return page.evaluate<Shown[]>(`[...document.querySelectorAll('img')]
    .filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc !== '')
    .map((img) => {
      const url = new URL(img.currentSrc);
      return { src: url.pathname + url.search, boxWidth: img.getBoundingClientRect().width };
    })`);
}

/** Checks each shown photo against what was received for it; answers how many were checked. */
async function expectSized(shown: Shown[], received: Map<string, Promise<Received | undefined>>): Promise<number> {
  let photos = 0;
  const problems: string[] = [];
  for (const { src, boxWidth } of shown) {
    if (src.endsWith('.svg') || boxWidth === 0) continue;
    const picture = await received.get(src);
    if (!picture) {
      problems.push(`${src}: not received as a raster picture`);
      continue;
    }
    photos += 1;
    const needed = boxWidth * DENSITY;
    if (!/^image\/(webp|avif)/.test(picture.type)) problems.push(`${src}: ${picture.type}`);
    if (!new URLSearchParams(src.split('?')[1] ?? '').has('w')) problems.push(`${src}: the original, no width`);
    if (picture.width > Math.max(needed * MOST_OVERSIZE, SMALLEST))
      problems.push(`${src}: ${picture.width} px for a box of ${needed.toFixed(0)} px`);
  }
  expect(problems).toEqual([]);
  return photos;
}

describe('pictures sized for the screen, real photos', () => {
  test(
    'Home: the first screen and eight screens down, every photo in WebP or AVIF and no wider than needed',
    async () => {
      const page = await context.newPage();
      const received = recordPictures(page);
      await page.goto('/home');
      await page.getByTestId('product-card').first().waitFor();
      // The page comes rendered from the server with only its first banner's picture: the others
      // are put in once the app has taken the page over and sees them near the screen.
      await page.getByTestId('home-shop').first().locator('img').waitFor();
      const firstScreen = await expectSized(await shownPictures(page), received);
      // The first banner, the shops' avatars and the first products at least.
      expect(firstScreen).toBeGreaterThanOrEqual(3);
      await screenshot(page, 'pictures-home-first-screen');

      await page.mouse.move(195, 600);
      for (let screen = 1; screen <= 8; screen += 1) {
        await page.mouse.wheel(0, 844);
        await picturesOnScreenLoaded(page);
      }
      const scrolled = await expectSized(await shownPictures(page), received);
      expect(scrolled).toBeGreaterThan(firstScreen);
      await page.close();
    },
    COLD_PICTURES_TIMEOUT_MS,
  );

  test(
    'a returning shopper: the pictures the service worker fetches come in WebP or AVIF too',
    async () => {
      const returning = await phoneContext('allow');
      const first = await returning.newPage();
      await first.goto('/home');
      await first.getByTestId('product-card').first().waitFor();
      await expect
        .poll(() => first.evaluate<boolean>('navigator.serviceWorker.controller !== null'), { timeout: 60_000 })
        .toBe(true);
      // In charge now: every picture this visit asks for goes through the worker. Chromium hands
      // it a picture's request without the formats the browser names (Accept: */*).
      const page = await returning.newPage();
      const received = recordPictures(page);
      const throughWorker = new Set<string>();
      page.on('response', (response) => {
        if (response.fromServiceWorker() && response.request().resourceType() === 'image') {
          const url = new URL(response.url());
          throughWorker.add(`${url.pathname}${url.search}`);
        }
      });
      await page.goto('/home');
      await page.getByTestId('home-shop').first().locator('img').waitFor();
      await page.mouse.move(195, 600);
      for (let screen = 1; screen <= 2; screen += 1) {
        await page.mouse.wheel(0, 844);
        await picturesOnScreenLoaded(page);
      }
      const shown = (await shownPictures(page)).filter(({ src }) => throughWorker.has(src));
      expect(await expectSized(shown, received)).toBeGreaterThanOrEqual(3);
      await returning.close();
    },
    COLD_PICTURES_TIMEOUT_MS,
  );

  test(
    'a product page: the gallery and the reviews, in WebP or AVIF and no wider than needed',
    async () => {
      const [product] = await hotProducts(stack, 1);
      if (!product) throw new Error('no hot product');
      const page = await context.newPage();
      const received = recordPictures(page);
      await page.goto(`/detail/${product.productId}/${product.shopId}`);
      const first = page.getByTestId('product-gallery').locator('img').first();
      await first.waitFor();
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await expectSized(await shownPictures(page), received)).toBeGreaterThanOrEqual(1);
      await screenshot(page, 'pictures-product');
      await page.close();
    },
    COLD_PICTURES_TIMEOUT_MS,
  );
});
