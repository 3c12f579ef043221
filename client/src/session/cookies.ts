import Cookies from 'js-cookie';

/** The session token cookie the legacy client used. */
export const TOKEN_COOKIE = 'Admin-Token';
/** The language cookie: JSON of the chosen language. */
export const LANGUAGE_COOKIE = 'Local_Lang';
/** Both cookies live three days on path /. */
const COOKIE_OPTIONS = { path: '/', expires: 3, sameSite: 'lax' as const };

export interface StoredLanguage {
  language_name: string;
  chinese_name: string;
  file_name: string;
}

export function readToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { ...COOKIE_OPTIONS, secure: window.location.protocol === 'https:' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function readLanguage(): StoredLanguage | undefined {
  const raw = Cookies.get(LANGUAGE_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredLanguage>;
    return typeof parsed.file_name === 'string' ? (parsed as StoredLanguage) : undefined;
  } catch {
    return undefined;
  }
}

export function writeLanguage(language: StoredLanguage): void {
  Cookies.set(LANGUAGE_COOKIE, JSON.stringify(language), COOKIE_OPTIONS);
}
