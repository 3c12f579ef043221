import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { codeOf } from '../errors.ts';
import type { GatewayMetrics } from './gatewayMetrics.ts';

/** Longest operation name kept as a label; anything else (or none) is counted as "anonymous". */
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Counts GraphQL requests by operation and outcome (`ok`, or the code of the first error) and
 * times them. The operation label is the name of the operation that ran, once the document is
 * known to be valid; requests refused before that count as "invalid", so strangers cannot
 * create label values at will.
 */
export function apolloMetrics(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      let operation = 'invalid';
      return {
        async didResolveOperation({ operationName }) {
          operation = operationName && NAME.test(operationName) ? operationName : 'anonymous';
        },
        async willSendResponse({ response, errors }) {
          const first =
            errors?.[0] ?? (response.body.kind === 'single' ? response.body.singleResult.errors?.[0] : undefined);
          const code = first ? codeOf(first.extensions, 'INTERNAL_SERVER_ERROR') : 'ok';
          metrics.requests.inc({ operation, outcome: code });
          metrics.requestDuration.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
