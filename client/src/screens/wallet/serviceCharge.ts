import { formatCents, parseCents } from '../../lib/money.ts';

/**
 * The service charge on `cents` at `rate` (a fraction string such as "0.03"),
 * rounded half up to a whole cent, as the platform computes it. The rate is
 * read digit by digit, so "0.035" is exactly 3.5 %.
 */
export function serviceChargeCents(cents: number, rate: string): number {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(rate.trim());
  if (!match || cents <= 0) return 0;
  const [, whole = '', fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const scaledRate = BigInt(whole || '0') * scale + BigInt(fraction || '0');
  const charge = (BigInt(cents) * scaledRate * 2n + scale) / (2n * scale);
  return Number(charge);
}

/** The rate as a percentage for display: "0.03" → "3", "0.035" → "3.5". */
export function ratePercent(rate: string): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(rate.trim());
  if (!match) return rate;
  const [, whole = '', fraction = ''] = match;
  const digits = `${whole || '0'}${fraction.padEnd(2, '0')}`;
  const integer = digits.slice(0, digits.length - Math.max(fraction.length - 2, 0)).replace(/^0+(?=\d)/, '');
  const rest = fraction.length > 2 ? fraction.slice(2).replace(/0+$/, '') : '';
  return rest ? `${integer}.${rest}` : integer;
}

/**
 * Service charge and actual arrival for an amount, or null while the amount is not
 * one that can be withdrawn: not a positive amount, or above `balance` when given
 * (a preview of money the buyer does not have would read as a promise).
 */
export function withdrawalBreakdown(
  amount: string,
  rate: string,
  balance?: string,
): { charge: string; arrival: string } | null {
  const cents = parseCents(amount);
  if (cents === null || cents <= 0) return null;
  const available = balance === undefined ? null : parseCents(balance);
  if (available !== null && cents > available) return null;
  const charge = serviceChargeCents(cents, rate);
  return { charge: formatCents(charge), arrival: formatCents(cents - charge) };
}
