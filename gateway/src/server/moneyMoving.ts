import { routeKey } from '../http/canonicalPath.ts';
import { legacyCalls } from '../upstream/legacyCalls.ts';
import type { LegacyCall } from '../upstream/callRecord.ts';

/**
 * The mutations that move money or create what will: a second run charges, orders, refunds or
 * withdraws twice. The duplicate guard fails closed for them when its shared memory is away
 * (server/duplicateGuard.ts); other mutations fail open (docs/gateway.md, "Shared state").
 */
export const MONEY_MOVING_MUTATIONS: ReadonlySet<string> = new Set([
  'submitCheckout',
  'payCheckout',
  'payOrder',
  'recharge',
  'withdraw',
  'requestRefund',
]);

/** The same calls as the REST passthrough forwards them, by route key: those their record marks (`movesMoney`). */
const MONEY_MOVING_PATHS: ReadonlySet<string> = new Set(
  Object.values(legacyCalls)
    .filter((call: LegacyCall) => call.movesMoney)
    .map((call) => routeKey(call.endpoint.path)),
);

/** Whether a passthrough request's route key (http/canonicalRequest.ts `routeKeyOf`) moves money. */
export function movesMoney(route: string): boolean {
  return MONEY_MOVING_PATHS.has(route);
}
