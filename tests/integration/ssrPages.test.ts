import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import type { UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';

/*
 * The public pages as a search engine, a chat app or curl reads them (issue 25, "Findable and
 * shareable"): the gateway in front of the seeded stand-in, serving a client build made here
 * (the real index.html and translations), with PUBLIC_URL set.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC_URL = 'https://shop.example';
const ARABIC_COOKIE = `Local_Lang=${encodeURIComponent(JSON.stringify({ file_name: 'ar' }))}`;
/** The Arabic texts as the translators wrote them (not repeated here, so their edits need no test change). */
const arabic = JSON.parse(readFileSync(join(ROOT, 'client/src/locales/ar/common.json'), 'utf8')) as {
  appName: string;
  titles: Record<string, string>;
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A client build as the gateway reads it: index.html, the translations, robots.txt. */
function clientBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ssr-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(join(ROOT, 'client/index.html')));
  cpSync(join(ROOT, 'client/src/locales'), join(dist, 'locales'), { recursive: true });
  cpSync(join(ROOT, 'client/public/robots.txt'), join(dist, 'robots.txt'));
  mkdirSync(join(dist, 'assets'));
  return dist;
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

/** What these tests read of a parsed page or sitemap (jsdom's own, typed here: the tests have no DOM types). */
interface ParsedNode {
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface ParsedDocument {
  title: string;
  querySelector(selector: string): ParsedNode | null;
  querySelectorAll(selector: string): Iterable<ParsedNode> & { length: number };
  getElementsByTagName(name: string): Iterable<ParsedNode>;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options?: { contentType: string }) => { window: { document: ParsedDocument } };
};

function document(html: string): ParsedDocument {
  return new JSDOM(html).window.document;
}

function metaContent(doc: ParsedDocument, key: string): string | null | undefined {
  return doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
}

function structuredData(doc: ParsedDocument): Array<Record<string, any>> {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, any>,
  );
}

