import type { Request, Response } from 'express';
import type { Clock } from '../db/clock.ts';
import { t, type MessageKey } from '../i18n/index.ts';

/** The legacy API's answer shape: `{ code, msg, time, data }`, code 1 meaning success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: string;
  data: T;
}

/** Builds an envelope stamped with the app's clock (kept in `app.locals.clock`). */
export function envelope<T>(req: Request, code: number, msg: string, data: T): Envelope<T> {
  const clock = (req.app.locals as { clock: Clock }).clock;
  return { code, msg, time: String(clock.now()), data };
}

/** Sends a success envelope; `msg` is a message key translated to the request's language. */
export function ok(req: Request, res: Response, data: unknown = null, msg: MessageKey = 'ok'): void {
  res.json(envelope(req, 1, t(req.lang, msg), data));
}

/**
 * A business failure: answered as `code` (0 unless said otherwise) with the translated
 * message, and HTTP 200 unless `httpStatus` says otherwise, as the legacy API does.
 */
export class ApiError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly vars: Record<string, string | number> = {},
    readonly httpStatus = 200,
    readonly code = 0,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/** Shorthand for the common `throw new ApiError(key, vars)`. */
export function fail(key: MessageKey, vars: Record<string, string | number> = {}): never {
  throw new ApiError(key, vars);
}
