import type { ApolloClient } from '@apollo/client';
import i18next from 'i18next';
import { toast } from '../components/toast.ts';
import { adoptServerLanguage } from '../i18n/switchLanguage.ts';
import { CurrentUserQuery, LogoutMutation } from '../session/currentUser.ts';
import { sessionStore } from '../session/store.ts';
import { isPublicPath, matchAppRoute } from './routes.ts';

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
 * - without a token only the public paths open; any other shows "loginFirst" and goes to /login;
 * - a signed-in user opening /login is sent to /;
 * - with a token but no user yet, the user is fetched first (and the server's language adopted);
 *   if that fails, logout is tried, the token is dropped either way, and the user goes to /;
 * - a path no route matches goes to /home (once the rules above let it through).
 * No side effect: the toast is shown by whoever follows the answer (RouteGuard).
 */
export function accessFor(client: ApolloClient, pathname: string): Access {
  if (pathname === '/') return { kind: 'redirect', to: '/home' };
  const token = sessionStore.getToken();
  if (!token) {
    if (isPublicPath(pathname)) return routed(pathname);
    return { kind: 'redirect', to: '/login', loginFirst: true };
  }
  if (pathname === '/login') return { kind: 'redirect', to: '/' };
  const cached = client.readQuery({ query: CurrentUserQuery });
  return cached?.me ? routed(pathname) : { kind: 'fetchUser' };
}

function routed(pathname: string): Access {
  return matchAppRoute(pathname) ? OPEN : { kind: 'redirect', to: '/home' };
}

export function showLoginFirst(): void {
  toast.info(i18next.t('messages.loginFirst'));
}

/** One CurrentUser request at a time per client (StrictMode and quick navigations share it). */
const fetching = new WeakMap<ApolloClient, Promise<boolean>>();

async function fetchCurrentUser(client: ApolloClient): Promise<boolean> {
  try {
    const { data } = await client.query({
      query: CurrentUserQuery,
      fetchPolicy: 'network-only',
      context: { silent: true },
    });
    if (!data?.me) throw new Error('no user for this token');
    await adoptServerLanguage(data.me.language);
    return true;
  } catch {
    try {
      await client.mutate({ mutation: LogoutMutation, context: { silent: true } });
    } catch {
      // The token is invalid anyway: it is dropped below.
    }
    sessionStore.clear();
    await client.clearStore();
    return false;
  }
}

/**
 * Fetches the user for a token (access 'fetchUser') and answers where `pathname` then
 * leads: null when it opens, else the path to go to.
 */
export async function fetchUserFor(client: ApolloClient, pathname: string): Promise<string | null> {
  let request = fetching.get(client);
  if (!request) {
    request = fetchCurrentUser(client).finally(() => fetching.delete(client));
    fetching.set(client, request);
  }
  if (!(await request)) return pathname === '/' || pathname === '/home' ? null : '/';
  const access = routed(pathname);
  return access.kind === 'redirect' ? access.to : null;
}
