import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import {
  absolute,
  absoluteList,
  expectedProduct,
  expectedProducts,
  expectedShop,
  money,
  userId,
} from './support/catalogRows.ts';
import { answerChecks, errorOf } from './support/answerChecks.ts';
import { startStack, type Stack } from './support/stack.ts';

/*
 * The storefront catalogue through the gateway over real HTTP against the seeded
 * stand-in: platform, banners, categories, product lists and search, the product
 * page, likes and the liked list. Every answer is compared with the stand-in's
 * database and every test checks the upstream calls the gateway made.
 */

graphql(`
  fragment CatalogProductFields on Product {
    id
    productId
    shopId
    title
    image
    images
    price
    marketPrice
    sales
    stock
    clicks
    descriptionHtml
    specGroups {
      name
      values
    }
  }
`);

const PlatformQuery = graphql(`
  query CatalogPlatform {
    platform {
      name
      logo
      merchantLink
      platformLink
      customerServiceUrl
    }
  }
`);

const BannersQuery = graphql(`
  query CatalogBanners {
    banners
  }
`);

const CategoriesQuery = graphql(`
  query CatalogCategories {
    categories {
      id
      name
      nameKey
    }
  }
`);

const CategoryProductsQuery = graphql(`
  query CatalogCategoryProducts($categoryId: ID!, $page: Int!, $limit: Int!) {
    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {
      items {
        ...CatalogProductFields
      }
      total
      hasMore
    }
  }
`);

const HotProductsQuery = graphql(`
  query CatalogHotProducts($title: String, $page: Int!, $limit: Int!) {
    hotProducts(title: $title, page: $page, limit: $limit) {
      items {
        ...CatalogProductFields
      }
      total
      hasMore
    }
  }
`);

const KeywordsQuery = graphql(`
  query CatalogSearchKeywords {
    searchKeywords
  }
`);

const SearchProductsQuery = graphql(`
  query CatalogSearchProducts($title: String!, $categoryId: ID, $page: Int!, $limit: Int!) {
    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {
      items {
        ...CatalogProductFields
      }
      total
      hasMore
    }
  }
`);

const RecommendedQuery = graphql(`
  query CatalogRecommendedProducts($categoryId: ID, $page: Int!, $limit: Int!) {
    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {
      items {
        ...CatalogProductFields
      }
      total
      hasMore
    }
  }
`);

const ProductQuery = graphql(`
  query CatalogProduct($shopId: ID!, $productId: ID!) {
    product(shopId: $shopId, productId: $productId) {
      ...CatalogProductFields
      liked
      freight
      shop {
        id
        name
        avatar
        followers
        favorableRate
        sales
        totalSales
      }
      reviews {
        id
        nickname
        avatar
        productScore
        text
        pics
        createdAt
      }
      recommendations {
        id
        productId
        shopId
        title
      }
    }
  }
`);

const LikedQuery = graphql(`
  query CatalogProductLiked($shopId: ID!, $productId: ID!) {
    product(shopId: $shopId, productId: $productId) {
      id
      liked
    }
  }
`);

const LikedProductsQuery = graphql(`
  query CatalogLikedProducts($page: Int!, $limit: Int!) {
    likedProducts(page: $page, limit: $limit) {
      items {
        ...CatalogProductFields
      }
      total
      hasMore
    }
  }
`);

const ToggleLikeMutation = graphql(`
  mutation CatalogToggleProductLike($shopId: ID!, $productId: ID!) {
    toggleProductLike(shopId: $shopId, productId: $productId) {
      id
      productId
      shopId
      liked
    }
  }
`);

