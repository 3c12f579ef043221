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

/** The refusals the passthrough answers itself. */
export type RefusalKey = 'duplicate' | 'network' | 'timeout' | 'badResponse' | 'httpStatus';

/**
 * The spec's refusals in the caller's language (the `lang`/`language` header, as the
 * legacy API reads it; English when unknown): "data is being processed, do not resubmit",
 * "backend interface connection abnormal"/"system interface request timeout", the legacy
 * client's own "system interface {{status}} abnormal" for an HTTP failure, and "the server
 * answered something unexpected" for an answer that cannot be passed on.
 */
export class RefusalMessages {
  private readonly texts = new Map(LANGUAGES.map((language) => [language as string, errorTexts(language)]));

  text(key: RefusalKey, language: string | undefined, values: Record<string, string | number> = {}): string {
    const wanted = language?.toLowerCase() ?? 'en';
    const chosen = this.texts.get(wanted) ?? (wanted.startsWith('zh') ? this.texts.get('zh-cn') : undefined);
    const text = chosen?.[key] ?? this.texts.get('en')?.[key] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  }
}
