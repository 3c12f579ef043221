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
