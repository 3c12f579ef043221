import type { FormatterModule } from 'i18next';
import { isLanguageCode, LANGUAGES } from './languages.ts';

/**
 * Counts as the shopper's language writes them ("24,806", "24.806"), with the browser's
 * own Intl: no library, and the same on every screen. Money is lib/money.ts's formatMoney.
 */

/** The BCP 47 tag of an interface language (the legacy file names are no tags: "jp", "kr"). */
export function languageTag(language: string | undefined): string {
  return isLanguageCode(language) ? LANGUAGES[language].tag : 'en';
}

/** Made once per tag: building an Intl format is not free and lists format many values. */
const formats = new Map<string, Intl.NumberFormat>();

function countFormat(tag: string): Intl.NumberFormat {
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    formats.set(tag, format);
  }
  return format;
}

/** A count (followers, items, stock…) in `language`: "24,806", "24.806". */
export function formatCount(value: number, language: string | undefined): string {
  return countFormat(languageTag(language)).format(value);
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
