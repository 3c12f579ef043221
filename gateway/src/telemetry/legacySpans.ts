import { SpanKind, trace, type Span } from '@opentelemetry/api';
import type { UpstreamClient } from '../upstream/clientTypes.ts';
import type { ExchangeEvents } from '../upstream/exchange.ts';
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
 * What the upstream's inner layers report (upstream/exchange.ts, given them by upstream/compose.ts),
 * written on the call's span: the HTTP status and the envelope's `code` (1: done) of each answer,
 * and each call sent again (a kept-alive connection found closed, a retried read).
 */
export const legacySpanEvents: ExchangeEvents = {
  answered(status, envelopeCode) {
    const span = currentLegacySpan();
    if (!span) return;
    span.setAttribute('http.response.status_code', status);
    if (typeof envelopeCode === 'number' || typeof envelopeCode === 'string') {
      span.setAttribute('legacy.envelope_code', String(envelopeCode));
    }
  },
  retried(reason) {
    const span = currentLegacySpan();
    if (!span) return;
    span.addEvent('retry', { reason });
    span.setAttribute('legacy.retried', true);
  },
};

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
 * The call's `traceparent` is that span's (the transport adds the propagation headers). Off, a
 * call costs a count and one test, no closure.
 */
export function tracedClient(client: UpstreamClient, endpoints: Record<LegacyOperation, Endpoint>): UpstreamClient {
  const server = new URL(client.baseUrl).hostname;
  const spanned = <T>(operation: LegacyOperation, work: () => Promise<T>): Promise<T> => {
    const { method, path } = endpoints[operation];
    return withSpan(
      `${method} ${path}`,
      {
        'http.request.method': method,
        'url.template': path,
        'server.address': server,
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
    call(operation, params, headers, options) {
      countCall();
      if (!tracingOn()) return client.call(operation, params, headers, options);
      return spanned(operation, () => client.call(operation, params, headers, options));
    },
    send(operation, body, headers) {
      countCall();
      if (!tracingOn()) return client.send(operation, body, headers);
      return spanned(operation, () => client.send(operation, body, headers));
    },
  };
}

/** One more legacy call for the request's operation line. */
function countCall(): void {
  const scope = currentScope();
  if (scope) scope.upstreamCalls += 1;
}
