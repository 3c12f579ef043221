import { randomInt } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { moveMoney } from '../db/ledger.ts';
import { ApiError } from '../http/envelope.ts';
import type { AppDeps } from '../http/context.ts';
import { encodeParams, englishOf, type StoredText, type TextParam } from '../i18n/stored.ts';

/*
 * The operator's order actions, as the legacy admin panel performs them: ship a
 * paid order, approve or refuse a refund. Used by the admin API and the
 * auto-operator. Each is one transaction and throws ApiError on a wrong state.
 */

/** Carrier named in the logistics entries when the operator names none (translated when read). */
const DEFAULT_COMPANY: TextParam = { key: 'deliveryCompany' };

const DELIVERY_NO = /^[A-Za-z0-9-]{4,40}$/;

interface OrderState {
  order_id: number;
  order_sn: string;
  user_id: number;
  status: number;
  refund_status: number;
}

function statements(db: Db) {
  return {
    order: db.prepare<[number], OrderState>(
      'SELECT order_id, order_sn, user_id, status, refund_status FROM orders WHERE order_id = ?',
    ),
    ship: db.prepare(
      'UPDATE orders SET status = 2, delivery_id = ?, delivery_time = ? WHERE order_id = ? AND status = 1 AND refund_status != 1',
    ),
    logistics: db.prepare(
      'INSERT INTO order_deliveries (order_id, delivery_no, mark, mark_key, mark_params, updatetime) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    pendingRefund: db.prepare<[number], { id: number; amount_cents: number }>(
      'SELECT id, amount_cents FROM refunds WHERE order_id = ? AND status = 0',
    ),
    decideRefund: db.prepare('UPDATE refunds SET status = ?, admin_msg = ?, audittime = ? WHERE id = ? AND status = 0'),
    refunded: db.prepare('UPDATE orders SET status = -2, refund_status = 2 WHERE order_id = ? AND refund_status = 1'),
    refused: db.prepare('UPDATE orders SET refund_status = 3 WHERE order_id = ? AND refund_status = 1'),
  };
}

const cache = new WeakMap<Db, ReturnType<typeof statements>>();

function prepared(db: Db): ReturnType<typeof statements> {
  let found = cache.get(db);
  if (!found) {
    found = statements(db);
    cache.set(db, found);
  }
  return found;
}

function orderOrFail(db: Db, orderId: number): OrderState {
  const order = prepared(db).order.get(orderId);
  if (!order) throw new ApiError('orderNotFound');
  return order;
}

/** A made-up tracking number such as "LX384920175563". */
function trackingNumber(): string {
  return `LX${randomInt(100_000_000_000, 999_999_999_999)}`;
}

/**
 * Ships a paid order (status 1 → 2): records the tracking number (generated when
 * not given) and the first logistics entries. Refused while a refund is pending.
 */
export function shipOrder(
  deps: AppDeps,
  orderId: number,
  shipment: { company?: string; deliveryNo?: string } = {},
): void {
  const { db, clock } = deps;
  const company = shipment.company?.trim();
  const given = shipment.deliveryNo?.trim();
  if (given && !DELIVERY_NO.test(given)) throw new ApiError('shipDeliveryNoInvalid');
  const deliveryNo = given || trackingNumber();
  const now = clock.now();
  const sql = prepared(db);
  db.transaction(() => {
    const order = orderOrFail(db, orderId);
    if (order.status !== 1) throw new ApiError('shipOnlyPaid');
    if (order.refund_status === 1) throw new ApiError('shipRefundPending');
    if (sql.ship.run(deliveryNo, now, orderId).changes !== 1) throw new ApiError('shipOnlyPaid');
    const steps: StoredText[] = [
      { key: 'deliveryPacked' },
      { key: 'deliveryShipped', params: { company: company || DEFAULT_COMPANY, number: deliveryNo } },
      { key: 'deliveryDeparted' },
    ];
    for (const step of steps) {
      sql.logistics.run(orderId, deliveryNo, englishOf(step), step.key, encodeParams(step), now);
    }
  })();
}

/**
 * Decides the order's pending refund (`status` 1 passes it, 2 refuses it) with the
 * operator's note, in one transaction with `settle`, which brings the order (and the
 * buyer's balance) in line with the decision.
 */
function decidePendingRefund(
  deps: AppDeps,
  orderId: number,
  decision: { status: 1 | 2; adminMsg: string },
  settle: (order: OrderState, refund: { amount_cents: number }, now: number) => void,
): void {
  const { db, clock } = deps;
  const now = clock.now();
  const sql = prepared(db);
  db.transaction(() => {
    const order = orderOrFail(db, orderId);
    const refund = sql.pendingRefund.get(orderId);
    if (!refund || order.refund_status !== 1) throw new ApiError('refundNotPending');
    sql.decideRefund.run(decision.status, decision.adminMsg, now, refund.id);
    settle(order, refund, now);
  })();
}

/**
 * Approves the order's pending refund: the refund passes, the order becomes
 * refunded (status -2, refund_status 2) and the amount is credited to the buyer.
 */
export function approveRefund(deps: AppDeps, orderId: number, adminMsg = ''): void {
  const { db } = deps;
  decidePendingRefund(deps, orderId, { status: 1, adminMsg: adminMsg.trim() }, (order, refund, now) => {
    if (prepared(db).refunded.run(orderId).changes !== 1) throw new ApiError('refundNotPending');
    moveMoney(db, {
      userId: order.user_id,
      cents: refund.amount_cents,
      type: 'refund',
      title: { key: 'billRefund', params: { sn: order.order_sn } },
      now,
    });
  });
}

/** Refuses the order's pending refund with a reason; the order keeps its status. */
export function refuseRefund(deps: AppDeps, orderId: number, adminMsg: string): void {
  const reason = adminMsg.trim();
  if (reason === '') throw new ApiError('required', { field: 'admin_msg' });
  decidePendingRefund(deps, orderId, { status: 2, adminMsg: reason }, () => {
    if (prepared(deps.db).refused.run(orderId).changes !== 1) throw new ApiError('refundNotPending');
  });
}
