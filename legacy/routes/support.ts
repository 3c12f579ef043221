import { Router } from 'express';
import { z } from 'zod';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { input } from '../http/input.ts';
import { id, paging } from '../http/fields.ts';
import { pageOf } from '../http/paging.ts';

/** Help and support articles, the law page, and the buyer's notifications. */
export function supportRoutes({ db }: AppDeps, { requireUser }: Auth): Router {
  const router = Router();

  const helpFor = db.prepare<[string], { title: string; content: string }>(
    'SELECT title, content FROM help_articles WHERE lang = ? ORDER BY sort, id',
  );
  router.get('/api/user/help_support', (req, res) => {
    let articles = helpFor.all(req.langFile.toLowerCase());
    if (articles.length === 0) articles = helpFor.all(req.lang);
    if (articles.length === 0) articles = helpFor.all('en');
    ok(req, res, articles);
  });

  const lawFor = db.prepare<[string], { content: string }>('SELECT content FROM law_pages WHERE lang = ?');
  router.get('/api/user/law', (req, res) => {
    const page = lawFor.get(req.langFile.toLowerCase()) ?? lawFor.get(req.lang) ?? lawFor.get('en');
    ok(req, res, page?.content ?? '');
  });

  router.get('/api/user/notice_list', requireUser, (req, res) => {
    const { page, limit } = input(req, z.object(paging));
    const userId = currentUser(req).id;
    ok(
      req,
      res,
      pageOf(
        db,
        'SELECT id, title, content, is_read, createtime FROM notices WHERE user_id = ? ORDER BY createtime DESC, id DESC',
        [userId],
        { page, limit },
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
