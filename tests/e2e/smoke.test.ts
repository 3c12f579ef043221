/**
 * Smoke: the real product (`npm start`'s stack) in Debian's Chromium on a phone:
 * Home opens anonymously with its banners and hot products, at phone width.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchPhone, screenshot, startE2eStack, type E2eStack, type Phone } from './support/index.ts';

let stack: E2eStack;
let phone: Phone;
let page: Page;

beforeAll(async () => {
  stack = await startE2eStack();
  phone = await launchPhone({ baseURL: stack.url });
  page = await phone.newPage();
});

afterAll(async () => {
  const violations = [...(phone?.cspViolations ?? [])];
  await phone?.close();
  await stack?.stop();
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

describe('smoke', () => {
  test('/ opens Home with banners and hot products on a phone', async () => {
    // What the page sends to /graphql: a production build names its documents by hash.
    const graphqlRequests: Array<{ method: string; url: string; body: string }> = [];
    const localeFiles: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/locales/')) localeFiles.push(path);
      if (new URL(request.url()).pathname === '/graphql') {
        graphqlRequests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
      }
    });
    await page.goto('/');
    await page.waitForURL('**/home');
    const banners = page.getByTestId('home-banners');
    await banners.waitFor();
    expect(await banners.locator('img').count()).toBeGreaterThan(0);

    const products = page.getByTestId('product-card');
    await products.first().waitFor();
    expect(await products.count()).toBeGreaterThan(0);
    expect((await products.first().innerText()).trim()).toMatch(/\$\s?\d/);

    expect(await page.title()).toContain('Home');
    // The tab bar is there, and nothing overflows the phone's width.
    await page.getByRole('navigation').last().waitFor();
    const width = await page.locator('html').evaluate((html) => html.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'smoke-home');

    await products.first().scrollIntoViewIfNeeded();
    await products.first().locator('img').first().waitFor();
    await screenshot(page, 'smoke-home-products');
    expect(phone.pageErrors).toEqual([]);

    // Queries went as GET with a persisted-query hash, never with a document's text.
    expect(graphqlRequests.length).toBeGreaterThan(0);
    for (const { method, url, body } of graphqlRequests) {
      expect(method).toBe('GET');
      const params = new URL(url).searchParams;
      expect(params.has('query')).toBe(false);
      expect(JSON.parse(params.get('extensions') ?? '{}')).toMatchObject({
        persistedQuery: { sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
      expect(body).toBe('');
    }
    // An English page fetches English strings only (no fallback language).
    expect(localeFiles.length).toBeGreaterThan(0);
    expect(localeFiles.filter((path) => !path.startsWith('/locales/en/'))).toEqual([]);
  });

  test('the server answers /readyz and the client for deep links', async () => {
    const ready = await fetch(`${stack.url}/readyz`);
    expect(ready.status).toBe(200);
    const deepLink = await fetch(`${stack.url}/detail/1/2`, { headers: { accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
  });
});
