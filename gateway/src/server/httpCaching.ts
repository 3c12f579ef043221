import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { staleOf } from '../cache/staleAnswers.ts';
import type { GatewayContext } from '../context.ts';

/**
 * Cache headers for GraphQL answers to GET (persisted queries by hash): an answer
 * to a request without a session token, and without errors, is the same for every
 * shopper of that language, so browsers and CDNs may keep it (unless a part of it is stale) as long as the
 * gateway's own public cache would (`PUBLIC_CACHE_TTL_MS`); anything else is
 * private and not stored. POST answers are never cached by HTTP anyway. Image URLs
 * are made absolute per request, after the public cache: an answer varies on every
 * header its origin was read from (none when PUBLIC_URL is set).
 */
export function httpCaching(publicTtlMs: number): ApolloServerPlugin<GatewayContext> {
  const maxAge = Math.floor(publicTtlMs / 1000);
  const shared = maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache';
  // The Vary of each of the context's few lists of origin headers, joined once.
  const varies = new WeakMap<readonly string[], string>();
  const varyOf = (originHeaders: readonly string[]): string => {
    let vary = varies.get(originHeaders);
    if (vary === undefined) {
      // The answer depends on the language and on whether a session is sent; its bytes on
      // the encoding asked for (set here too for requests that ask for none); and, without
      // PUBLIC_URL, its image URLs on the host and scheme it was asked at, forwarded ones
      // included: a CDN must not hand one built for X-Forwarded-Host: evil.example to others.
      vary = ['lang', 'language', 'token', 'accept-encoding', ...originHeaders].join(', ');
      varies.set(originHeaders, vary);
    }
    return vary;
  };
  // One listener for every GET: whether a session was sent is the shopper's (http/shopperIdentity.ts).
  const answeringGet: GraphQLRequestListener<GatewayContext> = {
    async willSendResponse({ response, contextValue }) {
      const anonymous = !contextValue.shopper.token;
      // A stale part (served while the legacy API fails) must not live on in a CDN past the outage.
      const clean = response.body.kind === 'single' && !response.body.singleResult.errors && !staleOf(contextValue);
      response.http.headers.set('cache-control', anonymous && clean ? shared : 'private, no-store');
      response.http.headers.set('vary', varyOf(contextValue.originHeaders()));
    },
  };
  return {
    async requestDidStart({ request }) {
      return request.http?.method === 'GET' ? answeringGet : undefined;
    },
  };
}
