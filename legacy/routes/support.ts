import { Router } from 'express';
import { z } from 'zod';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { input } from '../http/input.ts';
import { id, paging } from '../http/fields.ts';
import { pageOf } from '../http/paging.ts';
import { PLATFORM_PAGES } from '../i18n/pages.ts';
import { toNotice, type NoticeRow } from '../support/notices.ts';

/** Help and support articles, the law page, and the buyer's notifications. */
export function supportRoutes({ db }: AppDeps, { requireUser }: Auth): Router {
  const router = Router();

  router.get('/api/user/help_support', (req, res) => {
    ok(req, res, PLATFORM_PAGES[req.lang].help);
  });

  router.get('/api/user/law', (req, res) => {
    ok(req, res, PLATFORM_PAGES[req.lang].law);
  });

  router.get('/api/user/notice_list', requireUser, (req, res) => {
    const { page, limit } = input(req, z.object(paging));
    const userId = currentUser(req).id;
    ok(
      req,
      res,
      pageOf<NoticeRow, ReturnType<typeof toNotice>>(
        db,
        `SELECT id, title, content, text_key, text_params, is_read, createtime
           FROM notices WHERE user_id = ? ORDER BY createtime DESC, id DESC`,
        [userId],
        { page, limit },
        (row) => toNotice(row, req.lang),
      ),
    );
  });

  const markRead = db.prepare('UPDATE notices SET is_read = 1 WHERE id = ? AND user_id = ?');
  router.post('/api/user/notice_read', requireUser, (req, res) => {
    const { id: noticeId } = input(req, z.object({ id: id() }));
    const changed = markRead.run(noticeId, currentUser(req).id).changes;
    if (changed === 0) fail('noticeNotFound');
    ok(req, res, null);
  });

  return router;
}
