import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import i18next from 'i18next';
import { toast } from '../lib/toast.ts';
import { adoptServerLanguage } from '../i18n/switchLanguage.ts';
import type { DataLayer } from '../apollo/dataLayer.ts';
import { CurrentUserQuery, LogoutMutation } from '../session/currentUser.ts';
import { loginPath } from '../navigation/loginRedirect.ts';
import { sessionStore } from '../session/store.ts';
import { isPublicPath, matchAppRoute } from './matchRoute.ts';

/** What the access rules answer for a path, before any request. */
export type Access =
  | { kind: 'open' }
  | { kind: 'redirect'; to: string; loginFirst?: true }
  /** A token but no user yet: the user is fetched first (fetchUserFor). */
  | { kind: 'fetchUser' };

const OPEN: Access = { kind: 'open' };

/**
 * The access rules of the specification, checked before a route opens:
 * - / is only a redirect to /home (which is public), so it is never refused;
 * - without a token only the public paths open; any other shows "loginFirst" and goes to /login,
 *   which returns there after signing in;
 * - a signed-in user opening /login is sent to /;
 * - with a token but no user yet, the user is fetched first (and the server's language adopted);
 *   if the API refuses the token, logout is tried, the token is dropped either way, and the user
 *   goes to /; if the API cannot be reached, the session stays and the screen offers a retry;
 * - a path no route matches goes to /home (once the rules above let it through).
 * No side effect: the toast is shown by whoever follows the answer (RouteGuard).
 * `client` is the data layer's client if it is there yet: without it (the first paint
 * does not wait for it) nothing can be cached, so a token means fetching the user.
 */
export function accessFor(client: ApolloClient | undefined, pathname: string, search = ''): Access {
  if (pathname === '/') return { kind: 'redirect', to: '/home' };
  const token = sessionStore.getToken();
  if (!token) {
    if (isPublicPath(pathname)) return routed(pathname);
    return { kind: 'redirect', to: loginPath(`${pathname}${search}`), loginFirst: true };
  }
  if (pathname === '/login') return { kind: 'redirect', to: '/' };
  const cached = client?.readQuery({ query: CurrentUserQuery });
  return cached?.me ? routed(pathname) : { kind: 'fetchUser' };
}

function routed(pathname: string): Access {
  return matchAppRoute(pathname) ? OPEN : { kind: 'redirect', to: '/home' };
}

export function showLoginFirst(): void {
  toast.info(i18next.t('messages.loginFirst'));
}

/** What fetching the user for a token came to. */
type UserFetch =
  | { kind: 'signedIn' }
  /** The API refused the token (or knows no user for it): the session is over. */
  | { kind: 'refused' }
  /** The API could not be asked (network, timeout, an upstream failure): the session is kept. */
  | { kind: 'unreachable'; error: ErrorLike };

/** One CurrentUser request at a time per client (StrictMode and quick navigations share it). */
const fetching = new WeakMap<ApolloClient, Promise<UserFetch>>();

/**
 * Only the API's refusal ends a session: a blip of the network or of the legacy API
 * says nothing about the token, and signing the shopper out for it would lose their place.
 */
function refusesToken(error: ErrorLike): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
}

async function endSession(client: ApolloClient): Promise<void> {
  try {
    await client.mutate({ mutation: LogoutMutation, context: { silent: true } });
  } catch {
    // The token is invalid anyway: it is dropped below.
  }
  sessionStore.clear();
  await client.clearStore();
}

async function fetchCurrentUser(client: ApolloClient): Promise<UserFetch> {
  let me;
  try {
    const { data } = await client.query({
      query: CurrentUserQuery,
      fetchPolicy: 'network-only',
      context: { silent: true },
    });
    me = data?.me;
  } catch (failure: unknown) {
    const error: ErrorLike = failure instanceof Error ? failure : new Error(String(failure));
    if (!refusesToken(error)) return { kind: 'unreachable', error };
  }
  if (!me) {
    await endSession(client);
    return { kind: 'refused' };
  }
  await adoptServerLanguage(me.language);
  return { kind: 'signedIn' };
}

/** Where a location leads once the user was asked for. */
export type FetchedAccess =
  | { kind: 'open' }
  | { kind: 'redirect'; to: string }
  /** The user could not be fetched: the guard offers to try again (the session stays). */
  | { kind: 'unreachable'; error: ErrorLike };

/**
 * Fetches the user for a token (access 'fetchUser') and answers where `pathname` then
 * leads: open, a redirect (to / when the token was refused), or unreachable (the API,
 * or the data layer's code, could not be reached).
 */
export async function fetchUserFor(data: DataLayer, pathname: string): Promise<FetchedAccess> {
  let client: ApolloClient;
  try {
    client = await data.load();
  } catch (failure: unknown) {
    return { kind: 'unreachable', error: failure instanceof Error ? failure : new Error(String(failure)) };
  }
  let request = fetching.get(client);
  if (!request) {
    request = fetchCurrentUser(client).finally(() => fetching.delete(client));
    fetching.set(client, request);
  }
  const outcome = await request;
  if (outcome.kind === 'unreachable') return outcome;
  if (outcome.kind === 'refused')
    return pathname === '/' || pathname === '/home' ? { kind: 'open' } : { kind: 'redirect', to: '/' };
  const access = routed(pathname);
  return access.kind === 'redirect' ? { kind: 'redirect', to: access.to } : { kind: 'open' };
}
