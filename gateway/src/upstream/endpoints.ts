import { legacyCalls } from './legacyCalls.ts';
import type { Endpoint, LegacyOperation } from './callRecord.ts';

export type { Endpoint, LegacyOperation } from './callRecord.ts';

/**
 * THE table of every legacy call the gateway makes: one row per operation of
 * legacy/openapi.yaml (its operationId), with the method and path (callRecord.ts says what
 * each mark means). Each row is written in its domain's `calls.ts`, beside the call's decoder.
 */
export const endpoints = Object.fromEntries(
  Object.entries(legacyCalls).map(([operation, call]) => [operation, call.endpoint]),
) as Record<LegacyOperation, Endpoint>;

/** The table with the operator's LEGACY_PATHS overrides applied; unknown names are refused. */
export function resolveEndpoints(overrides: Record<string, string>): Record<LegacyOperation, Endpoint> {
  const resolved = { ...endpoints };
  for (const [name, path] of Object.entries(overrides)) {
    if (!Object.hasOwn(endpoints, name)) {
      throw new Error(`LEGACY_PATHS names an unknown operation "${name}"`);
    }
    const key = name as LegacyOperation;
    resolved[key] = { ...endpoints[key], path };
  }
  return resolved;
}
