/**
 * The interface languages, by the legacy API's file names (its `lang` header): the one list
 * of the gateway's texts, the same as the storefront's locale folders (a test compares them).
 */
export const LANGUAGES = [
  'en',
  'zh-cn',
  'jp',
  'kr',
  'th',
  'id',
  'vi',
  'de',
  'ar',
  'fr',
  'hi',
  'it',
  'tr',
  'es',
  'ms',
] as const;

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/**
 * The language to answer a request's `lang`/`language` header in, as the legacy API
 * reads it: the header's language when it is one of ours (any case), Simplified Chinese
 * for another Chinese, English otherwise.
 */
export function answerLanguage(header: string | undefined): Language {
  const wanted = header?.toLowerCase() ?? 'en';
  if (isLanguage(wanted)) return wanted;
  return wanted.startsWith('zh') ? 'zh-cn' : 'en';
}
