import type { ApolloClient } from '@apollo/client';
import { getFragmentData, type FragmentType } from '../../gql/index.ts';
import { adoptServerLanguage } from '../../i18n/switchLanguage.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { sessionStore } from '../../session/store.ts';
import { SessionUserFragment } from './operations.ts';

/**
 * After a sign-in or sign-up: keep the token (Admin-Token cookie), drop what was
 * cached for the anonymous visitor (screens kept mounted reload as this buyer),
 * remember the buyer for the guard, and adopt the language stored on the server.
 */
export async function startSession(
  client: ApolloClient,
  payload: { token: string; user: FragmentType<typeof SessionUserFragment> },
): Promise<void> {
  const user = getFragmentData(SessionUserFragment, payload.user);
  sessionStore.signIn(payload.token);
  try {
    await client.resetStore();
  } catch {
    // A screen that failed to reload shows its own error state.
  }
  client.writeQuery({ query: CurrentUserQuery, data: { me: user } });
  await adoptServerLanguage(user.language);
}
