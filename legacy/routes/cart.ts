import { Router } from 'express';
import { z } from 'zod';
import { formatCents } from '../db/money.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { id, optionalText } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { ids, optional, quantity } from '../orders/fields.ts';
import { available, checkSpec, listingFinder } from '../orders/listings.ts';

/** Most rows one buyer's cart holds. */
const MAX_CART_ROWS = 200;

interface CartRow {
  cart_id: number;
  mer_id: number;
  product_id: number;
  cart_num: number;
  spec: string;
  sales_price_cents: number;
  stock: number;
  reserved: number;
  image: string;
  title: string;
}

const addSchema = z.object({
  mer_id: id(),
  product_id: id(),
  id: optional(id()),
  num: quantity(),
  spec: optionalText(255),
});

/**
 * The buyer's cart: add (merging rows of the same listing and spec), set quantity, delete, list.
 * Buy-now rows (is_new = 1, see orders/draft.ts) are not part of it.
 */
export function cartRoutes({ db, clock }: AppDeps, { requireUser }: Auth): Router {
  const router = Router();
  const listings = listingFinder(db);

  const cartOf = db.prepare<[number], CartRow>(`
    SELECT c.cart_id, l.mer_id, l.product_id, c.cart_num, c.spec, l.sales_price_cents, l.stock, l.reserved,
           p.image, p.title
    FROM carts c JOIN listings l ON l.id = c.listing_id JOIN products p ON p.product_id = l.product_id
    WHERE c.user_id = ? AND c.is_new = 0 ORDER BY c.cart_id DESC`);

  router.get('/api/cart/index', requireUser, (req, res) => {
    const carts = cartOf.all(currentUser(req).id).map((row) => ({
      cart_id: row.cart_id,
      mer_id: row.mer_id,
      product_id: row.product_id,
      cart_num: row.cart_num,
      spec: row.spec,
      total_price: formatCents(row.sales_price_cents * row.cart_num),
      goods: {
        image: row.image,
        title: row.title,
        sales_price: formatCents(row.sales_price_cents),
        stock: available(row),
      },
    }));
    ok(req, res, { carts });
  });

  const sameRow = db.prepare<[number, number, string], { cart_id: number; cart_num: number }>(
    'SELECT cart_id, cart_num FROM carts WHERE user_id = ? AND listing_id = ? AND spec = ? AND is_new = 0',
  );
  const rowCount = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM carts WHERE user_id = ? AND is_new = 0',
  );
  const insertRow = db.prepare(
    'INSERT INTO carts (user_id, listing_id, spec, cart_num, createtime) VALUES (?, ?, ?, ?, ?)',
  );
  const setNum = db.prepare('UPDATE carts SET cart_num = ? WHERE cart_id = ? AND user_id = ?');

  router.post('/api/cart/add', requireUser, (req, res) => {
    const params = input(req, addSchema);
    const userId = currentUser(req).id;
    db.transaction(() => {
      const listing = listings.resolve(params);
      const spec = checkSpec(listing.spec_list, params.spec);
      const existing = sameRow.get(userId, listing.id, spec);
      const wanted = (existing?.cart_num ?? 0) + params.num;
      if (wanted > available(listing)) fail('cartInsufficientStock');
      if (existing) {
        setNum.run(wanted, existing.cart_id, userId);
      } else {
        if ((rowCount.get(userId)?.n ?? 0) >= MAX_CART_ROWS) fail('cartFull', { max: MAX_CART_ROWS });
        insertRow.run(userId, listing.id, spec, params.num, clock.now());
      }
    })();
    ok(req, res, null, 'cartAdded');
  });

  const ownRow = db.prepare<[number, number], { listing_id: number }>(
    'SELECT listing_id FROM carts WHERE cart_id = ? AND user_id = ? AND is_new = 0',
  );
  router.post('/api/cart/set_num', requireUser, (req, res) => {
    const { cart_id: cartId, num } = input(req, z.object({ cart_id: id(), num: quantity() }));
    const userId = currentUser(req).id;
    db.transaction(() => {
      const row = ownRow.get(cartId, userId) ?? fail('cartItemNotFound');
      const listing = listings.byId(row.listing_id) ?? fail('cartProductNotFound');
      if (num > available(listing)) fail('cartInsufficientStock');
      setNum.run(num, cartId, userId);
    })();
    ok(req, res, null, 'cartUpdated');
  });

  const deleteRows = db.prepare(
    'DELETE FROM carts WHERE user_id = ? AND is_new = 0 AND cart_id IN (SELECT value FROM json_each(?))',
  );
  router.post('/api/cart/del', requireUser, (req, res) => {
    const { cart_ids: cartIds } = input(req, z.object({ cart_ids: ids() }));
    const deleted = deleteRows.run(currentUser(req).id, JSON.stringify(cartIds)).changes;
    if (deleted === 0) fail('cartItemNotFound');
    ok(req, res, null, 'cartDeleted');
  });

  return router;
}
