import { parseCents } from '../../lib/money.ts';

/** Why a refund amount is refused, as a validation key; null when it is fine. */
export type RefundAmountError =
  | 'common:validation.amountRequired'
  | 'common:validation.amountInvalid'
  | 'common:validation.amountNegative'
  | 'common:validation.amountPositive'
  | 'aftersale:validation.amountAbovePaid';

/**
 * The refund amount rules (spec section 5): required, a correct amount, not
 * negative, not zero (nothing to refund), and not above what was paid.
 */
export function refundAmountError(amount: string | null | undefined, paid: string): RefundAmountError | null {
  const text = (amount ?? '').trim();
  if (text === '' || text === '-') return 'common:validation.amountRequired';
  const cents = parseCents(text);
  if (cents === null) return 'common:validation.amountInvalid';
  if (cents < 0) return 'common:validation.amountNegative';
  if (cents === 0) return 'common:validation.amountPositive';
  const paidCents = parseCents(paid);
  if (paidCents !== null && cents > paidCents) return 'aftersale:validation.amountAbovePaid';
  return null;
}

/** The amount the route carries, when it is a correct one; else nothing to prefill. */
export function routeAmount(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const cents = parseCents(value);
  return cents !== null && cents >= 0 ? value : undefined;
}

/** The order lines the route names (`1,2,3`), or every line for `all` or nothing usable. */
export function routeItemIds(value: string | undefined, lines: readonly string[]): string[] {
  const named = (value ?? '').split(',').filter((id) => lines.includes(id));
  return named.length > 0 ? named : [...lines];
}
