import i18next, { type InitOptions, type ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { askFailedTextsAgainOn, DRAW_TEXTS_AGAIN_ON, type AskFailedTextsAgain } from './failedTexts.ts';
import { numberFormatter } from './numbers.ts';
import { startLanguage } from '../session/readCookies.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';

/** The language the app starts in: the Local_Lang cookie's, else the phone's closest (session/readCookies.ts). */
export function initialLanguage(): LanguageCode {
  return startLanguage();
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

export function localeUrl(lng: string, ns: string): string {
  return LOCALES_URL.replace('{{lng}}', encodeURIComponent(lng)).replace('{{ns}}', encodeURIComponent(ns));
}

async function fetchJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Translation files fetched before i18next was there (preloadNamespaces), until it asks for them. */
const preloaded = new Map<string, Promise<Record<string, unknown>>>();

/**
 * Starts fetching the translation files a route's first render needs, with its chunk
 * (app/routeLoader.tsx), instead of when a component first asks for them. At boot,
 * before i18next is initialised, the files are fetched ahead and i18next takes them
 * when it asks; afterwards i18next loads them (once, however often asked).
 */
export function preloadNamespaces(lng: LanguageCode, namespaces: readonly string[]): void {
  if (i18next.isInitialized) {
    if (i18next.language !== lng) return;
    // A file that failed before (offline) is asked again: i18next itself would not.
    void askFailedTextsAgain(namespaces);
    void i18next.loadNamespaces([...namespaces]);
    return;
  }
  for (const ns of namespaces) {
    const url = localeUrl(lng, ns);
    if (preloaded.has(url)) continue;
    const request = fetchJson(url);
    // A failed early fetch is made again when i18next asks for the file.
    request.catch(() => {
      if (preloaded.get(url) === request) preloaded.delete(url);
    });
    preloaded.set(url, request);
  }
}

function fetchLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const url = localeUrl(lng, ns);
  const early = preloaded.get(url);
  preloaded.delete(url);
  return early ?? fetchJson(url);
}

/** How i18next is set up, in the browser and on the server (server/serverI18n.ts): the same texts and formats. */
export function i18nOptions(language: LanguageCode) {
  return {
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
    returnNull: false,
  } as const satisfies InitOptions;
}

let askAgain: AskFailedTextsAgain | undefined;

/**
 * Asks again for the translation files of the current language that did not come (offline):
 * those of `namespaces`, or all. Also done by itself when the phone comes back online (failedTexts.ts).
 */
export function askFailedTextsAgain(namespaces?: readonly string[]): Promise<void> {
  return askAgain?.(namespaces) ?? Promise.resolve();
}

/**
 * i18next with one file per language and namespace (src/locales/<lang>/<ns>.json),
 * each fetched only when needed; language codes are the legacy file names.
 */
export async function initI18n(language: LanguageCode = initialLanguage()): Promise<typeof i18next> {
  // Before init: a file can fail in it (common, offline at start).
  askAgain ??= askFailedTextsAgainOn(i18next, window);
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
    // Texts drawn as their keys, because their file had failed, are drawn again once it has come.
    .init({ ...i18nOptions(language), react: { useSuspense: true, bindI18n: DRAW_TEXTS_AGAIN_ON } });
  applyDocumentLanguage(language);
  return i18next;
}
