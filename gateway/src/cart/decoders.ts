import type { LegacyValues } from '../upstream/decode/legacyValues.ts';

/** Decoders of the bag calls (see upstream/decoders.ts). */
export function cartDecoders(v: LegacyValues) {
  return {
    cartIndex: v.object({
      carts: v.list(
        v.object({
          cart_id: v.int,
          mer_id: v.int,
          product_id: v.int,
          cart_num: v.int,
          spec: v.text,
          total_price: v.money,
          goods: v.object({ image: v.image, title: v.text, sales_price: v.money, stock: v.intOr(0) }),
        }),
      ),
    }),
    cartAdd: v.ignored,
    cartSetNum: v.ignored,
    cartDel: v.ignored,
  };
}
