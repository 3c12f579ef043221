import type { Item } from '../graphql/legacyShapes.ts';
import type { DecodedBy, DomainCalls } from '../upstream/callRecord.ts';

/** The bag calls: endpoint and decoder (see upstream/callRecord.ts). */
export const cartCalls = {
  cartIndex: {
    endpoint: { method: 'GET', path: '/api/cart/index', idempotent: true },
    decode: (v) =>
      v.object({
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
  },
  cartAdd: { endpoint: { method: 'POST', path: '/api/cart/add' }, decode: (v) => v.ignored },
  cartSetNum: { endpoint: { method: 'POST', path: '/api/cart/set_num' }, decode: (v) => v.ignored },
  cartDel: { endpoint: { method: 'POST', path: '/api/cart/del' }, decode: (v) => v.ignored },
} satisfies DomainCalls;

type Decoded<Op extends keyof typeof cartCalls> = DecodedBy<(typeof cartCalls)[Op]>;

/* What the bag types are resolved from. */

export type Cart = Decoded<'cartIndex'>;
export type CartItem = Item<Decoded<'cartIndex'>['carts']>;
