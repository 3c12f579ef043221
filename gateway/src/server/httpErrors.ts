import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from 'pino';

/** The HTTP status an Express/body-parser error carries (413, 400...), else 500. */
function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const candidate = typeof status === 'number' ? status : statusCode;
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
  }
  return 500;
}

/** body-parser's error types, which say more than the status alone. */
const BODY_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is larger than the gateway accepts.',
  'charset.unsupported': 'The request body has an unsupported charset.',
  'encoding.unsupported': 'The request body has an unsupported content encoding.',
};

function messageOf(error: unknown, status: number): string {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (typeof type === 'string' && BODY_MESSAGES[type]) return BODY_MESSAGES[type];
  if (status === 404) return 'Not found.';
  return status >= 500 ? 'Internal server error' : 'Bad request';
}

/** Whether `error` only says the client closed the connection (Express's sendFile: ECONNABORTED, ECONNRESET). */
function wentAway(error: unknown, req: Request): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ECONNABORTED' || (code === 'ECONNRESET' && req.socket.destroyed);
}

/**
 * The last handler: errors raised outside Apollo (a body over the limit, malformed
 * JSON, a missing static file) answered with their status and a GraphQL-shaped error,
 * instead of Express's default page, which prints the stack trace outside production.
 */
export function httpErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    // The client went away before the answer (a page left, a tunnel): nobody to answer, and no
    // failure of ours. The request log says "request cancelled" and the metrics count it aborted.
    if (wentAway(error, req)) {
      res.destroy();
      return;
    }
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error }, 'request failed');
    const message = messageOf(error, status);
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 404
          ? 'NOT_FOUND'
          : status >= 500
            ? 'INTERNAL_SERVER_ERROR'
            : 'BAD_REQUEST';
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
}
