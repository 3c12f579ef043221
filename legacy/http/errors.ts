import type { NextFunction, Request, Response } from 'express';
import { t } from '../i18n/index.ts';
import { envelope, ApiError } from './envelope.ts';

/** Unknown paths answer HTTP 404 in the envelope, never an HTML page. */
export function notFoundHandler(req: Request, res: Response): void {
  res.status(404).json(envelope(req, 0, t(req.lang, 'notFound'), null));
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * Turns every failure into an envelope: business errors keep their code and status,
 * malformed or oversize bodies get 400/413, anything unexpected a 500 with a
 * generic message (the detail goes to the log, never to the client).
 */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (!req.lang) req.lang = 'en';
  if (error instanceof ApiError) {
    res.status(error.httpStatus).json(envelope(req, error.code, t(req.lang, error.key, error.vars), null));
    return;
  }
  const type = (error as BodyParserError | null)?.type;
  if (type === 'entity.parse.failed') {
    res.status(400).json(envelope(req, 0, t(req.lang, 'malformedJson'), null));
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json(envelope(req, 0, t(req.lang, 'bodyTooLarge'), null));
    return;
  }
  const status = (error as BodyParserError | null)?.status;
  if (error instanceof URIError || (status === 400 && !type)) {
    res.status(400).json(envelope(req, 0, t(req.lang, 'badPath'), null));
    return;
  }
  if (type && status && status >= 400 && status < 500) {
    res.status(status).json(envelope(req, 0, t(req.lang, 'unsupportedBody'), null));
    return;
  }
  console.error(`[legacy] ${req.method} ${req.path} failed:`, error);
  res.status(500).json(envelope(req, 0, t(req.lang, 'internalError'), null));
}
