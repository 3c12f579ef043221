import { createContext, use } from 'react';

/**
 * True in a render on the server (server/renderPage.tsx) and in the browser's app that
 * hydrated it (main.tsx): a part that would draw a placeholder until the page has painted can
 * draw what the server can instead (the product's description as text), the same on both sides.
 */
export const ServerRendered = createContext(false);

export function useServerRendered(): boolean {
  return use(ServerRendered);
}
