import { ErrorCode, gatewayError } from '../errors.ts';
import type { GatewayContext } from '../context.ts';
import { textsFor } from '../i18n/texts.ts';
import { idNumber } from './arguments.ts';
import type { ListingKey } from './listingDirectory.ts';

/**
 * The shop and product of a listing id a client sends (checked first: BAD_USER_INPUT), or
 * NOT_FOUND when no instance has served that listing (see ListingDirectory): a client only
 * learns listing ids from products the gateway answered.
 */
export async function knownListing(
  { listings, lang }: Pick<GatewayContext, 'listings' | 'lang'>,
  field: string,
  value: string | number,
): Promise<ListingKey & { id: number }> {
  const listingId = idNumber(field, value);
  const key = await listings.find(listingId);
  if (!key) throw gatewayError(ErrorCode.NOT_FOUND, textsFor(lang).upstream.listingNotFound, { field });
  return { id: listingId, ...key };
}
