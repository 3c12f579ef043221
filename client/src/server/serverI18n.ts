import { createInstance, type i18n as I18n } from 'i18next';
import { i18nOptions } from '../i18n/index.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { numberFormatter } from '../i18n/numbers.ts';

/** A language's translation files, by namespace (the client build's `locales/<language>/<ns>.json`). */
export type LanguageResources = Record<string, Record<string, unknown>>;

/**
 * An i18next instance of its own for one server render, given to the app through
 * I18nextProvider: the global instance is the browser's, and two pages rendered at once in
 * two languages must not share one. Set up as the browser's (i18nOptions), with every
 * namespace of the language already there, so it is ready at once and never suspends.
 */
export function serverI18n(language: LanguageCode, resources: LanguageResources): I18n {
  const i18n = createInstance();
  i18n.use(numberFormatter);
  void i18n.init({
    ...i18nOptions(language),
    ns: Object.keys(resources),
    resources: { [language]: resources },
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}
