import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../legacy/catalog/products.ts';
import { expectFailure } from './support/expectations.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();
let demo: string;

beforeAll(async () => {
  demo = await standIn.login();
});

function inZh(path: string, query: Record<string, string | number | undefined>) {
  return standIn.call('GET', path, { query, lang: 'zh-cn' });
}

function scalar<T>(sql: string, ...params: unknown[]): T {
  return (standIn.db.prepare(sql).get(...params) as { v: T }).v;
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** Bad paging answers on a paged list, in English and Chinese. */
async function expectPagingChecked(path: string, extra: Record<string, string | number> = {}): Promise<void> {
  expectFailure(await standIn.get(path, { ...extra, page: 0 }), 'page must be a whole number of at least 1');
  expectFailure(await standIn.get(path, { ...extra, page: 'abc' }), 'page must be a whole number of at least 1');
  expectFailure(await standIn.get(path, { ...extra, limit: 1000 }), 'limit must be a whole number between 1 and 100');
  expectFailure(await standIn.get(path, { ...extra, limit: 'abc' }), 'limit must be a whole number between 1 and 100');
  expectFailure(await standIn.get(path, { ...extra, limit: -5 }), 'limit must be a whole number between 1 and 100');
  expectFailure(await inZh(path, { ...extra, limit: 1000 }), 'limit 必须是 1 到 100 之间的整数');
}

describe('GET /api/index/index', () => {
  it('answers the platform settings', async () => {
    const answer = await standIn.get('/api/index/index');
    expect(answer.body.code).toBe(1);
    const stored = Object.fromEntries(
      (standIn.db.prepare('SELECT key, value FROM settings').all() as Array<{ key: string; value: string }>).map(
        (r) => [r.key, r.value],
      ),
    );
    expect(Object.keys(answer.body.data).sort()).toEqual([
      'custom_service',
      'logo',
      'merchant_link',
      'name',
      'platform_link',
    ]);
    expect(answer.body.data.logo).toBe(stored['logo']);
    expect(answer.body.data.name).toBe(stored['name']);
    // The links are the stand-in's own pages, answered in the request's language.
    expect(answer.body.data.custom_service).toBe(`${stored['custom_service']}?lang=en`);
    expect(answer.body.data.merchant_link).toBe(`${stored['merchant_link']}?lang=en`);
    expect(answer.body.data.platform_link).toBe('/static/pages/merchant?lang=en#platform');
    expect(answer.body.data.name).not.toBe('');
    const logo = await standIn.call('GET', answer.body.data.logo);
    expect(logo.status).toBe(200);
    expect(logo.contentType).toContain('image/svg+xml');
  });

  it('answers "" for settings that are missing', async () => {
    const saved = standIn.db.prepare("SELECT value FROM settings WHERE key = 'platform_link'").get() as
      { value: string } | undefined;
    standIn.db.prepare("DELETE FROM settings WHERE key = 'platform_link'").run();
    try {
      const answer = await standIn.get('/api/index/index');
      expect(answer.body.data.platform_link).toBe('');
    } finally {
      if (saved) standIn.db.prepare("INSERT INTO settings (key, value) VALUES ('platform_link', ?)").run(saved.value);
    }
  });
});

describe('GET /api/index/banner', () => {
  it('answers the banner image URLs in order, each served as an SVG', async () => {
    const answer = await standIn.get<string[]>('/api/index/banner');
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.length).toBeGreaterThanOrEqual(4);
    const stored = (
      standIn.db.prepare('SELECT image FROM banners ORDER BY sort, id').all() as Array<{ image: string }>
    ).map((r) => r.image);
    expect(answer.body.data).toEqual(stored);
    for (const url of answer.body.data) {
      const image = await standIn.call('GET', url);
      expect(image.status).toBe(200);
      expect(image.contentType).toContain('image/svg+xml');
    }
  });
});

describe('GET /api/index/category', () => {
  it('answers the 10 categories with their English display names', async () => {
    const answer = await standIn.get('/api/index/category');
    expect(answer.body.code).toBe(1);
    expect(answer.body.data).toHaveLength(10);
    expect(answer.body.data.map((c: { name_en: string }) => c.name_en)).toEqual([
      'Computer',
      'Electrical equipment',
      'Outdoors',
      'Family life',
      'Health',
      "Men's clothing",
      "Women's clothing",
      'Food',
      'Mobile phone',
      'Toys',
    ]);
    expect(answer.body.data[0]).toEqual({ category_id: 1, name: '电脑', name_en: 'Computer' });
  });
});