const HomeQuery = graphql(`
  query CatalogHomeScreen {
    platform {
      name
      logo
    }
    banners
    categories {
      id
      nameKey
    }
    hotProducts(limit: 6) {
      items {
        id
        title
        image
        price
      }
      hasMore
    }
    hotShops(limit: 4) {
      items {
        id
        name
        avatar
      }
    }
    me {
      username
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

function operations(): string[] {
  return stack.calls.map((call) => call.operation);
}

const setting = (key: string): string =>
  (stack.legacy.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string }).value;

/** The listing of a product with reviews and option groups, the richest product page of the seed. */
function richListing(): { merId: number; productId: number } {
  const row = stack.legacy.db
    .prepare(
      `SELECT l.mer_id, l.product_id FROM listings l JOIN products p ON p.product_id = l.product_id
       WHERE p.spec_list <> '[]'
       ORDER BY (SELECT COUNT(*) FROM reviews r WHERE r.mer_id = l.mer_id AND r.product_id = l.product_id) DESC, l.id
       LIMIT 1`,
    )
    .get() as { mer_id: number; product_id: number };
  return { merId: row.mer_id, productId: row.product_id };
}

describe('platform, banners, categories, keywords', () => {
  it('platform answers the settings, the logo absolute, fetched without the token', async () => {
    fresh();
    const answer = await stack.gql(PlatformQuery, {}, { token: demo });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.platform).toEqual({
      name: setting('name'),
      logo: absolute(origin, setting('logo')),
      // The stand-in's own pages, on the gateway's origin, in the request's language.
      merchantLink: `${origin}/static/pages/merchant?lang=en`,
      platformLink: `${origin}/static/pages/merchant?lang=en#platform`,
      customerServiceUrl: `${origin}/static/pages/service?lang=en`,
    });
    expect(answer.data?.platform?.logo.startsWith(`${origin}/`)).toBe(true);
    expect(stack.calls).toEqual([{ operation: 'platformInfo', params: {}, headers: expect.any(Object) }]);
    expect(stack.calls[0]!.headers.token).toBeUndefined();
  });

  it('banners answers absolute image URLs in display order', async () => {
    fresh();
    const answer = await stack.gql(BannersQuery);
    const rows = stack.legacy.db.prepare('SELECT image FROM banners ORDER BY sort, id').all() as Array<{
      image: string;
    }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(answer.data?.banners).toEqual(rows.map((row) => absolute(origin, row.image)));
    expect(operations()).toEqual(['banners']);
  });

  it('categories answers id, Chinese name and the English key', async () => {
    fresh();
    const answer = await stack.gql(CategoriesQuery);
    const rows = stack.legacy.db
      .prepare('SELECT category_id, name, name_en FROM categories ORDER BY sort, category_id')
      .all() as Array<{ category_id: number; name: string; name_en: string }>;
    expect(rows).toHaveLength(10);
    // The legacy API sends English display names ("Men's clothing"); the key the client translates is stable lower case.
    expect(rows.map((row) => row.name_en)).toContain("Men's clothing");
    expect(answer.data?.categories).toEqual(
      rows.map((row) => ({ id: String(row.category_id), name: row.name, nameKey: row.name_en.toLowerCase() })),
    );
    expect(answer.data?.categories?.map((category) => category.nameKey)).toContain("men's clothing");
    expect(operations()).toEqual(['categories']);
  });

  it('searchKeywords answers the most searched keywords, most searched first', async () => {
    fresh();
    const answer = await stack.gql(KeywordsQuery);
    const rows = stack.legacy.db
      .prepare('SELECT keyword FROM keywords ORDER BY hits DESC, keyword LIMIT 10')
      .all() as Array<{ keyword: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(answer.data?.searchKeywords).toEqual(rows.map((row) => row.keyword));
    expect(operations()).toEqual(['searchKeywords']);
  });
});

