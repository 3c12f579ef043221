import { addressShape } from '../addresses/decoders.ts';
import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

/** The legacy order statuses and refund statuses (anything else is not an order the gateway can show). */
const ORDER_STATUSES = [0, 1, 2, 3, 4, -1, -2] as const;
const REFUND_STATUSES = [0, 1, 2, 3] as const;

/** Decoders of the cart-to-order, payment and order calls (see upstream/decoders.ts). */
export function orderDecoders(v: LegacyValues) {
  const status = v.oneOf(ORDER_STATUSES);
  const refundStatus = v.oneOf(REFUND_STATUSES);
  return {
    orderMerCreate: v.object({
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
    orderMerSubmit: v.object({ out_trade_no: v.requiredText, total_price: v.money }),
    orderMerPay: v.ignored,
    userPay: v.ignored,
    orderList: v.page(
      v.object({
        order_id: v.int,
        order_sn: v.text,
        status,
        refund_status: refundStatus,
        total_num: v.intOr(0),
        total_price: v.money,
        createtime: v.time,
        product: v.list(v.object({ image: v.image, title: v.text })),
      }),
    ),
    orderDetail: v.object({
      order_id: v.int,
      order_sn: v.text,
      status,
      refund_status: refundStatus,
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
    orderCancel: v.ignored,
    orderReceived: v.ignored,
    orderDelete: v.ignored,
    orderRefund: v.ignored,
    orderComment: v.ignored,
  };
}