describe('GET /api/index/product', () => {
  it('pages every listing, newest first, with the documented product shape', async () => {
    const total = scalar<number>('SELECT COUNT(*) AS v FROM listings');
    const first = await standIn.get<{ count: number; list: Product[] }>('/api/index/product');
    expect(first.body.code).toBe(1);
    expect(first.body.msg).toBe('ok');
    expect(first.body.data.count).toBe(total);
    expect(first.body.data.list).toHaveLength(10);
    const times = first.body.data.list.map((p) =>
      scalar<number>('SELECT createtime AS v FROM listings WHERE id = ?', p.id),
    );
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const item = first.body.data.list[0]!;
    const row = standIn.db
      .prepare(
        `SELECT l.*, p.title, p.image, p.images, p.market_price_cents, p.spec, p.spec_list FROM listings l
         JOIN products p ON p.product_id = l.product_id WHERE l.id = ?`,
      )
      .get(item.id) as Record<string, number | string>;
    expect(item.product_id).toBe(row['product_id']);
    expect(item.mer_id).toBe(row['mer_id']);
    expect(item.sales).toBe(row['sales']);
    expect(item.goods.title).toBe(row['title']);
    expect(item.goods.image).toBe(String(row['images']).split(',')[0]);
    expect(cents(item.goods.sales_price)).toBe(row['sales_price_cents']);
    expect(cents(item.goods.market_price)).toBe(row['market_price_cents']);
    expect(cents(item.goods.market_price)).toBeGreaterThan(cents(item.goods.sales_price));
    expect(item.goods.specList).toEqual(JSON.parse(String(row['spec_list'])));
    expect(item.goods.spec).toBe(item.goods.specList.map((group) => group.child[0]).join('|'));
    expect(item.goods.content).toMatch(/^<h3>/);
  });

  it('shows stock minus what unpaid orders reserve', async () => {
    const listing = standIn.db
      .prepare('SELECT id, stock FROM listings WHERE stock >= 10 ORDER BY createtime DESC, id DESC LIMIT 1')
      .get() as { id: number; stock: number };
    standIn.db.prepare('UPDATE listings SET reserved = 7 WHERE id = ?').run(listing.id);
    try {
      const all = await standIn.get<{ list: Product[] }>('/api/index/product', { limit: 100 });
      const shown = all.body.data.list.find((p) => p.id === listing.id);
      expect(shown?.goods.stock).toBe(listing.stock - 7);
    } finally {
      standIn.db.prepare('UPDATE listings SET reserved = 0 WHERE id = ?').run(listing.id);
    }
  });

  it('filters by category and pages to the end', async () => {
    const inCategory = scalar<number>(
      'SELECT COUNT(*) AS v FROM listings l JOIN products p USING (product_id) WHERE p.category_id = 3',
    );
    const answer = await standIn.get<{ count: number; list: Product[] }>('/api/index/product', {
      category_id: 3,
      limit: 100,
    });
    expect(answer.body.data.count).toBe(inCategory);
    expect(answer.body.data.list).toHaveLength(inCategory);
    for (const p of answer.body.data.list) {
      expect(scalar<number>('SELECT category_id AS v FROM products WHERE product_id = ?', p.product_id)).toBe(3);
    }
    const beyond = await standIn.get('/api/index/product', { category_id: 3, page: 50, limit: 10 });
    expect(beyond.body.data).toEqual({ count: inCategory, list: [] });
    const all = await standIn.get('/api/index/product', { category_id: 0 });
    expect(all.body.data.count).toBe(scalar<number>('SELECT COUNT(*) AS v FROM listings'));
  });

  it('refuses an unknown or malformed category and bad paging', async () => {
    expectFailure(await standIn.get('/api/index/product', { category_id: 99 }), 'Category does not exist');
    expectFailure(await inZh('/api/index/product', { category_id: 99 }), '分类不存在');
    expectFailure(await standIn.get('/api/index/product', { category_id: 'abc' }), 'Parameter category_id is invalid');
    expectFailure(await standIn.get('/api/index/product', { category_id: -1 }), 'Parameter category_id is invalid');
    expectFailure(await standIn.get('/api/index/product', { category_id: '1.5' }), 'Parameter category_id is invalid');
    await expectPagingChecked('/api/index/product');
  });
});

