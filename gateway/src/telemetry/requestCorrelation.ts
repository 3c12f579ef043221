import { context, SpanStatusCode } from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import { requestIdFrom } from './requestId.ts';
import { attachScope, newScope, runInScope } from './requestScope.ts';
import { startServerSpan, tracingOn } from './tracing.ts';

/** The route a request's span is named after: a few fixed shapes, never the raw path. */
function routeOf(path: string): string {
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  const first = /^\/[^/]*/.exec(path)?.[0] ?? '/';
  switch (first) {
    case '/api':
    case '/merchant':
      return `${first}/*`;
    case '/upload':
    case '/healthz':
    case '/readyz':
    case '/explorer':
    case '/images':
      return first;
    default:
      return '/*';
  }
}

/**
 * The first middleware: gives the request its id (the caller's sane `X-Request-Id`, else a new
 * one), returns it in `X-Request-Id`, and gives the request its scope (telemetry/requestScope.ts):
 * on the request, for the legacy calls' `X-Request-Id`, and, when `logged` (the gateway writes log
 * lines, which carry the id) or tracing is on, as the scope the rest of the request runs in.
 * Tracing on, it also opens the request's server span, continuing the caller's `traceparent`; the
 * span holds the method, the path (never the query string), the route and the status.
 */
export function requestCorrelation(logged: boolean): RequestHandler {
  return (req, res, next) => {
    const scope = newScope(requestIdFrom(req.headers['x-request-id']));
    res.setHeader('X-Request-Id', scope.requestId);
    attachScope(req, scope);
    if (!tracingOn()) {
      if (logged) runInScope(scope, next);
      else next();
      return;
    }
    const path = req.path;
    const route = routeOf(path);
    const server = startServerSpan(`${req.method} ${route}`, req.headers, {
      'http.request.method': req.method,
      'url.path': path.slice(0, 256),
      'url.scheme': req.protocol,
      'http.route': route,
      'http.request.id': scope.requestId,
    });
    if (!server) {
      runInScope(scope, next);
      return;
    }
    const { span } = server;
    scope.serverSpan = span;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      span.setAttribute('http.response.status_code', res.statusCode);
      if (!res.writableFinished) span.setAttribute('http.request.cancelled', true);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(server.context, () => runInScope(scope, next));
  };
}
