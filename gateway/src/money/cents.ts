import { normaliseMoney } from './amounts.ts';

/*
 * Money arithmetic in whole cents. Legacy amounts are decimal strings ("12.50");
 * adding or comparing them as floats would drift (0.1 + 0.2), so every sum the
 * gateway makes (cart totals, checkout subtotals) and every comparison (a withdrawal
 * against the balance, a recharge against its maximum) goes through integers.
 */

/**
 * "12.50" → 1250, "-3.5" → -350, for an amount already in the Money scalar's form.
 *
 * Failure: a plain Error, which the gateway answers as INTERNAL_SERVER_ERROR and logs.
 * Every amount that reaches here was read first by the Money scalar, an input rule
 * (validation/rules.ts) or a legacy decoder, and those answer the client's
 * (BAD_USER_INPUT) and the upstream's (UPSTREAM_BAD_RESPONSE) faults themselves;
 * an amount that is still not money is the gateway's own bug.
 */
export function toCents(money: string): number {
  const normal = normaliseMoney(money);
  if (normal === null) throw new Error(`Not an amount of money: ${JSON.stringify(money)}`);
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