describe('GET /api/index/hot_product', () => {
  it('lists hot listings only, best-selling first', async () => {
    const hot = scalar<number>('SELECT COUNT(*) AS v FROM listings WHERE is_hot = 1');
    const answer = await standIn.get<{ count: number; list: Product[] }>('/api/index/hot_product', { limit: 100 });
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(hot);
    expect(hot).toBeGreaterThan(0);
    const sales = answer.body.data.list.map((p) => p.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
    for (const p of answer.body.data.list)
      expect(scalar<number>('SELECT is_hot AS v FROM listings WHERE id = ?', p.id)).toBe(1);
  });

  it('filters by title, case-insensitively, with wildcards taken literally', async () => {
    const hotTitles = standIn.db
      .prepare(
        'SELECT p.title FROM listings l JOIN products p USING (product_id) WHERE l.is_hot = 1 ORDER BY l.sales DESC LIMIT 1',
      )
      .get() as { title: string };
    const word = hotTitles.title.split(' ').at(-1)!;
    const answer = await standIn.get<{ count: number; list: Product[] }>('/api/index/hot_product', {
      title: word.toUpperCase(),
      limit: 100,
    });
    expect(answer.body.data.count).toBeGreaterThan(0);
    for (const p of answer.body.data.list) expect(p.goods.title.toLowerCase()).toContain(word.toLowerCase());
    const wildcard = await standIn.get('/api/index/hot_product', { title: '%' });
    expect(wildcard.body.data).toEqual({ count: 0, list: [] });
  });

  it('refuses a too long title and bad paging', async () => {
    expectFailure(
      await standIn.get('/api/index/hot_product', { title: 'x'.repeat(101) }),
      'title must be at most 100 characters',
    );
    expectFailure(await inZh('/api/index/hot_product', { title: 'x'.repeat(101) }), 'title 最多 100 个字符');
    await expectPagingChecked('/api/index/hot_product');
  });
});

describe('GET /api/index/hot_merchant', () => {
  it('lists hot shops with figures computed from listings and reviews', async () => {
    const hot = scalar<number>('SELECT COUNT(*) AS v FROM merchants WHERE is_hot = 1');
    const answer = await standIn.get('/api/index/hot_merchant', { limit: 100 });
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(hot);
    const sales = answer.body.data.list.map((s: { sales: number }) => s.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
    for (const shop of answer.body.data.list) {
      expect(scalar<number>('SELECT is_hot AS v FROM merchants WHERE mer_id = ?', shop.mer_id)).toBe(1);
      expect(shop.sales).toBe(scalar<number>('SELECT SUM(sales) AS v FROM listings WHERE mer_id = ?', shop.mer_id));
      expect(cents(shop.total_sales)).toBe(
        scalar<number>('SELECT SUM(sales * sales_price_cents) AS v FROM listings WHERE mer_id = ?', shop.mer_id),
      );
      expect(shop.good_rate).toMatch(/^\d{1,3}\.\d$/);
    }
  });

  /** The good_rate hot_merchant answers for a hot shop while its reviews carry just these product scores. */
  async function goodRateWithScores(scores: number[]): Promise<string> {
    const shop = standIn.db.prepare('SELECT mer_id FROM merchants WHERE is_hot = 1 ORDER BY mer_id LIMIT 1').get() as {
      mer_id: number;
    };
    const productId = scalar<number>('SELECT product_id AS v FROM listings WHERE mer_id = ? LIMIT 1', shop.mer_id);
    const reviewer = scalar<number>("SELECT id AS v FROM users WHERE username = 'demo'");
    const saved = standIn.db.prepare('SELECT * FROM reviews WHERE mer_id = ?').all(shop.mer_id) as Array<
      Record<string, unknown>
    >;
    standIn.db.prepare('DELETE FROM reviews WHERE mer_id = ?').run(shop.mer_id);
    try {
      for (const score of scores) {
        standIn.db
          .prepare(
            `INSERT INTO reviews (user_id, mer_id, product_id, product_score, service_score, postage_score, comment, createtime)
             VALUES (?, ?, ?, ?, 5, 5, 'Scored', ?)`,
          )
          .run(reviewer, shop.mer_id, productId, score, standIn.clock.now());
      }
      const answer = await standIn.get('/api/index/hot_merchant', { limit: 100 });
      return answer.body.data.list.find((s: { mer_id: number }) => s.mer_id === shop.mer_id).good_rate;
    } finally {
      standIn.db.prepare('DELETE FROM reviews WHERE mer_id = ?').run(shop.mer_id);
      const insert = standIn.db.prepare(
        `INSERT INTO reviews (id, user_id, order_id, mer_id, product_id, product_score, service_score, postage_score, comment, pics, createtime)
         VALUES (@id, @user_id, @order_id, @mer_id, @product_id, @product_score, @service_score, @postage_score, @comment, @pics, @createtime)`,
      );
      for (const row of saved) insert.run(row);
    }
  }

  it('answers good_rate "100.0" for a shop without reviews', async () => {
    expect(await goodRateWithScores([])).toBe('100.0');
  });

  it('answers good_rate as the share of reviews scoring 4 or 5, in percent to one decimal', async () => {
    expect(await goodRateWithScores([5, 4, 3])).toBe('66.7');
    expect(await goodRateWithScores([4, 2, 1])).toBe('33.3');
    expect(await goodRateWithScores([5, 5, 5, 5, 5, 5, 2])).toBe('85.7');
    expect(await goodRateWithScores([3, 2])).toBe('0.0');
  });

  it('refuses bad paging', async () => {
    await expectPagingChecked('/api/index/hot_merchant');
  });
});

describe('GET /api/product/index', () => {
  it('answers the 10 most searched keywords, most searched first', async () => {
    const answer = await standIn.get('/api/product/index');
    expect(answer.body.code).toBe(1);
    const expected = standIn.db
      .prepare('SELECT keyword FROM keywords ORDER BY hits DESC, keyword LIMIT 10')
      .all() as Array<{ keyword: string }>;
    expect(answer.body.data).toEqual(expected);
    expect(answer.body.data).toHaveLength(10);
    expect(answer.body.data[0]).toEqual({ keyword: 'laptop' });
  });
});

describe('GET /api/product/search', () => {
  it('finds products by title and answers total instead of count', async () => {
    const answer = await standIn.get('/api/product/search', { title: 'laptop', limit: 100 });
    expect(answer.body.code).toBe(1);
    expect(Object.keys(answer.body.data).sort()).toEqual(['list', 'total']);
    const expected = scalar<number>(
      "SELECT COUNT(*) AS v FROM listings l JOIN products p USING (product_id) WHERE p.title LIKE '%laptop%'",
    );
    expect(answer.body.data.total).toBe(expected);
    expect(expected).toBeGreaterThan(3);
    for (const p of answer.body.data.list as Product[]) expect(p.goods.title.toLowerCase()).toContain('laptop');
  });

  it('combines title and category, and finds nothing for unknown words', async () => {
    const answer = await standIn.get('/api/product/search', { title: 'stand', category_id: 1, limit: 100 });
    expect(answer.body.data.total).toBeGreaterThan(0);
    for (const p of answer.body.data.list as Product[]) {
      expect(scalar<number>('SELECT category_id AS v FROM products WHERE product_id = ?', p.product_id)).toBe(1);
    }
    const none = await standIn.get('/api/product/search', { title: 'zzqqxx-nothing' });
    expect(none.body.data).toEqual({ total: 0, list: [] });
    const everything = await standIn.get('/api/product/search');
    expect(everything.body.data.total).toBe(scalar<number>('SELECT COUNT(*) AS v FROM listings'));
  });

  it('counts a search as a keyword hit, once per search (first page only)', async () => {
    const before = scalar<number>("SELECT hits AS v FROM keywords WHERE keyword = 'yoga mat'");
    await standIn.get('/api/product/search', { title: '  Yoga   MAT ' });
    expect(scalar<number>("SELECT hits AS v FROM keywords WHERE keyword = 'yoga mat'")).toBe(before + 1);
    await standIn.get('/api/product/search', { title: 'yoga mat', page: 2 });
    expect(scalar<number>("SELECT hits AS v FROM keywords WHERE keyword = 'yoga mat'")).toBe(before + 1);
    await standIn.get('/api/product/search', { title: 'Granola' });
    expect(scalar<number>("SELECT hits AS v FROM keywords WHERE keyword = 'granola'")).toBe(1);
    await standIn.get('/api/product/search', { title: '' });
    expect(scalar<number>("SELECT COUNT(*) AS v FROM keywords WHERE keyword = ''")).toBe(0);
  });

  it('moves a keyword up the top list as it is searched', async () => {
    standIn.db.prepare("UPDATE keywords SET hits = 999 WHERE keyword = 'granola'").run();
    await standIn.get('/api/product/search', { title: 'granola' });
    const top = await standIn.get('/api/product/index');
    expect(top.body.data[0]).toEqual({ keyword: 'granola' });
  });

  it('refuses an unknown category, a too long title and bad paging', async () => {
    expectFailure(
      await standIn.get('/api/product/search', { title: 'tent', category_id: 42 }),
      'Category does not exist',
    );
    expectFailure(await inZh('/api/product/search', { category_id: 42 }), '分类不存在');
    expectFailure(
      await standIn.get('/api/product/search', { title: 'y'.repeat(101) }),
      'title must be at most 100 characters',
    );
    expectFailure(
      await standIn.get('/api/product/search', { category_id: 'food' }),
      'Parameter category_id is invalid',
    );
    await expectPagingChecked('/api/product/search', { title: 'tent' });
  });
});

describe('GET /api/product/searchs', () => {
  it('finds shops by name and answers total', async () => {
    const answer = await standIn.get('/api/product/searchs', { title: 'toys' });
    expect(answer.body.code).toBe(1);
    expect(Object.keys(answer.body.data).sort()).toEqual(['list', 'total']);
    const names = answer.body.data.list.map((s: { mer_name: string }) => s.mer_name);
    expect(names.length).toBe(answer.body.data.total);
    expect(names).toEqual(expect.arrayContaining(['TinyJoy Toys', 'Brightside Toys & Games']));
    for (const name of names) expect(name.toLowerCase()).toContain('toys');
  });

  it('lists every shop for an empty title and nothing for an unknown name', async () => {
    const all = await standIn.get('/api/product/searchs', { limit: 100 });
    expect(all.body.data.total).toBe(scalar<number>('SELECT COUNT(*) AS v FROM merchants'));
    const none = await standIn.get('/api/product/searchs', { title: 'no such shop at all' });
    expect(none.body.data).toEqual({ total: 0, list: [] });
  });

  it('refuses a too long title and bad paging', async () => {
    expectFailure(
      await standIn.get('/api/product/searchs', { title: 's'.repeat(101) }),
      'title must be at most 100 characters',
    );
    await expectPagingChecked('/api/product/searchs');
  });
});

describe('GET /api/product/recommend', () => {
  it('recommends hot listings first, optionally in one category', async () => {
    const answer = await standIn.get<{ count: number; list: Product[] }>('/api/product/recommend', {
      category_id: 9,
      limit: 100,
    });
    expect(answer.body.code).toBe(1);
    const hotFlags = answer.body.data.list.map((p) =>
      scalar<number>('SELECT is_hot AS v FROM listings WHERE id = ?', p.id),
    );
    expect([...hotFlags].sort((a, b) => b - a)).toEqual(hotFlags);
    for (const p of answer.body.data.list) {
      expect(scalar<number>('SELECT category_id AS v FROM products WHERE product_id = ?', p.product_id)).toBe(9);
    }
    const all = await standIn.get('/api/product/recommend');
    expect(all.body.data.count).toBe(scalar<number>('SELECT COUNT(*) AS v FROM listings'));
  });

  it('refuses an unknown category and bad paging', async () => {
    expectFailure(await standIn.get('/api/product/recommend', { category_id: 11 }), 'Category does not exist');
    expectFailure(await inZh('/api/product/recommend', { category_id: 11 }), '分类不存在');
    await expectPagingChecked('/api/product/recommend');
  });
});

describe('GET /api/product/detail', () => {
  function reviewedListing(): { id: number; mer_id: number; product_id: number } {
    return standIn.db
      .prepare(
        `SELECT l.id, l.mer_id, l.product_id FROM listings l
         WHERE (SELECT COUNT(*) FROM reviews r WHERE r.mer_id = l.mer_id AND r.product_id = l.product_id) >= 3
         ORDER BY l.id LIMIT 1`,
      )
      .get() as { id: number; mer_id: number; product_id: number };
  }

  it('answers the product with shop, reviews and recommendations, and counts a click', async () => {
    const listing = reviewedListing();
    const clicks = scalar<number>('SELECT click AS v FROM listings WHERE id = ?', listing.id);
    const answer = await standIn.get('/api/product/detail', { mer_id: listing.mer_id, product_id: listing.product_id });
    expect(answer.body.code).toBe(1);
    const data = answer.body.data;
    expect(data.id).toBe(listing.id);
    expect(data.click).toBe(clicks + 1);
    expect(scalar<number>('SELECT click AS v FROM listings WHERE id = ?', listing.id)).toBe(clicks + 1);
    expect(data.is_like).toBe(0);
    expect(cents(data.freight)).toBe(
      scalar<number>('SELECT freight_cents AS v FROM listings WHERE id = ?', listing.id),
    );

    const shops = await standIn.get('/api/product/searchs', { limit: 100 });
    const shop = shops.body.data.list.find((s: { mer_id: number }) => s.mer_id === listing.mer_id);
    expect(data.merchant).toEqual({
      mer_id: shop.mer_id,
      mer_name: shop.mer_name,
      mer_avatar: shop.mer_avatar,
      follow_count: shop.follow_count,
      good_rate: shop.good_rate,
      total_price: shop.total_sales,
    });

    const reviews = scalar<number>(
      'SELECT COUNT(*) AS v FROM reviews WHERE mer_id = ? AND product_id = ?',
      listing.mer_id,
      listing.product_id,
    );
    expect(data.reply_list).toHaveLength(Math.min(reviews, 20));
    const times = data.reply_list.map((r: { createtime: number }) => r.createtime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const reply of data.reply_list) {
      expect(reply.nickname).not.toBe('');
      expect(reply.avatar).toMatch(/^\/static\/img\/avatar\//);
    }

    const category = scalar<number>('SELECT category_id AS v FROM products WHERE product_id = ?', listing.product_id);
    expect(data.other.length).toBeGreaterThan(0);
    expect(data.other.length).toBeLessThanOrEqual(6);
    for (const other of data.other as Product[]) {
      expect(other.product_id).not.toBe(listing.product_id);
      expect(scalar<number>('SELECT category_id AS v FROM products WHERE product_id = ?', other.product_id)).toBe(
        category,
      );
    }
  });

  it('shows a review written later first, with its reviewer', async () => {
    const listing = reviewedListing();
    const userId = scalar<number>("SELECT id AS v FROM users WHERE username = 'demo'");
    standIn.db
      .prepare(
        `INSERT INTO reviews (user_id, mer_id, product_id, product_score, service_score, postage_score, comment, pics, createtime)
         VALUES (?, ?, ?, 5, 5, 5, 'Brand new review', '/static/img/product/1-1-1-NL.svg', ?)`,
      )
      .run(userId, listing.mer_id, listing.product_id, standIn.clock.now());
    const answer = await standIn.get('/api/product/detail', { mer_id: listing.mer_id, product_id: listing.product_id });
    const nickname = scalar<string>('SELECT nickname AS v FROM users WHERE id = ?', userId);
    expect(answer.body.data.reply_list[0]).toEqual({
      avatar: scalar<string>('SELECT avatar AS v FROM users WHERE id = ?', userId),
      nickname,
      product_score: 5,
      comment: 'Brand new review',
      pics: '/static/img/product/1-1-1-NL.svg',
      createtime: standIn.clock.now(),
    });
  });

  it('answers is_like for the session buyer, 0 with a bad token', async () => {
    const listing = standIn.db.prepare('SELECT mer_id, product_id FROM listings ORDER BY id DESC LIMIT 1').get() as {
      mer_id: number;
      product_id: number;
    };
    const like = await standIn.post('/api/product/like', listing, demo);
    expect(like.body.msg).toBe('Liked');
    const mine = await standIn.get('/api/product/detail', listing, demo);
    expect(mine.body.data.is_like).toBe(1);
    const anonymous = await standIn.get('/api/product/detail', listing, 'not-a-token');
    expect(anonymous.body.data.is_like).toBe(0);
    await standIn.post('/api/product/like', listing, demo);
    const after = await standIn.get('/api/product/detail', listing, demo);
    expect(after.body.data.is_like).toBe(0);
  });

  it('refuses an unknown product, a shop that does not list it, and malformed ids', async () => {
    const pair = standIn.db.prepare('SELECT mer_id, product_id FROM listings ORDER BY id LIMIT 1').get() as {
      mer_id: number;
      product_id: number;
    };
    const otherShop = scalar<number>(
      'SELECT mer_id AS v FROM merchants WHERE mer_id NOT IN (SELECT mer_id FROM listings WHERE product_id = ?) LIMIT 1',
      pair.product_id,
    );
    expectFailure(
      await standIn.get('/api/product/detail', { mer_id: otherShop, product_id: pair.product_id }),
      'Product does not exist',
    );
    expectFailure(
      await standIn.get('/api/product/detail', { mer_id: pair.mer_id, product_id: 999999 }),
      'Product does not exist',
    );
    expectFailure(await inZh('/api/product/detail', { mer_id: 999999, product_id: pair.product_id }), '商品不存在');
    expectFailure(await standIn.get('/api/product/detail', { product_id: pair.product_id }), 'mer_id is required');
    expectFailure(await standIn.get('/api/product/detail', { mer_id: pair.mer_id }), 'product_id is required');
    expectFailure(
      await standIn.get('/api/product/detail', { mer_id: 'abc', product_id: pair.product_id }),
      'Parameter mer_id is invalid',
    );
    expectFailure(
      await standIn.get('/api/product/detail', { mer_id: pair.mer_id, product_id: 0 }),
      'Parameter product_id is invalid',
    );
    expectFailure(
      await standIn.get('/api/product/detail', { mer_id: pair.mer_id, product_id: '99999999999999' }),
      'Parameter product_id is invalid',
    );
  });
});

describe('POST /api/product/like', () => {
  it('needs a session', async () => {
    const answer = await standIn.post('/api/product/like', { mer_id: 1, product_id: 1 });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, msg: 'Please login first', data: null });
  });

  it('toggles the like and keeps the like count; twice returns to the start', async () => {
    const listing = standIn.db
      .prepare('SELECT id, mer_id, product_id, like_count FROM listings ORDER BY id LIMIT 1 OFFSET 5')
      .get() as {
      id: number;
      mer_id: number;
      product_id: number;
      like_count: number;
    };
    const key = { mer_id: listing.mer_id, product_id: listing.product_id };
    const liked = await standIn.post('/api/product/like', key, demo);
    expect(liked.body).toMatchObject({ code: 1, msg: 'Liked', data: null });
    expect(scalar<number>('SELECT like_count AS v FROM listings WHERE id = ?', listing.id)).toBe(
      listing.like_count + 1,
    );
    const list = await standIn.get('/api/user/like_list', {}, demo);
    expect(list.body.data.list.map((p: Product) => p.id)).toContain(listing.id);

    const unliked = await standIn.call('POST', '/api/product/like', { body: key, token: demo, lang: 'zh-cn' });
    expect(unliked.body).toMatchObject({ code: 1, msg: '已取消收藏', data: null });
    expect(scalar<number>('SELECT like_count AS v FROM listings WHERE id = ?', listing.id)).toBe(listing.like_count);
    const after = await standIn.get('/api/user/like_list', {}, demo);
    expect(after.body.data.list.map((p: Product) => p.id)).not.toContain(listing.id);

    const again = await standIn.call('POST', '/api/product/like', { body: key, token: demo, lang: 'zh-cn' });
    expect(again.body.msg).toBe('收藏成功');
    await standIn.post('/api/product/like', key, demo);
    expect(scalar<number>('SELECT like_count AS v FROM listings WHERE id = ?', listing.id)).toBe(listing.like_count);
  });

  it('accepts the ids in the query string as legacy clients send them', async () => {
    const listing = standIn.db
      .prepare('SELECT id, mer_id, product_id FROM listings ORDER BY id LIMIT 1 OFFSET 6')
      .get() as { id: number; mer_id: number; product_id: number };
    const answer = await standIn.call('POST', '/api/product/like', {
      query: { mer_id: listing.mer_id, product_id: listing.product_id },
      token: demo,
    });
    expect(answer.body.msg).toBe('Liked');
    await standIn.post(
      '/api/product/like',
      { mer_id: String(listing.mer_id), product_id: String(listing.product_id) },
      demo,
    );
    expect(scalar<number>('SELECT COUNT(*) AS v FROM likes WHERE listing_id = ?', listing.id)).toBe(0);
  });

  it('refuses unknown products and malformed ids without changing anything', async () => {
    const likes = scalar<number>('SELECT COUNT(*) AS v FROM likes');
    expectFailure(
      await standIn.post('/api/product/like', { mer_id: 1, product_id: 999999 }, demo),
      'Product does not exist',
    );
    const zh = await standIn.call('POST', '/api/product/like', {
      body: { mer_id: 999999, product_id: 1 },
      token: demo,
      lang: 'zh-cn',
    });
    expectFailure(zh, '商品不存在');
    expectFailure(await standIn.post('/api/product/like', { mer_id: 1 }, demo), 'product_id is required');
    expectFailure(
      await standIn.post('/api/product/like', { mer_id: [1], product_id: 1 }, demo),
      'Parameter mer_id is invalid',
    );
    expectFailure(
      await standIn.post('/api/product/like', { mer_id: 1, product_id: { a: 1 } }, demo),
      'Parameter product_id is invalid',
    );
    expectFailure(
      await standIn.post('/api/product/like', { mer_id: -3, product_id: 1 }, demo),
      'Parameter mer_id is invalid',
    );
    expect(scalar<number>('SELECT COUNT(*) AS v FROM likes')).toBe(likes);
  });
});

describe('GET /static/img/{kind}/{name}', () => {
  const samples = [
    '/static/img/product/1-1-1-NL.svg',
    '/static/img/product/10-280-5-PTB.svg',
    '/static/img/shop/3-PM.svg',
    '/static/img/shop-banner/3-2-9-PM.svg',
    '/static/img/banner/1.svg',
    '/static/img/logo/logo.svg',
    '/static/img/avatar/7-OM.svg',
  ];

  it('draws every kind as a cacheable SVG, identically each time', async () => {
    for (const url of samples) {
      const first = await fetch(new URL(url, standIn.url));
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toContain('image/svg+xml');
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = await first.text();
      expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(body.endsWith('</svg>')).toBe(true);
      const second = await fetch(new URL(url, standIn.url));
      expect(await second.text()).toBe(body);
      await standIn.call('GET', url);
    }
  });

  it('draws product pictures per category with product-specific colours and the initials', async () => {
    const laptop = await (await fetch(new URL('/static/img/product/1-1-1-NL.svg', standIn.url))).text();
    const otherLaptop = await (await fetch(new URL('/static/img/product/1-2-1-NL.svg', standIn.url))).text();
    const teddy = await (await fetch(new URL('/static/img/product/10-1-1-NL.svg', standIn.url))).text();
    expect(laptop).toContain('>NL</text>');
    expect(laptop).not.toBe(otherLaptop);
    expect(laptop).not.toBe(teddy);
    const colours = (svg: string) => svg.match(/#[0-9a-f]{6}/g)?.slice(0, 3);
    expect(colours(laptop)).not.toEqual(colours(otherLaptop));
  });

  it('answers 404 in the envelope for unknown kinds and names', async () => {
    for (const url of [
      '/static/img/video/1.svg',
      '/static/img/product/11-1-1-AB.svg',
      '/static/img/product/1-1-6-AB.svg',
      '/static/img/product/1-1-1-ab.svg',
      '/static/img/product/1-1-1-ABCD.svg',
      '/static/img/product/0-1-1-AB.svg',
      '/static/img/banner/7.svg',
      '/static/img/logo/other.svg',
      '/static/img/shop/..%2F..%2Fetc.svg',
      '/static/img/avatar/1-AB.png',
      '/static/img/product/%E0.svg',
      '/static/img/Product/1-1-1-NL.svg',
    ]) {
      const answer = await standIn.call('GET', url);
      expect(answer.status, url).toBe(404);
      expect(answer.body).toMatchObject({ code: 0, msg: 'Image does not exist', data: null });
    }
    const zh = await standIn.call('GET', '/static/img/banner/99.svg', { lang: 'zh-cn' });
    expect(zh.status).toBe(404);
    expect(zh.body.msg).toBe('图片不存在');
  });
});
