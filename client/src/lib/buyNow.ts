import type { ProductChoiceInput } from '../gql/graphql.ts';

/**
 * The `?buyNow=` parameter of /checkout: a product bought straight from its detail
 * page, as URL-safe base64 (no padding) of the JSON of a ProductChoiceInput, named by its
 * listing id alone (the gateway knows its shop and product).
 * UTF-8 throughout, so option values in any script survive.
 */
export function encodeBuyNow(choice: ProductChoiceInput): string {
  const json = JSON.stringify({
    listingId: choice.listingId,
    quantity: choice.quantity,
    specValues: choice.specValues ?? [],
  });
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

/** The product of a `?buyNow=` parameter, or null when it is missing or malformed. */
export function decodeBuyNow(param: string | null | undefined): ProductChoiceInput | null {
  if (!param) return null;
  try {
    // A plain base64 '+' arrives as a space once the query string is decoded.
    const base64 = param.trim().replace(/[-\s]/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return null;
    // Links made before the listing id alone named a product also carry shopId and productId: not needed.
    const { listingId, quantity, specValues } = parsed as Record<string, unknown>;
    if (!isId(listingId)) return null;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
    const values = Array.isArray(specValues) ? specValues.filter((v): v is string => typeof v === 'string') : [];
    return {
      listingId: String(listingId),
      quantity,
      specValues: values,
    };
  } catch {
    return null;
  }
}
