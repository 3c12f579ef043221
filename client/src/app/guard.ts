import type { ApolloClient } from '@apollo/client';
import i18next from 'i18next';
import { redirect } from 'react-router';
import { toast } from '../components/toast.ts';
import { adoptServerLanguage } from '../i18n/switchLanguage.ts';
import { CurrentUserQuery, LogoutMutation } from '../session/currentUser.ts';
import { sessionStore } from '../session/store.ts';
import { isPublicPath } from './routes.ts';

/**
 * The access rules of the specification, checked before a route opens:
 * - / is only a redirect to /home (which is public), so it is never refused;
 * - without a token only the public paths open; any other shows "loginFirst" and goes to /login;
 * - a signed-in user opening /login is sent to /;
 * - with a token but no user yet, the user is fetched first (and the server's language adopted);
 *   if that fails, logout is tried, the token is dropped either way, and the user goes to /.
 */
export function createGuard(client: ApolloClient) {
  return async function guard({ request }: { request: Request }): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (pathname === '/') return redirect('/home');
    const token = sessionStore.getToken();
    if (!token) {
      if (isPublicPath(pathname)) return null;
      toast.info(i18next.t('messages.loginFirst'));
      return redirect('/login');
    }
    if (pathname === '/login') return redirect('/');

    const cached = client.readQuery({ query: CurrentUserQuery });
    if (cached?.me) return null;
    try {
      const { data } = await client.query({
        query: CurrentUserQuery,
        fetchPolicy: 'network-only',
        context: { silent: true },
      });
      if (!data?.me) throw new Error('no user for this token');
      await adoptServerLanguage(data.me.language);
      return null;
    } catch {
      try {
        await client.mutate({ mutation: LogoutMutation, context: { silent: true } });
      } catch {
        // The token is invalid anyway: it is dropped below.
      }
      sessionStore.clear();
      await client.clearStore();
      return pathname === '/' || pathname === '/home' ? null : redirect('/');
    }
  };
}
