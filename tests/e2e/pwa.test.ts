/**
 * The installable app with an offline shell (issue 24, item 1), in Chromium with the service
 * worker allowed (the other e2e files start their phones without it): a valid manifest in the
 * page's language and a worker in charge after a reload; a second visit that downloads no
 * script; /home and a product page seen once opening offline, in English and Arabic, with the
 * quiet offline notice; an offline tap showing the in-app offline message and loading by itself
 * when the network returns.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import arCommon from '../../client/src/locales/ar/common.json' with { type: 'json' };
import enCommon from '../../client/src/locales/en/common.json' with { type: 'json' };
import { NAMESPACES } from '../../client/src/i18n/namespaces.ts';
import { launchPhone, screenshot, startE2eStack, type E2eStack, type Phone } from './support/index.ts';

const TEXTS = { en: enCommon, ar: arCommon } as const;
/** A worker precaches the whole build on its first visit: on a busy CI machine that takes a while. */
const INSTALLED = { timeout: 60_000 };
const SLOW_TEST = 150_000;

let stack: E2eStack;
const phones: Phone[] = [];

beforeAll(async () => {
  stack = await startE2eStack();
});

afterAll(async () => {
  await Promise.all(phones.map((phone) => phone.close()));
  await stack?.stop();
});

/** A fresh phone with the storefront's service worker allowed. */
async function phoneWithWorker(locale = 'en-US'): Promise<{ phone: Phone; page: Page }> {
  const phone = await launchPhone({ baseURL: stack.url, locale, serviceWorkers: 'allow' });
  phones.push(phone);
  return { phone, page: await phone.newPage() };
}

/** Waits until the storefront's worker is in charge of the page (installed, precached, claimed it). */
async function workerInCharge(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<string | null>('navigator.serviceWorker.controller?.scriptURL ?? null'), INSTALLED)
    .toMatch(/\/sw\.js$/);
}

/** How many requests a cache of the worker holds whose URL contains `part`. */
function kept(page: Page, cache: string, part: string): Promise<number> {
  return page.evaluate<number>(
    `caches.open(${JSON.stringify(cache)}).then((c) => c.keys()).then((keys) => keys.filter((r) => r.url.includes(${JSON.stringify(part)})).length)`,
  );
}

function expectNoCspViolations(phone: Phone): void {
  expect(phone.cspViolations, 'the security policy let the worker and the manifest load').toEqual([]);
  expect(phone.pageErrors).toEqual([]);
}

