import type { DataLayer } from '../apollo/dataLayer.ts';
import { fetchUserFor } from '../app/guard.ts';
import { prepareHydration, prepareRoute, type StartedRoute } from '../app/routeLoader.tsx';
import { isPublicPath } from '../app/matchRoute.ts';
import { sessionStore } from '../session/store.ts';

/**
 * The longest a page the server drew stays on show, unanswered, before the app draws in its place
 * with whatever it is still waiting for (a skeleton where data is missing, or the guard's retry).
 */
const KEEP_SERVER_PAGE_MS = 3000;

/**
 * A public page the server drew that the app does not hydrate (a signed-in shopper's: the server
 * draws it without a session; or one drawn in another language) stays on show until the app's
 * first render can take its place whole. Without this the shopper saw the page, then the route
 * guard's skeleton while it asked who the session belongs to, then the page again.
 *
 * Answers once, or after `wait` ms at most:
 * - the session's user is fetched (the guard then opens the route at its first render). A token the
 *   API refuses ends the session and leads to /, as the guard would (guard.ts, fetchUserFor);
 * - the route's screen and the parts it draws with data are loaded, so nothing suspends;
 * - the route's first query is answered (Home's, a product's), so its screen draws with data.
 *
 * Nothing fails here: what did not come is left to the app, which asks again and shows it.
 */
export async function keepServerPage(
  pathname: string,
  data: DataLayer,
  route: StartedRoute,
  wait = KEEP_SERVER_PAGE_MS,
): Promise<void> {
  /** Past the deadline the app has drawn, and its guard follows the same answer (the request is shared). */
  let drawn = false;
  const session =
    sessionStore.getToken() && isPublicPath(pathname)
      ? fetchUserFor(data, pathname).then((access) => {
          if (!drawn && access.kind === 'redirect') window.history.replaceState(null, '', access.to);
        })
      : undefined;
  const ready = Promise.all([
    session,
    route.screen,
    route.query,
    prepareRoute(pathname).then(() => prepareHydration(pathname, data)),
  ]).then(
    () => undefined,
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, wait);
  });
  await Promise.race([ready, deadline]);
  drawn = true;
  clearTimeout(timer);
}
