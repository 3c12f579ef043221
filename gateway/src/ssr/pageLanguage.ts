import type { Request } from 'express';
import { acceptedLanguage } from '../i18n/acceptLanguage.ts';
import { cookieLanguage } from '../i18n/cookieLanguage.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';

/**
 * Each language's BCP 47 tag (the `lang` attribute, `hreflang`, number formats) and direction,
 * as the storefront's own table has them (client/src/i18n/languages.ts; a test keeps the two equal).
 */
export const DOCUMENT_LANGUAGES: Record<Language, { tag: string; dir: 'ltr' | 'rtl' }> = {
  en: { tag: 'en', dir: 'ltr' },
  'zh-cn': { tag: 'zh-CN', dir: 'ltr' },
  jp: { tag: 'ja', dir: 'ltr' },
  kr: { tag: 'ko', dir: 'ltr' },
  th: { tag: 'th', dir: 'ltr' },
  id: { tag: 'id', dir: 'ltr' },
  vi: { tag: 'vi', dir: 'ltr' },
  de: { tag: 'de', dir: 'ltr' },
  ar: { tag: 'ar', dir: 'rtl' },
  fr: { tag: 'fr', dir: 'ltr' },
  hi: { tag: 'hi', dir: 'ltr' },
  it: { tag: 'it', dir: 'ltr' },
  tr: { tag: 'tr', dir: 'ltr' },
  es: { tag: 'es', dir: 'ltr' },
  ms: { tag: 'ms', dir: 'ltr' },
};

/** The query parameter that names a page's language in its URL (the `hreflang` alternates use it). */
export const LANGUAGE_PARAMETER = 'lang';

/** The language a URL names (`?lang=ar`), if it is one of ours. */
export function urlLanguage(query: Request['query']): Language | undefined {
  const value = query[LANGUAGE_PARAMETER];
  return typeof value === 'string' && isLanguage(value) ? value : undefined;
}

/**
 * The language a page is drawn in, as the storefront starts in it (client/src/session/readCookies.ts):
 * the URL's (a link to one language's page, as search engines follow them), else the language
 * cookie's (a choice made before), else the closest to `Accept-Language` (a first visit), else English.
 */
export function pageLanguage(req: Request): { language: Language; negotiated: boolean } {
  const fromUrl = urlLanguage(req.query);
  if (fromUrl) return { language: fromUrl, negotiated: false };
  return {
    language: cookieLanguage(req.headers.cookie) ?? acceptedLanguage(req.headers['accept-language']) ?? 'en',
    negotiated: true,
  };
}
