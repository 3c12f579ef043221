/**
 * Money sums for the bag and the payment, in integer cents: amounts are the
 * Money scalar's decimal strings and never go through a float.
 */

/** Cents of a decimal string ("12.50", "3", "-0.5"), or null when it is no amount. */
export function toCents(value: string | null | undefined): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** "1234.50" from 123450, "-0.05" from -5. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The sum of amounts as a Money string; an unreadable amount counts as 0. */
export function sumMoney(values: readonly string[]): string {
  return fromCents(values.reduce((sum, value) => sum + (toCents(value) ?? 0), 0));
}
