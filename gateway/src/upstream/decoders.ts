import type { z } from 'zod';
import { accountDecoders } from '../account/decoders.ts';
import { addressDecoders } from '../addresses/decoders.ts';
import { cartDecoders } from '../cart/decoders.ts';
import { catalogDecoders } from '../catalog/decoders.ts';
import { mutualAidDecoders } from '../mutualAid/decoders.ts';
import { orderDecoders } from '../orders/decoders.ts';
import { supportDecoders } from '../support/decoders.ts';
import { walletDecoders } from '../wallet/decoders.ts';
import { legacyValues } from './decode/legacyValues.ts';
import type { LegacyOperation } from './endpoints.ts';

/**
 * THE boundary: one decoder for every operation of the endpoint table (endpoints.ts),
 * kept by each domain beside its resolvers. The upstream client runs an answer's
 * `data` through its operation's decoder before anything else sees it, so resolvers
 * only ever read normalised, typed values; what cannot be decoded is
 * UPSTREAM_BAD_RESPONSE (see client.ts).
 */
export function createDecoders(timeZone: string) {
  const values = legacyValues(timeZone);
  return {
    ...accountDecoders(values),
    ...catalogDecoders(values),
    ...cartDecoders(values),
    ...orderDecoders(values),
    ...walletDecoders(values),
    ...addressDecoders(values),
    ...supportDecoders(values),
    ...mutualAidDecoders(values),
  } satisfies Record<LegacyOperation, z.ZodType>;
}

export type LegacyDecoders = ReturnType<typeof createDecoders>;

/** What `data` is once decoded: the type every resolver reads. */
export type Decoded<Op extends LegacyOperation> = z.output<LegacyDecoders[Op]>;
