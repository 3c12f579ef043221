import { ErrorCode, gatewayError } from '../errors.ts';
import { normaliseMoney } from '../scalars.ts';

/*
 * Money arithmetic in whole cents. Legacy amounts are decimal strings ("12.50");
 * adding them as floats would drift (0.1 + 0.2), so every sum the gateway makes
 * (cart totals, checkout subtotals) goes through integers.
 */

/** "12.50" → 1250, "-3.5" → -350. Amounts come from upstream, so a malformed one is its fault. */
export function toCents(money: string): number {
  const normal = normaliseMoney(money);
  if (normal === null) throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The legacy API answered an invalid amount');
  const negative = normal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? normal.slice(1) : normal).split('.');
  const cents = Number(whole) * 100 + Number(fraction);
  return negative ? -cents : cents;
}

/** 1250 → "12.50", -350 → "-3.50". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Adds up the cents `cents` gives for each item. */
export function sumCents<T>(items: readonly T[], cents: (item: T) => number): number {
  return items.reduce((total, item) => total + cents(item), 0);
}
