import { Router, type NextFunction, type Request, type Response } from 'express';
import { acceptedLanguage } from '../i18n/acceptLanguage.ts';
import { cookieLanguage } from '../i18n/cookieLanguage.ts';
import { runtimeFile } from '../runtimeFiles.ts';
import { urlLanguage } from '../ssr/pageLanguage.ts';
import type { PageLimits } from '../ssr/pageLimits.ts';
import type { PageResponder } from '../ssr/pageResponder.ts';
import { BuiltFiles, LANGUAGE_PAGES_DIR, sendBuiltFile } from './builtFiles.ts';
import { ClientRoutes } from './clientRoutes.ts';

/** Where `npm run build` writes the React client. */
export const CLIENT_DIST = runtimeFile('client');

/** Paths the gateway itself answers; everything else is a client route. */
const SERVER_PATHS = /^\/(graphql|upload|explorer|healthz|readyz|static|uploads)(\/|$)/;

/** Hashed file names change with their content, so a browser or CDN keeps them for good. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The app shell the service worker precaches (client/src/pwa), the English built page. */
const SHELL_PATH = '/index.html';
/** index.html names the current assets: always revalidated (a 304 while unchanged). */
const PAGE_CACHE = 'no-cache';
/** Unhashed files (icons, robots.txt, translations by build version). */
const OTHER_CACHE = 'public, max-age=3600';
/**
 * The service worker and the web app manifests (client/build/serviceWorker.ts, webApp.ts): revalidated
 * on every check, never `immutable`, so a release reaches installed phones on their next visit.
 */
const REVALIDATED_FILES = /^\/(sw\.js|manifests\/[\w-]+\.webmanifest)$/;

/**
 * Serves the built storefront: hashed assets cached for a year, the other built
 * files for an hour, and index.html (revalidated) for every client route (the build's
 * route table, server/clientRoutes.ts), so deep links like /detail/1/2 work, in the language of the visitor's language cookie, else of Accept-Language (the
 * build writes a page per language); each in the best compression the browser accepts.
 * A public page (Home, a product, a shop, the lists) goes through `pages`, which gives it
 * its own head (ssr/pageResponder.ts). Every page counts against `limits` (per client address,
 * ssr/pageLimits.ts); the built files never do: a page names a dozen of them, and they are cached for good.
 */
export function clientApp(
  dist = CLIENT_DIST,
  routes = new ClientRoutes(dist),
  pages?: PageResponder,
  limits?: PageLimits,
): Router {
  const router = Router();
  const files = new BuiltFiles(dist);
  router.get(/.*/, (req, res, next) => {
    const assetPath = req.path.startsWith('/assets/');
    // The pages are only ever sent for a client route, in the visitor's language.
    const page = req.path === SHELL_PATH || req.path.startsWith(`/${LANGUAGE_PAGES_DIR}/`);
    const encodings = page ? undefined : files.find(req.path);
    if (encodings) {
      const cacheControl = assetPath ? ASSET_CACHE : REVALIDATED_FILES.test(req.path) ? PAGE_CACHE : OTHER_CACHE;
      sendBuiltFile(files, req.path, encodings, cacheControl, req, res, next);
      return;
    }
    if (assetPath) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (SERVER_PATHS.test(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    // Neither a file nor a route of the storefront (e.g. /schema.graphql): a 404, not a page that looks like success.
    if (!routes.isRoute(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const send = async () => {
      // The service worker's copy of the app shell (its precache, once per install or release) is
      // a built file, never rendered: counted, a shopper near the limit would lose the offline app.
      if (req.path !== SHELL_PATH && (await limits?.refusedPage(req, res))) return;
      if (!pages || !(await pages.send(req, res))) sendBuiltPage(files, req, res, next);
    };
    send().catch(next);
  });
  return router;
}

/** The built page in the visitor's language, as it is. */
function sendBuiltPage(files: BuiltFiles, req: Request, res: Response, next: NextFunction): void {
  // A link to one language's page (`?lang=`) gets that language; a first visit (no cookie yet) the phone's, as the app then starts in it.
  const language =
    urlLanguage(req.query) ?? cookieLanguage(req.headers.cookie) ?? acceptedLanguage(req.headers['accept-language']);
  const localised = language === undefined ? undefined : `/${LANGUAGE_PAGES_DIR}/${language}.html`;
  const localisedEncodings = localised === undefined ? undefined : files.find(localised);
  const pagePath = localisedEncodings ? (localised as string) : '/index.html';
  const pageEncodings = localisedEncodings ?? files.find(pagePath);
  if (!pageEncodings) {
    res
      .status(503)
      .type('text/plain')
      .send('The storefront is not built yet: run `npm run build` (npm start does it).');
    return;
  }
  // The page says its language (and asks for that language's texts), so caches keep one per cookie and phone language.
  res.vary('Cookie');
  res.vary('Accept-Language');
  sendBuiltFile(files, pagePath, pageEncodings, PAGE_CACHE, req, res, next);
}
