import { Router } from 'express';
import { z } from 'zod';
import { utcDay } from '../db/clock.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { id, paging } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { pageOf } from '../http/paging.ts';

const shopSchema = z.object({ mer_id: id() });

/**
 * Mutual support: a buyer supports a shop at most once per UTC day; the days add up
 * (cumulative support days) and the buyer keeps a history of them.
 */
export function mutualAidRoutes({ db, clock }: AppDeps, { requireUser }: Auth): Router {
  const router = Router();

  const shopExists = db.prepare<[number], { mer_id: number }>('SELECT mer_id FROM merchants WHERE mer_id = ?');
  const daysOf = db.prepare<[string, number, number], { days: number; today: number }>(
    `SELECT COUNT(*) AS days, COALESCE(MAX(day = ?), 0) AS today
       FROM assists WHERE user_id = ? AND mer_id = ?`,
  );

  router.post('/api/merchant/assistStatus', requireUser, (req, res) => {
    const { mer_id } = input(req, shopSchema);
    if (!shopExists.get(mer_id)) fail('assistShopNotFound');
    const row = daysOf.get(utcDay(clock.now()), currentUser(req).id, mer_id);
    ok(req, res, { mer_id, days: row?.days ?? 0, today: row?.today ? 1 : 0 });
  });

  const support = db.prepare(
    'INSERT INTO assists (user_id, mer_id, day, createtime) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  router.post('/api/merchant/assist', requireUser, (req, res) => {
    const { mer_id } = input(req, shopSchema);
    const now = clock.now();
    db.transaction(() => {
      if (!shopExists.get(mer_id)) fail('supportFailedShopMissing');
      // The (user, shop, day) key makes a second support the same day a no-op, even when concurrent.
      if (support.run(currentUser(req).id, mer_id, utcDay(now), now).changes === 0) fail('assistAlreadyToday');
    })();
    ok(req, res, null, 'supportSuccessful');
  });

  router.post('/api/merchant/assistList', requireUser, (req, res) => {
    const { page, limit } = input(req, z.object(paging));
    ok(
      req,
      res,
      pageOf(
        db,
        `SELECT a.id, a.mer_id, m.mer_name, m.mer_avatar,
                (SELECT COUNT(*) FROM assists b
                  WHERE b.user_id = a.user_id AND b.mer_id = a.mer_id AND b.day <= a.day) AS days,
                a.createtime
           FROM assists a JOIN merchants m ON m.mer_id = a.mer_id
          WHERE a.user_id = ?
          ORDER BY a.createtime DESC, a.id DESC`,
        [currentUser(req).id],
        { page, limit },
      ),
    );
  });

  return router;
}
