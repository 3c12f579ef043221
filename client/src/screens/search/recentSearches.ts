import { useSyncExternalStore } from 'react';
import { readStoredStrings } from '../../lib/storedStrings.ts';

/** The buyer's recent searches, newest first, kept in local storage on this device. */
const STORAGE_KEY = 'recentSearches';
const MAX_RECENT = 10;

const listeners = new Set<() => void>();
let snapshot: string[] | undefined;

function read(): string[] {
  return readStoredStrings(STORAGE_KEY);
}

function write(entries: string[]): void {
  snapshot = entries;
  try {
    if (entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the list still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

export const recentSearches = {
  list: (): string[] => {
    snapshot ??= read();
    return snapshot;
  },
  /** Puts a keyword first (once, compared without case), keeping the newest ten. */
  add: (keyword: string): void => {
    const clean = keyword.trim();
    if (!clean) return;
    const rest = recentSearches.list().filter((entry) => entry.toLowerCase() !== clean.toLowerCase());
    write([clean, ...rest].slice(0, MAX_RECENT));
  },
  clear: (): void => {
    write([]);
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forgets the in-memory copy (tests start from local storage again). */
  reset: (): void => {
    snapshot = undefined;
  },
};

export function useRecentSearches(): string[] {
  return useSyncExternalStore(recentSearches.subscribe, recentSearches.list, recentSearches.list);
}