describe('product lists', () => {
  it('categoryProducts answers a page of one category, newest listings first', async () => {
    fresh();
    const answer = await stack.gql(CategoryProductsQuery, { categoryId: '3', page: 2, limit: 5 });
    expect(answer.errors).toBeUndefined();
    const expected = expectedProducts(stack.legacy.db, origin, {
      where: 'p.category_id = ?',
      params: [3],
      order: 'l.createtime DESC, l.id DESC',
      limit: 5,
      offset: 5,
    });
    expect(expected.total).toBeGreaterThan(10);
    expect(answer.data?.categoryProducts).toEqual({ items: expected.items, total: expected.total, hasMore: true });
    expect(stack.calls).toEqual([
      { operation: 'products', params: { category_id: 3, page: 2, limit: 5 }, headers: expect.any(Object) },
    ]);
  });

  it('categoryProducts says there is no more on the last page', async () => {
    fresh();
    const { total } = expectedProducts(stack.legacy.db, origin, {
      where: 'p.category_id = 3',
      order: 'l.id',
      limit: 1,
    });
    const answer = await stack.gql(CategoryProductsQuery, { categoryId: '3', page: Math.ceil(total / 10), limit: 10 });
    const page = answer.data?.categoryProducts;
    expect(page?.total).toBe(total);
    expect(page?.items).toHaveLength(total % 10 || 10);
    expect(page?.hasMore).toBe(false);
  });

  it('categoryProducts of an unknown category is the upstream refusal, in the request language', async () => {
    fresh();
    const english = await stack.gql(CategoryProductsQuery, { categoryId: '999', page: 1, limit: 10 });
    expect(errorOf(english)).toMatchObject({
      message: 'Category does not exist',
      extensions: { code: 'UPSTREAM_REJECTED', upstreamCode: 0 },
    });
    const chinese = await stack.gql(
      CategoryProductsQuery,
      { categoryId: '999', page: 1, limit: 10 },
      { lang: 'zh-cn' },
    );
    expect(errorOf(chinese)).toMatchObject({ message: '分类不存在', extensions: { code: 'UPSTREAM_REJECTED' } });
  });

  it('categoryProducts checks its arguments before any upstream call', async () => {
    fresh();
    expectBadInput(await stack.gql(CategoryProductsQuery, { categoryId: 'abc', page: 1, limit: 10 }), 'categoryId');
    expectBadInput(await stack.gql(CategoryProductsQuery, { categoryId: '0', page: 1, limit: 10 }), 'categoryId');
    expectBadInput(await stack.gql(CategoryProductsQuery, { categoryId: '3', page: 0, limit: 10 }), 'page');
    expectBadInput(await stack.gql(CategoryProductsQuery, { categoryId: '3', page: 1, limit: 101 }), 'limit');
    expectBadInput(await stack.gql(CategoryProductsQuery, { categoryId: '3', page: 1, limit: 0 }), 'limit');
  });

  it('hotProducts answers hot listings, best-selling first', async () => {
    fresh();
    const answer = await stack.gql(HotProductsQuery, { page: 1, limit: 8 });
    const expected = expectedProducts(stack.legacy.db, origin, {
      where: 'l.is_hot = 1',
      order: 'l.sales DESC, l.id',
      limit: 8,
    });
    expect(answer.data?.hotProducts).toEqual({ items: expected.items, total: expected.total, hasMore: true });
    expect(stack.calls).toEqual([
      { operation: 'hotProducts', params: { page: 1, limit: 8 }, headers: expect.any(Object) },
    ]);
  });

  it('hotProducts filters by a trimmed title, and ignores a blank one', async () => {
    fresh();
    const answer = await stack.gql(HotProductsQuery, { title: '  phone ', page: 1, limit: 100 });
    const expected = expectedProducts(stack.legacy.db, origin, {
      where: "l.is_hot = 1 AND p.title LIKE '%phone%'",
      order: 'l.sales DESC, l.id',
      limit: 100,
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(answer.data?.hotProducts).toEqual({ items: expected.items, total: expected.total, hasMore: false });
    expect(stack.calls.map((call) => call.params)).toEqual([{ title: 'phone', page: 1, limit: 100 }]);

    stack.resetCalls();
    const blank = await stack.gql(HotProductsQuery, { title: '   ', page: 1, limit: 3 });
    expect(blank.data?.hotProducts.items).toHaveLength(3);
    expect(stack.calls.map((call) => call.params)).toEqual([{ page: 1, limit: 3 }]);
  });

  it('hotProducts refuses a title over 100 characters and bad paging', async () => {
    fresh();
    expectBadInput(await stack.gql(HotProductsQuery, { title: 'x'.repeat(101), page: 1, limit: 10 }), 'title');
    expectBadInput(await stack.gql(HotProductsQuery, { page: -1, limit: 10 }), 'page');
  });

  it('recommendedProducts answers hot first, then best-selling, optionally of one category', async () => {
    fresh();
    const all = await stack.gql(RecommendedQuery, { page: 1, limit: 5 });
    const expectedAll = expectedProducts(stack.legacy.db, origin, {
      order: 'l.is_hot DESC, l.sales DESC, l.id',
      limit: 5,
    });
    expect(expectedAll.total).toBe(396);
    expect(all.data?.recommendedProducts).toEqual({ items: expectedAll.items, total: 396, hasMore: true });

    const ofCategory = await stack.gql(RecommendedQuery, { categoryId: '7', page: 2, limit: 4 });
    const expectedCategory = expectedProducts(stack.legacy.db, origin, {
      where: 'p.category_id = 7',
      order: 'l.is_hot DESC, l.sales DESC, l.id',
      limit: 4,
      offset: 4,
    });
    expect(ofCategory.data?.recommendedProducts).toEqual({ ...expectedCategory, hasMore: true });
    expect(stack.calls.map((call) => [call.operation, call.params])).toEqual([
      ['recommendedProducts', { page: 1, limit: 5 }],
      ['recommendedProducts', { category_id: 7, page: 2, limit: 4 }],
    ]);
    stack.resetCalls();
    expectBadInput(await stack.gql(RecommendedQuery, { categoryId: '-2', page: 1, limit: 5 }), 'categoryId');
  });
});

describe('search', () => {
  it('searchProducts answers matching titles best-selling first, with total, and counts the search', async () => {
    fresh();
    const hits = (): number =>
      (
        stack.legacy.db.prepare("SELECT hits FROM keywords WHERE keyword = 'phone'").get() as
          { hits: number } | undefined
      )?.hits ?? 0;
    const before = hits();
    const answer = await stack.gql(SearchProductsQuery, { title: ' Phone ', page: 1, limit: 5 });
    const expected = expectedProducts(stack.legacy.db, origin, {
      where: "p.title LIKE '%phone%'",
      order: 'l.sales DESC, l.id',
      limit: 5,
    });
    expect(expected.total).toBeGreaterThan(5);
    expect(answer.data?.searchProducts).toEqual({ ...expected, hasMore: true });
    expect(stack.calls.map((call) => [call.operation, call.params])).toEqual([
      ['searchProducts', { title: 'Phone', page: 1, limit: 5 }],
    ]);
    expect(hits()).toBe(before + 1);
  });

  it('searchProducts narrows to a category', async () => {
    fresh();
    const answer = await stack.gql(SearchProductsQuery, { title: 'a', categoryId: '2', page: 1, limit: 100 });
    const expected = expectedProducts(stack.legacy.db, origin, {
      where: "p.title LIKE '%a%' AND p.category_id = 2",
      order: 'l.sales DESC, l.id',
      limit: 100,
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(answer.data?.searchProducts).toEqual({ ...expected, hasMore: false });
    expect(stack.calls[0]?.params).toEqual({ title: 'a', category_id: 2, page: 1, limit: 100 });
  });

  it('searchProducts needs a title that says something, at most 100 characters', async () => {
    fresh();
    expectBadInput(await stack.gql(SearchProductsQuery, { title: '', page: 1, limit: 10 }), 'title');
    expectBadInput(await stack.gql(SearchProductsQuery, { title: '   ', page: 1, limit: 10 }), 'title');
    expectBadInput(await stack.gql(SearchProductsQuery, { title: 'y'.repeat(101), page: 1, limit: 10 }), 'title');
    expectBadInput(
      await stack.gql(SearchProductsQuery, { title: 'phone', categoryId: 'x', page: 1, limit: 10 }),
      'categoryId',
    );
    expectBadInput(await stack.gql(SearchProductsQuery, { title: 'phone', page: 1, limit: 1000 }), 'limit');
    const longest = await stack.gql(SearchProductsQuery, { title: 'z'.repeat(100), page: 1, limit: 10 });
    expect(longest.data?.searchProducts).toEqual({ items: [], total: 0, hasMore: false });
  });
});

describe('the product page', () => {
  it('product answers the listing with freight, shop, reviews and recommendations from one detail call', async () => {
    fresh();
    const { merId, productId } = richListing();
    const answer = await stack.gql(ProductQuery, { shopId: String(merId), productId: String(productId) });
    expect(answer.errors).toBeUndefined();
    const db = stack.legacy.db;
    // Read after the call: the detail counts the visit as a click.
    const base = expectedProduct(db, origin, merId, productId);
    const listing = db
      .prepare(
        'SELECT l.freight_cents, p.category_id FROM listings l JOIN products p USING (product_id) WHERE l.mer_id = ? AND l.product_id = ?',
      )
      .get(merId, productId) as { freight_cents: number; category_id: number };
    const reviews = db
      .prepare(
        `SELECT u.avatar, u.nickname, r.product_score, r.comment, r.pics, r.createtime
         FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.mer_id = ? AND r.product_id = ?
         ORDER BY r.createtime DESC, r.id DESC LIMIT 20`,
      )
      .all(merId, productId) as Array<{
      avatar: string;
      nickname: string;
      product_score: number;
      comment: string;
      pics: string;
      createtime: number;
    }>;
    expect(reviews.length).toBeGreaterThan(0);
    const others = expectedProducts(db, origin, {
      where: 'p.category_id = ? AND l.product_id <> ?',
      params: [listing.category_id, productId],
      order: 'l.is_hot DESC, l.sales DESC, l.id',
      limit: 6,
    }).items;

    expect(answer.data?.product).toEqual({
      ...base,
      liked: false,
      freight: money(listing.freight_cents),
      shop: expectedShop(db, origin, merId),
      reviews: reviews.map((review) => ({
        id: createHash('sha1')
          .update(`${review.nickname}|${review.createtime}|${review.comment}`)
          .digest('hex')
          .slice(0, 16),
        nickname: review.nickname,
        avatar: review.avatar === '' ? null : absolute(origin, review.avatar),
        productScore: review.product_score,
        text: review.comment,
        pics: absoluteList(origin, review.pics),
        createdAt: new Date(review.createtime * 1000).toISOString(),
      })),
      recommendations: others.map(({ id, productId: otherProduct, shopId, title }) => ({
        id,
        productId: otherProduct,
        shopId,
        title,
      })),
    });
    expect(base.specGroups.length).toBeGreaterThan(0);
    expect(new Set(answer.data?.product.reviews.map((review) => review.id)).size).toBe(reviews.length);
    expect(operations().sort()).toEqual(['productDetail', 'shopDetail']);
    expect(stack.calls.find((call) => call.operation === 'productDetail')?.params).toEqual({
      mer_id: merId,
      product_id: productId,
    });
  });

  it('the review ids stay the same from one read to the next', async () => {
    const { merId, productId } = richListing();
    const variables = { shopId: String(merId), productId: String(productId) };
    const first = await stack.gql(ProductQuery, variables);
    const second = await stack.gql(ProductQuery, variables);
    expect(second.data?.product.reviews.map((review) => review.id)).toEqual(
      first.data?.product.reviews.map((review) => review.id),
    );
  });

  it('descriptionHtml makes embedded upstream image paths absolute and leaves the rest alone', async () => {
    const db = stack.legacy.db;
    const { mer_id, product_id } = db.prepare('SELECT mer_id, product_id FROM listings WHERE id = 200').get() as {
      mer_id: number;
      product_id: number;
    };
    const { content } = db.prepare('SELECT content FROM products WHERE product_id = ?').get(product_id) as {
      content: string;
    };
    const html = `<p>Look:</p><img src="/uploads/a.png" alt="a"><img src='https://cdn.example.com/b.png'><a href="/help">help</a>`;
    db.prepare('UPDATE products SET content = ? WHERE product_id = ?').run(html, product_id);
    try {
      const answer = await stack.gql(ProductQuery, { shopId: String(mer_id), productId: String(product_id) });
      expect(answer.data?.product.descriptionHtml).toBe(
        `<p>Look:</p><img src="${origin}/uploads/a.png" alt="a"><img src='https://cdn.example.com/b.png'><a href="/help">help</a>`,
      );
    } finally {
      db.prepare('UPDATE products SET content = ? WHERE product_id = ?').run(content, product_id);
    }
  });

  it('an unknown product is NOT_FOUND with the upstream message, in English or Chinese', async () => {
    fresh();
    const english = await stack.gql(ProductQuery, { shopId: '1', productId: '999999' });
    expect(english.data).toBeNull();
    expect(errorOf(english)).toMatchObject({
      message: 'Product does not exist',
      extensions: { code: 'NOT_FOUND', upstreamCode: 0 },
    });
    const chinese = await stack.gql(ProductQuery, { shopId: '1', productId: '999999' }, { lang: 'zh-cn' });
    expect(errorOf(chinese)).toMatchObject({ message: '商品不存在', extensions: { code: 'NOT_FOUND' } });
    expect(stack.calls.filter((call) => call.operation === 'productDetail')).toHaveLength(2);
  });

  it('product checks both ids before any upstream call', async () => {
    fresh();
    expectBadInput(await stack.gql(ProductQuery, { shopId: 'one', productId: '1' }), 'shopId');
    expectBadInput(await stack.gql(ProductQuery, { shopId: '1', productId: '0' }), 'productId');
    expectBadInput(await stack.gql(ProductQuery, { shopId: '1', productId: '99999999999' }), 'productId');
  });
});

describe('likes', () => {
  it('an anonymous visitor sees liked false, and the call carries no token', async () => {
    fresh();
    const { merId, productId } = richListing();
    const answer = await stack.gql(LikedQuery, { shopId: String(merId), productId: String(productId) });
    expect(answer.data?.product.liked).toBe(false);
    expect(stack.calls).toHaveLength(1);
    expect(stack.calls[0]!.headers.token).toBeUndefined();
  });

  it('toggleProductLike likes, answers the product as it is now, and likes again to take it back', async () => {
    const db = stack.legacy.db;
    const demoId = userId(db, 'demo');
    const listing = db.prepare('SELECT id, mer_id, product_id FROM listings WHERE id = 17').get() as {
      id: number;
      mer_id: number;
      product_id: number;
    };
    const variables = { shopId: String(listing.mer_id), productId: String(listing.product_id) };
    const likedRows = () =>
      db.prepare('SELECT COUNT(*) AS n FROM likes WHERE user_id = ? AND listing_id = ?').get(demoId, listing.id);

    fresh();
    const liked = await stack.gql(ToggleLikeMutation, variables, { token: demo });
    expect(liked.errors).toBeUndefined();
    expect(liked.data?.toggleProductLike).toEqual({ id: '17', ...variables, liked: true });
    expect(likedRows()).toEqual({ n: 1 });
    expect(stack.calls.map((call) => [call.operation, call.params, call.headers.token])).toEqual([
      ['likeProduct', { mer_id: listing.mer_id, product_id: listing.product_id }, demo],
      ['productDetail', { mer_id: listing.mer_id, product_id: listing.product_id }, demo],
    ]);

    const seen = await stack.gql(LikedQuery, variables, { token: demo });
    expect(seen.data?.product.liked).toBe(true);

    stack.resetCalls();
    const unliked = await stack.gql(ToggleLikeMutation, variables, { token: demo, headers: { repeatSubmit: 'false' } });
    expect(unliked.data?.toggleProductLike.liked).toBe(false);
    expect(likedRows()).toEqual({ n: 0 });
    expect(operations()).toEqual(['likeProduct', 'productDetail']);
  });

  it('toggleProductLike needs a session, a real product and valid ids', async () => {
    fresh();
    const anonymous = await stack.gql(ToggleLikeMutation, { shopId: '1', productId: '1' });
    expect(errorOf(anonymous).extensions?.code).toBe('UNAUTHENTICATED');
    expect(operations()).toEqual(['likeProduct']);

    const unknown = await stack.gql(
      ToggleLikeMutation,
      { shopId: '1', productId: '999999' },
      { token: demo, lang: 'zh-cn' },
    );
    expect(errorOf(unknown)).toMatchObject({ message: '商品不存在', extensions: { code: 'NOT_FOUND' } });

    stack.resetCalls();
    expectBadInput(await stack.gql(ToggleLikeMutation, { shopId: '', productId: '1' }, { token: demo }), 'shopId');
    expectBadInput(
      await stack.gql(ToggleLikeMutation, { shopId: '1', productId: '1.5' }, { token: demo }),
      'productId',
    );
  });

  it('likedProducts lists what the buyer liked, most recently liked first', async () => {
    const newbie = await stack.login('newbie', 'newbie123');
    const db = stack.legacy.db;
    const picks = db
      .prepare('SELECT mer_id, product_id FROM listings WHERE id IN (5, 40, 77) ORDER BY id')
      .all() as Array<{
      mer_id: number;
      product_id: number;
    }>;
    for (const pick of picks) {
      const answer = await stack.gql(
        ToggleLikeMutation,
        { shopId: String(pick.mer_id), productId: String(pick.product_id) },
        { token: newbie },
      );
      expect(answer.data?.toggleProductLike.liked).toBe(true);
      stack.legacy.clock.advance(5);
    }
    // The stand-in stamps likes with its clock; make the order unambiguous whatever the clock.
    const newbieId = userId(db, 'newbie');
    db.prepare('UPDATE likes SET createtime = 1000 + listing_id WHERE user_id = ?').run(newbieId);

    fresh();
    const answer = await stack.gql(LikedProductsQuery, { page: 1, limit: 2 }, { token: newbie });
    const expected = expectedProducts(db, origin, {
      extraJoin: 'JOIN likes k ON k.listing_id = l.id',
      where: 'k.user_id = ?',
      params: [newbieId],
      order: 'k.createtime DESC, l.id DESC',
      limit: 2,
    });
    expect(expected.items.map((item) => item.id)).toEqual(['77', '40']);
    expect(answer.data?.likedProducts).toEqual({ items: expected.items, total: 3, hasMore: true });
    expect(stack.calls.map((call) => [call.operation, call.params, call.headers.token])).toEqual([
      ['likeList', { page: 1, limit: 2 }, newbie],
    ]);

    const second = await stack.gql(LikedProductsQuery, { page: 2, limit: 2 }, { token: newbie });
    expect(second.data?.likedProducts).toMatchObject({ total: 3, hasMore: false });
    expect(second.data?.likedProducts.items.map((item) => item.id)).toEqual(['5']);
  });

  it('likedProducts without a session is UNAUTHENTICATED; bad paging goes nowhere', async () => {
    fresh();
    const answer = await stack.gql(LikedProductsQuery, { page: 1, limit: 10 });
    expect(answer.data).toBeNull();
    expect(errorOf(answer).extensions?.code).toBe('UNAUTHENTICATED');
    stack.resetCalls();
    expectBadInput(await stack.gql(LikedProductsQuery, { page: 1, limit: 500 }, { token: demo }), 'limit');
  });

  it("nothing user-specific is shared: buyer A's like is not buyer B's", async () => {
    const listing = stack.legacy.db.prepare('SELECT mer_id, product_id FROM listings WHERE id = 123').get() as {
      mer_id: number;
      product_id: number;
    };
    const variables = { shopId: String(listing.mer_id), productId: String(listing.product_id) };
    const buyerB = await stack.login('newbie', 'newbie123');
    const liked = await stack.gql(ToggleLikeMutation, variables, { token: demo });
    expect(liked.data?.toggleProductLike.liked).toBe(true);

    fresh();
    const asA = await stack.gql(LikedQuery, variables, { token: demo });
    const asB = await stack.gql(LikedQuery, variables, { token: buyerB });
    const anonymous = await stack.gql(LikedQuery, variables);
    expect(asA.data?.product.liked).toBe(true);
    expect(asB.data?.product.liked).toBe(false);
    expect(anonymous.data?.product.liked).toBe(false);
    expect(stack.calls.map((call) => call.headers.token)).toEqual([demo, buyerB, undefined]);
  });
});

describe('the Home screen in one operation', () => {
  it('makes exactly the expected upstream calls, public ones without the token, then only the user call', async () => {
    fresh();
    const answer = await stack.gql(HomeQuery, {}, { token: demo });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toEqual({ username: 'demo' });
    expect(answer.data?.platform?.name).toBe(setting('name'));
    expect(answer.data?.hotProducts.items).toHaveLength(6);
    expect(answer.data?.hotShops?.items).toHaveLength(4);
    const bestHotShop = stack.legacy.db
      .prepare(
        `SELECT m.mer_id FROM merchants m WHERE m.is_hot = 1
         ORDER BY (SELECT COALESCE(SUM(sales), 0) FROM listings WHERE mer_id = m.mer_id) DESC, m.mer_id LIMIT 1`,
      )
      .get() as { mer_id: number };
    const { id, name, avatar } = expectedShop(stack.legacy.db, origin, bestHotShop.mer_id);
    expect(answer.data?.hotShops?.items[0]).toEqual({ id, name, avatar });

    const made = stack.calls.map((call) => ({
      operation: call.operation,
      params: call.params,
      token: call.headers.token,
    }));
    expect(made.sort((a, b) => a.operation.localeCompare(b.operation))).toEqual([
      { operation: 'banners', params: {}, token: undefined },
      { operation: 'categories', params: {}, token: undefined },
      { operation: 'getUserInfo', params: {}, token: demo },
      { operation: 'hotMerchants', params: { page: 1, limit: 4 }, token: undefined },
      { operation: 'hotProducts', params: { page: 1, limit: 6 }, token: undefined },
      { operation: 'platformInfo', params: {}, token: undefined },
    ]);

    stack.resetCalls();
    const again = await stack.gql(HomeQuery, {}, { token: demo });
    expect(again.data).toEqual(answer.data);
    expect(operations()).toEqual(['getUserInfo']);
  });
});
