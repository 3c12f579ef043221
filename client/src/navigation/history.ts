import { readStoredStrings } from '../lib/storedStrings.ts';

/**
 * The stored navigation history (local storage), as the legacy app kept it: the
 * shared back control pops it. Visiting a tab root starts it afresh.
 */
const STORAGE_KEY = 'historyPaths';
const MAX_ENTRIES = 50;

/** The query flag marking a navigation made by the back control. */
export const BACK_FLAG = 'backs';

function read(): string[] {
  return readStoredStrings(STORAGE_KEY);
}

function write(entries: string[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
}

/** Drops the back flag so the same page is never stored twice under two URLs. */
function withoutBackFlag(path: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.delete(BACK_FLAG);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

export const navigationHistory = {
  entries: read,
  clear(): void {
    write([]);
  },
  /**
   * Records a visit, unless it came from the back control (already in the list).
   * A replacing navigation takes the place of the screen it replaced, as in the
   * browser's own history: back from the paid orders never reopens the payment
   * (or a refund form already sent) that led there.
   */
  record(path: string, cameBack: boolean, replaced = false): void {
    if (cameBack) return;
    const entries = read();
    const clean = withoutBackFlag(path);
    if (entries[entries.length - 1] === clean) return;
    if (replaced) entries.pop();
    write([...entries, clean]);
  },
  /** Removes the current entry and answers the one before it (with the back flag), or undefined. */
  popBack(): string | undefined {
    const entries = read();
    entries.pop();
    const previous = entries[entries.length - 1];
    write(entries);
    if (!previous) return undefined;
    const url = new URL(previous, 'http://local');
    url.searchParams.set(BACK_FLAG, '1');
    return `${url.pathname}?${url.searchParams.toString()}`;
  },
};
