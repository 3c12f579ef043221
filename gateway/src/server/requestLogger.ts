import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { serializeRequest } from '../logger.ts';

/**
 * One line per request (pino-http, URLs redacted) when the logger's level lets
 * its lines through (info). Below that it is left out of the request path
 * altogether: pino-http makes child loggers and timers for every request even
 * when nothing is written. Handlers still get `req.log`; failures are logged by
 * the error handler and Apollo's formatError at their own levels.
 */
export function requestLogger(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('info')) {
    return (req, _res, next) => {
      req.log = logger;
      next();
    };
  }
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    quietReqLogger: true,
    serializers: { req: serializeRequest },
  });
}
