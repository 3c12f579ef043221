/**
 * Money as integer cents, so comparisons (amount against balance) never go
 * through floating point. Takes the normalised decimal strings of the Money
 * scalar and of the legacy API ("12.50", "-3.00").
 */
export function toCents(money: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) throw new Error(`Not an amount of money: ${money}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** The largest single recharge the legacy API accepts: 1,000,000.00. */
export const MAX_RECHARGE_CENTS = 100_000_000;
