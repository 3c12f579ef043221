/**
 * The headers every GraphQL request carries: the interface language, under both names
 * the legacy API reads (`lang`, `language`), and the session token when there is one.
 * Apollo's link (apollo/client.ts) and the page's early query (boot/earlyQuery.ts) build
 * them here, so an early answer is the one Apollo would have been given. Nothing is
 * imported: the early query runs before the app's scripts have come.
 */
export function requestHeaders(language: string, token: string | undefined): Record<string, string> {
  return { lang: language, language, ...(token ? { token } : {}) };
}
