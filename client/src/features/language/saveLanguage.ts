import type { ApolloClient } from '@apollo/client';
import type { LanguageCode } from '../../i18n/languages.ts';
import { LANGUAGE_PAGE, LanguagesQuery, SetLanguageMutation } from './operations.ts';

/**
 * Saves `code` as the signed-in account's language: the legacy API takes the
 * language's id, which its list names. Answers whether it was saved; a failure
 * leaves the interface in the chosen language and says nothing (the next sign-in
 * adopts the account's language again).
 */
export async function saveLanguage(client: ApolloClient, code: LanguageCode): Promise<boolean> {
  try {
    const { data } = await client.query({
      query: LanguagesQuery,
      variables: { limit: LANGUAGE_PAGE },
      context: { silent: true },
    });
    const language = data?.languages.items.find((item) => item.code === code);
    if (!language) return false;
    await client.mutate({
      mutation: SetLanguageMutation,
      variables: { languageId: language.id },
      context: { silent: true },
    });
    return true;
  } catch {
    return false;
  }
}
