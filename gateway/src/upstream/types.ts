import type { operations } from './generated/legacy.ts';
import type { LegacyOperation } from './endpoints.ts';

/*
 * Types of every legacy call, derived from legacy/openapi.yaml by openapi-typescript
 * (`npm run codegen`), so a change of the contract shows up as a type error here.
 */

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessData<E> = E extends { code: 1; data: infer D } ? D : never;

/** What `data` holds when the legacy call succeeds (code 1). */
export type LegacyData<Op extends LegacyOperation> = SuccessData<
  JsonOf<operations[Op]['responses'] extends { 200: infer R } ? R : never>
>;

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

/** The envelope every legacy answer comes in. */
export interface LegacyEnvelope {
  code: number;
  msg: string;
  time?: string;
  data: unknown;
}
