import type { Db } from '../db/open.ts';
import { formatCents } from '../db/money.ts';
import { fail } from '../http/envelope.ts';

/** Order states a refund may be asked for: paid, whether shipped, received or completed. */
const PAID = new Set([1, 2, 3, 4]);

export interface RefundRequest {
  orderId: number;
  sn: string;
  amountCents: number;
  serviceType: number;
  receivingStatus: number;
  reasonType: string;
  refundExplain: string;
  images: string[];
  orderProductIds: number[];
}

/** The buyer's refund request: one per order, for a paid order, never above what was paid. */
export function refunds(db: Db) {
  const orderOf = db.prepare<
    [number, number],
    { order_sn: string; status: number; refund_status: number; total_price_cents: number }
  >(
    'SELECT order_sn, status, refund_status, total_price_cents FROM orders WHERE order_id = ? AND user_id = ? AND is_del = 0',
  );
  const hasRefund = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM refunds WHERE order_id = ?');
  const linesOf = db.prepare<[number], { order_product_id: number }>(
    'SELECT order_product_id FROM order_products WHERE order_id = ?',
  );
  const insert = db.prepare(`
    INSERT INTO refunds (order_id, user_id, amount_cents, service_type, receiving_status, reason_type,
      refund_explain, images, order_product_ids, status, createtime)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`);
  const markRequested = db.prepare('UPDATE orders SET refund_status = 1 WHERE order_id = ? AND refund_status = 0');

  return (userId: number, request: RefundRequest, now: number): void => {
    db.transaction(() => {
      const order = orderOf.get(request.orderId, userId) ?? fail('orderNotFound');
      if (order.order_sn !== request.sn) fail('refundSnMismatch');
      if (order.refund_status !== 0 || (hasRefund.get(request.orderId)?.n ?? 0) > 0) fail('refundAlreadySubmitted');
      if (!PAID.has(order.status)) fail('refundNotPaid');
      if (request.amountCents <= 0 || request.amountCents > order.total_price_cents) {
        fail('refundAmountInvalid', { max: formatCents(order.total_price_cents) });
      }
      const own = new Set(linesOf.all(request.orderId).map((line) => line.order_product_id));
      if (!request.orderProductIds.every((lineId) => own.has(lineId))) fail('refundProductInvalid');
      if (request.images.length === 0) fail('refundProofRequired');
      insert.run(
        request.orderId,
        userId,
        request.amountCents,
        request.serviceType,
        request.receivingStatus,
        request.reasonType,
        request.refundExplain,
        request.images.join(','),
        [...new Set(request.orderProductIds)].join(','),
        now,
      );
      if (markRequested.run(request.orderId).changes !== 1) fail('refundAlreadySubmitted');
    })();
  };
}
