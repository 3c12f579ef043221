import { badInput, InputRule } from '../errors.ts';
import type { GatewayContext } from '../context.ts';
import type { CheckoutSourceInput } from '../generated/resolvers.ts';
import { id } from '../validation/rules.ts';
import { productChoice, type LegacyProductChoice } from './productChoice.ts';

/** The legacy API takes at most 200 cart ids in one checkout. */
const MAX_CART_LINES = 200;

/** What a checkout is made of: bag lines (as the legacy comma list) or one product bought now. */
export type CheckoutSource = { kind: 'cart'; cartIds: string } | { kind: 'product'; product: LegacyProductChoice };

/** Checks that exactly one source is given, and that it is valid. */
export async function checkoutSource(
  context: Pick<GatewayContext, 'listings' | 'lang'>,
  field: string,
  source: CheckoutSourceInput,
): Promise<CheckoutSource> {
  const hasCart = source.cartItemIds !== null && source.cartItemIds !== undefined;
  const hasProduct = source.product !== null && source.product !== undefined;
  if (hasCart === hasProduct) {
    throw badInput(field, 'Give either cart lines or a product to check out, not both', InputRule.invalid);
  }
  if (source.product) {
    return { kind: 'product', product: await productChoice(context, `${field}.product`, source.product) };
  }
  const cartItemIds = source.cartItemIds ?? [];
  // The spec's "Checkout requires selected cart items".
  if (cartItemIds.length === 0)
    throw badInput(`${field}.cartItemIds`, 'Please select the items to check out', InputRule.minItems, { limit: 1 });
  if (cartItemIds.length > MAX_CART_LINES) {
    throw badInput(
      `${field}.cartItemIds`,
      `At most ${MAX_CART_LINES} items can be checked out at once`,
      InputRule.maxItems,
      { limit: MAX_CART_LINES },
    );
  }
  const ids = cartItemIds.map((value, index) => id(`${field}.cartItemIds.${index}`, value));
  return { kind: 'cart', cartIds: [...new Set(ids)].join(',') };
}

/** The product fields merCreate and merSubmit take for a buy-now checkout. */
function productParams(product: LegacyProductChoice) {
  return {
    product_id: product.product_id,
    mer_id: product.mer_id,
    id: product.id,
    number: product.quantity,
    ...(product.spec !== undefined ? { spec: product.spec } : {}),
  };
}

/** merCreate's parameters: cart_id for bag lines, the product fields otherwise. */
export function draftParams(source: CheckoutSource) {
  return source.kind === 'cart' ? { cart_id: source.cartIds } : productParams(source.product);
}

/** merSubmit's item parameters: the same items as the draft (cart_ids for bag lines). */
export function submitItemParams(source: CheckoutSource) {
  return source.kind === 'cart' ? { cart_ids: source.cartIds } : productParams(source.product);
}
