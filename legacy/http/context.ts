import type { Request } from 'express';
import type { Db } from '../db/open.ts';
import type { Clock } from '../db/clock.ts';
import type { MessageLanguage } from '../i18n/index.ts';

/** Everything a route module needs, handed over once when the app is built. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** Where uploaded files are written; served back under /uploads. */
  uploadDir: string;
  /** Guards /admin/*; the admin API is disabled when unset. */
  adminKey: string | undefined;
  /** The server's zone for "Y-m-d H:i:s" times (http/serverTime.ts); UTC when unset. */
  timeZone?: string;
}

/** The buyer a valid session token belongs to. */
export interface SessionUser {
  id: number;
  tokenHash: string;
  payVerifiedUntil: number;
}

// Express's extension point for per-request data: its core Request type, augmented.
declare module 'express-serve-static-core' {
  interface Request {
    /** The language messages are answered in, from the lang/language headers. */
    lang: MessageLanguage;
    /** The language file name the client asked for (e.g. "jp"), before fallback. */
    langFile: string;
    user?: SessionUser;
  }
}

/** The authenticated buyer; only call after `requireUser`. */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new Error('currentUser() used on a route without requireUser');
  return req.user;
}
