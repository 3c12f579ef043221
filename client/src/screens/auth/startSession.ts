import type { ApolloClient } from '@apollo/client';
import type { CurrentUserQuery as CurrentUserResult } from '../../gql/graphql.ts';
import { adoptServerLanguage } from '../../i18n/switchLanguage.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { sessionStore } from '../../session/store.ts';

type SessionUser = NonNullable<CurrentUserResult['me']>;

/**
 * After a sign-in or sign-up: keep the token (Admin-Token cookie), drop what was
 * cached for the anonymous visitor (screens kept mounted reload as this buyer),
 * remember the buyer for the guard, and adopt the language stored on the server.
 */
export async function startSession(client: ApolloClient, payload: { token: string; user: SessionUser }): Promise<void> {
  sessionStore.signIn(payload.token);
  try {
    await client.resetStore();
  } catch {
    // A screen that failed to reload shows its own error state.
  }
  client.writeQuery({ query: CurrentUserQuery, data: { me: payload.user } });
  await adoptServerLanguage(payload.user.language);
}

/** Where to go after signing in: a `?redirect=` path of this app, else home. */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return '/';
  return redirect;
}
