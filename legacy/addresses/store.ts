import type { Db } from '../db/open.ts';

/** A shipping address as every endpoint answers it (address_list items, getUserInfo, merCreate). */
export interface AddressItem {
  address_id: number;
  name: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
  tag: string;
  is_default: 0 | 1;
}

/** The columns of `addresses` in the answer's shape. */
export const ADDRESS_COLUMNS = 'address_id, name, mobile, country, area, detail, tag, is_default';

/** Most a buyer may keep. */
export const MAX_ADDRESSES = 20;

/**
 * Reads a buyer's addresses in the answer's shape. Every read names the buyer, so
 * another buyer's address is never found (it "does not exist").
 */
export function addressFinder(db: Db) {
  const defaultOf = db.prepare<[number], AddressItem>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = ? AND is_default = 1 ORDER BY address_id DESC LIMIT 1`,
  );
  const ownOf = db.prepare<[number, number], AddressItem>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE address_id = ? AND user_id = ?`,
  );
  return {
    /** The buyer's default address, or null when they have none. */
    defaultOf: (userId: number): AddressItem | null => defaultOf.get(userId) ?? null,
    /** The buyer's own address with this id, if any. */
    own: (userId: number, addressId: number): AddressItem | undefined => ownOf.get(addressId, userId),
  };
}

/**
 * Makes the buyer's most recent address (other than `exceptId`) the default when
 * none is, after the default was deleted or unset; when no other address exists,
 * `exceptId` stays or becomes the default. Call inside the transaction of that change.
 */
export function ensureDefault(db: Db, userId: number, exceptId = 0): void {
  const hasDefault = db.prepare('SELECT 1 FROM addresses WHERE user_id = ? AND is_default = 1').get(userId);
  if (hasDefault) return;
  const latest = db
    .prepare<[number, number], { address_id: number }>(
      'SELECT address_id FROM addresses WHERE user_id = ? AND address_id <> ? ORDER BY createtime DESC, address_id DESC LIMIT 1',
    )
    .get(userId, exceptId);
  const promoted = latest?.address_id ?? exceptId;
  if (promoted)
    db.prepare('UPDATE addresses SET is_default = 1 WHERE address_id = ? AND user_id = ?').run(promoted, userId);
}
