import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import type { UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { ensureClientBuilt } from '../e2e/support/build.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';

/*
 * The public pages rendered on the server (issue 25, item 1; ADR 0009), as curl reads them: the
 * gateway in process in front of the seeded stand-in, with the storefront's real build
 * (dist/client and dist/ssr, built when stale as the e2e tests do).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC_URL = 'https://shop.example';

function texts(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, 'client/src/locales', language, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

interface Product {
  productId: string;
  shopId: string;
  title: string;
  price: string;
  descriptionHtml: string;
}

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The markup the app was rendered into (#root), without the page's head. */
function appMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="server-data">');
  expect(start, 'the page has #root').toBeGreaterThan(0);
  expect(end, 'the page has its data block after #root').toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The data block the browser restores, parsed. */
function serverData(html: string): { cache: Record<string, Record<string, unknown>>; timeZone: string } {
  const block = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block, 'the page has its data block').toBeDefined();
  return JSON.parse(block!) as { cache: Record<string, Record<string, unknown>>; timeZone: string };
}

/** The first chunk of a page's body as it arrives (no compression asked), and then the whole page. */
function firstChunk(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ first: string; whole: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { accept: 'text/html', ...headers } }, (response) => {
      let whole = '';
      let resolveWhole: (text: string) => void = () => undefined;
      const done = new Promise<string>((ok) => (resolveWhole = ok));
      response.setEncoding('utf8');
      response.once('data', (chunk: string) => resolve({ first: chunk, whole: done }));
      response.on('data', (chunk: string) => (whole += chunk));
      response.on('end', () => resolveWhole(whole));
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** The money as the storefront writes it in English (client/src/lib/money.ts). */
const dollars = (amount: string) =>
  `$${Number(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('public pages rendered on the server', () => {
  let legacy: StandIn;
  let gateway: Gateway;
  let base: string;
  let product: Product;
  /** The tokens of every legacy call the gateway made. */
  const tokensSent: Array<string | undefined> = [];

  async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  beforeAll(async () => {
    await ensureClientBuilt();
    legacy = await startStandIn();
    const record = (client: UpstreamClient): UpstreamClient => ({
      ...client,
      baseUrl: client.baseUrl,
      ping: () => client.ping(),
      send: (operation, body, headers) => client.send(operation, body, headers),
      call(operation, params, headers, options) {
        tokensSent.push(headers.token);
        return client.call(operation, params, headers, options);
      },
    });
    gateway = await createGateway({
      config: readConfig({
        LOG_LEVEL: 'silent',
        SHED_LAG_MS: '0',
        METRICS_PORT: '0',
        PUBLIC_URL,
        // Whole pages on a busy machine too: the deadlines are ssrFallback.test.ts's subject, not this file's.
        PAGE_DATA_DEADLINE_MS: '10000',
        PAGE_RENDER_DEADLINE_MS: '20000',
      }),
      upstreamUrl: legacy.url,
      logger: createLogger('silent'),
      wrapClient: record,
      clientDist: join(ROOT, 'dist/client'),
      ssrDist: join(ROOT, 'dist/ssr'),
    });
    // As main.ts does: the bundle's import is no page's.
    await gateway.preloadPages();
    base = (await gateway.listen(0, '127.0.0.1')).url;
    const { hotProducts } = await gql<{ hotProducts: { items: Array<{ productId: string; shopId: string }> } }>(
      '{ hotProducts(limit: 1) { items { productId shopId } } }',
    );
    const first = hotProducts.items[0]!;
    ({ product } = await gql<{ product: Product }>(
      'query($s: ID!, $p: ID!) { product(shopId: $s, productId: $p) { productId shopId title price descriptionHtml } }',
      { s: first.shopId, p: first.productId },
    ));
  }, 600_000);

  afterAll(async () => {
    await gateway?.close();
    await legacy?.close();
  });

  const productPath = () => `/detail/${product.productId}/${product.shopId}`;
  /** The first words of the description, as the page writes them (its HTML without markup). */
  const descriptionWords = () =>
    product.descriptionHtml
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 6)
      .join(' ');

  it('a product page holds its title, price and description in the app markup, and the data it was rendered with', async () => {
    const page = await get(`${base}${productPath()}?lang=en`);
    expect(page.status).toBe(200);
    const app = appMarkup(page.html);
    expect(app).toContain(`data-testid="product-title" dir="auto">${product.title}</h1>`);
    expect(app).toContain(`<span class="price">${dollars(product.price)}</span>`);
    expect(app).toContain(descriptionWords());
    const data = serverData(page.html);
    expect(data.timeZone).toBe('UTC');
    const cached = Object.values(data.cache).find(
      (entry) => entry['__typename'] === 'Product' && entry['title'] === product.title,
    );
    expect(cached).toMatchObject({ price: product.price, descriptionHtml: product.descriptionHtml });
  });

  it("a shop page, whose route has no prefetch of its own, holds its name: the screen's own queries ran on the server", async () => {
    const { shop } = await gql<{ shop: { name: string } }>('query($id: ID!) { shop(id: $id) { name } }', {
      id: product.shopId,
    });
    const page = await get(`${base}/shop/${product.shopId}?lang=en`);
    expect(appMarkup(page.html)).toContain(shop.name);
    expect(Object.values(serverData(page.html).cache).some((entry) => entry['name'] === shop.name)).toBe(true);
  });

  it('in Arabic the page is right to left from its first byte, and its app is in Arabic', async () => {
    const { first, whole } = await firstChunk(`${base}${productPath()}?lang=ar`);
    expect(first).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
    const html = await whole;
    const app = appMarkup(html);
    expect(app).toContain(`>${product.title}</h1>`);
    const product_ = texts('ar', 'product') as { description: { title: string } };
    expect(app).toContain(product_.description.title);
    expect(serverData(html).cache).toBeTypeOf('object');
  });

  it('two pages rendered at the same time in two languages each stay in their own', async () => {
    const home = (language: string) => (texts(language, 'home') as { heading: string }).heading;
    const pages = await Promise.all(
      ['en', 'ar', 'th', 'hi', 'en', 'ar'].map(async (language) => ({
        language,
        page: await get(`${base}/home?lang=${language}`),
      })),
    );
    for (const { language, page } of pages) {
      const app = appMarkup(page.html);
      expect(app, language).toContain(`<h1 class="home-heading">${home(language)}</h1>`);
      for (const other of ['en', 'ar', 'th', 'hi'].filter((code) => code !== language))
        expect(app, `${language} page`).not.toContain(home(other));
    }
  });

  it('a page known whole may be kept by a CDN; its first render, made before that was known, may not', async () => {
    const path = `${productPath()}?lang=de`;
    const first = await get(`${base}${path}`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const second = await get(`${base}${path}`);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(second.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(appMarkup(second.html)).toContain(product.title);
  });

  it('a page made whole goes again as made while its data is fresh: the same page, with an ETag and its 304', async () => {
    const path = `${productPath()}?lang=fr`;
    const streamed = await get(`${base}${path}`, { 'accept-encoding': 'br' });
    // Sent as it was made: no ETag, as the page was not whole when its headers went.
    expect(streamed.headers.get('etag')).toBeNull();
    const again = await get(`${base}${path}`, { 'accept-encoding': 'br' });
    expect(again.html).toBe(streamed.html);
    const etag = again.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(again.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(again.headers.get('vary')).toMatch(/Accept-Encoding/);
    const revalidated = await fetch(`${base}${path}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag! },
    });
    expect(revalidated.status).toBe(304);
    // Another language's page is its own.
    const other = await get(`${base}${productPath()}?lang=es`);
    expect(other.html).not.toBe(again.html);
    expect(other.html).toContain('lang="es"');
  });

  it('a page is kept by the address it is drawn from: a parameter added, repeated or moved renders nothing new', async () => {
    const path = `${productPath()}?lang=it`;
    expect((await get(`${base}${path}`)).headers.get('cache-control')).toBe('no-cache');
    const kept = await get(`${base}${path}`);
    expect(kept.headers.get('cache-control')).toMatch(/^public, /);
    // First asked in these spellings, each is the kept page: no render, whose first answer would be no-cache.
    for (const spelling of [
      `${productPath()}?utm_source=chat&lang=it`,
      `${productPath()}?lang=it&backs=1&x=${'y'.repeat(200)}`,
    ]) {
      const page = await get(`${base}${spelling}`);
      expect(page.headers.get('cache-control'), spelling).toMatch(/^public, /);
      expect(page.html, spelling).toBe(kept.html);
    }
    // The parameters a screen reads make their own pages.
    await get(`${base}/products?title=kept&lang=it`);
    const products = await get(`${base}/products?zz=1&title=kept&lang=it&title=other`);
    expect(products.headers.get('cache-control')).toMatch(/^public, /);
    const other = await get(`${base}/products?title=other&lang=it`);
    expect(other.headers.get('cache-control')).toBe('no-cache');
    expect(other.html).not.toBe(products.html);
  });

  it('a public page asked under another spelling of its path is sent to its own, its query kept', async () => {
    for (const [asked, own] of [
      [`/DETAIL/${product.productId}/${product.shopId}/?lang=de&x=1`, `${productPath()}?lang=de&x=1`],
      ['/Home/', '/home'],
      ['/helpandsupport', '/helpAndSupport'],
      ['/Products?title=a', '/products?title=a'],
    ] as const) {
      const response = await fetch(`${base}${asked}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe(own);
    }
    const followed = await get(`${base}/Home/`);
    expect(followed.status).toBe(200);
    expect(appMarkup(followed.html)).toContain('product-card');
    expect((await get(`${base}/`)).status).toBe(200);
  });

  it("preloads the largest picture from the head at high priority, the app's scripts held in an inert template (ADR 0016)", async () => {
    for (const path of ['/home?lang=en', `${productPath()}?lang=en`]) {
      const { html } = await get(`${base}${path}`);
      const head = html.slice(0, html.indexOf('</head>'));
      const largest = /<img [^>]*fetchPriority="high"[^>]*>/.exec(appMarkup(html))?.[0];
      expect(largest, `${path} draws its largest picture at high priority`).toBeDefined();
      const src = /\bsrc="([^"]+)"/.exec(largest!)?.[1];
      const srcSet = /\bsrcSet="([^"]+)"/.exec(largest!)?.[1];
      const preload = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
        .map(([tag]) => tag)
        .find((tag) => tag.includes('fetchPriority="high"'));
      expect(preload, `${path} preloads it`).toBeDefined();
      // The same picture the <img> asks for: with its srcset and sizes when it has them, else its src.
      if (srcSet) expect(preload).toContain(`imageSrcSet="${srcSet}"`);
      else expect(preload).toContain(`href="${src}"`);
      // Outside the template, the only script the head asks for is the early one, at low priority.
      const outside = head.replace(/<template id="app-start">[\s\S]*?<\/template>/, '');
      const fetched = [...outside.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map(
        ([tag]) => tag,
      );
      expect(fetched.length).toBeGreaterThan(0);
      for (const tag of fetched) expect(tag).toContain('fetchpriority="low"');
      expect(outside).not.toMatch(/src="\/assets\/index-/);
      expect(head).toMatch(
        /<template id="app-start">[^]*<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script><\/template>/,
      );
    }
  });

  it('runs no inline script: the CSP keeps script-src self, and the only inline blocks are data', async () => {
    const page = await get(`${base}/home`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = [...page.html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts)
      expect(attributes).toMatch(/\bsrc="\/assets\/|type="application\/(json|ld\+json)"/);
    // Nothing in the data can end its block early.
    expect(/id="server-data">([\s\S]*?)<\/script>/.exec(page.html)?.[1]).not.toMatch(/</);
  });

  it('holds no personal data when a signed-in shopper asks, and no token reaches the legacy API', async () => {
    const { login } = await gql<{ login: { token: string; user: { nickname: string; balance: string } } }>(
      'mutation { login(account: "demo", password: "demo123") { token user { nickname balance } } }',
    );
    const { nickname, balance } = login.user;
    tokensSent.length = 0;
    for (const path of ['/home', productPath()]) {
      const page = await get(`${base}${path}?lang=en`, { cookie: `Admin-Token=${login.token}` });
      expect(page.status).toBe(200);
      expect(page.html).not.toContain(login.token);
      expect(page.html).not.toContain(nickname);
      expect(page.html).not.toContain(dollars(balance));
      expect(serverData(page.html).cache).not.toHaveProperty('ROOT_QUERY.me');
    }
    expect(tokensSent.filter((token) => token !== undefined && token !== '')).toEqual([]);
  });
});
