import type { StandIn } from './standIn.ts';

/*
 * Shops and listed products of the tests' own, written straight into the database so
 * each test knows its prices and stock exactly and does not depend on the seed.
 */

let serial = 0;
function next(): number {
  serial += 1;
  return serial;
}

export function makeShop(s: StandIn, name = `Test shop ${next()}`): number {
  const { lastInsertRowid } = s.db
    .prepare("INSERT INTO merchants (mer_name, mer_avatar, createtime) VALUES (?, '/static/img/shop/test.svg', ?)")
    .run(name, s.clock.now());
  return Number(lastInsertRowid);
}

function categoryId(s: StandIn): number {
  const found = s.db.prepare('SELECT category_id FROM categories ORDER BY category_id LIMIT 1').get() as
    { category_id: number } | undefined;
  if (found) return found.category_id;
  const { lastInsertRowid } = s.db.prepare("INSERT INTO categories (name, name_en) VALUES ('Toys', 'toys')").run();
  return Number(lastInsertRowid);
}

export interface Listing {
  id: number;
  merId: number;
  productId: number;
  priceCents: number;
  freightCents: number;
  title: string;
  image: string;
}

export interface ListingOptions {
  merId?: number;
  priceCents?: number;
  freightCents?: number;
  stock?: number;
  /** The product's options, e.g. [{ name: 'Colour', child: ['Black', 'White'] }]. */
  specList?: Array<{ name: string; child: string[] }>;
}

/** A product listed by a shop (a new shop unless `merId` is given). */
export function makeListing(s: StandIn, options: ListingOptions = {}): Listing {
  const { priceCents = 1250, freightCents = 500, stock = 50, specList = [] } = options;
  const merId = options.merId ?? makeShop(s);
  const n = next();
  const title = `Test product ${n}`;
  const image = `/static/img/product/test-${n}.svg`;
  const product = s.db
    .prepare(
      `INSERT INTO products (category_id, title, image, images, content, spec, spec_list, market_price_cents)
       VALUES (?, ?, ?, ?, '<p>Test</p>', '', ?, ?)`,
    )
    .run(categoryId(s), title, image, image, JSON.stringify(specList), priceCents * 2);
  const productId = Number(product.lastInsertRowid);
  const listing = s.db
    .prepare(
      `INSERT INTO listings (mer_id, product_id, sales_price_cents, freight_cents, stock, createtime)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(merId, productId, priceCents, freightCents, stock, s.clock.now());
  return { id: Number(listing.lastInsertRowid), merId, productId, priceCents, freightCents, title, image };
}

/** Columns of a listing's stock counters. */
export function stockOf(s: StandIn, listingId: number) {
  return s.db.prepare('SELECT stock, reserved, sales, real_sales FROM listings WHERE id = ?').get(listingId) as {
    stock: number;
    reserved: number;
    sales: number;
    real_sales: number;
  };
}
