import { z } from 'zod';
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
 *
 * Each decoder is compiled ahead of time (`z.compile`): an answer that decodes takes a generated
 * fast path without zod's per-node dispatch and allocations (decoding was a fifth of what the
 * gateway allocated per Home); one that does not falls back to the regular parser, so the issue
 * reported (and logged) is the same.
 */
export function createDecoders(timeZone: string) {
  const values = legacyValues(timeZone);
  return compiled({
    ...accountDecoders(values),
    ...catalogDecoders(values),
    ...cartDecoders(values),
    ...orderDecoders(values),
    ...walletDecoders(values),
    ...addressDecoders(values),
    ...supportDecoders(values),
    ...mutualAidDecoders(values),
  } satisfies Record<LegacyOperation, z.ZodType>);
}

function compiled<Decoders extends Record<string, z.ZodType>>(decoders: Decoders): Decoders {
  const result: Record<string, z.ZodType> = {};
  for (const [operation, decoder] of Object.entries(decoders)) result[operation] = z.compile(decoder);
  return result as Decoders;
}

export type LegacyDecoders = ReturnType<typeof createDecoders>;

/** What `data` is once decoded: the type every resolver reads. */
export type Decoded<Op extends LegacyOperation> = z.output<LegacyDecoders[Op]>;
