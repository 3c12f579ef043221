import { addressShape } from '../addresses/calls.ts';
import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

/** The legacy order statuses and refund statuses (anything else is not an order the gateway can show). */
const ORDER_STATUSES = [0, 1, 2, 3, 4, -1, -2] as const;
const REFUND_STATUSES = [0, 1, 2, 3] as const;

/** The cart-to-order, payment and order calls: endpoint and decoder (see upstream/callRecord.ts). */
export const orderCalls = {
  orderMerCreate: {
    endpoint: { method: 'POST', path: '/api/order/merCreate' },
    decode: (v) =>
      v.object({
        product: v.list(
          v.object({
            product_id: v.int,
            mer_id: v.int,
            number: v.int,
            spec: v.text,
            image: v.image,
            title: v.text,
            sales_price: v.money,
            cart_id: v.intOr(0),
          }),
        ),
        delivery: v.moneyOrZero,
        address: v.optionalObject(addressShape(v)),
        chu_id: v.requiredText,
      }),
  },
  orderMerSubmit: {
    endpoint: { method: 'POST', path: '/api/order/merSubmit' },
    decode: (v) => v.object({ out_trade_no: v.requiredText, total_price: v.money }),
    movesMoney: true,
  },
  orderMerPay: { endpoint: { method: 'POST', path: '/api/order/merPay' }, decode: (v) => v.ignored, movesMoney: true },
  userPay: { endpoint: { method: 'POST', path: '/api/user/pay' }, decode: (v) => v.ignored, movesMoney: true },
  orderList: {
    endpoint: { method: 'GET', path: '/api/user/order_list', idempotent: true },
    decode: (v) =>
      v.page(
        v.object({
          order_id: v.int,
          order_sn: v.text,
          status: v.oneOf(ORDER_STATUSES),
          refund_status: v.oneOf(REFUND_STATUSES),
          total_num: v.intOr(0),
          total_price: v.money,
          createtime: v.time,
          product: v.list(v.object({ image: v.image, title: v.text })),
        }),
      ),
  },
  orderDetail: {
    endpoint: { method: 'GET', path: '/api/order/detail', idempotent: true },
    decode: (v) =>
      v.object({
        order_id: v.int,
        order_sn: v.text,
        status: v.oneOf(ORDER_STATUSES),
        refund_status: v.oneOf(REFUND_STATUSES),
        total_price: v.money,
        delivery_price: v.moneyOrZero,
        createtime: v.time,
        user_address: v.text,
        real_name: v.text,
        user_phone: v.text,
        delivery_id: v.optionalText,
        delivery: v.list(v.object({ delivery_no: v.text, mark: v.text, updatetime: v.time })),
        products: v.list(
          v.object({
            order_product_id: v.int,
            product_id: v.int,
            mer_id: v.int,
            image: v.image,
            title: v.text,
            product_price: v.money,
            spec: v.text,
            product_num: v.int,
            total_price: v.money,
            is_reply: v.flag,
          }),
        ),
      }),
  },
  orderCancel: { endpoint: { method: 'POST', path: '/api/order/cancel' }, decode: (v) => v.ignored },
  orderReceived: { endpoint: { method: 'POST', path: '/api/order/received' }, decode: (v) => v.ignored },
  orderDelete: { endpoint: { method: 'POST', path: '/api/order/delete' }, decode: (v) => v.ignored },
  orderRefund: { endpoint: { method: 'POST', path: '/api/order/refund' }, decode: (v) => v.ignored, movesMoney: true },
  orderComment: { endpoint: { method: 'POST', path: '/api/order/comment' }, decode: (v) => v.ignored },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof orderCalls> = DecodedBy<(typeof orderCalls)[Op]>;

/* What the order and checkout types are resolved from. */

/** An order list item, or the order detail. */
export type Order = ListItem<Decoded<'orderList'>> | Decoded<'orderDetail'>;
/** An order list item. */
export type ListedOrder = ListItem<Decoded<'orderList'>>;
export type OrderDetail = Decoded<'orderDetail'>;
export type OrderItem = Item<Decoded<'orderDetail'>['products']>;
export type OrderPreview = Item<ListItem<Decoded<'orderList'>>['product']>;
export type LogisticsEvent = Item<Decoded<'orderDetail'>['delivery']>;
export type Checkout = Decoded<'orderMerCreate'>;
export type CheckoutItem = Item<Decoded<'orderMerCreate'>['product']>;
/** The upstream's message of an action; the user is loaded fresh. */
export interface ActionMessage {
  message: string;
}
