import { beforeAll, describe, expect, it } from 'vitest';
import { logInSeededBuyers } from './support/accounts.ts';
import { expectFailure, expectUnauthorized } from './support/expectations.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();
let demo: string;
let newbie: string;

beforeAll(async () => {
  ({ demo, newbie } = await logInSeededBuyers(standIn));
});

function scalar<T>(sql: string, ...params: unknown[]): T {
  return (standIn.db.prepare(sql).get(...params) as { v: T }).v;
}

const followers = (merId: number) => scalar<number>('SELECT follow_count AS v FROM merchants WHERE mer_id = ?', merId);

async function expectPagingChecked(
  path: string,
  token?: string,
  extra: Record<string, string | number> = {},
): Promise<void> {
  expectFailure(await standIn.get(path, { ...extra, page: 0 }, token), 'page must be a whole number of at least 1');
  expectFailure(await standIn.get(path, { ...extra, page: -1 }, token), 'page must be a whole number of at least 1');
  expectFailure(
    await standIn.get(path, { ...extra, limit: 1000 }, token),
    'limit must be a whole number between 1 and 100',
  );
  expectFailure(
    await standIn.get(path, { ...extra, limit: 'abc' }, token),
    'limit must be a whole number between 1 and 100',
  );
  expectFailure(
    await standIn.get(path, { ...extra, limit: 0 }, token),
    'limit must be a whole number between 1 and 100',
  );
  const zh = await standIn.call('GET', path, { query: { ...extra, page: 0 }, token, lang: 'zh-cn' });
  expectFailure(zh, 'page 必须是不小于 1 的整数');
}

