import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import type { GatewayMetrics } from '../metrics/gatewayMetrics.ts';
import type { StaleExtension } from './staleReport.ts';

/** What the request's public answers past their freshness come to (none for a request refused before it ran). */
export function staleOf(contextValue: GatewayContext): StaleExtension | undefined {
  return (contextValue as Partial<GatewayContext> | undefined)?.legacy?.stale.extension();
}

/**
 * Says so in the answer when a part of it was served past its freshness (the public cache's
 * stale answers, while the legacy API fails or while the entry is refreshed):
 * `extensions.stale` with the oldest part's age and the legacy calls, which the client shows
 * as a quiet notice; counted in `gateway_stale_answers_total` by call. (Such an answer is never
 * stored by a browser or CDN: server/httpCaching.ts.)
 */
export function staleAnswers(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  // Stateless: one listener serves every request.
  const listener: GraphQLRequestListener<GatewayContext> = {
    async willSendResponse({ response, contextValue }) {
      const stale = staleOf(contextValue);
      if (!stale || response.body.kind !== 'single') return;
      const result = response.body.singleResult;
      result.extensions = { ...result.extensions, stale };
      for (const call of stale.calls) metrics.staleAnswers.inc({ call });
    },
  };
  return {
    async requestDidStart() {
      return listener;
    },
  };
}
