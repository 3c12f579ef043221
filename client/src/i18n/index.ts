import i18next, { type ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { numberFormatter } from './numbers.ts';
import { readLanguage } from '../session/cookies.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from './languages.ts';

/** The language the app starts in: the Local_Lang cookie, else English. */
export function initialLanguage(): LanguageCode {
  const stored = readLanguage()?.file_name;
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Sets lang and dir on <html>, so Arabic lays out right to left. */
export function applyDocumentLanguage(code: LanguageCode): void {
  const info = LANGUAGES[code];
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
}

/**
 * Where a translation file is fetched from: the build serves src/locales as JSON
 * (client/build/localeFiles.ts) and says where, with the version of the texts.
 */
const LOCALES_URL = import.meta.env.LOCALES_URL ?? '/locales/{{lng}}/{{ns}}.json';

async function fetchLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const url = LOCALES_URL.replace('{{lng}}', encodeURIComponent(lng)).replace('{{ns}}', encodeURIComponent(ns));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * i18next with one file per language and namespace (src/locales/<lang>/<ns>.json),
 * each fetched only when needed; language codes are the legacy file names.
 */
export async function initI18n(language: LanguageCode = initialLanguage()): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use(numberFormatter)
    // The callback form: given a promise, resources-to-backend would take a file's
    // top-level "default" key (addresses.json has one) for the whole file, as if it were a module.
    .use(
      resourcesToBackend((lng: string, ns: string, callback: ReadCallback) => {
        fetchLocale(lng, ns).then(
          (resources) => callback(null, resources),
          (failure: unknown) => callback(failure instanceof Error ? failure : new Error(String(failure)), null),
        );
      }),
    )
    .init({
      lng: language,
      // Only the current language is fetched (see languages.ts on the spec's zh-cn fallback).
      fallbackLng: false,
      supportedLngs: Object.keys(LANGUAGES),
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      // Numbers in texts are formatted for the language (numbers.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: true },
      returnNull: false,
    });
  applyDocumentLanguage(language);
  return i18next;
}
