import { Router, type Request, type Response } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicOrigin } from '../context.ts';
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages.ts';
import { escapeHtml } from './htmlText.ts';
import type { Loaded, PageData } from './pageData.ts';
import { pageUrl } from './pageHead.ts';
import {
  CATEGORIES_HEAD,
  SITEMAP_CATEGORY_PRODUCTS,
  SITEMAP_PAGE_SIZE,
  SITEMAP_PRODUCTS,
  SITEMAP_SHOPS,
  type ProductsPage,
} from './pageQueries.ts';
import type { PublicPage } from './publicPages.ts';

/** Sitemaps of one product list (the hot products, a category's) per language at most, of SITEMAP_PAGE_SIZE products each. */
const MAX_PRODUCT_FILES = 200;
/** Hot shops listed in a language's pages sitemap. */
const SITEMAP_SHOP_COUNT = 100;
/** A sitemap is read by crawlers, which wait; it is remade at most this often (when complete). */
const SITEMAP_CACHE = 'public, max-age=3600';

export interface SitemapOptions {
  dist: string;
  data: PageData;
  publicUrl: string | undefined;
}

/** The pages every language lists: the storefront's public screens without data of their own. */
const FIXED_PAGES: PublicPage[] = [
  { kind: 'home' },
  { kind: 'titled', title: 'explore' },
  { kind: 'titled', title: 'popular' },
  { kind: 'titled', title: 'filter' },
  { kind: 'products' },
  { kind: 'titled', title: 'search' },
  { kind: 'titled', title: 'law' },
  { kind: 'titled', title: 'helpAndSupport' },
];

function totalOf(loaded: Loaded<ProductsPage>): number | undefined {
  return loaded && 'data' in loaded ? loaded.data.total : undefined;
}

