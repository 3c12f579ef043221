import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { absoluteList, expectedProducts, expectedShop, expectedShops, userId } from './support/catalogRows.ts';
import { answerChecks, errorOf } from './support/answerChecks.ts';
import { startStack, type Stack } from './support/stack.ts';

/*
 * Shops through the gateway over real HTTP against the seeded stand-in: hot shops,
 * shop search, the shop page with its products, following and the followed list,
 * customer service. Answers are compared with the stand-in's database.
 */

graphql(`
  fragment ShopsShopFields on Shop {
    id
    name
    avatar
    followers
    favorableRate
    sales
    totalSales
  }
`);

const HotShopsQuery = graphql(`
  query ShopsHotShops($page: Int!, $limit: Int!) {
    hotShops(page: $page, limit: $limit) {
      items {
        ...ShopsShopFields
      }
      total
      hasMore
    }
  }
`);

const HotShopsWithBannersQuery = graphql(`
  query ShopsHotShopsWithBanners($limit: Int!) {
    hotShops(limit: $limit) {
      items {
        id
        banners
        followed
      }
    }
  }
`);

const SearchShopsQuery = graphql(`
  query ShopsSearchShops($title: String!, $page: Int!, $limit: Int!) {
    searchShops(title: $title, page: $page, limit: $limit) {
      items {
        ...ShopsShopFields
      }
      total
      hasMore
    }
  }
`);

const ShopQuery = graphql(`
  query ShopsShop($id: ID!) {
    shop(id: $id) {
      ...ShopsShopFields
      banners
      followed
      products {
        items {
          id
          productId
          shopId
          title
          price
          stock
        }
        total
        hasMore
      }
    }
  }
`);

const ShopProductsQuery = graphql(`
  query ShopsShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {
    shop(id: $id) {
      id
      products(categoryId: $categoryId, page: $page, limit: $limit) {
        items {
          id
          title
          sales
        }
        total
        hasMore
      }
    }
  }
`);

const CustomerServiceQuery = graphql(`
  query ShopsCustomerService($id: ID!) {
    shop(id: $id) {
      id
      customerServiceUrl
    }
  }
`);

const FollowedQuery = graphql(`
  query ShopsFollowed($id: ID!) {
    shop(id: $id) {
      id
      followers
      followed
    }
  }
`);

const FollowedShopsQuery = graphql(`
  query ShopsFollowedShops($page: Int!, $limit: Int!) {
    followedShops(page: $page, limit: $limit) {
      items {
        ...ShopsShopFields
      }
      total
      hasMore
    }
  }
`);

const ToggleFollowMutation = graphql(`
  mutation ShopsToggleShopFollow($shopId: ID!) {
    toggleShopFollow(shopId: $shopId) {
      id
      followers
      followed
    }
  }
`);

const ProductShopQuery = graphql(`
  query ShopsProductShop($limit: Int!) {
    hotProducts(limit: $limit) {
      items {
        id
        shopId
        shop {
          id
          name
          sales
        }
      }
    }
  }
`);

let stack: Stack;
let origin: string;
let demo: string;

beforeAll(async () => {
  stack = await startStack();
  origin = stack.url;
  demo = await stack.login();
});

afterAll(async () => {
  await stack?.close();
});

const { fresh, expectBadInput } = answerChecks(() => stack);

function callsMade(): Array<[string, Record<string, unknown>]> {
  return stack.calls.map((call) => [call.operation, call.params]);
}

const bannerOf = (merId: number): string =>
  (stack.legacy.db.prepare('SELECT banner FROM merchants WHERE mer_id = ?').get(merId) as { banner: string }).banner;

