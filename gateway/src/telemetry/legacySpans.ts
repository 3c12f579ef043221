import { SpanKind, trace, type Span } from '@opentelemetry/api';
import type { UpstreamClient } from '../upstream/client.ts';
import { isBreakerOpen } from '../upstream/resilience/breakers.ts';
import type { Endpoint, LegacyOperation } from '../upstream/endpoints.ts';
import { currentScope } from './requestScope.ts';
import { tracingOn, withSpan } from './tracing.ts';

/** The spans of legacy calls in flight: what the notes below may write on. */
const legacySpans = new WeakSet<Span>();

/** The legacy call's span current here, if tracing is on and one is. */
function currentLegacySpan(): Span | undefined {
  if (!tracingOn()) return undefined;
  const span = trace.getActiveSpan();
  return span && legacySpans.has(span) ? span : undefined;
}

/**
 * What the legacy API answered, on the call's span: the HTTP status and the envelope's `code`
 * (1: done). Called by the upstream client for each answer it reads.
 */
export function noteLegacyAnswer(status: number, envelopeCode: unknown): void {
  const span = currentLegacySpan();
  if (!span) return;
  span.setAttribute('http.response.status_code', status);
  if (typeof envelopeCode === 'number' || typeof envelopeCode === 'string') {
    span.setAttribute('legacy.envelope_code', String(envelopeCode));
  }
}

/** A call sent again (a kept-alive connection found closed, a retried read): counted on its span. */
export function noteLegacyRetry(reason: string): void {
  const span = currentLegacySpan();
  if (!span) return;
  span.addEvent('retry', { reason });
  span.setAttribute('legacy.retried', true);
}

/**
 * A read of the public cache, for this request's operation line and trace: a hit (or a stale
 * answer given while the legacy API fails) is an answer without a legacy call.
 */
export function noteCacheLookup(result: string): void {
  const scope = currentScope();
  if (!scope || result === 'miss') return;
  scope.cacheHits += 1;
  if (tracingOn()) (scope.innerSpan ?? scope.serverSpan)?.addEvent('public cache', { 'legacy.cache': result });
}

/**
 * The upstream client with each legacy call counted for the request's operation line and, tracing
 * on, made inside a client span named after the call's method and path template ("GET
 * /api/user/getUserInfo") — never its parameters, which may hold a password or a payment code.
 * The call's `traceparent` is that span's (upstream/client.ts sends propagationHeaders()).
 */
export function tracedClient(client: UpstreamClient, endpoints: Record<LegacyOperation, Endpoint>): UpstreamClient {
  const server = new URL(client.baseUrl);
  const traced = <T>(operation: LegacyOperation, work: () => Promise<T>): Promise<T> => {
    const scope = currentScope();
    if (scope) scope.upstreamCalls += 1;
    if (!tracingOn()) return work();
    const { method, path } = endpoints[operation];
    return withSpan(
      `${method} ${path}`,
      {
        'http.request.method': method,
        'url.template': path,
        'server.address': server.hostname,
        'legacy.operation': operation,
      },
      async (span) => {
        if (span) legacySpans.add(span);
        try {
          return await work();
        } catch (error) {
          // Refused by the call's circuit breaker without going out (upstream/resilience/).
          if (isBreakerOpen(error)) span?.setAttribute('legacy.breaker_state', 'open');
          throw error;
        }
      },
      SpanKind.CLIENT,
    );
  };
  return {
    ...client,
    call: (operation, params, headers, options) =>
      traced(operation, () => client.call(operation, params, headers, options)),
    send: (operation, body, headers) => traced(operation, () => client.send(operation, body, headers)),
  };
}
