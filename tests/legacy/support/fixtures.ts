import { hashSecret } from '../../../legacy/security/passwords.ts';
import { hashToken, newToken, SESSION_SECONDS } from '../../../legacy/security/tokens.ts';
import type { StandIn } from './standIn.ts';

/*
 * Shops, products and buyers of the cart and order tests, written straight into the
 * database so each test knows its prices, stock and balances exactly and does not
 * depend on the seed.
 */

let serial = 0;
function next(): number {
  serial += 1;
  return serial;
}

/** Computed once: scrypt is deliberately slow. */
let payHash: string | undefined;
function payCodeHash(): string {
  payHash ??= hashSecret('123456');
  return payHash;
}

export interface Buyer {
  id: number;
  token: string;
}

export interface BuyerOptions {
  /** Balance in cents (default 10000.00). */
  cents?: number;
  /** Has a payment code (default true). */
  payCode?: boolean;
  /** This session verified the payment code (default true). */
  verified?: boolean;
}

/** A buyer with a live session, a balance and (by default) a verified payment code. */
export function makeBuyer(s: StandIn, options: BuyerOptions = {}): Buyer {
  const { cents = 1_000_000, payCode = true, verified = true } = options;
  const n = next();
  const now = s.clock.now();
  const { lastInsertRowid } = s.db
    .prepare(
      `INSERT INTO users (username, nickname, password_hash, pay_hash, money_cents, createtime)
       VALUES (?, ?, 'unused', ?, ?, ?)`,
    )
    .run(`orderbuyer${n}`, `Order buyer ${n}`, payCode ? payCodeHash() : null, cents, now);
  const id = Number(lastInsertRowid);
  const token = newToken();
  s.db
    .prepare(
      'INSERT INTO sessions (token_hash, user_id, createtime, expires_at, pay_verified_until) VALUES (?, ?, ?, ?, ?)',
    )
    .run(hashToken(token), id, now, now + SESSION_SECONDS * 100, verified ? now + 10 * 365 * 86400 : 0);
  return { id, token };
}

/** Sets (or clears, with 0) how long the buyer's session counts as payment-verified. */
export function setPayVerified(s: StandIn, buyer: Buyer, until: number): void {
  s.db.prepare('UPDATE sessions SET pay_verified_until = ? WHERE token_hash = ?').run(until, hashToken(buyer.token));
}

export function makeShop(s: StandIn, name = `Test shop ${next()}`): number {
  const { lastInsertRowid } = s.db
    .prepare("INSERT INTO merchants (mer_name, mer_avatar, createtime) VALUES (?, '/static/img/shop/test.svg', ?)")
    .run(name, s.clock.now());
  return Number(lastInsertRowid);
}

function categoryId(s: StandIn): number {
  const found = s.db.prepare('SELECT category_id FROM categories ORDER BY category_id LIMIT 1').get() as
    | { category_id: number }
    | undefined;
  if (found) return found.category_id;
  const { lastInsertRowid } = s.db
    .prepare("INSERT INTO categories (name, name_en) VALUES ('Toys', 'toys')")
    .run();
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

export interface AddressOptions {
  isDefault?: boolean;
}

/** One of the buyer's shipping addresses. */
export function makeAddress(s: StandIn, buyer: Buyer, { isDefault = true }: AddressOptions = {}): number {
  const { lastInsertRowid } = s.db
    .prepare(
      `INSERT INTO addresses (user_id, name, mobile, country, area, detail, tag, is_default, createtime)
       VALUES (?, 'Ada Buyer', '+44 7700 900123', 'United Kingdom', 'London', '1 Test Street', 'Home', ?, ?)`,
    )
    .run(buyer.id, isDefault ? 1 : 0, s.clock.now());
  return Number(lastInsertRowid);
}

/** Columns of a listing's stock counters. */
export function stockOf(s: StandIn, listingId: number) {
  return s.db
    .prepare('SELECT stock, reserved, sales, real_sales FROM listings WHERE id = ?')
    .get(listingId) as { stock: number; reserved: number; sales: number; real_sales: number };
}

export function balanceOf(s: StandIn, buyer: Buyer): number {
  return (s.db.prepare('SELECT money_cents FROM users WHERE id = ?').get(buyer.id) as { money_cents: number })
    .money_cents;
}

export function billsOf(s: StandIn, buyer: Buyer) {
  return s.db
    .prepare('SELECT title, money_cents, type, balance_cents FROM bills WHERE user_id = ? ORDER BY id')
    .all(buyer.id) as Array<{ title: string; money_cents: number; type: string; balance_cents: number }>;
}

export function orderRow(s: StandIn, orderId: number) {
  return s.db.prepare('SELECT * FROM orders WHERE order_id = ?').get(orderId) as Record<string, number | string>;
}

/** Buys a product directly: merCreate then merSubmit. Answers the trade and its orders' ids. */
export async function placeOrder(
  s: StandIn,
  buyer: Buyer,
  listing: Listing,
  number = 1,
  spec = '',
): Promise<{ outTradeNo: string; total: string; orderIds: number[] }> {
  const base = { product_id: listing.productId, mer_id: listing.merId, id: listing.id, number, spec };
  const draft = await s.post('/api/order/merCreate', base, buyer.token);
  if (draft.body.code !== 1) throw new Error(`merCreate failed: ${draft.body.msg}`);
  const addressId = makeAddress(s, buyer, { isDefault: false });
  const submitted = await s.post(
    '/api/order/merSubmit',
    { ...base, address_id: addressId, chu_id: draft.body.data.chu_id },
    buyer.token,
  );
  if (submitted.body.code !== 1) throw new Error(`merSubmit failed: ${submitted.body.msg}`);
  const { out_trade_no: outTradeNo, total_price: total } = submitted.body.data as {
    out_trade_no: string;
    total_price: string;
  };
  const orderIds = (
    s.db.prepare('SELECT order_id FROM orders WHERE out_trade_no = ? ORDER BY order_id').all(outTradeNo) as Array<{
      order_id: number;
    }>
  ).map((row) => row.order_id);
  return { outTradeNo, total, orderIds };
}

/** Places and pays a one-product order; answers its id. */
export async function paidOrder(s: StandIn, buyer: Buyer, listing: Listing, number = 1): Promise<number> {
  const { orderIds } = await placeOrder(s, buyer, listing, number);
  const orderId = orderIds[0] as number;
  const paid = await s.post('/api/user/pay', { order_id: orderId }, buyer.token);
  if (paid.body.code !== 1) throw new Error(`pay failed: ${paid.body.msg}`);
  return orderId;
}

/** Places, pays, ships (as the operator) and confirms receipt of a one-product order. */
export async function receivedOrder(s: StandIn, buyer: Buyer, listing: Listing, number = 1): Promise<number> {
  const orderId = await paidOrder(s, buyer, listing, number);
  const shipped = await s.admin('POST', `/admin/orders/${orderId}/ship`);
  if (shipped.body.code !== 1) throw new Error(`ship failed: ${shipped.body.msg}`);
  const received = await s.post('/api/order/received', { order_id: orderId }, buyer.token);
  if (received.body.code !== 1) throw new Error(`received failed: ${received.body.msg}`);
  return orderId;
}
