import { useSyncExternalStore } from 'react';
import { removeToken, writeToken } from './cookies.ts';
import { readToken } from './readCookies.ts';

/**
 * The session token, read from the Admin-Token cookie once and then kept here so
 * every component (and the Apollo link) sees changes at once.
 */
type Listener = () => void;

let token: string | undefined = readToken();
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getToken: (): string | undefined => token,
  signIn: (next: string): void => {
    token = next;
    writeToken(next);
    emit();
  },
  /** Forgets the token (cookie included); user data is cleared by the caller's cache reset. */
  clear: (): void => {
    token = undefined;
    removeToken();
    emit();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current token; re-renders when the session starts or ends. */
export function useToken(): string | undefined {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken, sessionStore.getToken);
}
