import type { CheckoutSourceInput } from '../../../gql/graphql.ts';
import { decodeBuyNow } from '../../../lib/buyNow.ts';

/** What to check out, and a key that names it (the checkout is priced once per key). */
export interface CheckoutSource {
  key: string;
  source: CheckoutSourceInput;
}

/** What to check out, from the URL: `?buyNow=` (one product) or `?items=` (cart line ids). */
export function readSource(params: URLSearchParams): CheckoutSource | null {
  const buyNowParam = params.get('buyNow');
  const product = decodeBuyNow(buyNowParam);
  if (product) return { key: `buyNow:${buyNowParam}`, source: { product } };
  const ids = (params.get('items') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id));
  if (ids.length === 0) return null;
  return { key: `items:${ids.join(',')}`, source: { cartItemIds: [...new Set(ids)] } };
}