describe('GET /api/merchant/detail', () => {
  it('answers the shop, its figures, banners and its products best-selling first', async () => {
    const merId = 1;
    const answer = await standIn.get('/api/merchant/detail', { mer_id: merId, limit: 100 });
    expect(answer.body.code).toBe(1);
    const data = answer.body.data;
    const shop = standIn.db.prepare('SELECT * FROM merchants WHERE mer_id = ?').get(merId) as Record<string, unknown>;
    expect(data.mer_id).toBe(merId);
    expect(data.mer_name).toBe(shop['mer_name']);
    expect(data.mer_avatar).toBe(shop['mer_avatar']);
    expect(data.follow_count).toBe(shop['follow_count']);
    expect(data.banner).toBe(shop['banner']);
    expect(data.banner.split(',').length).toBeGreaterThanOrEqual(2);
    expect(data.is_follow).toBe(0);
    expect(data.sales).toBe(scalar<number>('SELECT SUM(sales) AS v FROM listings WHERE mer_id = ?', merId));
    expect(Math.round(Number(data.total_sales) * 100)).toBe(
      scalar<number>('SELECT SUM(sales * sales_price_cents) AS v FROM listings WHERE mer_id = ?', merId),
    );
    const reviews = scalar<number>('SELECT COUNT(*) AS v FROM reviews WHERE mer_id = ?', merId);
    const good = scalar<number>('SELECT COUNT(*) AS v FROM reviews WHERE mer_id = ? AND product_score >= 4', merId);
    expect(data.good_rate).toBe((Math.round((good * 1000) / reviews) / 10).toFixed(1));

    const listed = scalar<number>('SELECT COUNT(*) AS v FROM listings WHERE mer_id = ?', merId);
    expect(data.product_list.count).toBe(listed);
    expect(data.product_list.list).toHaveLength(listed);
    for (const product of data.product_list.list) expect(product.mer_id).toBe(merId);
    const sales = data.product_list.list.map((p: { sales: number }) => p.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });

  it('filters the products by category and pages them', async () => {
    // ByteHub Digital (1) sells computers (1) and phones (9).
    const phones = scalar<number>(
      'SELECT COUNT(*) AS v FROM listings l JOIN products p USING (product_id) WHERE l.mer_id = 1 AND p.category_id = 9',
    );
    expect(phones).toBeGreaterThan(0);
    const answer = await standIn.get('/api/merchant/detail', { mer_id: 1, category_id: 9, limit: 100 });
    expect(answer.body.data.product_list.count).toBe(phones);
    for (const product of answer.body.data.product_list.list) {
      expect(scalar<number>('SELECT category_id AS v FROM products WHERE product_id = ?', product.product_id)).toBe(9);
    }
    const none = await standIn.get('/api/merchant/detail', { mer_id: 1, category_id: 8 });
    expect(none.body.data.product_list).toEqual({ count: 0, list: [] });
    const page2 = await standIn.get('/api/merchant/detail', { mer_id: 1, page: 2, limit: 3 });
    const all = await standIn.get('/api/merchant/detail', { mer_id: 1, limit: 100 });
    expect(page2.body.data.product_list.list).toEqual(all.body.data.product_list.list.slice(3, 6));
  });

  it('refuses an unknown shop, an unknown category, malformed ids and bad paging', async () => {
    expectFailure(await standIn.get('/api/merchant/detail', { mer_id: 9999 }), 'Shop does not exist');
    expectFailure(
      await standIn.call('GET', '/api/merchant/detail', { query: { mer_id: 9999 }, lang: 'zh-cn' }),
      '店铺不存在',
    );
    expectFailure(await standIn.get('/api/merchant/detail', {}), 'mer_id is required');
    expectFailure(await standIn.get('/api/merchant/detail', { mer_id: 'shop' }), 'Parameter mer_id is invalid');
    expectFailure(await standIn.get('/api/merchant/detail', { mer_id: 1, category_id: 77 }), 'Category does not exist');
    expectFailure(
      await standIn.get('/api/merchant/detail', { mer_id: 1, category_id: 'x' }),
      'Parameter category_id is invalid',
    );
    await expectPagingChecked('/api/merchant/detail', undefined, { mer_id: 1 });
  });
});

describe('POST /api/merchant/follow', () => {
  it('needs a session', async () => {
    expectUnauthorized(await standIn.post('/api/merchant/follow', { mer_id: 1 }));
    expectUnauthorized(await standIn.post('/api/merchant/follow', { mer_id: 1 }, 'expired-or-made-up'));
  });

  it('toggles following and keeps the follower count; twice returns to the start', async () => {
    const merId = 4;
    const start = followers(merId);
    const followed = await standIn.post('/api/merchant/follow', { mer_id: merId }, demo);
    expect(followed.body).toMatchObject({ code: 1, msg: 'Follow successful', data: null });
    expect(followers(merId)).toBe(start + 1);
    const detail = await standIn.get('/api/merchant/detail', { mer_id: merId }, demo);
    expect(detail.body.data.is_follow).toBe(1);
    expect(detail.body.data.follow_count).toBe(start + 1);
    const list = await standIn.get('/api/user/follow_list', {}, demo);
    expect(list.body.data.list.map((s: { mer_id: number }) => s.mer_id)).toContain(merId);

    const unfollowed = await standIn.post('/api/merchant/follow', { mer_id: merId }, demo);
    expect(unfollowed.body).toMatchObject({ code: 1, msg: 'Unfollowed', data: null });
    expect(followers(merId)).toBe(start);
    const after = await standIn.get('/api/user/follow_list', {}, demo);
    expect(after.body.data.list.map((s: { mer_id: number }) => s.mer_id)).not.toContain(merId);
    expect((await standIn.get('/api/merchant/detail', { mer_id: merId }, demo)).body.data.is_follow).toBe(0);
  });

  it('answers in Chinese', async () => {
    const merId = 5;
    const start = followers(merId);
    const followed = await standIn.call('POST', '/api/merchant/follow', {
      body: { mer_id: merId },
      token: demo,
      lang: 'zh-cn',
    });
    expect(followed.body.msg).toBe('关注成功');
    const unfollowed = await standIn.call('POST', '/api/merchant/follow', {
      body: { mer_id: merId },
      token: demo,
      lang: 'zh-cn',
    });
    expect(unfollowed.body.msg).toBe('已取消关注');
    expect(followers(merId)).toBe(start);
  });

  it('counts each buyer once', async () => {
    const merId = 6;
    const start = followers(merId);
    await standIn.post('/api/merchant/follow', { mer_id: merId }, demo);
    await standIn.post('/api/merchant/follow', { mer_id: merId }, newbie);
    expect(followers(merId)).toBe(start + 2);
    await standIn.post('/api/merchant/follow', { mer_id: merId }, newbie);
    expect(followers(merId)).toBe(start + 1);
    expect((await standIn.get('/api/merchant/detail', { mer_id: merId }, newbie)).body.data.is_follow).toBe(0);
    expect((await standIn.get('/api/merchant/detail', { mer_id: merId }, demo)).body.data.is_follow).toBe(1);
    await standIn.post('/api/merchant/follow', { mer_id: merId }, demo);
    expect(followers(merId)).toBe(start);
  });

  it('refuses unknown shops and malformed ids without changing anything', async () => {
    const follows = scalar<number>('SELECT COUNT(*) AS v FROM follows');
    expectFailure(await standIn.post('/api/merchant/follow', { mer_id: 4242 }, demo), 'Shop does not exist');
    expectFailure(
      await standIn.call('POST', '/api/merchant/follow', { body: { mer_id: 4242 }, token: demo, lang: 'zh-cn' }),
      '店铺不存在',
    );
    expectFailure(await standIn.post('/api/merchant/follow', {}, demo), 'mer_id is required');
    expectFailure(await standIn.post('/api/merchant/follow', { mer_id: 'one' }, demo), 'Parameter mer_id is invalid');
    expectFailure(await standIn.post('/api/merchant/follow', { mer_id: 1.5 }, demo), 'Parameter mer_id is invalid');
    expectFailure(await standIn.post('/api/merchant/follow', { mer_id: true }, demo), 'Parameter mer_id is invalid');
    expect(scalar<number>('SELECT COUNT(*) AS v FROM follows')).toBe(follows);
  });
});

describe('GET /api/user/follow_list', () => {
  it('needs a session', async () => {
    expectUnauthorized(await standIn.get('/api/user/follow_list'));
  });

  it("lists the buyer's followed shops, most recent first, and nobody else's", async () => {
    const empty = await standIn.get('/api/user/follow_list', {}, newbie);
    expect(empty.body.data).toEqual({ count: 0, list: [] });
    await standIn.post('/api/merchant/follow', { mer_id: 10 }, newbie);
    standIn.clock.advance(60);
    await standIn.post('/api/merchant/follow', { mer_id: 12 }, newbie);
    const answer = await standIn.get('/api/user/follow_list', {}, newbie);
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(2);
    expect(answer.body.data.list.map((s: { mer_id: number }) => s.mer_id)).toEqual([12, 10]);
    const shop = answer.body.data.list[0];
    expect(Object.keys(shop).sort()).toEqual([
      'follow_count',
      'good_rate',
      'mer_avatar',
      'mer_id',
      'mer_name',
      'sales',
      'total_sales',
    ]);
    const second = await standIn.get('/api/user/follow_list', { page: 2, limit: 1 }, newbie);
    expect(second.body.data.list.map((s: { mer_id: number }) => s.mer_id)).toEqual([10]);
    const demoList = await standIn.get('/api/user/follow_list', { limit: 100 }, demo);
    expect(demoList.body.data.list.map((s: { mer_id: number }) => s.mer_id)).not.toContain(12);
    await standIn.post('/api/merchant/follow', { mer_id: 10 }, newbie);
    await standIn.post('/api/merchant/follow', { mer_id: 12 }, newbie);
    expect((await standIn.get('/api/user/follow_list', {}, newbie)).body.data).toEqual({ count: 0, list: [] });
  });

  it('refuses bad paging', async () => {
    await expectPagingChecked('/api/user/follow_list', demo);
  });
});

describe('GET /api/user/like_list', () => {
  it('needs a session', async () => {
    expectUnauthorized(await standIn.get('/api/user/like_list'));
    expectUnauthorized(await standIn.get('/api/user/like_list', {}, 'x'.repeat(300)));
  });

  it("lists the buyer's liked products, most recent first, and nobody else's", async () => {
    const [a, b] = standIn.db
      .prepare('SELECT id, mer_id, product_id FROM listings ORDER BY id LIMIT 2 OFFSET 20')
      .all() as Array<{
      id: number;
      mer_id: number;
      product_id: number;
    }>;
    await standIn.post('/api/product/like', { mer_id: a!.mer_id, product_id: a!.product_id }, newbie);
    standIn.clock.advance(30);
    await standIn.post('/api/product/like', { mer_id: b!.mer_id, product_id: b!.product_id }, newbie);
    const answer = await standIn.get('/api/user/like_list', {}, newbie);
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(2);
    expect(answer.body.data.list.map((p: { id: number }) => p.id)).toEqual([b!.id, a!.id]);
    expect(answer.body.data.list[0].goods.title).toBe(
      scalar<string>('SELECT title AS v FROM products WHERE product_id = ?', b!.product_id),
    );
    const demoList = await standIn.get('/api/user/like_list', { limit: 100 }, demo);
    expect(demoList.body.data.list.map((p: { id: number }) => p.id)).not.toContain(b!.id);
    await standIn.post('/api/product/like', { mer_id: a!.mer_id, product_id: a!.product_id }, newbie);
    await standIn.post('/api/product/like', { mer_id: b!.mer_id, product_id: b!.product_id }, newbie);
    expect((await standIn.get('/api/user/like_list', {}, newbie)).body.data).toEqual({ count: 0, list: [] });
    expect(scalar<number>('SELECT like_count AS v FROM listings WHERE id = ?', a!.id)).toBe(0);
  });

  it('refuses bad paging', async () => {
    await expectPagingChecked('/api/user/like_list', demo);
  });
});

describe('GET /api/user/get_shops_kf', () => {
  it("answers the shop's customer-service page URL", async () => {
    const answer = await standIn.get('/api/user/get_shops_kf', { pid: 3 });
    expect(answer.body.code).toBe(1);
    expect(scalar<string>('SELECT kf_url AS v FROM merchants WHERE mer_id = 3')).toBe('/static/pages/service?shop=3');
    expect(answer.body.data).toBe('/static/pages/service?shop=3&lang=en');
    const page = await fetch(`${standIn.url}${answer.body.data}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('customer service</h1>');
  });

  it('refuses an unknown or malformed shop', async () => {
    expectFailure(await standIn.get('/api/user/get_shops_kf', { pid: 31337 }), 'Shop does not exist');
    expectFailure(
      await standIn.call('GET', '/api/user/get_shops_kf', { query: { pid: 31337 }, lang: 'zh-cn' }),
      '店铺不存在',
    );
    expectFailure(await standIn.get('/api/user/get_shops_kf', { pid: 'abc' }), 'Parameter pid is invalid');
    expectFailure(await standIn.get('/api/user/get_shops_kf', { pid: -2 }), 'Parameter pid is invalid');
  });

  it("answers the platform's own customer-service page without pid (the original client's contact screen)", async () => {
    expect(scalar<string>("SELECT value AS v FROM settings WHERE key = 'custom_service'")).toBe(
      '/static/pages/service',
    );
    const platform = '/static/pages/service?lang=en';
    for (const query of [{}, { pid: '' }, { pid: 0 }]) {
      const answer = await standIn.get('/api/user/get_shops_kf', query);
      expect(answer.body, JSON.stringify(query)).toMatchObject({ code: 1, data: platform });
    }
    expect((await standIn.get('/api/index/index')).body.data.custom_service).toBe(platform);
  });
});
