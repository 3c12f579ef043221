import { randomInt } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';
import { groupByShop, linePricer, type Draft } from './draft.ts';

/** The shipping address an order keeps a copy of. */
export interface AddressSnapshot {
  name: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
}

/** "20260301100000" + 6 random digits: sortable by time, unguessable enough for a number. */
function serial(now: number): string {
  const stamp = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Turns a checkout draft into orders, all or nothing: re-checks and reserves
 * stock, creates one order per shop (status 0) with its lines, removes the
 * ordered cart rows and consumes the draft. The orders share one out_trade_no.
 */
export function orderCreator(db: Db) {
  const priceLines = linePricer(db);
  const takeDraft = db.prepare('DELETE FROM order_drafts WHERE chu_id = ? AND user_id = ?');
  const reserve = db.prepare('UPDATE listings SET reserved = reserved + ? WHERE id = ? AND stock - reserved >= ?');
  const snTaken = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM orders WHERE order_sn = ?');
  const tradeTaken = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM orders WHERE out_trade_no = ?');
  const insertOrder = db.prepare<unknown[], { order_id: number }>(`
    INSERT INTO orders (order_sn, out_trade_no, user_id, mer_id, status, refund_status, total_num,
      goods_price_cents, delivery_price_cents, total_price_cents, real_name, user_phone, user_address, createtime)
    VALUES (?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING order_id`);
  const insertLine = db.prepare(`
    INSERT INTO order_products (order_id, listing_id, mer_id, product_id, title, image, spec,
      product_price_cents, product_num, total_price_cents)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const removeCartRows = db.prepare(
    'DELETE FROM carts WHERE user_id = ? AND cart_id IN (SELECT value FROM json_each(?))',
  );

  function unique(taken: (value: string) => boolean, make: () => string): string {
    for (;;) {
      const value = make();
      if (!taken(value)) return value;
    }
  }

  return (userId: number, chuId: string, draft: Draft, address: AddressSnapshot, now: number) =>
    db.transaction(() => {
      if (takeDraft.run(chuId, userId).changes !== 1) fail('orderDraftExpired');
      const lines = priceLines(draft.lines);
      const perListing = new Map<number, number>();
      for (const line of lines) perListing.set(line.listing_id, (perListing.get(line.listing_id) ?? 0) + line.number);
      for (const [listingId, count] of perListing) {
        if (reserve.run(count, listingId, count).changes !== 1) fail('cartInsufficientStock');
      }

      const outTradeNo = unique(
        (value) => (tradeTaken.get(value)?.n ?? 0) > 0,
        () => `T${serial(now)}`,
      );
      // An address saved by the original client has its one region in both country and area.
      const region = address.area === address.country ? [address.area] : [address.country, address.area];
      const userAddress = [...region, address.detail].filter((part) => part !== '').join(' ');
      let totalCents = 0;
      const orderIds: number[] = [];
      for (const shop of groupByShop(lines)) {
        const orderSn = unique(
          (value) => (snTaken.get(value)?.n ?? 0) > 0,
          () => serial(now),
        );
        const total = shop.goods_cents + shop.freight_cents;
        const order = insertOrder.get(
          orderSn,
          outTradeNo,
          userId,
          shop.mer_id,
          shop.total_num,
          shop.goods_cents,
          shop.freight_cents,
          total,
          address.name,
          address.mobile,
          userAddress,
          now,
        );
        if (!order) throw new Error('order insert returned no row');
        orderIds.push(order.order_id);
        for (const line of shop.lines) {
          const price = line.listing.sales_price_cents;
          insertLine.run(
            order.order_id,
            line.listing_id,
            line.mer_id,
            line.product_id,
            line.listing.title,
            line.listing.image,
            line.spec,
            price,
            line.number,
            price * line.number,
          );
        }
        totalCents += total;
      }
      const cartIds = draft.lines.map((line) => line.cart_id).filter((cartId) => cartId > 0);
      if (cartIds.length > 0) removeCartRows.run(userId, JSON.stringify(cartIds));
      return { outTradeNo, totalCents, orderIds };
    })();
}
