import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';

export interface ReviewRequest {
  orderId: number;
  productId: number;
  productScore: number;
  serviceScore: number;
  postageScore: number;
  comment: string;
  pics: string[];
}

/**
 * A review of one product of a received order, once per product per order. It
 * lands in `reviews` (shown on the product page) and marks the order's lines as
 * reviewed; when every line is, the order is completed (status 4).
 */
export function reviews(db: Db) {
  const orderOf = db.prepare<[number, number], { status: number; mer_id: number }>(
    'SELECT status, mer_id FROM orders WHERE order_id = ? AND user_id = ? AND is_del = 0',
  );
  const lineOf = db.prepare<[number, number], { mer_id: number; reviewed: number }>(
    'SELECT mer_id, MAX(is_reply) AS reviewed FROM order_products WHERE order_id = ? AND product_id = ? GROUP BY mer_id',
  );
  const already = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM reviews WHERE order_id = ? AND product_id = ?',
  );
  const insert = db.prepare(`
    INSERT INTO reviews (user_id, order_id, mer_id, product_id, product_score, service_score, postage_score,
      comment, pics, createtime)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const markReplied = db.prepare('UPDATE order_products SET is_reply = 1 WHERE order_id = ? AND product_id = ?');
  const unreviewed = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM order_products WHERE order_id = ? AND is_reply = 0',
  );
  const complete = db.prepare('UPDATE orders SET status = 4 WHERE order_id = ? AND status = 3');

  return (userId: number, request: ReviewRequest, now: number): void => {
    db.transaction(() => {
      const order = orderOf.get(request.orderId, userId) ?? fail('orderNotFound');
      const line = lineOf.get(request.orderId, request.productId) ?? fail('reviewProductNotInOrder');
      if (line.reviewed === 1 || (already.get(request.orderId, request.productId)?.n ?? 0) > 0) {
        fail('reviewAlreadyDone');
      }
      if (order.status !== 3) fail('reviewNotReceived');
      insert.run(
        userId,
        request.orderId,
        line.mer_id,
        request.productId,
        request.productScore,
        request.serviceScore,
        request.postageScore,
        request.comment,
        request.pics.join(','),
        now,
      );
      markReplied.run(request.orderId, request.productId);
      if ((unreviewed.get(request.orderId)?.n ?? 0) === 0) complete.run(request.orderId);
    })();
  };
}
