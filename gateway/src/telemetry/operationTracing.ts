import { SpanStatusCode, type Span } from '@opentelemetry/api';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { operationOutcome } from './operationOutcome.ts';
import { currentScope } from './requestScope.ts';
import { startSpan, tracingOn } from './tracing.ts';

/** Longest operation name put on a span (a client chooses it). */
const NAME_LIMIT = 100;

/** One phase (parse, validate) as a child of the operation's span, ended by Apollo's end hook. */
function phase(name: string): (error?: unknown) => Promise<void> {
  const span = startSpan(name, {});
  return async (error) => {
    if (error !== undefined && !(Array.isArray(error) && error.length === 0)) {
      span?.setStatus({ code: SpanStatusCode.ERROR });
    }
    span?.end();
  };
}

/**
 * The GraphQL operation's span (tracing on): named "query Home", with the operation's name, type
 * and document hash (never the document's text or its variables, which may hold a password), and
 * its parse, validate and execute phases as children. Legacy calls made while it executes nest
 * under the execute span (through the request's scope: Apollo's hooks cannot make a span active
 * around the resolvers). Off, the plugin adds nothing to a request.
 */
export function operationTracing(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      if (!tracingOn()) return undefined;
      const scope = currentScope();
      const operation = startSpan('graphql operation', {});
      if (!scope || !operation) return undefined;
      scope.innerSpan = operation;
      const finish = (code: string) => {
        operation.setAttribute('graphql.outcome', code);
        if (code !== 'ok') {
          operation.setAttribute('error.type', code);
          operation.setStatus({ code: SpanStatusCode.ERROR, message: code });
        }
        operation.end();
        if (scope.innerSpan === operation) scope.innerSpan = undefined;
      };
      let executing: Span | undefined;
      return {
        async didResolveSource({ queryHash }) {
          operation.setAttribute('graphql.document.hash', queryHash);
        },
        async parsingDidStart() {
          return phase('graphql parse');
        },
        async validationDidStart() {
          return phase('graphql validate');
        },
        async didResolveOperation({ operationName, operation: definition }) {
          const name = (operationName ?? '').slice(0, NAME_LIMIT);
          const type = definition?.operation ?? 'query';
          operation.updateName(name ? `${type} ${name}` : type);
          operation.setAttribute('graphql.operation.type', type);
          if (name) operation.setAttribute('graphql.operation.name', name);
        },
        async executionDidStart() {
          executing = startSpan('graphql execute', {});
          scope.innerSpan = executing;
          return {
            async executionDidEnd(error) {
              if (error) executing?.setStatus({ code: SpanStatusCode.ERROR });
              executing?.end();
              scope.innerSpan = operation;
            },
          };
        },
        async willSendResponse(request) {
          finish(operationOutcome(request));
        },
      };
    },
  };
}