describe('the installable app', () => {
  test.each([
    ['en', 'en-US', 'ltr'],
    ['ar', 'ar-SA', 'rtl'],
  ] as const)(
    'manifest (%s): the page links its language’s manifest, which is valid; a worker is in charge after a reload',
    async (code, locale, dir) => {
      const { phone, page } = await phoneWithWorker(locale);
      await page.goto('/home');
      await page.getByTestId('product-card').first().waitFor();

      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/manifests/${code}.webmanifest`);
      const manifest = await page.evaluate<{
        status: number;
        type: string | null;
        body: {
          name: string;
          short_name: string;
          lang: string;
          dir: string;
          start_url: string;
          display: string;
          theme_color: string;
          icons: Array<{ src: string; sizes: string; purpose: string }>;
        };
      }>(
        `fetch(${JSON.stringify(href)}).then(async (r) => ({ status: r.status, type: r.headers.get('content-type'), body: await r.json() }))`,
      );
      expect(manifest.status).toBe(200);
      expect(manifest.type).toMatch(/^application\/manifest\+json/);
      expect(manifest.body).toMatchObject({
        name: TEXTS[code].appName,
        short_name: TEXTS[code].pwa.shortName,
        lang: code,
        dir,
        start_url: '/home',
        display: 'standalone',
      });
      expect(manifest.body.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
      for (const wanted of [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]) {
        const icon = manifest.body.icons.find((entry) => entry.sizes === wanted[0] && entry.purpose === wanted[1]);
        expect(icon, wanted.join(' ')).toBeDefined();
        const answer = await page.evaluate<[number, string | null]>(
          `fetch(${JSON.stringify(icon?.src)}).then((r) => [r.status, r.headers.get('content-type')])`,
        );
        expect(answer).toEqual([200, 'image/png']);
      }

      await workerInCharge(page);
      await page.reload();
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.evaluate<string | null>('navigator.serviceWorker.controller?.scriptURL ?? null')).toBe(
        `${stack.url}/sw.js`,
      );
      expectNoCspViolations(phone);
    },
    SLOW_TEST,
  );

  test(
    'second visit: every script comes from the worker, none over the network',
    async () => {
      const { phone, page } = await phoneWithWorker();
      await page.goto('/home');
      await page.getByTestId('product-card').first().waitFor();
      await workerInCharge(page);

      const again = await phone.newPage();
      const scripts: Array<{ url: string; fromWorker: boolean }> = [];
      again.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js'))
          scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
      });
      await again.goto('/home');
      await again.getByTestId('product-card').first().waitFor();
      // The worker's registration script loads after the first paint: it is a script of the page too.
      await again.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
      expectNoCspViolations(phone);
    },
    SLOW_TEST,
  );

  test.each([
    ['en', 'en-US', 'ltr'],
    ['ar', 'ar-SA', 'rtl'],
  ] as const)(
    'offline (%s): /home and a product page seen once open again offline, as they were, with the offline notice',
    async (code, locale, dir) => {
      const { phone, page } = await phoneWithWorker(locale);
      await page.goto('/home');
      const card = page.getByTestId('product-card').first();
      await card.waitFor();
      const cardText = await card.innerText();
      await workerInCharge(page);
      // What the first visit fetched before the worker was there is kept: its pictures, the language's texts. Home's
      // answer came inside the page, rendered on the server, which the worker keeps as the page itself.
      await expect.poll(() => kept(page, 'pictures', '/'), INSTALLED).toBeGreaterThan(0);
      await expect.poll(() => kept(page, 'texts', `/locales/${code}/`), INSTALLED).toBe(NAMESPACES.length);

      await card.click();
      const title = page.getByTestId('product-title');
      await title.waitFor();
      const productTitle = await title.innerText();
      await expect
        .poll(() => kept(page, 'public-queries', 'operationName=ProductDetail&'), INSTALLED)
        .toBeGreaterThan(0);

      await phone.context.setOffline(true);
      await page.reload();
      await title.waitFor();
      expect(await title.innerText()).toBe(productTitle);
      const notice = page.getByTestId('offline-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toBe(TEXTS[code].pwa.offlineSaved);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      await screenshot(page, `pwa-offline-${code}-product`);

      await page.goto('/home');
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('product-card').first().innerText()).toBe(cardText);
      await notice.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      await screenshot(page, `pwa-offline-${code}-home`);

      await phone.context.setOffline(false);
      await expect.poll(() => notice.count()).toBe(0);
      expectNoCspViolations(phone);
    },
    SLOW_TEST,
  );

  test(
    'offline page: a page nothing saved fits gets the translated offline page, in the language chosen',
    async () => {
      const { phone, page } = await phoneWithWorker();
      const arabic = { language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' };
      await phone.context.addCookies([
        { name: 'Local_Lang', value: encodeURIComponent(JSON.stringify(arabic)), url: stack.url },
      ]);
      await page.goto('/home');
      await page.getByTestId('product-card').first().waitFor();
      await workerInCharge(page);
      // Storage taken back by the phone: neither a page of this release nor the precached shell is left.
      await page.evaluate(`caches.keys().then((names) => Promise.all(names.map(async (name) => {
        if (name.startsWith('pages-')) return caches.delete(name);
        if (!name.startsWith('workbox-precache')) return undefined;
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (new URL(request.url).pathname === '/index.html') await cache.delete(request);
      })))`);

      // A page never opened (one opened before may still be fresh in the browser's HTTP cache, which answers offline too).
      await phone.context.setOffline(true);
      await page.goto('/explore');
      const offline = page.getByTestId('offline-page');
      await offline.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await offline.innerText()).toContain(arCommon.pwa.offlinePage);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(arCommon.states.offline);
      await screenshot(page, 'pwa-offline-page-ar');

      await phone.context.setOffline(false);
      await page.getByRole('link', { name: arCommon.actions.retry }).click();
      await page.locator('.app-frame').waitFor();
      expect(await offline.count()).toBe(0);
      expect(phone.cspViolations).toEqual([]);
    },
    SLOW_TEST,
  );

  test(
    'offline tap: a screen never seen shows the in-app offline message, and loads by itself back online',
    async () => {
      const { phone, page } = await phoneWithWorker();
      await page.goto('/home');
      const shop = page.getByTestId('home-shop').first();
      await shop.waitFor();
      await workerInCharge(page);

      await phone.context.setOffline(true);
      await shop.click();
      // The screen's code comes from the worker; its data cannot: the app says the phone is offline.
      await page.getByText(enCommon.states.offline, { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: enCommon.actions.retry }).count()).toBeGreaterThan(0);
      await page.getByTestId('offline-notice').waitFor();
      await screenshot(page, 'pwa-offline-tap');

      await phone.context.setOffline(false);
      await page.getByTestId('shop-name').waitFor();
      // (A toast that said so may still be fading out.)
      await expect.poll(() => page.getByText(enCommon.states.offline, { exact: true }).count()).toBe(0);
      expectNoCspViolations(phone);
    },
    SLOW_TEST,
  );
});
