import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readLanguage } from '../session/cookies.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from './languages.ts';

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
 * i18next with one file per language and namespace (src/locales/<lang>/<ns>.json),
 * each fetched only when needed; language codes are the legacy file names.
 */
export async function initI18n(language: LanguageCode = initialLanguage()): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)))
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: Object.keys(LANGUAGES),
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  applyDocumentLanguage(language);
  return i18next;
}
