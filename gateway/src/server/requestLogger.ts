import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactHeaders, redactUrl } from '../logger.ts';
import { scopeOf } from '../telemetry/requestScope.ts';

declare module 'http' {
  interface IncomingMessage {
    /** The gateway's logger, for handlers (lines carry the request's id through the scope). */
    log: Logger;
  }
}

/** Health probes come every few seconds from every balancer: not worth a line each. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/**
 * One line per request when the logger's level lets its lines through (info): method, URL (secret
 * query parameters redacted), the request's headers (every credential-carrying one redacted), status,
 * time, and — for GraphQL — the operation and its outcome code; never the response's headers.
 * The request id and trace ids come with it. Below info it is left out of the request path
 * altogether. Handlers get `req.log`; failures are logged by the error handler and the
 * operation log at their own levels.
 */
export function requestLogger(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('info')) {
    return (req, _res, next) => {
      req.log = logger;
      next();
    };
  }
  return (req, res, next) => {
    req.log = logger;
    if (QUIET_PATHS.has(req.path)) {
      next();
      return;
    }
    const started = performance.now();
    const scope = scopeOf(req);
    const ids = scope?.serverSpan?.spanContext();
    let done = false;
    const write = () => {
      if (done) return;
      done = true;
      const status = res.writableFinished ? res.statusCode : 499;
      logger[status >= 500 ? 'error' : 'info'](
        {
          ...(scope ? { reqId: scope.requestId } : {}),
          ...(ids ? { trace_id: ids.traceId, span_id: ids.spanId } : {}),
          req: {
            method: req.method,
            url: redactUrl(req.originalUrl),
            headers: redactHeaders(req.headers),
            remoteAddress: req.socket.remoteAddress,
          },
          res: { statusCode: status },
          ...(scope?.operation ? { operation: scope.operation, code: scope.outcome } : {}),
          responseTime: Math.round(performance.now() - started),
        },
        status === 499 ? 'request cancelled' : 'request completed',
      );
    };
    res.once('finish', write);
    res.once('close', write);
    next();
  };
}
