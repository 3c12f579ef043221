import type { Fetcher } from '@graphiql/toolkit';
import { GraphQLError, type ExecutionResult } from 'graphql';

/** Where the explorer sends its operations: the gateway that served it. */
const GRAPHQL_ENDPOINT = new URL('/graphql', window.location.origin).href;

/**
 * Headers from GraphiQL's headers editor, minus the empty ones: the starter
 * headers hold `"token": ""`, and an empty token must not reach the gateway
 * (it would be forwarded upstream as a broken session). A value that is not text
 * (a number, true) is sent as it reads; a JSON object or list, as its JSON.
 */
function cleanHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    clean[name] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  }
  return clean;
}

/**
 * A plain POST with a JSON body: Apollo's CSRF prevention accepts it because the
 * content type forces a browser preflight. Non-JSON answers (a 413 from the body
 * limit, a proxy's error page) become a readable GraphQL-style error instead of a
 * parse failure.
 */
export const fetcher: Fetcher = async (params, options) => {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: {
      ...cleanHeaders(options?.headers),
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as ExecutionResult;
  } catch {
    // Shown as `{ "message": … }`, as a GraphQL error of the gateway's would be.
    return { errors: [new GraphQLError(`HTTP ${response.status}: ${text.slice(0, 500) || response.statusText}`)] };
  }
};
