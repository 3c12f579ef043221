import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, TOKEN_COOKIE, type StoredLanguage } from './readCookies.ts';

/** Both cookies live three days on path /. They are read in readCookies.ts. */
const COOKIE_OPTIONS = { path: '/', expires: 3, sameSite: 'lax' as const };

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { ...COOKIE_OPTIONS, secure: window.location.protocol === 'https:' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function writeLanguage(language: StoredLanguage): void {
  Cookies.set(LANGUAGE_COOKIE, JSON.stringify(language), COOKIE_OPTIONS);
}
