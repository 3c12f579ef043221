import type { Language } from '../i18n/languages.ts';
import { CURRENCY } from './pageHead.ts';
import { DOCUMENT_LANGUAGES } from './pageLanguage.ts';

/*
 * Amounts and counts in a page's head, written as the storefront writes them on screen
 * (client/src/lib/money.ts, client/src/i18n/numbers.ts; a test holds the two to the same result).
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount as the storefront shows it in that language (client/src/lib/money.ts, formatMoney: the same rule). */
export function shownPrice(amount: string, language: Language): string {
  const tag = DOCUMENT_LANGUAGES[language].tag;
  let format = moneyFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(tag, format);
  }
  // The exact decimal, never a float; the spec's symbol is "$" in every language (Arabic's Intl writes "US$").
  const parts = format.formatToParts(amount as Intl.StringNumericLiteral);
  return parts.map((part) => (part.type === 'currency' ? '$' : part.value)).join('');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Counts and shares as the storefront writes them in that language (client/src/i18n/numbers.ts). */
export function numberFormat(language: Language): Intl.NumberFormat {
  const tag = DOCUMENT_LANGUAGES[language].tag;
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    numberFormats.set(tag, format);
  }
  return format;
}
