import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passThrough, type Variation } from './support/rewritingProxy.ts';
import { startQuirkStack, type GqlAnswer, type QuirkStack } from './support/quirkStack.ts';

/*
 * A real API that ignores `limit` (5,000 items for 10 asked) must not make the gateway
 * answer 5,000 items, nor fan out into one upstream call per item: lists are clamped,
 * the order list needs no detail call for canReview, and one operation may make at most
 * UPSTREAM_CALL_BUDGET calls (60 here, the default).
 */

let stack: QuirkStack;
let token: string;
let productDetail: unknown;
const OVER_ANSWERED = 5000;

/** Answers every `{count, list}` page with OVER_ANSWERED items (copies with fresh ids), count left out or kept. */
function overAnswer(keepCount: boolean): Variation {
  return (upstream) => {
    // The made-up products have a detail too (the stand-in's product 5, as the real one would have its own).
    if (upstream.path === '/api/product/detail') return { body: productDetail };
    const data = upstream.json?.data as
      { count?: number; total?: number; list?: Array<Record<string, unknown>> } | undefined;
    if (!upstream.json || !data || !Array.isArray(data.list) || data.list.length === 0) return passThrough(upstream);
    const list = Array.from({ length: OVER_ANSWERED }, (_, index) => {
      const item = { ...data.list![index % data.list!.length] };
      // Fresh ids, so that per-item detail calls are different calls.
      for (const key of ['order_id', 'id', 'product_id']) if (key in item) item[key] = 100_000 + index;
      return item;
    });
    const { count: _count, total: _total, ...rest } = data;
    return {
      body: {
        ...upstream.json,
        data: { ...rest, list, ...(keepCount ? { count: OVER_ANSWERED * 2, total: OVER_ANSWERED * 2 } : {}) },
      },
    };
  };
}

function calls(path: string): number {
  return stack.proxy.paths.filter((called) => called === path).length;
}

function data(answer: GqlAnswer): Record<string, unknown> {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data ?? {};
}

beforeAll(async () => {
  // A generous deadline: this file counts calls, it does not test timeouts.
  stack = await startQuirkStack({ UPSTREAM_TIMEOUT_MS: '10000' });
  productDetail = (await stack.legacy.get('/api/product/detail', { mer_id: 1, product_id: 5 })).body;
  token = (
    data(await stack.gql('mutation { login(account: "demo", password: "demo123") { token } }'))['login'] as {
      token: string;
    }
  ).token;
});

afterAll(async () => {
  await stack?.close();
});

beforeEach(() => {
  stack.proxy.use(passThrough);
  stack.proxy.reset();
});

describe('lists longer than asked', () => {
  it('answers at most `limit` items, with hasMore and a total that says more exist, from one upstream call', async () => {
    stack.proxy.use(overAnswer(false));
    const answer = data(await stack.gql('{ hotProducts(limit: 10) { items { id title price } total hasMore } }'));
    const page = answer['hotProducts'] as { items: unknown[]; total: number; hasMore: boolean };
    expect(page.items).toHaveLength(10);
    expect(page.hasMore).toBe(true);
    // No count upstream: the total is what the page proved to exist.
    expect(page.total).toBe(OVER_ANSWERED);
    expect(calls('/api/index/hot_product')).toBe(1);
  });

  it('keeps the upstream count when it is consistent with the page', async () => {
    stack.proxy.use(overAnswer(true));
    const answer = data(await stack.gql('{ searchProducts(title: "Mouse", limit: 5) { items { id } total hasMore } }'));
    expect(answer['searchProducts']).toMatchObject({ total: OVER_ANSWERED * 2, hasMore: true });
    expect((answer['searchProducts'] as { items: unknown[] }).items).toHaveLength(5);
  });

  it('works out canReview of an order list without one detail call per order', async () => {
    stack.proxy.use(overAnswer(false));
    const placed = await stack.gql(
      '{ orders(limit: 20) { items { id status canReview canPay } total hasMore } }',
      {},
      token,
    );
    // The demo buyer may have no order: then the list is empty, and still one call.
    const page = data(placed)['orders'] as { items: unknown[] };
    expect(page.items.length).toBeLessThanOrEqual(20);
    expect(calls('/api/user/order_list')).toBe(1);
    expect(calls('/api/order/detail')).toBe(0);
  });
});