function xml(text: string): ParsedDocument {
  // Throws on anything that is not well-formed XML.
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

interface HotProduct {
  productId: string;
  shopId: string;
  title: string;
  price: string;
}

describe('public pages for search engines and chat apps', () => {
  let legacy: StandIn;
  let gateway: Gateway;
  let base: string;
  let dist: string;
  /** The tokens of every legacy call the gateway made. */
  const tokensSent: Array<string | undefined> = [];
  /** The parameters of every legacy call the gateway made. */
  const paramsSent: unknown[] = [];
  let products: HotProduct[];

  beforeAll(async () => {
    legacy = await startStandIn();
    dist = clientBuild();
    const record = (client: UpstreamClient): UpstreamClient => ({
      ...client,
      baseUrl: client.baseUrl,
      ping: () => client.ping(),
      send: (operation, body, headers) => client.send(operation, body, headers),
      call(operation, params, headers, options) {
        tokensSent.push(headers.token);
        paramsSent.push(params);
        return client.call(operation, params, headers, options);
      },
    });
    gateway = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0', METRICS_PORT: '0', PUBLIC_URL }),
      upstreamUrl: legacy.url,
      logger: createLogger('silent'),
      wrapClient: record,
      clientDist: dist,
    });
    base = (await gateway.listen(0, '127.0.0.1')).url;
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hotProducts(limit: 20) { items { productId shopId title price } } }' }),
    });
    const body = (await response.json()) as { data: { hotProducts: { items: HotProduct[] } } };
    products = body.data.hotProducts.items;
    expect(products.length).toBeGreaterThan(2);
  });

  afterAll(async () => {
    await gateway.close();
    await legacy.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const productPath = (product: HotProduct) => `/detail/${product.productId}/${product.shopId}`;

  it('a product page holds its title, price, description, picture and structured data, in English', async () => {
    const product = products[0]!;
    const page = await get(`${base}${productPath(product)}`, { 'accept-language': 'en-GB' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/i);
    const doc = document(page.html);
    expect(doc.title).toBe(`${product.title} · Crossborder Mall`);
    const description = metaContent(doc, 'description') ?? '';
    expect(description).toContain(`$${Number(product.price).toLocaleString('en', { minimumFractionDigits: 2 })}`);
    expect(metaContent(doc, 'og:title')).toBe(doc.title);
    expect(metaContent(doc, 'og:description')).toBe(description);
    expect(metaContent(doc, 'og:type')).toBe('product');
    expect(metaContent(doc, 'product:price:amount')).toBe(product.price);
    expect(metaContent(doc, 'product:price:currency')).toBe('USD');
    // A picture on the gateway's public origin, at the width the image pipeline makes for chat apps.
    expect(metaContent(doc, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/(static|uploads)/.+\\?w=720$`));
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
    // Asked without ?lang=: the x-default page, its own canonical URL (Lighthouse SEO's canonical audit).
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}${productPath(product)}`,
    );
    const [data] = structuredData(doc);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      offers: { '@type': 'Offer', price: product.price, priceCurrency: 'USD' },
    });
    expect(data?.['image']?.[0]).toBe(metaContent(doc, 'og:image'));
    // The page may be kept by a CDN for a while, per language; browsers revalidate.
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(page.headers.get('vary')).toMatch(/Cookie/);
    expect(page.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('the description is the merchant text without its markup, and a reviewed product has its rating', async () => {
    const answers = await Promise.all(
      products.map(async (product) => {
        const response = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'query($s: ID!, $p: ID!) { product(shopId: $s, productId: $p) { descriptionHtml reviews { productScore } } }',
            variables: { s: product.shopId, p: product.productId },
          }),
        });
        const body = (await response.json()) as {
          data: { product: { descriptionHtml: string; reviews: Array<{ productScore: number }> } };
        };
        return { product, detail: body.data.product };
      }),
    );
    const reviewed = answers.find(({ detail }) => detail.reviews.length > 0);
    expect(reviewed, 'the seed has a reviewed hot product').toBeDefined();
    const doc = document((await get(`${base}${productPath(reviewed!.product)}`)).html);
    const [data] = structuredData(doc);
    const scores = reviewed!.detail.reviews.map((review) => review.productScore);
    expect(data?.['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10,
      reviewCount: scores.length,
      bestRating: 5,
      worstRating: 1,
    });
    const described = answers.find(({ detail }) => /<[a-z]/i.test(detail.descriptionHtml));
    if (described) {
      const words = metaContent(document((await get(`${base}${productPath(described.product)}`)).html), 'description');
      expect(words).not.toMatch(/[<>]/);
      expect(words!.length).toBeLessThanOrEqual(160);
    }
  });

  it('in Arabic the page is right to left from its first byte, with Arabic words and the same price', async () => {
    const product = products[1]!;
    const askers: Array<Record<string, string>> = [{ cookie: ARABIC_COOKIE }, { 'accept-language': 'ar-SA,ar;q=0.9' }];
    for (const headers of askers) {
      const page = await get(`${base}${productPath(product)}`, headers);
      expect(page.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
      const doc = document(page.html);
      expect(doc.title).toMatch(new RegExp(` · ${escaped(arabic.appName)}$`));
      expect(metaContent(doc, 'product:price:amount')).toBe(product.price);
      expect(metaContent(doc, 'og:locale')).toBe('ar');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${PUBLIC_URL}${productPath(product)}`,
      );
      expect(structuredData(doc)[0]).toMatchObject({ '@type': 'Product', offers: { price: product.price } });
    }
    // The language alternate itself: no cookie, no Accept-Language, and no Vary on them.
    const linked = await get(`${base}${productPath(product)}?lang=ar`);
    expect(linked.html).toMatch(/<html lang="ar" dir="rtl">/);
    // Its own canonical URL too: each page of the set points at itself, none at another.
    expect(document(linked.html).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}${productPath(product)}?lang=ar`,
    );
    expect(linked.headers.get('vary') ?? '').not.toMatch(/Cookie/);
  });

  it('lists the 15 languages and x-default as alternates, each its own absolute URL', async () => {
    const product = products[0]!;
    const doc = document((await get(`${base}${productPath(product)}`)).html);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
      hreflang: link.getAttribute('hreflang'),
      href: link.getAttribute('href'),
    }));
    expect(alternates).toHaveLength(16);
    expect(new Set(alternates.map((link) => link.hreflang))).toEqual(
      new Set([
        'en',
        'zh-CN',
        'ja',
        'ko',
        'th',
        'id',
        'vi',
        'de',
        'ar',
        'fr',
        'hi',
        'it',
        'tr',
        'es',
        'ms',
        'x-default',
      ]),
    );
    expect(alternates.find((link) => link.hreflang === 'x-default')?.href).toBe(`${PUBLIC_URL}${productPath(product)}`);
    expect(alternates.find((link) => link.hreflang === 'zh-CN')?.href).toBe(
      `${PUBLIC_URL}${productPath(product)}?lang=zh-cn`,
    );
    // Each alternate draws its own language.
    const japanese = await get(`${base}${productPath(product)}?lang=jp`);
    expect(japanese.html).toMatch(/<html lang="ja" dir="ltr">/);
  });

  it('Home says who the shop is and how to search it', async () => {
    const doc = document((await get(`${base}/home`)).html);
    expect(doc.title).toBe('Home · Crossborder Mall');
    expect(metaContent(doc, 'description')).toBe('Shop across borders: hot products, trusted shops, one wallet.');
    const data = structuredData(doc);
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({ url: `${PUBLIC_URL}/home` });
    expect(data.find((item) => item['@type'] === 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/products?title={search_term_string}&lang=en` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('a shop page names the shop, its followers and its good reviews, in the language', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hotShops(limit: 1) { items { id name avatar followers favorableRate } } }' }),
    });
    const body = (await response.json()) as {
      data: { hotShops: { items: Array<{ id: string; name: string; followers: number; favorableRate: string }> } };
    };
    const shop = body.data.hotShops.items[0]!;
    const english = document((await get(`${base}/shop/${shop.id}?lang=en`)).html);
    expect(english.title).toBe(`${shop.name} · Crossborder Mall`);
    expect(metaContent(english, 'description')).toBe(
      `${shop.name}: ${shop.followers.toLocaleString('en')} followers, ${Number(shop.favorableRate).toLocaleString('en', { maximumFractionDigits: 1 })}% positive reviews.`,
    );
    expect(metaContent(english, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    const german = document((await get(`${base}/shop/${shop.id}?lang=de`)).html);
    expect(metaContent(german, 'description')).toContain(`${shop.followers.toLocaleString('de')} Follower`);
  });

  it('a token, as a cookie or a header, never changes the page nor reaches the legacy API', async () => {
    const token = await legacy.login();
    const product = products[2]!;
    const anonymous = await get(`${base}${productPath(product)}`);
    tokensSent.length = 0;
    const signedIn = await get(`${base}${productPath(product)}`, {
      cookie: `Admin-Token=${token}`,
      token,
    });
    expect(signedIn.html).toBe(anonymous.html);
    expect(signedIn.html).not.toContain(token);
    expect(tokensSent.filter((sent) => sent !== undefined)).toEqual([]);
    // The CDN's copy is the same page whoever asked.
    expect(signedIn.headers.get('cache-control')).toBe(anonymous.headers.get('cache-control'));
  });

  it('answers a revalidation with 304 and compresses for browsers that accept it', async () => {
    const first = await get(`${base}/home`, { 'accept-encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+-br"$/);
    const again = await fetch(`${base}/home`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('sitemap.xml indexes every language, and its files list the real product pages', async () => {
    const robots = await get(`${base}/robots.txt`);
    expect(robots.html).toMatch(/^Disallow: \/graphql$/m);
    expect(robots.html).toMatch(new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap\\.xml$`, 'm'));

    const index = await get(`${base}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = [...xml(index.html).getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    for (const language of ['en', 'ar', 'zh-cn', 'hi']) {
      expect(files).toContain(`${PUBLIC_URL}/sitemaps/${language}/pages.xml`);
      expect(files).toContain(`${PUBLIC_URL}/sitemaps/${language}/products-1.xml`);
    }

    const local = (url: string) => url.replace(PUBLIC_URL, base);
    const productUrls = [
      ...xml((await get(local(`${PUBLIC_URL}/sitemaps/ar/products-1.xml`))).html).getElementsByTagName('loc'),
    ].map((loc) => loc.textContent ?? '');
    for (const product of products) {
      expect(productUrls).toContain(`${PUBLIC_URL}${productPath(product)}?lang=ar`);
    }
    // Each category's products have sitemaps of their own: together they list products the hot list has not.
    const categoryFiles = files.filter((url) => url.startsWith(`${PUBLIC_URL}/sitemaps/ar/category-`));
    expect(categoryFiles.length).toBeGreaterThan(0);
    const categoryUrls = (
      await Promise.all(
        categoryFiles.map(async (file) =>
          [...xml((await get(local(file))).html).getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
        ),
      )
    ).flat();
    for (const url of categoryUrls) expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/detail/\\d+/\\d+\\?lang=ar$`));
    expect(categoryUrls.filter((url) => !productUrls.includes(url)).length).toBeGreaterThan(0);
    // A listed URL is a real product page.
    const listed = await get(local(productUrls[0] ?? ''));
    expect(listed.status).toBe(200);
    expect(metaContent(document(listed.html), 'og:type')).toBe('product');

    const pages = [
      ...xml((await get(local(`${PUBLIC_URL}/sitemaps/en/pages.xml`))).html).getElementsByTagName('loc'),
    ].map((loc) => loc.textContent ?? '');
    expect(pages).toContain(`${PUBLIC_URL}/home?lang=en`);
    expect(pages.some((url) => /\/products\?category=\d+&lang=en$/.test(url))).toBe(true);
    expect(pages.some((url) => /\/shop\/\d+\?lang=en$/.test(url))).toBe(true);
  });

  it('a sitemap file the index does not name is a 404, and a made-up category costs no legacy call', async () => {
    const index = await get(`${base}/sitemap.xml`);
    const files = [...xml(index.html).getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    const categoryFile = files.find((url) => url.startsWith(`${PUBLIC_URL}/sitemaps/en/category-`)) ?? '';
    const [, categoryId] = /category-(\d+)-1\.xml$/.exec(categoryFile) ?? [];
    expect(categoryId).toBeDefined();
    const listed = new Set(files);

    const callsBefore = paramsSent.length;
    const madeUp = await get(`${base}/sitemaps/en/category-987654-1.xml`);
    expect(madeUp.status).toBe(404);
    expect(paramsSent.slice(callsBefore)).not.toContainEqual(expect.objectContaining({ category_id: '987654' }));
    expect(JSON.stringify(paramsSent.slice(callsBefore))).not.toContain('987654');

    // Past the last file of a list: the hot products' and a real category's.
    for (const path of ['/sitemaps/en/products-199.xml', `/sitemaps/en/category-${categoryId}-199.xml`]) {
      expect(listed.has(`${PUBLIC_URL}${path}`)).toBe(false);
      const past = await get(`${base}${path}`);
      expect(past.status).toBe(404);
      expect(past.headers.get('cache-control') ?? '').not.toMatch(/max-age=[1-9]/);
    }
  });

  it('a page of the signed-in part keeps the built page, without a head of its own', async () => {
    const page = await get(`${base}/bag`);
    expect(page.status).toBe(200);
    expect(document(page.html).title).toBe('Crossborder Mall');
    expect(page.html).not.toContain('og:title');
  });
});