describe('shop lists', () => {
  it('hotShops answers the hot shops best-selling first, with their figures', async () => {
    fresh();
    const answer = await stack.gql(HotShopsQuery, { page: 1, limit: 3 });
    const expected = expectedShops(stack.legacy.db, origin, { where: 'm.is_hot = 1', limit: 3 });
    expect(expected.total).toBeGreaterThan(3);
    expect(answer.data?.hotShops).toEqual({ ...expected, hasMore: true });
    expect(callsMade()).toEqual([['hotMerchants', { page: 1, limit: 3 }]]);
    expect(stack.calls[0]!.headers.token).toBeUndefined();
  });

  it('hotShops items load their detail for banners and followed, one call per shop', async () => {
    fresh();
    const answer = await stack.gql(HotShopsWithBannersQuery, { limit: 2 }, { token: demo });
    const ids = expectedShops(stack.legacy.db, origin, { where: 'm.is_hot = 1', limit: 2 }).items.map((shop) =>
      Number(shop.id),
    );
    expect(answer.data?.hotShops?.items).toEqual(
      ids.map((id) => ({ id: String(id), banners: absoluteList(origin, bannerOf(id)), followed: false })),
    );
    expect(callsMade()).toEqual([
      ['hotMerchants', { page: 1, limit: 2 }],
      ...ids.map((id): [string, Record<string, unknown>] => ['shopDetail', { mer_id: id, page: 1, limit: 10 }]),
    ]);
    // The detail says whether this buyer follows, so it goes up with the token.
    expect(
      stack.calls.filter((call) => call.operation === 'shopDetail').every((call) => call.headers.token === demo),
    ).toBe(true);
  });

  it('hotShops checks paging before any upstream call', async () => {
    fresh();
    expectBadInput(await stack.gql(HotShopsQuery, { page: 0, limit: 3 }), 'page');
    expectBadInput(await stack.gql(HotShopsQuery, { page: 1, limit: 101 }), 'limit');
  });

  it('searchShops answers shops whose name matches the trimmed title', async () => {
    fresh();
    const name = (
      stack.legacy.db.prepare('SELECT mer_name FROM merchants WHERE mer_id = 5').get() as { mer_name: string }
    ).mer_name;
    const word = name.split(' ')[0]!;
    const answer = await stack.gql(SearchShopsQuery, { title: `  ${word.toLowerCase()} `, page: 1, limit: 10 });
    const expected = expectedShops(stack.legacy.db, origin, {
      where: 'm.mer_name LIKE ?',
      params: [`%${word}%`],
      limit: 10,
    });
    expect(expected.items.map((shop) => shop.id)).toContain('5');
    expect(answer.data?.searchShops).toEqual({ ...expected, hasMore: false });
    expect(callsMade()).toEqual([['searchShops', { title: word.toLowerCase(), page: 1, limit: 10 }]]);
  });

  it('searchShops pages through a broad match', async () => {
    fresh();
    const answer = await stack.gql(SearchShopsQuery, { title: 'e', page: 2, limit: 4 });
    const expected = expectedShops(stack.legacy.db, origin, { where: "m.mer_name LIKE '%e%'", limit: 4, offset: 4 });
    expect(expected.total).toBeGreaterThan(8);
    expect(answer.data?.searchShops).toEqual({ ...expected, hasMore: true });
  });

  it('searchShops needs a title that says something, at most 100 characters', async () => {
    fresh();
    expectBadInput(await stack.gql(SearchShopsQuery, { title: ' ', page: 1, limit: 10 }), 'title');
    expectBadInput(await stack.gql(SearchShopsQuery, { title: 'q'.repeat(101), page: 1, limit: 10 }), 'title');
    expectBadInput(await stack.gql(SearchShopsQuery, { title: 'shop', page: -3, limit: 10 }), 'page');
  });
});

