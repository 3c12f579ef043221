import { Router } from 'express';
import { z } from 'zod';
import { formatCents } from '../db/money.ts';
import type { Auth } from '../http/auth.ts';
import { currentUser, type AppDeps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { input } from '../http/input.ts';
import { productKey } from './params.ts';
import { PRODUCT_SELECT, toProduct, type ProductRow } from './products.ts';
import { SHOP_SELECT, toShop, type ShopRow } from './shops.ts';

/** Newest reviews shown on a product page. */
const REPLY_LIMIT = 20;
/** Recommendations ("other") shown on a product page. */
const OTHER_LIMIT = 6;

interface ReplyRow {
  avatar: string;
  nickname: string;
  product_score: number;
  comment: string;
  pics: string;
  createtime: number;
}

/** GET /api/product/detail (counts a click) and POST /api/product/like (toggles). */
export function productRoutes({ db, clock }: AppDeps, { requireUser, optionalUser }: Auth): Router {
  const router = Router();

  const listingOf = db.prepare<[number, number], ProductRow>(
    `${PRODUCT_SELECT} WHERE l.mer_id = ? AND l.product_id = ?`,
  );
  const countClick = db.prepare('UPDATE listings SET click = click + 1 WHERE id = ?');
  const liked = db.prepare<[number, number], { n: number }>(
    'SELECT 1 AS n FROM likes WHERE user_id = ? AND listing_id = ?',
  );
  const shopOf = db.prepare<[number], ShopRow>(`${SHOP_SELECT} WHERE m.mer_id = ?`);
  const replies = db.prepare<[number, number, number], ReplyRow>(
    `SELECT u.avatar, u.nickname, r.product_score, r.comment, r.pics, r.createtime
     FROM reviews r JOIN users u ON u.id = r.user_id
     WHERE r.mer_id = ? AND r.product_id = ?
     ORDER BY r.createtime DESC, r.id DESC LIMIT ?`,
  );
  const others = db.prepare<[number, number, number], ProductRow>(
    `${PRODUCT_SELECT} WHERE p.category_id = ? AND l.product_id <> ? ORDER BY l.is_hot DESC, l.sales DESC, l.id LIMIT ?`,
  );

  router.get('/api/product/detail', optionalUser, (req, res) => {
    const { mer_id, product_id } = input(req, z.object(productKey));
    const row = listingOf.get(mer_id, product_id);
    if (!row) fail('productNotFound');
    countClick.run(row.id);
    const shop = shopOf.get(mer_id);
    if (!shop) fail('productNotFound');
    const shopItem = toShop(shop);
    ok(req, res, {
      ...toProduct({ ...row, click: row.click + 1 }),
      is_like: req.user && liked.get(req.user.id, row.id) ? 1 : 0,
      freight: formatCents(row.freight_cents),
      merchant: {
        mer_id: shopItem.mer_id,
        mer_name: shopItem.mer_name,
        mer_avatar: shopItem.mer_avatar,
        follow_count: shopItem.follow_count,
        good_rate: shopItem.good_rate,
        total_price: shopItem.total_sales,
      },
      reply_list: replies.all(mer_id, product_id, REPLY_LIMIT),
      other: others.all(row.category_id, product_id, OTHER_LIMIT).map(toProduct),
    });
  });

  const findListing = db.prepare<[number, number], { id: number }>(
    'SELECT id FROM listings WHERE mer_id = ? AND product_id = ?',
  );
  const unlike = db.prepare('DELETE FROM likes WHERE user_id = ? AND listing_id = ?');
  const like = db.prepare('INSERT INTO likes (user_id, listing_id, createtime) VALUES (?, ?, ?)');
  const addLikes = db.prepare('UPDATE listings SET like_count = MAX(like_count + ?, 0) WHERE id = ?');
  const toggleLike = db.transaction((userId: number, merId: number, productId: number, now: number) => {
    const listing = findListing.get(merId, productId);
    if (!listing) fail('productNotFound');
    if (unlike.run(userId, listing.id).changes > 0) {
      addLikes.run(-1, listing.id);
      return false;
    }
    like.run(userId, listing.id, now);
    addLikes.run(1, listing.id);
    return true;
  });

  router.post('/api/product/like', requireUser, (req, res) => {
    const { mer_id, product_id } = input(req, z.object(productKey));
    const nowLiked = toggleLike(currentUser(req).id, mer_id, product_id, clock.now());
    ok(req, res, null, nowLiked ? 'productLiked' : 'productUnliked');
  });

  return router;
}
