import { closestLanguage } from '../i18n/closestLanguage.ts';
import { isLanguageCode, type LanguageCode } from '../i18n/languages.ts';

/*
 * The app's two cookies as the legacy client named and shaped them, read from a
 * `document.cookie` string. The only place that reads them: the app (session/store.ts,
 * i18n/index.ts) and the page's early query (boot/earlyQuery.ts), which runs before the
 * app's scripts have come and so can bring no cookie library, read them here alike.
 * Writing them is session/cookies.ts's.
 */

/** The session token cookie. */
export const TOKEN_COOKIE = 'Admin-Token';
/** The language cookie: JSON of the chosen language. */
export const LANGUAGE_COOKIE = 'Local_Lang';

export interface StoredLanguage {
  language_name: string;
  chinese_name: string;
  file_name: string;
}

/** The page's cookies; none where there is no page (the server render, server/renderPage.tsx). */
function pageCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** One cookie's value, decoded; undefined when it is not there or cannot be decoded. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function readToken(cookies: string = pageCookies()): string | undefined {
  return cookieValue(cookies, TOKEN_COOKIE) || undefined;
}

export function readLanguage(cookies: string = pageCookies()): StoredLanguage | undefined {
  const raw = cookieValue(cookies, LANGUAGE_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredLanguage> | null;
    return typeof parsed?.file_name === 'string' ? (parsed as StoredLanguage) : undefined;
  } catch {
    return undefined;
  }
}

/** The languages the phone prefers, best first. */
function phoneLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The page address's query (`?lang=ar`), where there is a page. */
function pageQuery(): string {
  return typeof location === 'undefined' ? '' : location.search;
}

/**
 * The language the app starts in, and its requests name: the page link's (`?lang=`, the
 * language alternates search engines follow) when it is one of ours; else the cookie's (a
 * choice made before); on a first visit the closest to the phone's languages, else English.
 * Neither the link's nor the phone's is written to the cookie: only a choice is
 * (i18n/languageChoice.ts). The gateway picks the same page by the same rules (ssr/pageLanguage.ts).
 */
export function startLanguage(
  cookies: string = pageCookies(),
  preferred: readonly string[] = phoneLanguages(),
  query: string = pageQuery(),
): LanguageCode {
  const linked = new URLSearchParams(query).get('lang');
  if (isLanguageCode(linked)) return linked;
  const stored = readLanguage(cookies)?.file_name;
  return isLanguageCode(stored) ? stored : closestLanguage(preferred);
}
