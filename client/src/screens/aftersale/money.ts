/**
 * Amounts of the refund form in integer cents: the Money scalar and what the
 * buyer typed are decimal strings and never go through a float.
 */

/** Cents of a decimal string ("12.5", "-3", ".50"), or null when it is no amount (or has more than 2 decimals). */
export function parseCents(text: string | null | undefined): number | null {
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}
