import type { NormalizedCacheObject } from '@apollo/client';
import { readToken } from '../session/readCookies.ts';

/*
 * A public page rendered on the server (gateway/src/ssr, ADR 0009) carries the app's markup in
 * #root and, after it, the data it was rendered with: a JSON block (no script runs from it)
 * that the browser restores into Apollo's cache before it hydrates (main.tsx). The page is the
 * same for everyone (made without a session): a signed-in shopper's app renders afresh instead.
 */

/** The data block's id (gateway/src/ssr/streamedPage.ts writes it). */
const SERVER_DATA_ID = 'server-data';

/** What the server rendered the page with. */
export interface ServerData {
  /** Apollo's cache after the render: the first render in the browser reads the same answers. */
  cache: NormalizedCacheObject;
  /** The zone the server wrote dates in: the browser writes them alike (lib/formatDate.ts). */
  timeZone: string;
}

/** Whether the server drew the page (whoever it is shown to: hydrated or not, main.tsx). */
export function drawnOnServer(): boolean {
  return document.getElementById(SERVER_DATA_ID) !== null;
}

/** Whether the page came rendered with its data, for a shopper without a session: the early query is then not asked. */
export function cameWithData(): boolean {
  return drawnOnServer() && !readToken();
}

/** The data the page came with, when it is hydrated (cameWithData); undefined otherwise, or when it cannot be read. */
export function serverData(): ServerData | undefined {
  if (!cameWithData()) return undefined;
  try {
    const data = JSON.parse(document.getElementById(SERVER_DATA_ID)?.textContent ?? '') as Partial<ServerData> | null;
    if (!data || typeof data.cache !== 'object' || data.cache === null || typeof data.timeZone !== 'string') {
      return undefined;
    }
    return { cache: data.cache, timeZone: data.timeZone };
  } catch {
    return undefined;
  }
}
