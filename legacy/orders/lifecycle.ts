import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';

/** Orders a buyer may remove from the list: cancelled, refunded, completed. */
const DELETABLE = new Set([-1, -2, 4]);

/** The buyer's own changes of an order's state: cancel, confirm receipt, delete. */
export function lifecycle(db: Db) {
  const statusOf = db.prepare<[number, number], { status: number }>(
    'SELECT status FROM orders WHERE order_id = ? AND user_id = ? AND is_del = 0',
  );
  const cancel = db.prepare('UPDATE orders SET status = -1 WHERE order_id = ? AND status = 0');
  const release = db.prepare(`
    UPDATE listings SET reserved = reserved - (
      SELECT SUM(product_num) FROM order_products WHERE order_id = ? AND listing_id = listings.id)
    WHERE id IN (SELECT listing_id FROM order_products WHERE order_id = ?)`);
  const receive = db.prepare('UPDATE orders SET status = 3, receive_time = ? WHERE order_id = ? AND status = 2');
  const remove = db.prepare('UPDATE orders SET is_del = 1 WHERE order_id = ? AND is_del = 0');

  function statusOrFail(userId: number, orderId: number): number {
    return (statusOf.get(orderId, userId) ?? fail('orderNotFound')).status;
  }

  return {
    /** Only while waiting for payment; the reserved stock is released. */
    cancel(userId: number, orderId: number): void {
      db.transaction(() => {
        statusOrFail(userId, orderId);
        if (cancel.run(orderId).changes !== 1) fail('orderCancelOnlyUnpaid');
        release.run(orderId, orderId);
      })();
    },

    /** Only once delivered (shipped). */
    received(userId: number, orderId: number, now: number): void {
      db.transaction(() => {
        statusOrFail(userId, orderId);
        if (receive.run(now, orderId).changes !== 1) fail('orderReceiveOnlyDelivered');
      })();
    },

    /** A soft delete of a finished order: cancelled, refunded or completed. */
    remove(userId: number, orderId: number): void {
      db.transaction(() => {
        if (!DELETABLE.has(statusOrFail(userId, orderId))) fail('orderDeleteNotAllowed');
        remove.run(orderId);
      })();
    },
  };
}
