import { createContext } from 'react';

/**
 * The page's origin where there is no `window.location`: a render on the server
 * (server/renderPage.tsx) gives the origin the browser will have, so pictures are sized
 * alike on both sides (lib/pictureUrls.ts). Undefined in the browser: its own is read.
 */
export const PageOrigin = createContext<string | undefined>(undefined);
