import type { Resolvers } from '../generated/resolvers.ts';
import type { Checkout } from './calls.ts';
import { splitSpec } from '../catalog/specValues.ts';
import { fromCents, sumCents, toCents } from '../money/cents.ts';

function subtotalCents(checkout: Checkout): number {
  return sumCents(checkout.product, (line) => toCents(line.sales_price) * line.number);
}

/** Field resolvers of a priced checkout (the legacy merCreate draft). */
export const checkoutFieldResolvers: Resolvers = {
  Checkout: {
    id: (checkout) => checkout.chu_id,
    items: (checkout) => checkout.product,
    subtotal: (checkout) => fromCents(subtotalCents(checkout)),
    freight: (checkout) => checkout.delivery,
    total: (checkout) => fromCents(subtotalCents(checkout) + toCents(checkout.delivery)),
    address: (checkout) => checkout.address,
  },
  CheckoutItem: {
    productId: (line) => String(line.product_id),
    shopId: (line) => String(line.mer_id),
    // 0 for a product bought now (see createCheckout).
    cartItemId: (line) => (line.cart_id > 0 ? String(line.cart_id) : null),
    quantity: (line) => line.number,
    specValues: (line) => splitSpec(line.spec),
    image: (line, _args, { images }) => images.one(line.image),
    title: (line) => line.title,
    price: (line) => line.sales_price,
    total: (line) => fromCents(toCents(line.sales_price) * line.number),
  },
};
