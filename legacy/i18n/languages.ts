/** The 15 interface languages by their legacy `file_name`, English first (the default). */
export const LANGUAGE_FILES = [
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

export type MessageLanguage = (typeof LANGUAGE_FILES)[number];

/** BCP 47 tags, for number formatting and the `lang` attribute of pages and images. */
export const LANGUAGE_TAGS: Readonly<Record<MessageLanguage, string>> = {
  en: 'en',
  'zh-cn': 'zh-CN',
  jp: 'ja',
  kr: 'ko',
  th: 'th',
  id: 'id',
  vi: 'vi',
  de: 'de',
  ar: 'ar',
  fr: 'fr',
  hi: 'hi',
  it: 'it',
  tr: 'tr',
  es: 'es',
  ms: 'ms',
};

export function isRightToLeft(lang: MessageLanguage): boolean {
  return lang === 'ar';
}

/**
 * Clients send the legacy file names, but standard tags turn up too (a browser's
 * "ja-JP", "zh-TW", "ko"); they map to the nearest file name.
 */
const ALIASES: Readonly<Record<string, MessageLanguage>> = {
  zh: 'zh-cn',
  ja: 'jp',
  ko: 'kr',
  in: 'id',
};

function isMessageLanguage(value: string): value is MessageLanguage {
  return (LANGUAGE_FILES as readonly string[]).includes(value);
}

/** The language to answer in for a requested file name or tag; English when unknown. */
export function messageLanguage(fileName: string | undefined): MessageLanguage {
  const requested = (fileName ?? '').trim().toLowerCase().replace('_', '-');
  if (isMessageLanguage(requested)) return requested;
  const primary = requested.split('-')[0] ?? '';
  if (isMessageLanguage(primary)) return primary;
  return ALIASES[primary] ?? 'en';
}
