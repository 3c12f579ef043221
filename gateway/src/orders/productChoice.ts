import { badInput, InputRule } from '../errors.ts';
import type { ProductChoiceInput } from '../generated/resolvers.ts';
import { knownListing } from '../catalog/listings.ts';
import { joinSpec } from '../catalog/specValues.ts';
import type { GatewayContext } from '../context.ts';
import { id, integer } from '../validation/rules.ts';

/** The legacy API takes quantities from 1 to 99999; the stock limit is its own to check. */
export const MAX_QUANTITY = 99_999;

/** A product choice checked and in legacy terms; `spec` is left out for products without options. */
export interface LegacyProductChoice {
  mer_id: number;
  product_id: number;
  id: number;
  quantity: number;
  spec?: string;
}

/**
 * Checks a ProductChoiceInput found at `field` (e.g. "input" or "source.product"). The listing id
 * names the product: its shop and product come from the listings the gateway served
 * (catalog/listings.ts), unless the deprecated shopId and productId are both given, which are then
 * taken as they are (the legacy API checks that the three agree).
 */
export async function productChoice(
  context: Pick<GatewayContext, 'listings' | 'lang'>,
  field: string,
  choice: ProductChoiceInput,
): Promise<LegacyProductChoice> {
  const listingId = Number(id(`${field}.listingId`, choice.listingId));
  const shopId = optionalId(`${field}.shopId`, choice.shopId);
  const productId = optionalId(`${field}.productId`, choice.productId);
  const quantity = integer(`${field}.quantity`, choice.quantity, 1, MAX_QUANTITY);
  const values = choice.specValues ?? [];
  values.forEach((value, index) => {
    // "|" separates the values upstream, so a value holding one would be read as two.
    if (value.trim() === '' || value.includes('|')) {
      throw badInput(`${field}.specValues.${index}`, 'Please choose a valid option', InputRule.choice);
    }
  });
  const listing =
    shopId !== undefined && productId !== undefined
      ? { mer_id: shopId, product_id: productId }
      : await knownListing(context, `${field}.listingId`, listingId);
  if ((shopId ?? listing.mer_id) !== listing.mer_id || (productId ?? listing.product_id) !== listing.product_id) {
    throw badInput(field, 'The shop and product are not those of the listing', InputRule.invalid);
  }
  return {
    mer_id: listing.mer_id,
    product_id: listing.product_id,
    id: listingId,
    quantity,
    ...(values.length > 0 ? { spec: joinSpec(values) } : {}),
  };
}

function optionalId(field: string, value: string | number | null | undefined): number | undefined {
  return value === null || value === undefined ? undefined : Number(id(field, value));
}
