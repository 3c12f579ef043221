import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';

/**
 * What the gateway knows about the request being served, wherever the code runs for it: its id
 * for every log line and every legacy call, the spans that calls nest under, and the counts the
 * operation's log line reports. One object per request, reached through AsyncLocalStorage, so
 * code deep in the upstream client or Redis needs no parameter to find it.
 */
interface RequestScope {
  readonly requestId: string;
  /** The request's server span (tracing on). */
  serverSpan: Span | undefined;
  /** Where spans started now nest (the GraphQL operation's current phase), when not the server span. */
  innerSpan: Span | undefined;
  /** Legacy calls sent for this request (the public cache's hits are not calls). */
  upstreamCalls: number;
  /** Answers the public cache gave instead of a legacy call. */
  cacheHits: number;
  /** The GraphQL operation's name and outcome code, once known (for the request's log line). */
  operation: string | undefined;
  outcome: string | undefined;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `next` (and everything it starts) as part of the request `scope`. */
export function runInScope<T>(scope: RequestScope, next: () => T): T {
  return scopes.run(scope, next);
}

/** The request being served here, if any (start-up, timers and the metrics port have none). */
export function currentScope(): RequestScope | undefined {
  return scopes.getStore();
}

export function newScope(requestId: string): RequestScope {
  return {
    requestId,
    serverSpan: undefined,
    innerSpan: undefined,
    upstreamCalls: 0,
    cacheHits: 0,
    operation: undefined,
    outcome: undefined,
  };
}