describe('public pages while the legacy API hangs', () => {
  let hanging: Server;
  const sockets = new Set<Socket>();
  let gateway: Gateway;
  let base: string;
  let dist: string;

  beforeAll(async () => {
    // Accepts every connection and never answers.
    hanging = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address() as { port: number };
    dist = clientBuild();
    gateway = await createGateway({
      config: readConfig({
        LOG_LEVEL: 'silent',
        SHED_LAG_MS: '0',
        METRICS_PORT: '0',
        PUBLIC_URL,
        PAGE_DATA_DEADLINE_MS: '200',
        UPSTREAM_RETRY_READS: 'false',
      }),
      upstreamUrl: `http://127.0.0.1:${address.port}`,
      logger: createLogger('silent'),
      clientDist: dist,
    });
    base = (await gateway.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await gateway.close();
    hanging.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the page without its data at the deadline, not kept by a CDN, while the legacy call still hangs', async () => {
    const page = await get(`${base}/detail/41/7`, { cookie: ARABIC_COOKIE });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
    const doc = document(page.html);
    // The page's own title and description, its alternates, no product data.
    expect(doc.title).toBe(`${arabic.titles['detail']} · ${arabic.appName}`);
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(16);
    expect(metaContent(doc, 'product:price:amount')).toBeUndefined();
    expect(structuredData(doc)).toEqual([]);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // The legacy call it waited for has not been answered: the page did not wait for it.
    expect(sockets.size).toBeGreaterThan(0);
  });
});

describe('public pages once the legacy API is gone', () => {
  let legacy: StandIn;
  let gateway: Gateway;
  let base: string;
  let dist: string;

  beforeAll(async () => {
    legacy = await startStandIn();
    dist = clientBuild();
    gateway = await createGateway({
      // Nothing is fresh for long: every page asks again, and the last good answer stands in when that fails.
      config: readConfig({
        LOG_LEVEL: 'silent',
        SHED_LAG_MS: '0',
        METRICS_PORT: '0',
        PUBLIC_URL,
        PUBLIC_CACHE_TTL_MS: '1',
      }),
      upstreamUrl: legacy.url,
      logger: createLogger('silent'),
      clientDist: dist,
    });
    base = (await gateway.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('a product page keeps its title, price and picture from the last good answer, and no CDN keeps it', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hotProducts(limit: 1) { items { productId shopId title price } } }' }),
    });
    const [product] = ((await response.json()) as { data: { hotProducts: { items: HotProduct[] } } }).data.hotProducts
      .items;
    const path = `${base}/detail/${product!.productId}/${product!.shopId}`;
    const fresh = await get(path);
    expect(fresh.headers.get('cache-control')).toMatch(/s-maxage/);
    await legacy.close();

    const page = await get(path);
    expect(page.status).toBe(200);
    const doc = document(page.html);
    expect(doc.title).toBe(`${product!.title} · Crossborder Mall`);
    expect(metaContent(doc, 'product:price:amount')).toBe(product!.price);
    expect(metaContent(doc, 'og:image')).toBe(metaContent(document(fresh.html), 'og:image'));
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
