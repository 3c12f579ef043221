import i18next, { type ReadCallback, type Resource, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage } from '../../../client/src/i18n/index.ts';
import { numberFormatter } from '../../../client/src/i18n/numbers.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../client/src/i18n/languages.ts';
import { loadAntdLocale } from '../../../client/src/i18n/switchLanguage.ts';

/**
 * i18next for component tests: the same options as the app (client/src/i18n/index.ts),
 * but English and Chinese (the fallback) are bundled, so every namespace's texts
 * are there synchronously and nothing suspends. Other languages load from their
 * JSON files when switched to (`switchLanguage('ar')`), like in the app.
 */
const BUNDLED: LanguageCode[] = ['en', 'zh-cn'];

const eager = import.meta.glob<Record<string, unknown>>('../../../client/src/locales/{en,zh-cn}/*.json', {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<Record<string, unknown>>('../../../client/src/locales/*/*.json', { import: 'default' });

function keyOf(path: string): { lng: string; ns: string } {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) throw new Error(`not a locale file: ${path}`);
  return { lng: match[1]!, ns: match[2]! };
}

function bundledResources(): Resource {
  const resources: Resource = {};
  for (const [path, texts] of Object.entries(eager)) {
    const { lng, ns } = keyOf(path);
    if (!BUNDLED.includes(lng as LanguageCode)) continue;
    (resources[lng] ??= {})[ns] = texts;
  }
  return resources;
}

/**
 * A language's file, handed to i18next by callback as the app does (client/src/i18n/index.ts):
 * a loader that answers a promise has its answer's `default` taken for the module's, and
 * addresses.json has a key named "default" (its texts became that one word).
 */
function loadLocale(lng: string, ns: string, callback: ReadCallback): void {
  const entry = Object.entries(lazy).find(([path]) => {
    const key = keyOf(path);
    return key.lng === lng && key.ns === ns;
  });
  if (!entry) {
    callback(new Error(`no locale file ${lng}/${ns}.json`), null);
    return;
  }
  entry[1]().then(
    (texts) => callback(null, texts as ResourceKey),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
  );
}

/** Initialises the global i18next instance the app's components use (once per test file). */
export function initTestI18n(): void {
  if (i18next.isInitialized) return;
  void i18next
    .use(initReactI18next)
    .use(numberFormatter)
    .use(resourcesToBackend(loadLocale))
    .init({
      initAsync: false,
      resources: bundledResources(),
      partialBundledLanguages: true,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: false,
      supportedLngs: Object.keys(LANGUAGES),
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: true },
      returnNull: false,
    });
  applyDocumentLanguage(DEFAULT_LANGUAGE);
}

/** Puts texts, antd-mobile's locale and <html lang/dir> back to English (after each test). */
export async function resetLanguage(): Promise<void> {
  if (i18next.language !== DEFAULT_LANGUAGE) await i18next.changeLanguage(DEFAULT_LANGUAGE);
  await loadAntdLocale(DEFAULT_LANGUAGE);
  applyDocumentLanguage(DEFAULT_LANGUAGE);
}