describe('the upstream call budget', () => {
  it('refuses a query whose detail fields weigh more than the budget before any upstream call', async () => {
    // `liked` needs the product detail: one call per item of a 100-item page, 101 in all.
    const answer = await stack.gql('{ hotProducts(limit: 100) { items { id liked } } }', {}, token);
    expect(answer.status).toBe(200);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.['code'])).toEqual(['QUERY_TOO_EXPENSIVE']);
    expect(stack.proxy.paths).toEqual([]);
    // The same page without the detail field costs one call.
    data(await stack.gql('{ hotProducts(limit: 100) { items { id title } } }', {}, token));
    expect(stack.proxy.paths).toEqual(['/api/index/hot_product']);
  });

  it('stops a query that fans out past 60 calls while it runs, having made exactly 60', async () => {
    // The estimate guesses 10 recommendations; this upstream answers 5,000 of them.
    let first = true;
    stack.proxy.use((upstream) => {
      if (upstream.path !== '/api/product/detail' || !first)
        return upstream.path === '/api/product/detail' ? { body: productDetail } : passThrough(upstream);
      first = false;
      const detail = productDetail as { data: { other: Array<Record<string, unknown>> } };
      const other = Array.from({ length: OVER_ANSWERED }, (_, index) => ({
        ...detail.data.other[0],
        id: 200_000 + index,
        product_id: 200_000 + index,
      }));
      return { body: { ...detail, data: { ...detail.data, other } } };
    });
    const answer = await stack.gql(
      '{ product(shopId: "1", productId: "5") { id recommendations { id liked } } }',
      {},
      token,
    );
    expect(answer.status).toBe(200);
    const codes = new Set((answer.errors ?? []).map((error) => error.extensions?.['code']));
    expect([...codes]).toEqual(['QUERY_TOO_EXPENSIVE']);
    expect(stack.proxy.paths.length).toBe(60);
    expect(calls('/api/product/detail')).toBe(60);
  });

  it('lets the same fields through on a page that fits the budget', async () => {
    const answer = await stack.gql('{ hotProducts(limit: 10) { items { id liked freight } } }', {}, token);
    const items = (data(answer)['hotProducts'] as { items: Array<{ liked: boolean }> }).items;
    expect(items).toHaveLength(10);
    // liked and freight share one detail call per product.
    expect(calls('/api/product/detail')).toBe(10);
  });

  it('estimates one document again for other variables: a page size asked by variable counts each time', async () => {
    const query = 'query Liked($limit: Int!) { hotProducts(limit: $limit) { items { id liked } } }';
    expect(data(await stack.gql(query, { limit: 5 }, token))).toHaveProperty('hotProducts');
    stack.proxy.reset();
    const refused = await stack.gql(query, { limit: 100 }, token);
    expect(refused.errors?.map((error) => error.extensions?.['code'])).toEqual(['QUERY_TOO_EXPENSIVE']);
    expect(stack.proxy.paths).toEqual([]);
    expect(data(await stack.gql(query, { limit: 5 }, token))).toHaveProperty('hotProducts');
    expect((await stack.gql(query, { limit: 100 }, token)).errors?.map((error) => error.extensions?.['code'])).toEqual([
      'QUERY_TOO_EXPENSIVE',
    ]);
  });

  it('counts per operation: the next operation has its own budget', async () => {
    stack.proxy.use(overAnswer(false));
    await stack.gql('{ hotProducts(limit: 50) { items { id liked } } }', {}, token);
    stack.proxy.use(passThrough);
    data(await stack.gql('{ me { id } cart { quantity } }', {}, token));
  });
});
