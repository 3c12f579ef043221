import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageUrl } from '../../legacy/images/names.ts';
import { startStandIn, type StandIn } from './support/standIn.ts';

let first: StandIn;
let second: StandIn;

beforeAll(async () => {
  [first, second] = await Promise.all([startStandIn(), startStandIn()]);
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const CATALOGUE_QUERIES = [
  'SELECT * FROM categories ORDER BY category_id',
  'SELECT * FROM merchants ORDER BY mer_id',
  'SELECT * FROM products ORDER BY product_id',
  'SELECT * FROM listings ORDER BY id',
  'SELECT * FROM banners ORDER BY id',
  'SELECT * FROM keywords ORDER BY keyword',
  'SELECT * FROM areas ORDER BY id',
  'SELECT * FROM reviews ORDER BY id',
  "SELECT id, username, nickname, password_hash, avatar, createtime FROM users WHERE password_hash = '!' ORDER BY id",
];

function rows<T = Record<string, unknown>>(standIn: StandIn, sql: string): T[] {
  return standIn.db.prepare(sql).all() as T[];
}

function count(standIn: StandIn, sql: string): number {
  return (standIn.db.prepare(sql).get() as { n: number }).n;
}

describe('the catalogue seed', () => {
  it('is deterministic: two fresh databases hold identical catalogues', () => {
    for (const sql of CATALOGUE_QUERIES) {
      const a = rows(first, sql);
      expect(a.length, sql).toBeGreaterThan(0);
      expect(rows(second, sql), sql).toEqual(a);
    }
  });

  it('has the 10 categories, at least 24 shops and 300 listings', () => {
    expect(rows(first, 'SELECT category_id, name, name_en FROM categories ORDER BY category_id')).toEqual([
      { category_id: 1, name: '电脑', name_en: 'Computer' },
      { category_id: 2, name: '电器', name_en: 'Electrical equipment' },
      { category_id: 3, name: '户外', name_en: 'Outdoors' },
      { category_id: 4, name: '家居生活', name_en: 'Family life' },
      { category_id: 5, name: '健康', name_en: 'Health' },
      { category_id: 6, name: '男装', name_en: "Men's clothing" },
      { category_id: 7, name: '女装', name_en: "Women's clothing" },
      { category_id: 8, name: '食品', name_en: 'Food' },
      { category_id: 9, name: '手机', name_en: 'Mobile phone' },
      { category_id: 10, name: '玩具', name_en: 'Toys' },
    ]);
    expect(count(first, 'SELECT COUNT(*) AS n FROM merchants')).toBeGreaterThanOrEqual(24);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings')).toBeGreaterThanOrEqual(300);
    expect(count(first, 'SELECT COUNT(DISTINCT mer_name) AS n FROM merchants')).toBe(
      count(first, 'SELECT COUNT(*) AS n FROM merchants'),
    );
    expect(count(first, 'SELECT COUNT(DISTINCT title) AS n FROM products')).toBe(
      count(first, 'SELECT COUNT(*) AS n FROM products'),
    );
    expect(count(first, 'SELECT COUNT(*) AS n FROM merchants WHERE is_hot = 1')).toBeGreaterThan(0);
    expect(
      count(first, "SELECT COUNT(*) AS n FROM merchants WHERE kf_url = '' OR banner = '' OR mer_avatar = ''"),
    ).toBe(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM banners')).toBeGreaterThanOrEqual(4);
    // Every category has products and every shop lists some.
    expect(count(first, 'SELECT COUNT(DISTINCT category_id) AS n FROM products')).toBe(10);
    expect(
      count(
        first,
        'SELECT COUNT(*) AS n FROM merchants m WHERE NOT EXISTS (SELECT 1 FROM listings WHERE mer_id = m.mer_id)',
      ),
    ).toBe(0);
  });

  it('gives every shop products in the first category, where the original client opens a shop page', async () => {
    const [firstCategory] = (await first.get('/api/index/category')).body.data as Array<{ category_id: number }>;
    const shops = rows<{ mer_id: number }>(first, 'SELECT mer_id FROM merchants ORDER BY mer_id');
    for (const { mer_id } of shops) {
      const page = await first.get('/api/merchant/detail', {
        mer_id,
        category_id: firstCategory!.category_id,
        page: 1,
        limit: 10,
      });
      expect(page.body.data.product_list.count, `shop ${mer_id}`).toBeGreaterThan(0);
    }
  });

  it('has the regions of the area picker: countries, their provinces or states, their cities', () => {
    expect(count(first, 'SELECT COUNT(*) AS n FROM areas WHERE level = 1')).toBeGreaterThanOrEqual(10);
    expect(
      count(
        first,
        'SELECT COUNT(*) AS n FROM areas a WHERE level > 1 AND NOT EXISTS (SELECT 1 FROM areas p WHERE p.id = a.pid AND p.level = a.level - 1)',
      ),
    ).toBe(0);
    expect(
      count(
        first,
        'SELECT COUNT(*) AS n FROM areas a WHERE level < 3 AND NOT EXISTS (SELECT 1 FROM areas c WHERE c.pid = a.id)',
      ),
    ).toBe(0);
  });

  it('has believable listings: prices, stock, freight, pictures and options', () => {
    expect(
      count(
        first,
        'SELECT COUNT(*) AS n FROM listings l JOIN products p USING (product_id) WHERE p.market_price_cents <= l.sales_price_cents',
      ),
    ).toBe(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE sales_price_cents <= 0')).toBe(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE stock < 0 OR stock > 500')).toBe(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE stock = 0')).toBeGreaterThan(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE stock = 0')).toBeLessThan(30);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE freight_cents = 0')).toBeGreaterThan(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE freight_cents > 0')).toBeGreaterThan(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE freight_cents > 1000')).toBe(0);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE is_hot = 1')).toBeGreaterThan(10);
    expect(count(first, 'SELECT COUNT(*) AS n FROM listings WHERE real_sales > sales')).toBe(0);
    // A few products are sold by two shops.
    const shared = count(
      first,
      'SELECT COUNT(*) AS n FROM (SELECT product_id FROM listings GROUP BY product_id HAVING COUNT(*) = 2)',
    );
    expect(shared).toBeGreaterThanOrEqual(3);

    const products = rows<{ image: string; images: string; content: string; spec: string; spec_list: string }>(
      first,
      'SELECT image, images, content, spec, spec_list FROM products',
    );
    let withOptions = 0;
    for (const product of products) {
      const images = product.images.split(',');
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(5);
      expect(product.image).toBe(images[0]);
      expect(product.content).toMatch(/^<h3>.+<\/h3><p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>/);
      const specList = JSON.parse(product.spec_list) as Array<{ name: string; child: string[] }>;
      for (const group of specList) {
        expect(group.name).not.toBe('');
        expect(group.child.length).toBeGreaterThan(1);
      }
      expect(product.spec).toBe(specList.map((group) => group.child[0]).join('|'));
      if (specList.some((group) => group.name === 'Colour') && specList.some((group) => group.name === 'Size'))
        withOptions += 1;
    }
    expect(withOptions).toBeGreaterThan(20);
  });

  it('has reviews by reviewer accounts that cannot log in, with scores, comments and some pictures', async () => {
    const reviewers = rows<{ id: number; username: string }>(
      first,
      "SELECT id, username FROM users WHERE password_hash = '!'",
    );
    expect(reviewers.length).toBeGreaterThanOrEqual(20);
    for (const password of ['!', 'any-password-123']) {
      const login = await first.post('/api/user/login', { account: reviewers[0]!.username, password });
      expect(login.body.code).toBe(0);
    }
    expect(count(first, 'SELECT COUNT(*) AS n FROM reviews')).toBeGreaterThan(300);
    expect(
      count(first, "SELECT COUNT(*) AS n FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.password_hash <> '!'"),
    ).toBe(0);
    expect(count(first, "SELECT COUNT(*) AS n FROM reviews WHERE pics <> ''")).toBeGreaterThan(20);
    expect(count(first, "SELECT COUNT(*) AS n FROM reviews WHERE comment = ''")).toBe(0);
    expect(count(first, 'SELECT COUNT(DISTINCT product_score) AS n FROM reviews')).toBe(5);
    // Reviews belong to a real listing, and one reviewer reviews a listing at most once.
    expect(
      count(
        first,
        'SELECT COUNT(*) AS n FROM reviews r WHERE NOT EXISTS (SELECT 1 FROM listings l WHERE l.mer_id = r.mer_id AND l.product_id = r.product_id)',
      ),
    ).toBe(0);
    expect(
      count(
        first,
        'SELECT COUNT(*) AS n FROM (SELECT 1 FROM reviews GROUP BY user_id, mer_id, product_id HAVING COUNT(*) > 1)',
      ),
    ).toBe(0);
  });

  it('has search keywords with hits', () => {
    const keywords = rows<{ keyword: string; hits: number }>(first, 'SELECT keyword, hits FROM keywords');
    expect(keywords.length).toBeGreaterThanOrEqual(10);
    for (const { keyword, hits } of keywords) {
      expect(hits).toBeGreaterThan(0);
      // Every seeded keyword finds something.
      const found = first.db
        .prepare("SELECT COUNT(*) AS n FROM products WHERE title LIKE '%' || ? || '%'")
        .get(keyword) as { n: number };
      expect(found.n, keyword).toBeGreaterThan(0);
    }
  });

  it('serves every seeded image URL from the image route', async () => {
    const urls = new Set<string>();
    const add = (list: string) =>
      list
        .split(',')
        .filter(Boolean)
        .forEach((url) => urls.add(url));
    for (const { images } of rows<{ images: string }>(first, 'SELECT images FROM products')) add(images);
    for (const { image } of rows<{ image: string }>(first, 'SELECT image FROM products')) add(image);
    for (const shop of rows<{ mer_avatar: string; banner: string }>(
      first,
      'SELECT mer_avatar, banner FROM merchants',
    )) {
      add(shop.mer_avatar);
      add(shop.banner);
    }
    for (const { image } of rows<{ image: string }>(first, 'SELECT image FROM banners')) add(image);
    for (const { pics } of rows<{ pics: string }>(first, 'SELECT pics FROM reviews')) add(pics);
    for (const { avatar } of rows<{ avatar: string }>(first, "SELECT avatar FROM users WHERE password_hash = '!'"))
      add(avatar);
    expect(urls.size).toBeGreaterThan(1000);

    const all = [...urls];
    for (const url of all) expect(parseImageUrl(url), url).toBeDefined();
    for (let i = 0; i < all.length; i += 50) {
      const answers = await Promise.all(
        all.slice(i, i + 50).map(async (url) => {
          const response = await fetch(new URL(url, first.url));
          return {
            url,
            status: response.status,
            type: response.headers.get('content-type'),
            body: await response.text(),
          };
        }),
      );
      for (const answer of answers) {
        expect(answer.status, answer.url).toBe(200);
        expect(answer.type, answer.url).toContain('image/svg+xml');
        expect(answer.body, answer.url).toMatch(/^<svg .*<\/svg>$/s);
      }
    }
  });
});
