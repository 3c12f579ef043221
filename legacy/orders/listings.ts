import { parseSpecList, type SpecOption } from '../catalog/products.ts';
import type { Db } from '../db/open.ts';
import { fail } from '../http/envelope.ts';

/** A merchant's listing with what the cart and checkout need of its product. */
export interface ListingRow {
  id: number;
  mer_id: number;
  product_id: number;
  sales_price_cents: number;
  freight_cents: number;
  stock: number;
  reserved: number;
  title: string;
  image: string;
  spec_list: string;
}

const LISTING_SQL = `
  SELECT l.id, l.mer_id, l.product_id, l.sales_price_cents, l.freight_cents, l.stock, l.reserved,
         p.title, p.image, p.spec_list
  FROM listings l JOIN products p ON p.product_id = l.product_id`;

/** Items of a listing a buyer can still take: stock not reserved by unpaid orders. */
export function available(listing: { stock: number; reserved: number }): number {
  return Math.max(0, listing.stock - listing.reserved);
}

/**
 * Finds listings by id, or by the (mer_id, product_id) pair the legacy API also
 * names them by. When both are given they must agree.
 */
export function listingFinder(db: Db) {
  const byId = db.prepare<[number], ListingRow>(`${LISTING_SQL} WHERE l.id = ?`);
  const byPair = db.prepare<[number, number], ListingRow>(`${LISTING_SQL} WHERE l.mer_id = ? AND l.product_id = ?`);
  return {
    byId: (listingId: number): ListingRow | undefined => byId.get(listingId),
    /** The listing the buyer names, or "This product does not exist". */
    resolve(ref: { id?: number | undefined; mer_id: number; product_id: number }): ListingRow {
      const listing = ref.id !== undefined ? byId.get(ref.id) : byPair.get(ref.mer_id, ref.product_id);
      if (!listing || listing.mer_id !== ref.mer_id || listing.product_id !== ref.product_id) {
        fail('cartProductNotFound');
      }
      return listing;
    },
  };
}

/**
 * The product's option groups, as the catalogue reads them, less any group without a
 * value: nothing in it could be chosen, so checkout does not ask for it.
 */
function specGroups(specList: string): SpecOption[] {
  return parseSpecList(specList).filter((group) => group.child.length > 0);
}

/** "Black | XL " → "Black|XL": how a spec is stored and compared. */
export function normaliseSpec(spec: string): string {
  return spec.trim() === ''
    ? ''
    : spec
        .split('|')
        .map((value) => value.trim())
        .join('|');
}

/**
 * Checks a chosen spec against the product's options: one value per group, in the
 * groups' order, joined with `|`; required exactly when the product has options.
 * Returns the normalised spec.
 */
export function checkSpec(specList: string, spec: string): string {
  const groups = specGroups(specList);
  const chosen = normaliseSpec(spec);
  if (groups.length === 0) {
    if (chosen !== '') fail('cartSpecNotAllowed');
    return '';
  }
  const names = groups.map((group) => group.name).join(', ');
  if (chosen === '') fail('cartSpecRequired', { names });
  const values = chosen.split('|');
  if (values.length !== groups.length) fail('cartSpecCount', { names });
  groups.forEach((group, index) => {
    const value = values[index] ?? '';
    if (!group.child.includes(value)) fail('cartSpecValueInvalid', { value, name: group.name });
  });
  return chosen;
}
