/** The storefront's language cookie: JSON with the legacy file name of the language (client/src/session/cookies.ts). */
export const LANGUAGE_COOKIE = 'Local_Lang';

/** A language file name as the legacy API spells them ("en", "zh-cn"): nothing that could leave a directory. */
const LANGUAGE_CODE = /^[a-z]{2}(?:-[a-z]{2})?$/;

/**
 * The interface language a page request's cookies name, or undefined when they name
 * none (no cookie, not JSON, no file name, not a language code). The client writes the
 * cookie with js-cookie, which percent-encodes the JSON.
 */
export function cookieLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(pair.slice(separator + 1).trim())) as unknown;
      const code = value && typeof value === 'object' ? (value as { file_name?: unknown }).file_name : undefined;
      return typeof code === 'string' && LANGUAGE_CODE.test(code) ? code : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
