import { z } from 'zod';
import { legacyCalls } from './legacyCalls.ts';
import type { LegacyOperation } from './callRecord.ts';
import { legacyValues } from './decode/legacyValues.ts';

type Calls = typeof legacyCalls;
type Decoders = { [Op in LegacyOperation]: ReturnType<Calls[Op]['decode']> };

/**
 * THE boundary: one decoder for every operation of the endpoint table (endpoints.ts),
 * kept by each domain beside its resolvers (`<domain>/calls.ts`). The upstream client runs an
 * answer's `data` through its operation's decoder before anything else sees it, so resolvers
 * only ever read normalised, typed values; what cannot be decoded is
 * UPSTREAM_BAD_RESPONSE (see client.ts).
 *
 * Each decoder is compiled ahead of time (`z.compile`): an answer that decodes takes a generated
 * fast path without zod's per-node dispatch and allocations (decoding was a fifth of what the
 * gateway allocated per Home); one that does not falls back to the regular parser, so the issue
 * reported (and logged) is the same.
 */
export function createDecoders(timeZone: string): Decoders {
  const values = legacyValues(timeZone);
  const result: Record<string, z.ZodType> = {};
  for (const [operation, call] of Object.entries(legacyCalls)) result[operation] = z.compile(call.decode(values));
  return result as Decoders;
}

export type LegacyDecoders = ReturnType<typeof createDecoders>;

/** What `data` is once decoded: the type every resolver reads. */
export type Decoded<Op extends LegacyOperation> = z.output<LegacyDecoders[Op]>;
