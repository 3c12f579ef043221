/*
 * The gateway's one home for money (with cents.ts and moneyScalar.ts beside it).
 * Amounts travel as decimal strings with two places ("12.50"), the Money scalar's
 * form; the two readers below are the only ways into that form: one for what
 * clients send, one for what the legacy API writes.
 */

/** The Money scalar's form: at most 13 whole digits (so cents stay exact integers) and two places. */
const MONEY = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.5" → "12.50", "007" → "7.00"; refuses anything but a decimal with at most two places. */
export function normaliseMoney(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return `${sign}${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** A decimal number as the legacy API may write it: "65.99", "65.9", "-3", " 12.500 ". */
const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Money as number or string with any number of decimals, as the Money scalar's
 * form ("65.90"): rounded half away from zero on the decimal digits themselves,
 * never through floating point. Undefined when it is not an amount.
 */
export function readLegacyMoney(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // The shortest text that reads back as this number ("0.30000000000000004" stays as such).
    text = String(value);
    if (/e/i.test(text)) return undefined;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (whole.length > 13) return undefined;
  let cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const absolute = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  return sign === '-' && cents !== 0n ? `-${absolute}` : absolute;
}
