import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.ts';
import { operationOutcome } from './operationOutcome.ts';
import { currentScope } from './requestScope.ts';

/** Longest operation name written (a client chooses it). */
const NAME_LIMIT = 100;

/**
 * One line per GraphQL operation: its name and type, its outcome (`ok` or the first error's
 * code), how long it took, the legacy calls it made and the public cache's answers it used.
 * A success is `info`; a failure `warn` with its code (an upstream that is down, a refused
 * input, a rate limit), an unexpected one (INTERNAL_SERVER_ERROR) `error`. The request's own
 * line (requestLogger.ts) repeats the name and code.
 */
export function operationLog(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      let name: string | undefined;
      let type: string | undefined;
      return {
        async didResolveOperation({ operationName, operation }) {
          name = operationName?.slice(0, NAME_LIMIT);
          type = operation?.operation;
        },
        async willSendResponse(request) {
          const code = operationOutcome(request);
          const scope = currentScope();
          if (scope) {
            scope.operation = name ?? (type ? 'anonymous' : 'invalid');
            scope.outcome = code;
          }
          const level = code === 'ok' ? 'info' : code === 'INTERNAL_SERVER_ERROR' ? 'error' : 'warn';
          if (!logger.isLevelEnabled(level)) return;
          logger[level](
            {
              operation: name ?? null,
              operationType: type ?? null,
              code,
              durationMs: Math.round((performance.now() - started) * 10) / 10,
              upstreamCalls: scope?.upstreamCalls ?? 0,
              cacheHits: scope?.cacheHits ?? 0,
            },
            code === 'ok' ? 'graphql operation' : 'graphql operation failed',
          );
        },
      };
    },
  };
}