function urlSet(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(urls: string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeHtml(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A sitemap no index names (a language, list or page that is not there): a plain 404, whatever serves the rest. */
function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

function sendXml(res: Response, xml: string, complete: boolean, varyOnHost: boolean): void {
  res.setHeader('Cache-Control', complete ? SITEMAP_CACHE : 'no-cache');
  if (varyOnHost) for (const header of ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto']) res.vary(header);
  res.type('application/xml').send(xml);
}

/**
 * What crawlers read to find the pages: `robots.txt` (the build's rules and where the sitemap
 * is), `sitemap.xml` (an index of every language's sitemaps) and, per language,
 * `sitemaps/<language>/pages.xml` (the public screens, each category's list, the hot shops),
 * `sitemaps/<language>/products-<n>.xml` (the hot products) and
 * `sitemaps/<language>/category-<id>-<n>.xml` (each category's products), SITEMAP_PAGE_SIZE
 * products a file. Every URL is absolute on PUBLIC_URL and names its language (`?lang=`), as the pages'
 * `hreflang` alternates do. What the legacy API cannot answer is left out (and not cached).
 */
export function sitemapRoutes({ dist, data, publicUrl }: SitemapOptions): Router {
  const router = Router();
  const varyOnHost = publicUrl === undefined;
  const context = (req: Request, language: Language) => ({
    req,
    language,
    origin: publicOrigin(req, publicUrl),
    // Crawlers wait; the legacy call's own deadline bounds it.
    deadlineMs: Number.POSITIVE_INFINITY,
  });

  router.get('/robots.txt', (req, res) => {
    let rules: string;
    try {
      rules = readFileSync(join(dist, 'robots.txt'), 'utf8');
    } catch {
      rules = 'User-agent: *\nAllow: /\n';
    }
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (varyOnHost) for (const header of ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto']) res.vary(header);
    res.type('text/plain').send(`${rules.trimEnd()}\n\nSitemap: ${publicOrigin(req, publicUrl)}/sitemap.xml\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = publicOrigin(req, publicUrl);
    // How many products each list has (the same in every language): the hot products, and each category's.
    const on = context(req, 'en');
    const [hot, categories] = await Promise.all([
      data.load(SITEMAP_PRODUCTS, { page: 1, limit: SITEMAP_PAGE_SIZE }, on),
      data.load(CATEGORIES_HEAD, {}, on),
    ]);
    const categoryIds = categories && 'data' in categories ? categories.data.map((category) => category.id) : [];
    const categoryPages = await Promise.all(
      categoryIds.map((categoryId) =>
        data.load(SITEMAP_CATEGORY_PRODUCTS, { categoryId, page: 1, limit: SITEMAP_PAGE_SIZE }, on),
      ),
    );
    const lists = [
      { name: 'products', total: totalOf(hot) },
      ...categoryIds.map((id, index) => ({ name: `category-${id}`, total: totalOf(categoryPages[index]) })),
    ];
    const urls = LANGUAGES.flatMap((language) => [
      `${origin}/sitemaps/${language}/pages.xml`,
      ...lists.flatMap(({ name, total }) =>
        Array.from(
          { length: Math.min(MAX_PRODUCT_FILES, Math.ceil((total ?? 0) / SITEMAP_PAGE_SIZE)) },
          (_, index) => `${origin}/sitemaps/${language}/${name}-${index + 1}.xml`,
        ),
      ),
    ]);
    const complete = categories !== undefined && lists.every(({ total }) => total !== undefined);
    sendXml(res, sitemapIndex(urls), complete, varyOnHost);
  });

  router.get('/sitemaps/:language/pages.xml', async (req, res) => {
    const language = req.params['language'] ?? '';
    if (!isLanguage(language)) {
      notFound(res);
      return;
    }
    const on = context(req, language);
    const [categories, shops] = await Promise.all([
      data.load(CATEGORIES_HEAD, {}, on),
      data.load(SITEMAP_SHOPS, { limit: SITEMAP_SHOP_COUNT }, on),
    ]);
    const pages: PublicPage[] = [
      ...FIXED_PAGES,
      ...(categories && 'data' in categories ? categories.data : []).map((category): PublicPage => ({
        kind: 'products',
        categoryId: category.id,
      })),
      ...(shops && 'data' in shops ? shops.data : []).map((shop): PublicPage => ({ kind: 'shop', shopId: shop.id })),
    ];
    const complete = Boolean(categories && 'data' in categories && shops && 'data' in shops);
    sendXml(res, urlSet(pages.map((page) => pageUrl(on.origin, page, language))), complete, varyOnHost);
  });

  router.get(
    /^\/sitemaps\/([a-z-]{2,5})\/(products|category-([1-9]\d{0,17}))-([1-9]\d{0,3})\.xml$/,
    async (req, res) => {
      const params = req.params as unknown as Record<string, string | undefined>;
      const language = params['0'] ?? '';
      const categoryId = params['2'];
      const page = Number(params['3']);
      if (!isLanguage(language) || page > MAX_PRODUCT_FILES) {
        notFound(res);
        return;
      }
      const on = context(req, language);
      // Only the categories the shop has (their list is cached): a made-up id is no sitemap, and
      // no legacy call either, so walking ids cannot turn into as many calls.
      if (categoryId !== undefined) {
        const categories = await data.load(CATEGORIES_HEAD, {}, on);
        if (categories && 'data' in categories && !categories.data.some((category) => category.id === categoryId)) {
          notFound(res);
          return;
        }
      }
      const loaded =
        categoryId === undefined
          ? await data.load(SITEMAP_PRODUCTS, { page, limit: SITEMAP_PAGE_SIZE }, on)
          : await data.load(SITEMAP_CATEGORY_PRODUCTS, { categoryId, page, limit: SITEMAP_PAGE_SIZE }, on);
      const items = loaded && 'data' in loaded ? loaded.data.items : [];
      // Past a list's last product: the index never names such a file.
      if (loaded && 'data' in loaded && items.length === 0) {
        notFound(res);
        return;
      }
      const urls = items.map((item) =>
        pageUrl(on.origin, { kind: 'product', productId: item.productId, shopId: item.shopId }, language),
      );
      sendXml(res, urlSet(urls), loaded !== undefined && 'data' in loaded, varyOnHost);
    },
  );

  return router;
}
