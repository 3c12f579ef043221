import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { fromCents, sumCents, toCents } from '../money/cents.ts';
import { InputRule } from '../errors.ts';
import { explainRefusal } from '../graphql/refusals.ts';
import { MAX_QUANTITY, productChoice } from '../orders/productChoice.ts';
import { stockBelowChoice } from '../orders/stockRefusal.ts';
import { id, ids, integer } from '../validation/rules.ts';
import type { Cart } from './calls.ts';
import { splitSpec } from '../catalog/specValues.ts';

/** The bag after a change: the write emptied this request's reads, so this one is fresh. */
function readCart({ legacy }: GatewayContext): Promise<Cart> {
  return legacy.read('cartIndex');
}

/** The buyer's bag: list, add, change quantity, remove. */
export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, _args, context) => readCart(context),
  },
  Mutation: {
    addToCart: async (_parent, { input }, context) => {
      const choice = await productChoice(context, 'input', input);
      await explainRefusal(
        () =>
          context.legacy.write('cartAdd', {
            mer_id: choice.mer_id,
            product_id: choice.product_id,
            id: choice.id,
            num: choice.quantity,
            ...(choice.spec !== undefined ? { spec: choice.spec } : {}),
          }),
        () => stockBelowChoice(context, 'input.quantity', choice),
      );
      return readCart(context);
    },
    setCartItemQuantity: async (_parent, args, context) => {
      const cartId = Number(id('id', args.id));
      const quantity = integer('quantity', args.quantity, 1, MAX_QUANTITY);
      await explainRefusal(
        () => context.legacy.write('cartSetNum', { cart_id: cartId, num: quantity }),
        async () => {
          const line = (await readCart(context)).carts.find((row) => row.cart_id === cartId);
          return line && quantity > line.goods.stock
            ? { field: 'quantity', rule: InputRule.stock, limit: line.goods.stock }
            : undefined;
        },
      );
      return readCart(context);
    },
    removeCartItems: async (_parent, args, context) => {
      const cartIds = ids('ids', args.ids);
      await context.legacy.write('cartDel', { cart_ids: cartIds.join(',') });
      return readCart(context);
    },
  },
  Cart: {
    items: (cart) => cart.carts,
    quantity: (cart) => cart.carts.reduce((sum, line) => sum + line.cart_num, 0),
    total: (cart) => fromCents(sumCents(cart.carts, (line) => toCents(line.total_price))),
  },
  CartItem: {
    id: (line) => String(line.cart_id),
    shopId: (line) => String(line.mer_id),
    productId: (line) => String(line.product_id),
    quantity: (line) => line.cart_num,
    specValues: (line) => splitSpec(line.spec),
    title: (line) => line.goods.title,
    image: (line, _args, { images }) => images.one(line.goods.image),
    price: (line) => line.goods.sales_price,
    stock: (line) => line.goods.stock,
    total: (line) => line.total_price,
  },
};