describe('the shop page', () => {
  it('shop answers figures, banners, follow state and its best-selling products from one call', async () => {
    fresh();
    const answer = await stack.gql(ShopQuery, { id: '3' });
    expect(answer.errors).toBeUndefined();
    const products = expectedProducts(stack.legacy.db, origin, {
      where: 'l.mer_id = 3',
      order: 'l.sales DESC, l.id',
      limit: 10,
    });
    expect(answer.data?.shop).toEqual({
      ...expectedShop(stack.legacy.db, origin, 3),
      banners: absoluteList(origin, bannerOf(3)),
      followed: false,
      products: {
        items: products.items.map(({ id, productId, shopId, title, price, stock }) => ({
          id,
          productId,
          shopId,
          title,
          price,
          stock,
        })),
        total: products.total,
        hasMore: products.total > 10,
      },
    });
    expect(answer.data?.shop.banners.length).toBeGreaterThan(1);
    expect(callsMade()).toEqual([['shopDetail', { mer_id: 3, page: 1, limit: 10 }]]);
  });

  it('shop.products pages and filters by category with its own detail call', async () => {
    fresh();
    const category = (
      stack.legacy.db
        .prepare(
          'SELECT p.category_id, COUNT(*) AS n FROM listings l JOIN products p USING (product_id) WHERE l.mer_id = 3 GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
        )
        .get() as { category_id: number }
    ).category_id;
    const answer = await stack.gql(ShopProductsQuery, { id: '3', categoryId: String(category), page: 2, limit: 3 });
    const expected = expectedProducts(stack.legacy.db, origin, {
      where: 'l.mer_id = 3 AND p.category_id = ?',
      params: [category],
      order: 'l.sales DESC, l.id',
      limit: 3,
      offset: 3,
    });
    expect(expected.total).toBeGreaterThan(3);
    expect(answer.data?.shop.products).toEqual({
      items: expected.items.map(({ id, title, sales }) => ({ id, title, sales })),
      total: expected.total,
      hasMore: expected.total > 6,
    });
    expect(callsMade()).toEqual([
      ['shopDetail', { mer_id: 3, page: 1, limit: 10 }],
      ['shopDetail', { mer_id: 3, category_id: category, page: 2, limit: 3 }],
    ]);
  });

  it('shop.products checks its arguments before its call', async () => {
    fresh();
    const badCategory = await stack.gql(ShopProductsQuery, { id: '3', categoryId: 'x', page: 1, limit: 3 });
    expect(errorOf(badCategory).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'categoryId' });
    const badLimit = await stack.gql(ShopProductsQuery, { id: '3', page: 1, limit: 0 });
    expect(errorOf(badLimit).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    // Only the shop itself was read.
    expect(callsMade()).toEqual([
      ['shopDetail', { mer_id: 3, page: 1, limit: 10 }],
      ['shopDetail', { mer_id: 3, page: 1, limit: 10 }],
    ]);
  });

  it('an unknown shop is NOT_FOUND, an unknown category the upstream refusal, in English or Chinese', async () => {
    fresh();
    const unknown = await stack.gql(ShopQuery, { id: '9999' });
    expect(unknown.data).toBeNull();
    expect(errorOf(unknown)).toMatchObject({
      message: 'Shop does not exist',
      extensions: { code: 'NOT_FOUND', upstreamCode: 0 },
    });
    const chinese = await stack.gql(ShopQuery, { id: '9999' }, { lang: 'zh-cn' });
    expect(errorOf(chinese)).toMatchObject({ message: '店铺不存在', extensions: { code: 'NOT_FOUND' } });
    const category = await stack.gql(ShopProductsQuery, { id: '3', categoryId: '77', page: 1, limit: 3 });
    expect(errorOf(category)).toMatchObject({
      message: 'Category does not exist',
      extensions: { code: 'UPSTREAM_REJECTED' },
    });
  });

  it('shop checks its id before any upstream call', async () => {
    fresh();
    expectBadInput(await stack.gql(ShopQuery, { id: 'abc' }), 'id');
    expectBadInput(await stack.gql(ShopQuery, { id: '-1' }), 'id');
  });

  it("customerServiceUrl answers the shop's customer-service page", async () => {
    fresh();
    const answer = await stack.gql(CustomerServiceQuery, { id: '6' }, { token: demo });
    // The stand-in's own page, made absolute on the gateway's origin (never the stand-in's loopback address).
    expect(answer.data?.shop).toEqual({ id: '6', customerServiceUrl: `${origin}/static/pages/service?shop=6&lang=en` });
    expect(callsMade().sort()).toEqual([
      ['shopCustomerService', { pid: 6 }],
      ['shopDetail', { mer_id: 6, page: 1, limit: 10 }],
    ]);
  });
});

describe('Product.shop', () => {
  it('resolves the shop of list items with its full figures, one detail per shop', async () => {
    fresh();
    const answer = await stack.gql(ProductShopQuery, { limit: 12 });
    const items = answer.data?.hotProducts.items ?? [];
    expect(items).toHaveLength(12);
    for (const item of items) {
      const shop = expectedShop(stack.legacy.db, origin, Number(item.shopId));
      expect(item.shop).toEqual({ id: shop.id, name: shop.name, sales: shop.sales });
    }
    const shopIds = [...new Set(items.map((item) => Number(item.shopId)))];
    const details = stack.calls.filter((call) => call.operation === 'shopDetail');
    expect(details.map((call) => call.params.mer_id).sort()).toEqual(shopIds.sort());
    expect(stack.calls.some((call) => call.operation === 'productDetail')).toBe(false);
  });
});

