import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { categoryChecker, optionalId } from '../catalog/params.ts';
import { PRODUCT_SELECT, toProduct, type ProductRow } from '../catalog/products.ts';
import { SHOP_SELECT, toShop, type ShopRow } from '../catalog/shops.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { id, paging, pagingSchema } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { pageOf } from '../http/paging.ts';
import { localizedPageUrl } from '../pages/urls.ts';

/** Shop pages, following shops, the buyer's followed shops and liked products, shop customer service. */
export function shopRoutes({ db, clock }: AppDeps, { requireUser, optionalUser }: Auth): Router {
  const router = Router();
  const checkCategory = categoryChecker(db);

  const shopOf = db.prepare<[number], ShopRow>(`${SHOP_SELECT} WHERE m.mer_id = ?`);
  const following = db.prepare<[number, number], { n: number }>(
    'SELECT 1 AS n FROM follows WHERE user_id = ? AND mer_id = ?',
  );

  router.get('/api/merchant/detail', optionalUser, (req, res) => {
    const { mer_id, category_id, ...page } = input(
      req,
      z.object({ mer_id: id(), category_id: optionalId(), ...paging }),
    );
    const shop = shopOf.get(mer_id);
    if (!shop) fail('shopNotFound');
    checkCategory(category_id);
    const where = category_id ? ' AND p.category_id = ?' : '';
    const params = category_id ? [mer_id, category_id] : [mer_id];
    ok(req, res, {
      ...toShop(shop),
      is_follow: req.user && following.get(req.user.id, mer_id) ? 1 : 0,
      banner: shop.banner,
      product_list: pageOf<ProductRow, ReturnType<typeof toProduct>>(
        db,
        `${PRODUCT_SELECT} WHERE l.mer_id = ?${where} ORDER BY l.sales DESC, l.id`,
        params,
        page,
        toProduct,
      ),
    });
  });

  const shopExists = db.prepare<[number], { n: number }>('SELECT 1 AS n FROM merchants WHERE mer_id = ?');
  const unfollow = db.prepare('DELETE FROM follows WHERE user_id = ? AND mer_id = ?');
  const follow = db.prepare('INSERT INTO follows (user_id, mer_id, createtime) VALUES (?, ?, ?)');
  const addFollowers = db.prepare('UPDATE merchants SET follow_count = MAX(follow_count + ?, 0) WHERE mer_id = ?');
  const toggleFollow = db.transaction((userId: number, merId: number, now: number) => {
    if (!shopExists.get(merId)) fail('shopNotFound');
    if (unfollow.run(userId, merId).changes > 0) {
      addFollowers.run(-1, merId);
      return false;
    }
    follow.run(userId, merId, now);
    addFollowers.run(1, merId);
    return true;
  });

  router.post('/api/merchant/follow', requireUser, (req, res) => {
    const { mer_id } = input(req, z.object({ mer_id: id() }));
    const nowFollowing = toggleFollow(currentUser(req).id, mer_id, clock.now());
    ok(req, res, null, nowFollowing ? 'shopFollowed' : 'shopUnfollowed');
  });

  /**
   * A page of what the signed-in buyer collected (followed shops, liked products):
   * `sql` reads them with the buyer's id as its only parameter.
   */
  function collectionPage<Row, Item>(sql: string, map: (row: Row) => Item): RequestHandler {
    return (req, res) => {
      const page = input(req, pagingSchema);
      ok(req, res, pageOf(db, sql, [currentUser(req).id], page, map));
    };
  }

  router.get(
    '/api/user/follow_list',
    requireUser,
    collectionPage(
      `${SHOP_SELECT} JOIN follows f ON f.mer_id = m.mer_id WHERE f.user_id = ? ORDER BY f.createtime DESC, m.mer_id DESC`,
      toShop,
    ),
  );

  router.get(
    '/api/user/like_list',
    requireUser,
    collectionPage(
      `${PRODUCT_SELECT} JOIN likes k ON k.listing_id = l.id WHERE k.user_id = ? ORDER BY k.createtime DESC, l.id DESC`,
      toProduct,
    ),
  );

  const kfOf = db.prepare<[number], { kf_url: string }>('SELECT kf_url FROM merchants WHERE mer_id = ?');
  const platformKf = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'custom_service'");
  /** A shop's customer-service page; without `pid`, the platform's own (the original client's "contact us"). */
  router.get('/api/user/get_shops_kf', (req, res) => {
    const { pid } = input(req, z.object({ pid: optionalId() }));
    if (!pid) {
      ok(req, res, localizedPageUrl(platformKf.get()?.value ?? '', req.lang));
      return;
    }
    const shop = kfOf.get(pid);
    if (!shop) fail('shopNotFound');
    ok(req, res, localizedPageUrl(shop.kf_url, req.lang));
  });

  return router;
}
