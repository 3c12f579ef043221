import { Router } from 'express';
import { z } from 'zod';
import { categoryChecker, optionalId, titleFilter } from '../catalog/params.ts';
import { likePattern, PRODUCT_SELECT, toProduct, type ProductRow } from '../catalog/products.ts';
import { productRoutes } from '../catalog/productRoutes.ts';
import { SHOP_SELECT, toShop, type ShopRow } from '../catalog/shops.ts';
import type { Auth } from '../http/auth.ts';
import type { AppDeps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { paging } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { pageOf } from '../http/paging.ts';
import { localizedBannerUrl } from '../images/names.ts';
import { localizedPageUrl } from '../pages/urls.ts';

/** The platform settings /api/index/index answers, in this order. */
const PLATFORM_KEYS = ['logo', 'name', 'merchant_link', 'platform_link', 'custom_service'] as const;
/** How many top search keywords /api/product/index answers. */
const TOP_KEYWORDS = 10;
/** Longest search text remembered as a keyword. */
const MAX_KEYWORD = 50;

/** Home page, categories, product lists, search; product detail and like come from productRoutes. */
export function catalogRoutes(deps: AppDeps, auth: Auth): Router {
  const { db } = deps;
  const router = Router();
  const checkCategory = categoryChecker(db);

  const settings = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  router.get('/api/index/index', (req, res) => {
    const stored = new Map(settings.all().map((row) => [row.key, row.value]));
    // The links open the stand-in's pages in the reader's language.
    const value = (key: (typeof PLATFORM_KEYS)[number]) =>
      key === 'logo' || key === 'name' ? (stored.get(key) ?? '') : localizedPageUrl(stored.get(key) ?? '', req.lang);
    ok(req, res, Object.fromEntries(PLATFORM_KEYS.map((key) => [key, value(key)])));
  });

  const banners = db.prepare<[], { image: string }>('SELECT image FROM banners ORDER BY sort, id');
  router.get('/api/index/banner', (req, res) => {
    ok(
      req,
      res,
      banners.all().map((row) => localizedBannerUrl(row.image, req.lang)),
    );
  });

  const categories = db.prepare('SELECT category_id, name, name_en FROM categories ORDER BY sort, category_id');
  router.get('/api/index/category', (req, res) => {
    ok(req, res, categories.all());
  });

  const products = (where: string[], params: unknown[], order: string, page: { page: number; limit: number }) =>
    pageOf<ProductRow, ReturnType<typeof toProduct>>(
      db,
      `${PRODUCT_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order}`,
      params,
      page,
      toProduct,
    );

  /** Filters shared by the product lists: a category and a title substring. */
  const filters = (categoryId: number, title: string): { where: string[]; params: unknown[] } => {
    checkCategory(categoryId);
    const where: string[] = [];
    const params: unknown[] = [];
    if (categoryId) {
      where.push('p.category_id = ?');
      params.push(categoryId);
    }
    if (title) {
      where.push("p.title LIKE ? ESCAPE '\\'");
      params.push(likePattern(title));
    }
    return { where, params };
  };

  router.get('/api/index/product', (req, res) => {
    const { category_id, ...page } = input(req, z.object({ category_id: optionalId(), ...paging }));
    const { where, params } = filters(category_id, '');
    ok(req, res, products(where, params, 'l.createtime DESC, l.id DESC', page));
  });

  router.get('/api/index/hot_product', (req, res) => {
    const { title, ...page } = input(req, z.object({ title: titleFilter, ...paging }));
    const { where, params } = filters(0, title);
    ok(req, res, products(['l.is_hot = 1', ...where], params, 'l.sales DESC, l.id', page));
  });

  router.get('/api/product/recommend', (req, res) => {
    const { category_id, ...page } = input(req, z.object({ category_id: optionalId(), ...paging }));
    const { where, params } = filters(category_id, '');
    ok(req, res, products(where, params, 'l.is_hot DESC, l.sales DESC, l.id', page));
  });

  const recordKeyword = db.prepare(
    'INSERT INTO keywords (keyword, hits) VALUES (?, 1) ON CONFLICT (keyword) DO UPDATE SET hits = hits + 1',
  );
  router.get('/api/product/search', (req, res) => {
    const { title, category_id, ...page } = input(
      req,
      z.object({ title: titleFilter, category_id: optionalId(), ...paging }),
    );
    const { where, params } = filters(category_id, title);
    const found = products(where, params, 'l.sales DESC, l.id', page);
    // A search counts once, on its first page (loading more pages is the same search).
    const keyword = title.toLowerCase().replace(/\s+/g, ' ');
    if (keyword && page.page === 1 && keyword.length <= MAX_KEYWORD) recordKeyword.run(keyword);
    ok(req, res, { total: found.count, list: found.list });
  });

  const keywords = db.prepare<[number], { keyword: string }>(
    'SELECT keyword FROM keywords ORDER BY hits DESC, keyword LIMIT ?',
  );
  router.get('/api/product/index', (req, res) => {
    ok(req, res, keywords.all(TOP_KEYWORDS));
  });

  const shops = (where: string, params: unknown[], page: { page: number; limit: number }) =>
    pageOf<ShopRow, ReturnType<typeof toShop>>(
      db,
      `${SHOP_SELECT}${where ? ` WHERE ${where}` : ''} ORDER BY sales DESC, m.mer_id`,
      params,
      page,
      toShop,
    );

  router.get('/api/index/hot_merchant', (req, res) => {
    const page = input(req, z.object(paging));
    ok(req, res, shops('m.is_hot = 1', [], page));
  });

  router.get('/api/product/searchs', (req, res) => {
    const { title, ...page } = input(req, z.object({ title: titleFilter, ...paging }));
    const found = title ? shops("m.mer_name LIKE ? ESCAPE '\\'", [likePattern(title)], page) : shops('', [], page);
    ok(req, res, { total: found.count, list: found.list });
  });

  router.use(productRoutes(deps, auth));
  return router;
}
