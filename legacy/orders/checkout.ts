import { Router } from 'express';
import { z } from 'zod';
import { addressFinder } from '../addresses/store.ts';
import { formatCents } from '../db/money.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { id, optionalText, text } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { draftStore, groupByShop, linePricer, type Draft, type DraftLine } from './draft.ts';
import { ids, optional, quantity } from './fields.ts';
import { checkSpec, listingFinder, normaliseSpec } from './listings.ts';
import { orderCreator } from './submit.ts';

const createSchema = z.object({
  cart_id: optional(ids()),
  product_id: optional(id()),
  mer_id: optional(id()),
  id: optional(id()),
  number: optional(quantity()),
  spec: optionalText(255),
});

const submitSchema = createSchema.omit({ cart_id: true }).extend({
  address_id: id(),
  chu_id: text(64),
  cart_ids: optional(ids()),
  cart_id: optional(ids()),
});

/** Checkout: merCreate prices a draft, merSubmit turns it into orders. */
export function checkoutRoutes({ db, clock }: AppDeps, { requireUser }: Auth): Router {
  const router = Router();
  const listings = listingFinder(db);
  const drafts = draftStore(db);
  const priceLines = linePricer(db);
  const createOrders = orderCreator(db);
  const addresses = addressFinder(db);

  /**
   * The line bought straight from a product page (product_id, mer_id, id, number, spec),
   * with its hidden buy-now cart row.
   */
  function productLine(userId: number, params: z.infer<typeof createSchema>, now: number): DraftLine {
    if (params.mer_id === undefined) fail('required', { field: 'mer_id' });
    if (params.number === undefined) fail('required', { field: 'number' });
    const listing = listings.resolve({ id: params.id, mer_id: params.mer_id, product_id: params.product_id ?? 0 });
    const line = {
      listing_id: listing.id,
      mer_id: listing.mer_id,
      product_id: listing.product_id,
      spec: checkSpec(listing.spec_list, params.spec),
      number: params.number,
    };
    return { ...line, cart_id: drafts.buyNowRow(userId, line, now) };
  }

  router.post('/api/order/merCreate', requireUser, (req, res) => {
    const params = input(req, createSchema);
    const userId = currentUser(req).id;
    const now = clock.now();
    const { lines, chuId } = db.transaction(() => {
      let draft: Draft;
      if (params.cart_id) draft = { source: 'cart', lines: drafts.fromCart(userId, params.cart_id) };
      else if (params.product_id !== undefined)
        draft = { source: 'product', lines: [productLine(userId, params, now)] };
      else fail('orderSelectItems');
      const lines = priceLines(draft.lines);
      return { lines, chuId: drafts.save(userId, draft, now) };
    })();
    const freight = groupByShop(lines).reduce((sum, shop) => sum + shop.freight_cents, 0);
    ok(req, res, {
      product: lines.map((line) => ({
        product_id: line.product_id,
        mer_id: line.mer_id,
        number: line.number,
        spec: line.spec,
        image: line.listing.image,
        title: line.listing.title,
        sales_price: formatCents(line.listing.sales_price_cents),
        cart_id: line.cart_id,
      })),
      delivery: formatCents(freight),
      address: addresses.defaultOf(userId),
      chu_id: chuId,
    });
  });

  /**
   * merSubmit must name the same items as the draft it submits: its cart rows (the
   * original client sends the draft's cart_ids, buy-now included), or for a buy-now
   * draft the product itself.
   */
  function sameItems(draft: Draft, params: z.infer<typeof submitSchema>): boolean {
    const givenIds = params.cart_ids ?? params.cart_id;
    if (draft.source === 'cart' || givenIds !== undefined) {
      const given = new Set(givenIds ?? []);
      const drafted = new Set(draft.lines.map((line) => line.cart_id));
      return !drafted.has(0) && given.size === drafted.size && [...given].every((cartId) => drafted.has(cartId));
    }
    const line = draft.lines[0];
    return (
      line !== undefined &&
      params.product_id === line.product_id &&
      params.mer_id === line.mer_id &&
      params.number === line.number &&
      (params.id === undefined || params.id === line.listing_id) &&
      normaliseSpec(params.spec) === line.spec
    );
  }

  router.post('/api/order/merSubmit', requireUser, (req, res) => {
    const params = input(req, submitSchema);
    const userId = currentUser(req).id;
    const now = clock.now();
    const address = addresses.own(userId, params.address_id) ?? fail('orderAddressNotFound');
    const draft = drafts.load(userId, params.chu_id, now);
    if (!sameItems(draft, params)) fail('orderDraftMismatch');
    const created = createOrders(userId, params.chu_id, draft, address, now);
    ok(req, res, { out_trade_no: created.outTradeNo, total_price: formatCents(created.totalCents) }, 'orderCreated');
  });

  return router;
}
