import type { FormatterModule } from 'i18next';
import { isLanguageCode, LANGUAGES } from './languages.ts';

/**
 * Money and counts as the shopper's language writes them ("$10,000.00", "10.000,00 $",
 * "24,806"), with the browser's own Intl: no library, and the same on every screen.
 */

/** The BCP 47 tag of an interface language (the legacy file names are no tags: "jp", "kr"). */
export function languageTag(language: string | undefined): string {
  return isLanguageCode(language) ? LANGUAGES[language].tag : 'en';
}

/** Made once per tag: building an Intl format is not free and lists format many values. */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(tag: string, kind: 'money' | 'count'): Intl.NumberFormat {
  const key = `${tag}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    format =
      kind === 'money'
        ? new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' })
        : new Intl.NumberFormat(tag);
    formats.set(key, format);
  }
  return format;
}

/** A Money value: digits, at most two decimals (what the gateway's Money scalar carries). */
const MONEY = /^-?\d+(?:\.\d{1,2})?$/;

/**
 * A decimal money string in `language`. The string goes to Intl as it is (an exact
 * decimal, never a float): "96999999.03" stays exact. Text that is no amount is shown unchanged.
 */
export function formatMoney(value: string, language: string | undefined): string {
  const trimmed = value.trim();
  if (!MONEY.test(trimmed)) return value;
  const parts = formatOf(languageTag(language), 'money').formatToParts(trimmed as Intl.StringNumericLiteral);
  // The spec's symbol is "$" in every language; some (Arabic) would still write "US$".
  return parts.map((part) => (part.type === 'currency' ? '$' : part.value)).join('');
}

/** A count (followers, items, stock…) in `language`: "24,806", "24.806". */
export function formatCount(value: number, language: string | undefined): string {
  return formatOf(languageTag(language), 'count').format(value);
}

/**
 * i18next's formatter: every number put into a text ("{{count}} followers", "Only
 * {{count}} left") is written the language's way, so no screen can forget it. Other
 * values (names, ids, amounts already formatted) pass unchanged. Used with
 * `interpolation.alwaysFormat`.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  format(value: unknown, _format: string | undefined, lng: string | undefined): string {
    // Not a number: i18next's own handling of the value goes on unchanged (hence the cast).
    return typeof value === 'number' && Number.isFinite(value) ? formatCount(value, lng) : (value as string);
  },
  add() {},
  addCached() {},
};
