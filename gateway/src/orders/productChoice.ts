import { badInput, InputRule } from '../errors.ts';
import type { ProductChoiceInput } from '../generated/resolvers.ts';
import { joinSpec } from '../catalog/specValues.ts';
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

/** Checks a ProductChoiceInput found at `field` (e.g. "input" or "source.product"). */
export function productChoice(field: string, choice: ProductChoiceInput): LegacyProductChoice {
  const shopId = id(`${field}.shopId`, choice.shopId);
  const productId = id(`${field}.productId`, choice.productId);
  const listingId = id(`${field}.listingId`, choice.listingId);
  const quantity = integer(`${field}.quantity`, choice.quantity, 1, MAX_QUANTITY);
  const values = choice.specValues ?? [];
  values.forEach((value, index) => {
    // "|" separates the values upstream, so a value holding one would be read as two.
    if (value.trim() === '' || value.includes('|')) {
      throw badInput(`${field}.specValues.${index}`, 'Please choose a valid option', InputRule.choice);
    }
  });
  return {
    mer_id: Number(shopId),
    product_id: Number(productId),
    id: Number(listingId),
    quantity,
    ...(values.length > 0 ? { spec: joinSpec(values) } : {}),
  };
}