describe('following', () => {
  it('toggleShopFollow follows, answers the shop as it is now, and unfollows on the second toggle', async () => {
    const db = stack.legacy.db;
    const demoId = userId(db, 'demo');
    const followers = (): number =>
      (db.prepare('SELECT follow_count AS n FROM merchants WHERE mer_id = 8').get() as { n: number }).n;
    const before = followers();

    fresh();
    const followed = await stack.gql(ToggleFollowMutation, { shopId: '8' }, { token: demo });
    expect(followed.errors).toBeUndefined();
    expect(followed.data?.toggleShopFollow).toEqual({ id: '8', followers: before + 1, followed: true });
    expect(followers()).toBe(before + 1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM follows WHERE user_id = ? AND mer_id = 8').get(demoId)).toEqual({
      n: 1,
    });
    expect(stack.calls.map((call) => [call.operation, call.params, call.headers.token])).toEqual([
      ['followShop', { mer_id: 8 }, demo],
      ['shopDetail', { mer_id: 8, page: 1, limit: 10 }, demo],
    ]);

    const seen = await stack.gql(FollowedQuery, { id: '8' }, { token: demo });
    expect(seen.data?.shop).toEqual({ id: '8', followers: before + 1, followed: true });
    const asAnonymous = await stack.gql(FollowedQuery, { id: '8' });
    expect(asAnonymous.data?.shop.followed).toBe(false);

    const unfollowed = await stack.gql(
      ToggleFollowMutation,
      { shopId: '8' },
      { token: demo, headers: { repeatSubmit: 'false' } },
    );
    expect(unfollowed.data?.toggleShopFollow).toEqual({ id: '8', followers: before, followed: false });
    expect(db.prepare('SELECT COUNT(*) AS n FROM follows WHERE user_id = ? AND mer_id = 8').get(demoId)).toEqual({
      n: 0,
    });
  });

  it('a second identical toggle within a second is refused as a duplicate', async () => {
    await stack.gql(ToggleFollowMutation, { shopId: '9' }, { token: demo });
    stack.resetCalls();
    const again = await stack.gql(ToggleFollowMutation, { shopId: '9' }, { token: demo });
    expect(errorOf(again).extensions?.code).toBe('DUPLICATE_SUBMISSION');
    expect(stack.calls).toEqual([]);
    // Leave shop 9 as it was.
    await stack.gql(ToggleFollowMutation, { shopId: '9' }, { token: demo, headers: { repeatSubmit: 'false' } });
  });

  it('toggleShopFollow needs a session, a real shop and a valid id', async () => {
    fresh();
    const anonymous = await stack.gql(ToggleFollowMutation, { shopId: '8' });
    expect(errorOf(anonymous).extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await stack.gql(ToggleFollowMutation, { shopId: '9999' }, { token: demo, lang: 'zh-cn' });
    expect(errorOf(unknown)).toMatchObject({
      message: '店铺不存在',
      extensions: { code: 'NOT_FOUND', upstreamCode: 0 },
    });
    expect(callsMade()).toEqual([
      ['followShop', { mer_id: 8 }],
      ['followShop', { mer_id: 9999 }],
    ]);
    stack.resetCalls();
    expectBadInput(await stack.gql(ToggleFollowMutation, { shopId: 'eight' }, { token: demo }), 'shopId');
  });

  it('followedShops lists the shops the buyer follows, most recently followed first', async () => {
    const newbie = await stack.login('newbie', 'newbie123');
    for (const shopId of ['4', '11', '2']) {
      const answer = await stack.gql(ToggleFollowMutation, { shopId }, { token: newbie });
      expect(answer.data?.toggleShopFollow.followed).toBe(true);
    }
    const db = stack.legacy.db;
    const newbieId = userId(db, 'newbie');
    // Stamp the follows apart so the order does not depend on the clock.
    const stamp = db.prepare('UPDATE follows SET createtime = ? WHERE user_id = ? AND mer_id = ?');
    stamp.run(1000, newbieId, 4);
    stamp.run(2000, newbieId, 11);
    stamp.run(3000, newbieId, 2);

    fresh();
    const answer = await stack.gql(FollowedShopsQuery, { page: 1, limit: 2 }, { token: newbie });
    const expected = expectedShops(db, origin, {
      extraJoin: 'JOIN follows f ON f.mer_id = m.mer_id',
      where: 'f.user_id = ?',
      params: [newbieId],
      order: 'f.createtime DESC, m.mer_id DESC',
      limit: 2,
    });
    expect(expected.items.map((shop) => shop.id)).toEqual(['2', '11']);
    expect(answer.data?.followedShops).toEqual({ items: expected.items, total: 3, hasMore: true });
    expect(stack.calls.map((call) => [call.operation, call.params, call.headers.token])).toEqual([
      ['followList', { page: 1, limit: 2 }, newbie],
    ]);
    const last = await stack.gql(FollowedShopsQuery, { page: 2, limit: 2 }, { token: newbie });
    expect(last.data?.followedShops.items.map((shop) => shop.id)).toEqual(['4']);
    expect(last.data?.followedShops.hasMore).toBe(false);

    // Another buyer follows nothing.
    const demoList = await stack.gql(FollowedShopsQuery, { page: 1, limit: 10 }, { token: demo });
    expect(demoList.data?.followedShops).toEqual({ items: [], total: 0, hasMore: false });
  });

  it('followedShops without a session is UNAUTHENTICATED; bad paging goes nowhere', async () => {
    fresh();
    const answer = await stack.gql(FollowedShopsQuery, { page: 1, limit: 10 });
    expect(answer.data).toBeNull();
    expect(errorOf(answer).extensions?.code).toBe('UNAUTHENTICATED');
    stack.resetCalls();
    expectBadInput(await stack.gql(FollowedShopsQuery, { page: 0, limit: 10 }, { token: demo }), 'page');
  });
});
