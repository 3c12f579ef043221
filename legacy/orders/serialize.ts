import type { Db } from '../db/open.ts';
import { serverTime } from '../http/serverTime.ts';
import { formatCents } from '../db/money.ts';
import { fail } from '../http/envelope.ts';
import type { Paging } from '../http/fields.ts';
import type { MessageLanguage } from '../i18n/index.ts';
import { renderStored } from '../i18n/stored.ts';
import { pageOf, type Page } from '../http/paging.ts';

/** The `status` filter of the order list; -4 means "in after-sale" (a refund in progress). */
export const STATUS_FILTERS = ['all', '0', '1', '2', '3', '4', '-1', '-2', '-4'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** SQL condition and parameters of a status filter, on the `orders` table aliased `o`. */
export function statusCondition(filter: StatusFilter): { sql: string; params: number[] } {
  if (filter === 'all') return { sql: '', params: [] };
  if (filter === '-4') return { sql: ' AND o.refund_status = 1', params: [] };
  return { sql: ' AND o.status = ?', params: [Number(filter)] };
}

interface ListRow {
  order_id: number;
  order_sn: string;
  status: number;
  refund_status: number;
  total_num: number;
  total_price_cents: number;
  createtime: number;
}

interface DetailRow extends ListRow {
  delivery_price_cents: number;
  user_address: string;
  real_name: string;
  user_phone: string;
  delivery_id: string;
}

/** A logistics step; `mark_key` set when it is one of the platform's own (translated when read). */
interface DeliveryRow {
  delivery_no: string;
  mark: string;
  mark_key: string | null;
  mark_params: string;
  updatetime: number;
}

interface LineRow {
  order_product_id: number;
  order_id: number;
  product_id: number;
  mer_id: number;
  image: string;
  title: string;
  product_price_cents: number;
  spec: string;
  product_num: number;
  total_price_cents: number;
  is_reply: number;
}

/** The buyer's views of orders: the list and one order's detail. */
export function orderViews(db: Db, timeZone?: string) {
  const linesOf = db.prepare<[string], LineRow>(`
    SELECT order_product_id, order_id, product_id, mer_id, image, title, product_price_cents, spec,
           product_num, total_price_cents, is_reply
    FROM order_products WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_product_id`);
  const detailRow = db.prepare<[number, number], DetailRow>(`
    SELECT order_id, order_sn, status, refund_status, total_num, total_price_cents, createtime,
           delivery_price_cents, user_address, real_name, user_phone, delivery_id
    FROM orders WHERE order_id = ? AND user_id = ? AND is_del = 0`);
  const deliveries = db.prepare<[number], DeliveryRow>(
    `SELECT delivery_no, mark, mark_key, mark_params, updatetime FROM order_deliveries
      WHERE order_id = ? ORDER BY updatetime DESC, id DESC`,
  );

  return {
    list(userId: number, filter: StatusFilter, paging: Paging) {
      const condition = statusCondition(filter);
      const page: Page<ListRow> = pageOf<ListRow>(
        db,
        `SELECT o.order_id, o.order_sn, o.status, o.refund_status, o.total_num, o.total_price_cents, o.createtime
         FROM orders o WHERE o.user_id = ? AND o.is_del = 0${condition.sql}
         ORDER BY o.createtime DESC, o.order_id DESC`,
        [userId, ...condition.params],
        paging,
      );
      const lines = linesOf.all(JSON.stringify(page.list.map((order) => order.order_id)));
      return {
        count: page.count,
        list: page.list.map((order) => ({
          order_id: order.order_id,
          order_sn: order.order_sn,
          status: order.status,
          refund_status: order.refund_status,
          total_num: order.total_num,
          total_price: formatCents(order.total_price_cents),
          createtime: order.createtime,
          product: lines
            .filter((line) => line.order_id === order.order_id)
            .map((line) => ({ image: line.image, title: line.title })),
        })),
      };
    },

    /** The order's detail; logistics steps in `lang`. */
    detail(userId: number, orderId: number, lang: MessageLanguage) {
      const order = detailRow.get(orderId, userId) ?? fail('orderNotFound');
      return {
        order_id: order.order_id,
        order_sn: order.order_sn,
        status: order.status,
        refund_status: order.refund_status,
        total_price: formatCents(order.total_price_cents),
        delivery_price: formatCents(order.delivery_price_cents),
        createtime: order.createtime,
        user_address: order.user_address,
        real_name: order.real_name,
        user_phone: order.user_phone,
        delivery_id: order.delivery_id,
        delivery: deliveries.all(order.order_id).map((step) => ({
          delivery_no: step.delivery_no,
          mark: renderStored(lang, step.mark_key, step.mark_params, step.mark),
          // The logistics steps print their times as sent: "Y-m-d H:i:s" in the server's zone.
          updatetime: serverTime(step.updatetime, timeZone),
        })),
        products: linesOf.all(JSON.stringify([order.order_id])).map((line) => ({
          order_product_id: line.order_product_id,
          product_id: line.product_id,
          mer_id: line.mer_id,
          image: line.image,
          title: line.title,
          product_price: formatCents(line.product_price_cents),
          spec: line.spec,
          product_num: line.product_num,
          total_price: formatCents(line.total_price_cents),
          is_reply: line.is_reply,
        })),
      };
    },
  };
}
