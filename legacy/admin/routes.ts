import { timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppDeps } from '../http/context.ts';
import { envelope } from '../http/envelope.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminWalletRoutes } from './wallet.ts';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The operator API: the actions the legacy admin panel performs (shipping orders,
 * auditing recharges, withdrawals and refunds). Every call needs the header
 * `x-admin-key: <LEGACY_ADMIN_KEY>`; without that setting the API is off.
 */
export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!deps.adminKey) {
      res.status(503).json(envelope(req, 0, 'The admin API is disabled: set LEGACY_ADMIN_KEY to enable it', null));
      return;
    }
    if (!sameKey(req.get('x-admin-key') ?? '', deps.adminKey)) {
      res.status(403).json(envelope(req, 0, 'A valid x-admin-key header is required', null));
      return;
    }
    next();
  });
  router.use(adminOrderRoutes(deps));
  router.use(adminWalletRoutes(deps));
  return router;
}
