import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { codeOf } from '../errors.ts';
import { FirstSeenLabels, OTHER } from './boundedLabels.ts';
import type { GatewayMetrics } from './gatewayMetrics.ts';

/** Distinct client name and version pairs with a label of their own; later ones are `other`. */
const CLIENT_VERSIONS = 20;
/** What a client name or version label may look like (`apollographql-client-name`/`-version`). */
const CLIENT_TEXT = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,39}$/;

/** The client's name and version as labels: `none` when not sent, `other` when odd or past the bound. */
function clientLabeller(): (name: string | null | undefined, version: string | null | undefined) => [string, string] {
  const pairs = new FirstSeenLabels(CLIENT_VERSIONS);
  return (name, version) => {
    if (!name && !version) return ['none', 'none'];
    const shownName = name && CLIENT_TEXT.test(name) ? name : OTHER;
    const shownVersion = version && CLIENT_TEXT.test(version) ? version : OTHER;
    return pairs.label(`${shownName} ${shownVersion}`) === OTHER ? [OTHER, OTHER] : [shownName, shownVersion];
  };
}

/**
 * Counts GraphQL requests by operation and outcome (`ok`, or the code of the first error), times
 * them, records the legacy calls each used against its budget, and counts them by the client app
 * and version that sent them. The operation label comes from `operationLabel` (the storefront's
 * own names, else `other`) once the document is known to be valid; requests refused before that
 * count as "invalid", so strangers cannot create label values at will.
 */
export function apolloMetrics(
  metrics: GatewayMetrics,
  operationLabel: (name: string | null | undefined) => string,
): ApolloServerPlugin<GatewayContext> {
  const clientLabels = clientLabeller();
  return {
    async requestDidStart({ request }) {
      const started = process.hrtime.bigint();
      const headers = request.http?.headers;
      const [client, version] = clientLabels(
        headers?.get('apollographql-client-name'),
        headers?.get('apollographql-client-version'),
      );
      let operation = 'invalid';
      return {
        async didResolveOperation({ operationName }) {
          operation = operationLabel(operationName);
        },
        async willSendResponse({ response, errors, contextValue }) {
          const first =
            errors?.[0] ?? (response.body.kind === 'single' ? response.body.singleResult.errors?.[0] : undefined);
          const code = first ? codeOf(first.extensions, 'INTERNAL_SERVER_ERROR') : 'ok';
          metrics.requests.inc({ operation, outcome: code });
          metrics.clientRequests.inc({ client, version, outcome: code === 'ok' ? 'ok' : 'error' });
          metrics.requestDuration.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
          // Only operations that ran have a context (a request refused before it has none).
          if (operation !== 'invalid') {
            const legacy = (contextValue as Partial<GatewayContext> | undefined)?.legacy;
            if (legacy) metrics.budgetCalls.observe({ operation }, legacy.budget.spent);
          }
        },
      };
    },
  };
}
