import type { Locale } from 'antd-mobile/es/locales/base';
import i18next from 'i18next';
import { createContext, use, useSyncExternalStore } from 'react';
import { writeLanguage } from '../session/cookies.ts';
import { applyDocumentLanguage } from './index.ts';
import { isLanguageCode, LANGUAGES, type LanguageCode } from './languages.ts';

/**
 * antd-mobile's locale for the current language; components re-render when it changes.
 * It is only loaded once a screen draws antd-mobile (app/antd.tsx) or the language changes.
 */
let antdLocale: Locale | undefined;
/** The language last asked for: a slower, earlier load must not overwrite it. */
let wanted: LanguageCode | undefined;
const listeners = new Set<() => void>();

let loading: Promise<void> | undefined;

export function loadAntdLocale(code: LanguageCode): Promise<void> {
  wanted = code;
  const load = LANGUAGES[code].antd().then(
    (locale) => {
      if (wanted !== code) return;
      antdLocale = locale;
      for (const listener of listeners) listener();
    },
    (failure: unknown) => {
      // Offline: the next screen that needs it tries again.
      if (loading === load) loading = undefined;
      throw failure;
    },
  );
  loading = load;
  return load;
}

/** Loads antd-mobile's locale for `code`, unless one is already there or on its way. */
export function ensureAntdLocale(code: LanguageCode): Promise<void> {
  if (antdLocale) return Promise.resolve();
  return loading ?? loadAntdLocale(code);
}

/** The antd-mobile locale loaded so far (undefined before the first load). */
export function currentAntdLocale(): Locale | undefined {
  return antdLocale;
}

/** Calls `listener` whenever the antd-mobile locale changes; answers the unsubscribe function. */
export function onAntdLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The locale a render is given instead of the loaded one: a render on the server
 * (server/renderPage.tsx), which has one per page, where the loaded one is the module's.
 */
export const RenderAntdLocale = createContext<Locale | undefined>(undefined);

export function useAntdLocale(): Locale | undefined {
  const given = use(RenderAntdLocale);
  const loaded = useSyncExternalStore(onAntdLocaleChange, currentAntdLocale, currentAntdLocale);
  return given ?? loaded;
}

/** Switches the interface language: texts, antd-mobile, <html dir/lang> and the Local_Lang cookie. */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  const info = LANGUAGES[code];
  writeLanguage({ language_name: info.name, chinese_name: info.chineseName, file_name: code });
  await Promise.all([i18next.changeLanguage(code), loadAntdLocale(code)]);
  applyDocumentLanguage(code);
}

/** After sign-in the server's stored language wins over the local one. */
export async function adoptServerLanguage(language: { code: string } | null | undefined): Promise<void> {
  const code = language?.code;
  if (isLanguageCode(code) && code !== i18next.language) await switchLanguage(code);
}
