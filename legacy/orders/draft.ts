import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';
import { available, checkSpec, listingFinder, type ListingRow } from './listings.ts';

/** A checkout draft (merCreate's `chu_id`) lives this long. */
const DRAFT_SECONDS = 30 * 60;

/** One line of a checkout: what the buyer is about to order. */
export interface DraftLine {
  listing_id: number;
  mer_id: number;
  product_id: number;
  spec: string;
  number: number;
  /**
   * The cart row it came from. A line bought straight from the product page gets a
   * hidden buy-now row (is_new = 1), as the real API does: the original client always
   * submits the draft's cart_ids. (Drafts saved before that carry 0.)
   */
  cart_id: number;
}

export interface Draft {
  source: 'cart' | 'product';
  lines: DraftLine[];
}

/** A line with its listing's current price, freight and product. */
export interface PricedLine extends DraftLine {
  listing: ListingRow;
}

/** The lines of one shop, as they become one order. */
export interface ShopGroup {
  mer_id: number;
  lines: PricedLine[];
  goods_cents: number;
  /** A shop charges the highest freight among its items, once. */
  freight_cents: number;
  total_num: number;
}

/**
 * Prices draft lines against the listings as they are now: every listing must
 * still exist and hold the quantity (summed over lines of the same listing).
 */
export function linePricer(db: Db): (lines: DraftLine[]) => PricedLine[] {
  const listings = listingFinder(db);
  return (lines) => {
    const wanted = new Map<number, number>();
    return lines.map((line) => {
      const listing = listings.byId(line.listing_id) ?? fail('cartProductNotFound');
      const total = (wanted.get(listing.id) ?? 0) + line.number;
      wanted.set(listing.id, total);
      if (total > available(listing)) fail('cartInsufficientStock');
      return { ...line, listing };
    });
  };
}

/** Groups priced lines by shop, in the order the shops first appear. */
export function groupByShop(lines: PricedLine[]): ShopGroup[] {
  const groups = new Map<number, ShopGroup>();
  for (const line of lines) {
    let group = groups.get(line.mer_id);
    if (!group) {
      group = { mer_id: line.mer_id, lines: [], goods_cents: 0, freight_cents: 0, total_num: 0 };
      groups.set(line.mer_id, group);
    }
    group.lines.push(line);
    group.goods_cents += line.listing.sales_price_cents * line.number;
    group.freight_cents = Math.max(group.freight_cents, line.listing.freight_cents);
    group.total_num += line.number;
  }
  return [...groups.values()];
}

interface CartLineRow {
  cart_id: number;
  listing_id: number;
  spec: string;
  cart_num: number;
  mer_id: number;
  product_id: number;
  spec_list: string;
}

/** Reads and stores checkout drafts. */
export function draftStore(db: Db) {
  const cartLines = db.prepare<[number, string], CartLineRow>(`
    SELECT c.cart_id, c.listing_id, c.spec, c.cart_num, l.mer_id, l.product_id, p.spec_list
    FROM carts c JOIN listings l ON l.id = c.listing_id JOIN products p ON p.product_id = l.product_id
    WHERE c.user_id = ? AND c.cart_id IN (SELECT value FROM json_each(?))
    ORDER BY c.cart_id`);
  const prune = db.prepare('DELETE FROM order_drafts WHERE expires_at <= ?');
  const pruneBuyNow = db.prepare('DELETE FROM carts WHERE user_id = ? AND is_new = 1 AND createtime <= ?');
  const insertBuyNow = db.prepare<[number, number, string, number, number], { cart_id: number }>(
    'INSERT INTO carts (user_id, listing_id, spec, cart_num, is_new, createtime) VALUES (?, ?, ?, ?, 1, ?) RETURNING cart_id',
  );
  const insert = db.prepare(
    'INSERT INTO order_drafts (chu_id, user_id, payload, createtime, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string, number, number], { payload: string }>(
    'SELECT payload FROM order_drafts WHERE chu_id = ? AND user_id = ? AND expires_at > ?',
  );

  return {
    /** Draft lines from the buyer's own cart rows; every id must be one of them. */
    fromCart(userId: number, cartIds: number[]): DraftLine[] {
      const unique = [...new Set(cartIds)];
      const rows = cartLines.all(userId, JSON.stringify(unique));
      if (rows.length !== unique.length) fail('cartItemNotFound');
      return rows.map((row) => ({
        listing_id: row.listing_id,
        mer_id: row.mer_id,
        product_id: row.product_id,
        spec: checkSpec(row.spec_list, row.spec),
        number: row.cart_num,
        cart_id: row.cart_id,
      }));
    },

    /**
     * The hidden cart row of a line bought from the product page. Rows whose draft has
     * expired go first, so abandoned buy-now attempts do not pile up.
     */
    buyNowRow(userId: number, line: Omit<DraftLine, 'cart_id'>, now: number): number {
      pruneBuyNow.run(userId, now - DRAFT_SECONDS);
      const row = insertBuyNow.get(userId, line.listing_id, line.spec, line.number, now);
      if (!row) throw new Error('buy-now cart row insert returned no row');
      return row.cart_id;
    },

    save(userId: number, draft: Draft, now: number): string {
      prune.run(now);
      const chuId = randomBytes(16).toString('hex');
      insert.run(chuId, userId, JSON.stringify(draft), now, now + DRAFT_SECONDS);
      return chuId;
    },

    /** The buyer's unexpired draft, or "This checkout has expired". */
    load(userId: number, chuId: string, now: number): Draft {
      const row = find.get(chuId, userId, now) ?? fail('orderDraftExpired');
      return JSON.parse(row.payload) as Draft;
    },
  };
}
