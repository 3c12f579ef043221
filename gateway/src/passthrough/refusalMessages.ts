import { readFileSync } from 'node:fs';

/** Where the storefront keeps its translations: the passthrough answers with the same words. */
const LOCALES = new URL('../../../client/src/locales/', import.meta.url);
const LANGUAGES = ['en', 'zh-cn', 'jp', 'kr', 'th', 'id', 'vi', 'de', 'ar', 'fr', 'hi', 'it', 'tr', 'es', 'ms'] as const;

function errorTexts(language: string): Record<string, string> {
  const common = JSON.parse(readFileSync(new URL(`${language}/common.json`, LOCALES), 'utf8')) as {
    errors?: Record<string, string>;
  };
  return common.errors ?? {};
}

/**
 * The spec's refusals in the caller's language (the `lang`/`language` header, as the
 * legacy API reads it; English when unknown): "data is being processed, do not resubmit"
 * and "backend interface connection abnormal"/"system interface request timeout".
 */
export class RefusalMessages {
  private readonly texts = new Map(LANGUAGES.map((language) => [language as string, errorTexts(language)]));

  text(key: 'duplicate' | 'network' | 'timeout', language: string | undefined): string {
    const wanted = language?.toLowerCase() ?? 'en';
    const chosen = this.texts.get(wanted) ?? (wanted.startsWith('zh') ? this.texts.get('zh-cn') : undefined);
    return chosen?.[key] ?? this.texts.get('en')?.[key] ?? key;
  }
}
