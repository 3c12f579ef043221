import type { NextFunction, Request, Response } from 'express';
import type { AppDeps, SessionUser } from './context.ts';
import { ApiError } from './envelope.ts';
import { hashToken } from '../security/tokens.ts';

/** The session token: the `token` header, or a `token` query parameter as the legacy API also accepts. */
function tokenOf(req: Request): string | undefined {
  const header = req.get('token');
  if (header) return header;
  const query = req.query['token'];
  return typeof query === 'string' && query !== '' ? query : undefined;
}

function sessionLookup({ db, clock }: AppDeps) {
  const find = db.prepare<[string, number], { user_id: number; pay_verified_until: number }>(
    'SELECT user_id, pay_verified_until FROM sessions WHERE token_hash = ? AND expires_at > ?',
  );
  return (req: Request): SessionUser | undefined => {
    const token = tokenOf(req);
    if (!token || token.length > 256) return undefined;
    const tokenHash = hashToken(token);
    const row = find.get(tokenHash, clock.now());
    return row ? { id: row.user_id, tokenHash, payVerifiedUntil: row.pay_verified_until } : undefined;
  };
}

/** Middlewares that attach the session's buyer: one refusing anonymous calls with HTTP 401, one not. */
export function authMiddleware(deps: AppDeps) {
  const lookup = sessionLookup(deps);
  return {
    // Arrow functions: routers take them detached from this object.
    requireUser: (req: Request, _res: Response, next: NextFunction): void => {
      const user = lookup(req);
      if (!user) throw new ApiError('loginFirst', {}, 401, 401);
      req.user = user;
      next();
    },
    optionalUser: (req: Request, _res: Response, next: NextFunction): void => {
      const user = lookup(req);
      if (user) req.user = user;
      next();
    },
  };
}

export type Auth = ReturnType<typeof authMiddleware>;
