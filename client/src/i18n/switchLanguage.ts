import type { Locale } from 'antd-mobile/es/locales/base';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { writeLanguage } from '../session/cookies.ts';
import { applyDocumentLanguage } from './index.ts';
import { isLanguageCode, LANGUAGES, type LanguageCode } from './languages.ts';

/** antd-mobile's locale for the current language; components re-render when it changes. */
let antdLocale: Locale | undefined;
const listeners = new Set<() => void>();

export async function loadAntdLocale(code: LanguageCode): Promise<void> {
  antdLocale = await LANGUAGES[code].antd();
  for (const listener of listeners) listener();
}

export function useAntdLocale(): Locale | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => antdLocale,
  );
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
