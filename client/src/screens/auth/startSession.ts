import type { ApolloClient } from '@apollo/client';
import { getFragmentData, type FragmentType } from '../../gql/index.ts';
import { saveLanguage } from '../../features/language/saveLanguage.ts';
import { languageAtSignIn } from '../../i18n/languageChoice.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { sessionStore } from '../../session/store.ts';
import { SessionUserFragment } from './operations.ts';

/**
 * After a sign-in or sign-up: keep the token (Admin-Token cookie), drop what was
 * cached for the anonymous visitor (screens kept mounted reload as this buyer),
 * remember the buyer for the guard, and settle the language: one chosen while signed
 * out wins and is saved to the account (not awaited: the shopper goes on at once),
 * else the account's saved language is adopted.
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
  const chosen = await languageAtSignIn(user.language);
  if (chosen) void saveLanguage(client, chosen);
}
