import { InputRule } from '../errors.ts';
import { explainRefusal } from '../graphql/refusals.ts';
import type { LegacyAccess } from '../upstream/legacyAccess.ts';

/**
 * verify_pay with a code already checked for form: the legacy API's refusal of a buyer who has a
 * payment code is the code (wrong, or locked after too many wrong ones), answered as ACTION_REFUSED
 * with rule `wrongPaymentCode` on `field`; a buyer without one gets the refusal as it is.
 */
export function verifyPaymentCode(legacy: LegacyAccess, field: string, code: string) {
  return explainRefusal(
    () => legacy.write('verifyPay', { password_pay: code }),
    async () => ((await legacy.read('getUserInfo')).have_pay ? { field, rule: InputRule.wrongPaymentCode } : undefined),
  );
}
