import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';

/**
 * What the gateway knows about the request being served, wherever the code runs for it: its id
 * for every log line and every legacy call, the spans that calls nest under, and the counts the
 * operation's log line reports. One object per request, on the request itself (`scopeOf`), and,
 * when log lines or spans read it, reached through AsyncLocalStorage too, so code deep in the
 * upstream client or Redis needs no parameter to find it. AsyncLocalStorage is not free: while
 * one is in use Node runs a hook on every promise made (5–7 % of a request's CPU here), so a
 * gateway that writes no line and traces nothing never starts it (telemetry/requestCorrelation.ts).
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

/** Where a request keeps its scope: a property, so a request made from it (`Object.create(req)`, ssr/) shares it. */
const SCOPE = Symbol('request scope');

type Scoped = IncomingMessage & { [SCOPE]?: RequestScope };

/** Gives the request its scope, for `scopeOf`. */
export function attachScope(req: IncomingMessage, scope: RequestScope): void {
  (req as Scoped)[SCOPE] = scope;
}

/** The scope of a request that went through requestCorrelation. */
export function scopeOf(req: IncomingMessage): RequestScope | undefined {
  return (req as Scoped)[SCOPE];
}

/** Runs `next` (and everything it starts) as part of the request `scope`. */
export function runInScope<T>(scope: RequestScope, next: () => T): T {
  return scopes.run(scope, next);
}

/**
 * The request being served here, if any (start-up, timers and the metrics port have none), when
 * its scope is kept in AsyncLocalStorage (log lines written, or tracing on).
 */
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
