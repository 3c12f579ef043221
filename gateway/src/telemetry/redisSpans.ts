import { SpanKind } from '@opentelemetry/api';
import { currentScope } from './requestScope.ts';
import { markFailed, startSpan, tracingOn } from './tracing.ts';

/**
 * A span for one Redis command sent while serving a request (tracing on): its name only ("GET"),
 * never its keys or values (a session's hash, a cached answer). The periodic PING and anything
 * outside a request are not traced.
 */
export function traceRedisCommand(name: string, settled: Promise<unknown>): void {
  if (!tracingOn() || name === 'ping' || !currentScope()) return;
  const span = startSpan(
    `redis ${name.toUpperCase()}`,
    { 'db.system.name': 'redis', 'db.operation.name': name.toUpperCase() },
    SpanKind.CLIENT,
  );
  if (!span) return;
  settled.then(
    () => span.end(),
    (error: unknown) => {
      markFailed(span, error);
      span.end();
    },
  );
}
