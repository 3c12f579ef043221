import { Router, type Request } from 'express';
import { z } from 'zod';
import { formatCents } from '../db/money.ts';
import type { AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { id, optionalText, paging } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { filterClause } from '../http/listFilter.ts';
import { pageOf } from '../http/paging.ts';
import { approveRefund, refuseRefund, shipOrder } from '../operator/orders.ts';
import { STATUS_FILTERS, statusCondition } from '../orders/serialize.ts';

const orderListSchema = z.object({
  ...paging,
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? 'all' : value),
    z.enum(STATUS_FILTERS, { error: 'orderStatusInvalid' }),
  ),
});

const REFUND_FILTERS = ['all', '0', '1', '2'] as const;
const refundListSchema = z.object({
  ...paging,
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? 'all' : value),
    z.enum(REFUND_FILTERS, { error: 'refundStatusInvalid' }),
  ),
});

const shipSchema = z.object({ company: optionalText(60), delivery_no: optionalText(40) });
const noteSchema = z.object({ admin_msg: optionalText(255) });
const pathId = id();

/** The order id from the path. */
function orderIdOf(req: Request): number {
  const parsed = pathId.safeParse(req.params['order_id']);
  if (!parsed.success) fail('invalidParam', { field: 'order_id' });
  return parsed.data;
}

interface OrderRow {
  order_id: number;
  order_sn: string;
  out_trade_no: string;
  user_id: number;
  username: string;
  mer_id: number;
  mer_name: string;
  status: number;
  refund_status: number;
  total_num: number;
  total_price_cents: number;
  delivery_price_cents: number;
  delivery_id: string;
  createtime: number;
  pay_time: number;
  delivery_time: number;
  is_del: number;
}

interface RefundRow {
  id: number;
  order_id: number;
  order_sn: string;
  user_id: number;
  username: string;
  amount_cents: number;
  service_type: number;
  receiving_status: number;
  reason_type: string;
  refund_explain: string;
  images: string;
  order_product_ids: string;
  status: number;
  admin_msg: string;
  createtime: number;
  audittime: number;
}

/** The operator's order actions (mounted under /admin behind the key guard): list, ship, refunds. */
export function adminOrderRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get('/orders', (req, res) => {
    const { status, page, limit } = input(req, orderListSchema);
    const condition = statusCondition(status);
    ok(
      req,
      res,
      pageOf(
        db,
        `SELECT o.order_id, o.order_sn, o.out_trade_no, o.user_id, u.username, o.mer_id, m.mer_name, o.status,
                o.refund_status, o.total_num, o.total_price_cents, o.delivery_price_cents, o.delivery_id,
                o.createtime, o.pay_time, o.delivery_time, o.is_del
           FROM orders o JOIN users u ON u.id = o.user_id JOIN merchants m ON m.mer_id = o.mer_id
          WHERE 1 = 1${condition.sql}
          ORDER BY o.createtime DESC, o.order_id DESC`,
        condition.params,
        { page, limit },
        ({ total_price_cents, delivery_price_cents, ...row }: OrderRow) => ({
          ...row,
          total_price: formatCents(total_price_cents),
          delivery_price: formatCents(delivery_price_cents),
        }),
      ),
    );
  });

  const shipped = db.prepare<[number], { delivery_id: string }>('SELECT delivery_id FROM orders WHERE order_id = ?');
  router.post('/orders/:order_id/ship', (req, res) => {
    const orderId = orderIdOf(req);
    const { company, delivery_no: deliveryNo } = input(req, shipSchema);
    shipOrder(deps, orderId, { company, deliveryNo });
    ok(req, res, { order_id: orderId, status: 2, delivery_id: shipped.get(orderId)?.delivery_id ?? '' }, 'shipped');
  });

  router.get('/refunds', (req, res) => {
    const { status, page, limit } = input(req, refundListSchema);
    const filter = filterClause('r.status', status, Number);
    ok(
      req,
      res,
      pageOf(
        db,
        `SELECT r.id, r.order_id, o.order_sn, r.user_id, u.username, r.amount_cents, r.service_type,
                r.receiving_status, r.reason_type, r.refund_explain, r.images, r.order_product_ids, r.status,
                r.admin_msg, r.createtime, r.audittime
           FROM refunds r JOIN orders o ON o.order_id = r.order_id JOIN users u ON u.id = r.user_id
          WHERE 1 = 1${filter.sql}
          ORDER BY r.createtime DESC, r.id DESC`,
        filter.params,
        { page, limit },
        ({ amount_cents, order_product_ids, ...row }: RefundRow) => ({
          ...row,
          amount: formatCents(amount_cents),
          order_product_id: order_product_ids,
        }),
      ),
    );
  });

  router.post('/refunds/:order_id/approve', (req, res) => {
    const orderId = orderIdOf(req);
    approveRefund(deps, orderId, input(req, noteSchema).admin_msg);
    ok(req, res, null, 'refundApproved');
  });

  router.post('/refunds/:order_id/refuse', (req, res) => {
    const orderId = orderIdOf(req);
    refuseRefund(deps, orderId, input(req, noteSchema).admin_msg);
    ok(req, res, null, 'refundRefused');
  });

  return router;
}
