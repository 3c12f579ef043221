import { makeAddress, type Buyer } from './buyers.ts';
import type { Listing } from './catalog.ts';
import type { StandIn } from './standIn.ts';

/* Orders placed, paid, shipped and received through the API, as a buyer and the operator would. */

export function orderRow(s: StandIn, orderId: number) {
  return s.db.prepare('SELECT * FROM orders WHERE order_id = ?').get(orderId) as Record<string, number | string>;
}

/** A submitted trade: its number, its total and its orders (one per shop). */
export interface Trade {
  outTradeNo: string;
  total: string;
  orderIds: number[];
}

/** merCreate with `create`, then merSubmit of that draft with `submit` to a new address of the buyer's. */
async function checkout(
  s: StandIn,
  buyer: Buyer,
  create: Record<string, unknown>,
  submit: Record<string, unknown>,
): Promise<Trade> {
  const draft = await s.post('/api/order/merCreate', create, buyer.token);
  if (draft.body.code !== 1) throw new Error(`merCreate failed: ${draft.body.msg}`);
  const addressId = makeAddress(s, buyer, { isDefault: false });
  const submitted = await s.post(
    '/api/order/merSubmit',
    { ...submit, address_id: addressId, chu_id: draft.body.data.chu_id },
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

/** Buys a product directly: merCreate then merSubmit. */
export function placeOrder(s: StandIn, buyer: Buyer, listing: Listing, number = 1, spec = ''): Promise<Trade> {
  const base = { product_id: listing.productId, mer_id: listing.merId, id: listing.id, number, spec };
  return checkout(s, buyer, base, base);
}

export interface CartItem {
  listing: Listing;
  num?: number;
  spec?: string;
}

/** Puts the items in the buyer's cart, then buys the whole cart: merCreate and merSubmit by cart ids. */
export async function placeCartOrder(s: StandIn, buyer: Buyer, items: CartItem[]): Promise<Trade> {
  for (const { listing, num = 1, spec = '' } of items) {
    const added = await s.post(
      '/api/cart/add',
      { mer_id: listing.merId, product_id: listing.productId, id: listing.id, num, spec },
      buyer.token,
    );
    if (added.body.code !== 1) throw new Error(`cart add failed: ${added.body.msg}`);
  }
  const cartIds = (
    s.db.prepare('SELECT cart_id FROM carts WHERE user_id = ? ORDER BY cart_id').all(buyer.id) as Array<{
      cart_id: number;
    }>
  ).map((row) => row.cart_id);
  return checkout(s, buyer, { cart_id: cartIds }, { cart_ids: cartIds });
}

/** Pays the order from the buyer's balance. */
export async function payOrder(s: StandIn, buyer: Buyer, orderId: number): Promise<void> {
  const paid = await s.post('/api/user/pay', { order_id: orderId }, buyer.token);
  if (paid.body.code !== 1) throw new Error(`pay failed: ${paid.body.msg}`);
}

/** Ships the paid order (as the operator) and confirms its receipt (as the buyer). */
export async function shipAndReceive(s: StandIn, buyer: Buyer, orderId: number): Promise<void> {
  const shipped = await s.admin('POST', `/admin/orders/${orderId}/ship`);
  if (shipped.body.code !== 1) throw new Error(`ship failed: ${shipped.body.msg}`);
  const received = await s.post('/api/order/received', { order_id: orderId }, buyer.token);
  if (received.body.code !== 1) throw new Error(`received failed: ${received.body.msg}`);
}

/** Places and pays a one-product order; answers its id. */
export async function paidOrder(s: StandIn, buyer: Buyer, listing: Listing, number = 1): Promise<number> {
  const { orderIds } = await placeOrder(s, buyer, listing, number);
  const orderId = orderIds[0] as number;
  await payOrder(s, buyer, orderId);
  return orderId;
}

/** Places, pays, ships and confirms receipt of a one-product order; answers its id. */
export async function receivedOrder(s: StandIn, buyer: Buyer, listing: Listing, number = 1): Promise<number> {
  const orderId = await paidOrder(s, buyer, listing, number);
  await shipAndReceive(s, buyer, orderId);
  return orderId;
}
