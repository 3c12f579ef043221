import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * GraphQL answers over `threshold` bytes in brotli (quality 4, quick enough per answer) or gzip,
 * as the client accepts (the compression package). A request without Accept-Encoding accepts
 * only the answer as it is, so it skips the package altogether: it would otherwise still wrap
 * that response's write, end, on and writeHead and negotiate, for nothing. Answers that caches
 * may keep say `Vary: Accept-Encoding` either way (server/httpCaching.ts).
 */
export function answerCompression(threshold: number): RequestHandler {
  const compress = compression({ threshold });
  return (req, res, next) => {
    if (req.headers['accept-encoding']) compress(req, res, next);
    else next();
  };
}
