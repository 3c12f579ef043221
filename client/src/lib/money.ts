import { languageTag } from '../i18n/numbers.ts';

/**
 * The client's one money module. Amounts are decimal strings (the Money scalar, or
 * what the user typed): sums and comparisons go through integer cents, display
 * through Intl with the string as it is, and never through a float.
 */

const DECIMAL = /^(-?)(\d*)(?:\.(\d{0,2}))?$/;
/** The Money scalar's own form: digits before the point, and after it when there is one. */
const MONEY = /^-?\d+(?:\.\d{1,2})?$/;

/** Cents of a decimal string ("12.5", "-3", ".50", "7."), or null when it is no amount (or has more than 2 decimals). */
export function parseCents(text: string | null | undefined): number | null {
  const match = DECIMAL.exec((text ?? '').trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** Whether `value` is a Money value (what the gateway's Money scalar carries). */
function isMoney(value: string | null | undefined): boolean {
  return MONEY.test((value ?? '').trim());
}

/** Cents of a Money value ("12.50", "3", "-0.5"), or null when it is not one (".5" and "7." are not). */
export function toCents(value: string | null | undefined): number | null {
  return isMoney(value) ? parseCents(value) : null;
}

/** "1234.50" from 123450; "-0.05" from -5. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The sum of Money values as a Money string; one that is not a Money value counts as 0. */
export function sumMoney(values: readonly string[]): string {
  return formatCents(values.reduce((sum, value) => sum + (toCents(value) ?? 0), 0));
}

/** The display format of each language tag, made once: building one is not free and lists format many amounts. */
const displayFormats = new Map<string, Intl.NumberFormat>();

function displayFormat(tag: string): Intl.NumberFormat {
  let format = displayFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    displayFormats.set(tag, format);
  }
  return format;
}

/**
 * A Money string as `language` writes it ("$10,000.00", "10.000,00 $"). The string goes
 * to Intl as it is (an exact decimal, never a float): "96999999.03" stays exact. Text
 * that is no amount is shown unchanged.
 */
export function formatMoney(value: string, language: string | undefined): string {
  const trimmed = value.trim();
  if (!isMoney(trimmed)) return value;
  const parts = displayFormat(languageTag(language)).formatToParts(trimmed as Intl.StringNumericLiteral);
  // The spec's symbol is "$" in every language; some (Arabic) would still write "US$".
  return parts.map((part) => (part.type === 'currency' ? '$' : part.value)).join('');
}
