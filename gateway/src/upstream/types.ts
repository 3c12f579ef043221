import type { operations } from './generated/legacy.ts';
import type { LegacyOperation } from './endpoints.ts';

/*
 * The parameters of every legacy call, derived from legacy/openapi.yaml by
 * openapi-typescript (`npm run codegen`), so a change of the contract shows up as a
 * type error here. What the calls answer is typed by their decoders (decoders.ts):
 * the real API does not keep to the contract's answer shapes.
 */

type QueryOf<Op extends LegacyOperation> = operations[Op]['parameters'] extends { query?: infer Q }
  ? Exclude<Q, undefined>
  : never;
type BodyOf<Op extends LegacyOperation> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The parameters of a legacy call: its query string (GET) or its JSON body (POST). */
export type LegacyParams<Op extends LegacyOperation> = [QueryOf<Op>] extends [never]
  ? [BodyOf<Op>] extends [never]
    ? Record<string, never>
    : BodyOf<Op>
  : QueryOf<Op>;
