import type { Locale } from 'antd-mobile/es/locales/base';

/** The 15 interface languages, by the file name the legacy API uses (lang header). */
export const LANGUAGE_CODES = [
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

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/*
 * The spec names zh-cn as the fallback for a text missing in the chosen language. No
 * text is missing in any language (tests/client/locales.test.ts holds every file to
 * English's keys), so that fallback could never be read: i18next is given none, and a
 * page fetches only its own language's strings (i18next fetches every fallback up front).
 */

interface LanguageInfo {
  /** The language's name in itself. */
  name: string;
  /** The language's name in Chinese, as the legacy cookie stores it. */
  chineseName: string;
  /** BCP 47 tag for the html lang attribute and number formatting. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** antd-mobile's own locale for its components' texts, loaded on demand. */
  antd: () => Promise<Locale>;
}

const load = (module: Promise<{ default: Locale }>) => module.then((m) => m.default);

export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  en: {
    name: 'English',
    chineseName: '英语',
    tag: 'en',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/en-US')),
  },
  'zh-cn': {
    name: '简体中文',
    chineseName: '简体中文',
    tag: 'zh-CN',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/zh-CN')),
  },
  jp: {
    name: '日本語',
    chineseName: '日语',
    tag: 'ja',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/ja-JP')),
  },
  kr: {
    name: '한국어',
    chineseName: '韩语',
    tag: 'ko',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/ko-KR')),
  },
  th: {
    name: 'ไทย',
    chineseName: '泰语',
    tag: 'th',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/th-TH')),
  },
  id: {
    name: 'Bahasa Indonesia',
    chineseName: '印尼语',
    tag: 'id',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/id-ID')),
  },
  vi: {
    name: 'Tiếng Việt',
    chineseName: '越南语',
    tag: 'vi',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/vi-VN')),
  },
  de: {
    name: 'Deutsch',
    chineseName: '德语',
    tag: 'de',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/de-DE')),
  },
  ar: {
    name: 'العربية',
    chineseName: '阿拉伯语',
    tag: 'ar',
    dir: 'rtl',
    antd: () => load(import('antd-mobile/es/locales/ar-SA')),
  },
  fr: {
    name: 'Français',
    chineseName: '法语',
    tag: 'fr',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/fr-FR')),
  },
  hi: { name: 'हिन्दी', chineseName: '印地语', tag: 'hi', dir: 'ltr', antd: () => load(import('./antd-hi-IN.ts')) },
  it: {
    name: 'Italiano',
    chineseName: '意大利语',
    tag: 'it',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/it-IT')),
  },
  tr: {
    name: 'Türkçe',
    chineseName: '土耳其语',
    tag: 'tr',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/tr-TR')),
  },
  es: {
    name: 'Español',
    chineseName: '西班牙语',
    tag: 'es',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/es-ES')),
  },
  ms: {
    name: 'Bahasa Melayu',
    chineseName: '马来语',
    tag: 'ms',
    dir: 'ltr',
    antd: () => load(import('antd-mobile/es/locales/ms-MY')),
  },
};

export function isLanguageCode(value: string | undefined | null): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
