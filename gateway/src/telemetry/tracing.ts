import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { GraphQLError } from 'graphql';
import { codeOf } from '../errors.ts';
import { currentScope } from './requestScope.ts';

/*
 * The gateway's spans, made explicitly where the work is (the request, the GraphQL operation and
 * its phases, each legacy call, Redis commands, image transforms) rather than by patching modules
 * at load time: the gateway runs bundled from dist/, where such patching finds nothing to patch.
 *
 * Off (no OTEL endpoint) nothing is registered and every helper here is one test of `tracer`:
 * no span objects, no context switches, no headers beyond the request id.
 */

let tracer: Tracer | undefined;

/** Set once tracing is started (tracingSetup.ts); cleared when it stops. */
export function useTracer(active: Tracer | undefined): void {
  tracer = active;
}

export function tracingOn(): boolean {
  return tracer !== undefined;
}

/**
 * Where a span started now belongs: the active span (a legacy call's, when a Redis command runs
 * inside it), but the GraphQL operation's current phase rather than the bare request span (Apollo's
 * plugin hooks cannot make their spans active for the resolvers, so the scope names it).
 */
function parentContext(): Context {
  const active = context.active();
  const scope = currentScope();
  if (scope?.innerSpan) {
    const current = trace.getSpan(active);
    if (current === undefined || current === scope.serverSpan) return trace.setSpan(active, scope.innerSpan);
  }
  return active;
}

/** A span begun now under the current one, or undefined when tracing is off. The caller ends it. */
export function startSpan(name: string, attributes: Attributes, kind: SpanKind = SpanKind.INTERNAL): Span | undefined {
  return tracer?.startSpan(name, { kind, attributes }, parentContext());
}

/** The server span of an incoming request, continuing the caller's `traceparent` when it sent one. */
export function startServerSpan(
  name: string,
  headers: Record<string, string | string[] | undefined>,
  attributes: Attributes,
): { span: Span; context: Context } | undefined {
  if (!tracer) return undefined;
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** A failure on a span: its stable code only, never its message (which may quote the upstream). */
export function markFailed(span: Span, error: unknown): void {
  const code = error instanceof GraphQLError ? codeOf(error.extensions, 'UNKNOWN') : 'UNKNOWN';
  span.setAttribute('error.type', code);
  span.setStatus({ code: SpanStatusCode.ERROR, message: code });
}

/**
 * Runs `work` inside a span named `name` (tracing on), ended when it settles; a failure marks
 * the span with its code. Off, it is `work(undefined)` and nothing more. For the image transforms,
 * Redis and anything else worth a span of its own: attributes must hold no tokens, passwords,
 * payment codes or query strings.
 */
export async function withSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracer) return work(undefined);
  const parent = parentContext();
  const span = tracer.startSpan(name, { kind, attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/**
 * The headers a call to the legacy API (or a forwarded request) carries for correlation: the
 * request's `X-Request-Id` and, tracing on, the current span's `traceparent` and `tracestate`.
 */
export function propagationHeaders(): Record<string, string> {
  return addPropagationHeaders({});
}

/** The same headers written into `headers` (no object of their own per call). */
export function addPropagationHeaders<H extends Record<string, unknown>>(headers: H): H {
  const scope = currentScope();
  if (scope) (headers as Record<string, unknown>)['x-request-id'] = scope.requestId;
  if (tracer) propagation.inject(context.active(), headers);
  return headers;
}

/** The ids of the span current here, for log lines (tracing on and inside a request). */
export function currentSpanIds(): { trace_id: string; span_id: string } | undefined {
  if (!tracer) return undefined;
  const span = trace.getSpan(parentContext());
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
