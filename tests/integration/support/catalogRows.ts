import type { Db } from '../../../legacy/db/open.ts';

/*
 * What the gateway should answer for products and shops, read straight from the
 * stand-in's database (written independently of the stand-in's own mapping), so
 * catalogue tests compare exact data rather than shapes.
 */

/** Integer cents as the two-place decimal string of the Money scalar. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A relative upstream image path as the absolute URL the gateway answers. */
export function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

export function absoluteList(origin: string, urls: string): string[] {
  return urls === '' ? [] : urls.split(',').map((url) => absolute(origin, url));
}

export interface ExpectedProduct {
  id: string;
  productId: string;
  shopId: string;
  title: string;
  image: string;
  images: string[];
  price: string;
  marketPrice: string;
  sales: number;
  stock: number;
  clicks: number;
  descriptionHtml: string;
  specGroups: Array<{ name: string; values: string[] }>;
}

interface ListingRow {
  id: number;
  product_id: number;
  mer_id: number;
  title: string;
  image: string;
  images: string;
  sales_price_cents: number;
  market_price_cents: number;
  sales: number;
  stock: number;
  reserved: number;
  click: number;
  content: string;
  spec_list: string;
}

const LISTINGS = `
  SELECT l.id, l.product_id, l.mer_id, p.title, p.image, p.images, l.sales_price_cents, p.market_price_cents,
         l.sales, l.stock, l.reserved, l.click, p.content, p.spec_list
  FROM listings l JOIN products p ON p.product_id = l.product_id`;

function toExpectedProduct(origin: string, row: ListingRow): ExpectedProduct {
  const groups = JSON.parse(row.spec_list) as Array<{ name: string; child: string[] }>;
  return {
    id: String(row.id),
    productId: String(row.product_id),
    shopId: String(row.mer_id),
    title: row.title,
    image: absolute(origin, row.image),
    images: absoluteList(origin, row.images),
    price: money(row.sales_price_cents),
    marketPrice: money(row.market_price_cents),
    sales: row.sales,
    stock: Math.max(0, row.stock - row.reserved),
    clicks: row.click,
    descriptionHtml: row.content,
    specGroups: groups.map((group) => ({ name: group.name, values: group.child })),
  };
}

/** Products (listings) matching `where` (over `l` listings, `p` products, plus any `extraJoin`), in `order`. */
export function expectedProducts(
  db: Db,
  origin: string,
  {
    where = '1 = 1',
    params = [],
    order,
    limit,
    offset = 0,
    extraJoin = '',
  }: {
    where?: string;
    params?: unknown[];
    order: string;
    limit: number;
    offset?: number;
    extraJoin?: string;
  },
): { items: ExpectedProduct[]; total: number } {
  const base = `${LISTINGS} ${extraJoin} WHERE ${where}`;
  const rows = db.prepare(`${base} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, limit, offset) as ListingRow[];
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM (${base})`).get(...params) as { n: number };
  return { items: rows.map((row) => toExpectedProduct(origin, row)), total: n };
}

export function expectedProduct(db: Db, origin: string, merId: number, productId: number): ExpectedProduct {
  const { items } = expectedProducts(db, origin, {
    where: 'l.mer_id = ? AND l.product_id = ?',
    params: [merId, productId],
    order: 'l.id',
    limit: 1,
  });
  const [product] = items;
  if (!product) throw new Error(`no listing of product ${productId} in shop ${merId}`);
  return product;
}

export interface ExpectedShop {
  id: string;
  name: string;
  avatar: string;
  followers: number;
  favorableRate: string;
  sales: number;
  totalSales: string;
}

interface ShopRow {
  mer_id: number;
  mer_name: string;
  mer_avatar: string;
  follow_count: number;
  sales: number;
  turnover: number;
  reviews: number;
  good: number;
}

const SHOPS = `
  SELECT m.mer_id, m.mer_name, m.mer_avatar, m.follow_count,
         (SELECT COALESCE(SUM(sales), 0) FROM listings WHERE mer_id = m.mer_id) AS sales,
         (SELECT COALESCE(SUM(sales * sales_price_cents), 0) FROM listings WHERE mer_id = m.mer_id) AS turnover,
         (SELECT COUNT(*) FROM reviews WHERE mer_id = m.mer_id) AS reviews,
         (SELECT COUNT(*) FROM reviews WHERE mer_id = m.mer_id AND product_score >= 4) AS good
  FROM merchants m`;

/** The share of good reviews in tenths of a percent, rounded half up, as "98.6"; "100.0" without reviews. */
function favorableRate(reviews: number, good: number): string {
  if (reviews === 0) return '100.0';
  const tenths = Math.round((good * 1000) / reviews);
  return (tenths / 10).toFixed(1);
}

/** Shops matching `where` (over `m` merchants), best-selling first as every shop list orders them. */
export function expectedShops(
  db: Db,
  origin: string,
  {
    where = '1 = 1',
    params = [],
    order = 'sales DESC, m.mer_id',
    limit,
    offset = 0,
    extraJoin = '',
  }: {
    where?: string;
    params?: unknown[];
    order?: string;
    limit: number;
    offset?: number;
    extraJoin?: string;
  },
): { items: ExpectedShop[]; total: number } {
  const base = `${SHOPS} ${extraJoin} WHERE ${where}`;
  const rows = db.prepare(`${base} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, limit, offset) as ShopRow[];
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM (${base})`).get(...params) as { n: number };
  return {
    items: rows.map((row) => ({
      id: String(row.mer_id),
      name: row.mer_name,
      avatar: absolute(origin, row.mer_avatar),
      followers: row.follow_count,
      favorableRate: favorableRate(row.reviews, row.good),
      sales: row.sales,
      totalSales: money(row.turnover),
    })),
    total: n,
  };
}

export function expectedShop(db: Db, origin: string, merId: number): ExpectedShop {
  const [shop] = expectedShops(db, origin, { where: 'm.mer_id = ?', params: [merId], limit: 1 }).items;
  if (!shop) throw new Error(`no shop ${merId}`);
  return shop;
}

/** The user id of an account name. */
export function userId(db: Db, username: string): number {
  return (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;
}
