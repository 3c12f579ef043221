import { isLanguage, type Language } from './languages.ts';

/**
 * Primary language subtags that are one of ours under the legacy API's file name.
 * "kr" (Kanuri) and "jp" (no language) are not ours, though they spell our file names.
 */
const BY_PRIMARY_SUBTAG: Record<string, Language | undefined> = {
  ja: 'jp',
  ko: 'kr',
  zh: 'zh-cn',
  in: 'id',
  kr: undefined,
  jp: undefined,
};

function languageOf(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (Object.hasOwn(BY_PRIMARY_SUBTAG, primary)) return BY_PRIMARY_SUBTAG[primary];
  return isLanguage(primary) ? primary : undefined;
}

/** At most this many ranges are read: a header is a phone's short list, not a dictionary. */
const MAX_RANGES = 32;

/**
 * The interface language closest to a first visit's `Accept-Language` (the phone's
 * languages, as the storefront reads them from `navigator.languages`,
 * client/src/i18n/closestLanguage.ts): the first of its ranges, by weight, that is
 * one of ours by its language alone (de-AT is German), or undefined for none.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .slice(0, MAX_RANGES)
    .map((range, index) => {
      const [tag = '', ...parameters] = range.split(';');
      const weight = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      const q = weight === undefined ? 1 : Number(weight);
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = languageOf(range.tag);
    if (language) return language;
  }
  return undefined;
}
