import { graphql } from '../../gql/index.ts';

/** Every language fits on one page (there are 15). */
export const LANGUAGE_PAGE = 20;

/** The languages the legacy API knows, with the id setLanguage takes (public: no session needed). */
export const LanguagesQuery = graphql(`
  query Languages($limit: Int!) {
    languages(page: 1, limit: $limit) {
      items {
        id
        code
        name
      }
    }
  }
`);

export const SetLanguageMutation = graphql(`
  mutation SetLanguage($languageId: ID!) {
    setLanguage(languageId: $languageId) {
      id
      language {
        id
        code
        name
        chineseName
      }
    }
  }
`);
