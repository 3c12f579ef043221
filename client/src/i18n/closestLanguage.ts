import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts';

/**
 * BCP 47 primary subtags whose language is ours under another name: the legacy API
 * names Japanese, Korean and Chinese by its own file names, and "in" is Indonesian's
 * old code, which some Android versions still report. "kr" and "jp" are not read as
 * ours: "kr" is Kanuri, and "jp" no language.
 */
const BY_PRIMARY_SUBTAG: Record<string, LanguageCode | undefined> = {
  ja: 'jp',
  ko: 'kr',
  zh: 'zh-cn',
  in: 'id',
  kr: undefined,
  jp: undefined,
};

/** The interface language of one BCP 47 tag (ar-SA, de-AT, zh-Hans-CN, ja), if we have it. */
function languageOf(tag: string): LanguageCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (Object.hasOwn(BY_PRIMARY_SUBTAG, primary)) return BY_PRIMARY_SUBTAG[primary];
  return isLanguageCode(primary) ? primary : undefined;
}

/**
 * The closest of the interface languages to the languages a phone prefers
 * (`navigator.languages`, best first): the first one we have, by its language alone
 * (de-AT is German, zh-TW and zh-Hans are our Chinese), else English.
 */
export function closestLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const code = languageOf(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}
