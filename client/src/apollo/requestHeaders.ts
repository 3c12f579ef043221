/**
 * What the storefront calls itself to the gateway, which counts requests by client app and version
 * (`apollographql-client-name`/`-version`, Apollo's convention), so an operator sees which build fails.
 */
const CLIENT_NAME = 'crossborder-storefront';
/** The build's version and commit (client/build/buildIdentity.ts), `dev` when not built. */
const CLIENT_VERSION = import.meta.env.APP_VERSION ?? 'dev';

/**
 * The headers every GraphQL request carries: the interface language, under both names
 * the legacy API reads (`lang`, `language`), the storefront's name and version, and the
 * session token when there is one. Apollo's link (apollo/client.ts) and the page's early
 * query (boot/earlyQuery.ts) build them here, so an early answer is the one Apollo would
 * have been given. Nothing is imported: the early query runs before the app's scripts have come.
 */
export function requestHeaders(language: string, token: string | undefined): Record<string, string> {
  return {
    lang: language,
    language,
    'apollographql-client-name': CLIENT_NAME,
    'apollographql-client-version': CLIENT_VERSION,
    ...(token ? { token } : {}),
  };
}
