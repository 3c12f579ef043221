import type { Db } from '../db/open.ts';
import { moveMoney } from '../db/ledger.ts';
import { fail } from '../http/envelope.ts';
import type { SessionUser } from '../http/context.ts';

interface UnpaidOrder {
  order_id: number;
  order_sn: string;
  status: number;
  total_price_cents: number;
}

/**
 * Paying orders from the balance. Each payment is one transaction: the order
 * moves 0 → 1 only if it is still 0 (so of N concurrent pays exactly one wins),
 * the balance is debited through the ledger (refusing, and rolling everything
 * back, when it is short), and the reserved stock becomes sold stock.
 */
export function payments(db: Db) {
  const payHash = db.prepare<[number], { pay_hash: string | null }>('SELECT pay_hash FROM users WHERE id = ?');
  const tradeOrders = db.prepare<[number, string], UnpaidOrder>(`
    SELECT order_id, order_sn, status, total_price_cents FROM orders
    WHERE user_id = ? AND out_trade_no = ? AND is_del = 0 ORDER BY order_id`);
  const oneOrder = db.prepare<[number, number], UnpaidOrder>(`
    SELECT order_id, order_sn, status, total_price_cents FROM orders
    WHERE user_id = ? AND order_id = ? AND is_del = 0`);
  const markPaid = db.prepare('UPDATE orders SET status = 1, pay_time = ? WHERE order_id = ? AND status = 0');
  const lines = db.prepare<[number], { listing_id: number; product_num: number }>(
    'SELECT listing_id, product_num FROM order_products WHERE order_id = ?',
  );
  const sell = db.prepare(`
    UPDATE listings SET stock = stock - ?, reserved = reserved - ?, sales = sales + ?, real_sales = real_sales + ?
    WHERE id = ?`);

  /** A payment needs a payment code, verified in this session a moment ago. */
  function checkReady(user: SessionUser, now: number): void {
    if (!payHash.get(user.id)?.pay_hash) fail('orderPayCodeMissing');
    if (user.payVerifiedUntil <= now) fail('orderPayNotVerified');
  }

  /** Why an order that is not waiting for payment cannot be paid. */
  function refuse(orders: UnpaidOrder[]): never {
    if (orders.length > 0 && orders.every((order) => order.status === -1)) fail('orderIsCancelled');
    fail('orderAlreadyPaid');
  }

  function settle(userId: number, order: UnpaidOrder, now: number): void {
    if (markPaid.run(now, order.order_id).changes !== 1) fail('orderAlreadyPaid');
    moveMoney(db, {
      userId,
      cents: -order.total_price_cents,
      type: 'pay',
      title: { key: 'billOrderPayment', params: { sn: order.order_sn } },
      now,
    });
    for (const line of lines.all(order.order_id)) {
      const n = line.product_num;
      sell.run(n, n, n, n, line.listing_id);
    }
  }

  return {
    /** merPay: every unpaid order of the trade, if `totalCents` is what they cost together. */
    payTrade(user: SessionUser, outTradeNo: string, totalCents: number, now: number): void {
      checkReady(user, now);
      db.transaction(() => {
        const orders = tradeOrders.all(user.id, outTradeNo);
        if (orders.length === 0) fail('orderNotFound');
        const unpaid = orders.filter((order) => order.status === 0);
        if (unpaid.length === 0) refuse(orders);
        const due = unpaid.reduce((sum, order) => sum + order.total_price_cents, 0);
        if (due !== totalCents) fail('orderPayAmountMismatch');
        for (const order of unpaid) settle(user.id, order, now);
      })();
    },

    /** /api/user/pay: one existing unpaid order. */
    payOrder(user: SessionUser, orderId: number, now: number): void {
      checkReady(user, now);
      db.transaction(() => {
        const order = oneOrder.get(user.id, orderId) ?? fail('orderNotFound');
        if (order.status !== 0) refuse([order]);
        settle(user.id, order, now);
      })();
    },
  };
}
