import { isLanguage, type Language } from './languages.ts';

/**
 * The storefront's language cookie: JSON with the legacy file name of the language
 * (client/src/session/cookies.ts). The one place the gateway reads it.
 */
const LANGUAGE_COOKIE = 'Local_Lang';

/**
 * The interface language a page request's cookies name, or undefined when they name
 * none (no cookie, not JSON, no file name, not one of our languages — so nothing that
 * could leave a directory). The client writes the cookie with js-cookie, which
 * percent-encodes the JSON.
 */
export function cookieLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(pair.slice(separator + 1).trim())) as unknown;
      const code = value && typeof value === 'object' ? (value as { file_name?: unknown }).file_name : undefined;
      return typeof code === 'string' && isLanguage(code) ? code : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
