import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { startStack, type GraphQLAnswer, type Stack } from './support/stack.ts';

/*
 * Mutual support over real HTTP: once per shop per UTC day, the days add up, and a
 * history is kept. The stand-in's test clock is moved a day to support again.
 */

const Status = graphql(`
  query MutualAidStatus($shopId: ID!) {
    shopSupport(shopId: $shopId) {
      id
      days
      supportedToday
    }
  }
`);

const StatusWithShop = graphql(`
  query MutualAidStatusWithShop($shopId: ID!) {
    shopSupport(shopId: $shopId) {
      id
      days
      supportedToday
      shop {
        id
        name
      }
    }
  }
`);

const Support = graphql(`
  mutation MutualAidSupport($shopId: ID!) {
    supportShop(shopId: $shopId) {
      id
      days
      supportedToday
    }
  }
`);

const History = graphql(`
  query MutualAidHistory($page: Int!, $limit: Int!) {
    supportHistory(page: $page, limit: $limit) {
      items {
        id
        shopId
        shopName
        shopAvatar
        days
        createdAt
      }
      total
      hasMore
    }
  }
`);

const REPEAT = { repeatSubmit: 'false' };
const DAY = 24 * 60 * 60;

let stack: Stack;
let token: string;
let shop: { mer_id: number; mer_name: string; mer_avatar: string };
let other: { mer_id: number; mer_name: string; mer_avatar: string };

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login();
  const shops = stack.legacy.db
    .prepare<[], { mer_id: number; mer_name: string; mer_avatar: string }>(
      'SELECT mer_id, mer_name, mer_avatar FROM merchants ORDER BY mer_id LIMIT 2',
    )
    .all();
  [shop, other] = [shops[0]!, shops[1]!];
});

afterAll(async () => {
  await stack.close();
});

function errorOf<T>(answer: GraphQLAnswer<T>) {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  return answer.errors![0]!;
}

function expectRejected<T>(answer: GraphQLAnswer<T>, message: string): void {
  const error = errorOf(answer);
  expect(error.extensions).toMatchObject({ code: 'UPSTREAM_REJECTED', upstreamCode: 0 });
  expect(error.message).toBe(message);
}

function absolute(path: string): string {
  return path.startsWith('/') ? `${stack.url}${path}` : path;
}

describe('shop support', () => {
  it('answers the status of a shop not supported yet', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Status, { shopId: String(shop.mer_id) }, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.shopSupport).toEqual({ id: String(shop.mer_id), days: 0, supportedToday: false });
    expect(stack.calls).toEqual([
      { operation: 'assistStatus', params: { mer_id: shop.mer_id }, headers: expect.objectContaining({ token }) },
    ]);
  });

  it('loads the shop with the shop detail', async () => {
    stack.resetCalls();
    const answer = await stack.gql(StatusWithShop, { shopId: String(shop.mer_id) }, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.shopSupport.shop).toEqual({ id: String(shop.mer_id), name: shop.mer_name });
    expect(stack.calls.find((call) => call.operation === 'shopDetail')?.params).toEqual({
      mer_id: shop.mer_id,
      page: 1,
      limit: 1,
    });
  });

  it('supports a shop once a day: a second support the same day is refused', async () => {
    stack.resetCalls();
    const first = await stack.gql(Support, { shopId: String(shop.mer_id) }, { token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.supportShop).toEqual({ id: String(shop.mer_id), days: 1, supportedToday: true });
    expect(stack.calls.map((call) => [call.operation, call.params])).toEqual([
      ['assist', { mer_id: shop.mer_id }],
      ['assistStatus', { mer_id: shop.mer_id }],
    ]);

    const second = await stack.gql(Support, { shopId: String(shop.mer_id) }, { token, headers: REPEAT });
    expectRejected(second, 'You have already supported this shop today');
    const status = await stack.gql(Status, { shopId: String(shop.mer_id) }, { token });
    expect(status.data!.shopSupport).toMatchObject({ days: 1, supportedToday: true });
  });

  it('allows the next support a day later, and the days add up', async () => {
    stack.legacy.clock.advance(DAY);
    const before = await stack.gql(Status, { shopId: String(shop.mer_id) }, { token });
    expect(before.data!.shopSupport).toMatchObject({ days: 1, supportedToday: false });

    const next = await stack.gql(Support, { shopId: String(shop.mer_id) }, { token, headers: REPEAT });
    expect(next.errors).toBeUndefined();
    expect(next.data!.supportShop).toEqual({ id: String(shop.mer_id), days: 2, supportedToday: true });

    const elsewhere = await stack.gql(Support, { shopId: String(other.mer_id) }, { token });
    expect(elsewhere.data!.supportShop).toEqual({ id: String(other.mer_id), days: 1, supportedToday: true });
  });

  it('keeps the buyer’s history, newest first, with the cumulative days', async () => {
    stack.resetCalls();
    const answer = await stack.gql(History, { page: 1, limit: 10 }, { token });
    expect(answer.errors).toBeUndefined();
    const now = stack.legacy.clock.now();
    expect(answer.data!.supportHistory).toEqual({
      items: [
        {
          id: expect.stringMatching(/^\d+$/),
          shopId: String(other.mer_id),
          shopName: other.mer_name,
          shopAvatar: absolute(other.mer_avatar),
          days: 1,
          createdAt: new Date(now * 1000).toISOString(),
        },
        {
          id: expect.stringMatching(/^\d+$/),
          shopId: String(shop.mer_id),
          shopName: shop.mer_name,
          shopAvatar: absolute(shop.mer_avatar),
          days: 2,
          createdAt: new Date(now * 1000).toISOString(),
        },
        {
          id: expect.stringMatching(/^\d+$/),
          shopId: String(shop.mer_id),
          shopName: shop.mer_name,
          shopAvatar: absolute(shop.mer_avatar),
          days: 1,
          createdAt: new Date((now - DAY) * 1000).toISOString(),
        },
      ],
      total: 3,
      hasMore: false,
    });
    expect(stack.calls).toEqual([
      { operation: 'assistList', params: { page: 1, limit: 10 }, headers: expect.objectContaining({ token }) },
    ]);

    const paged = await stack.gql(History, { page: 1, limit: 2 }, { token });
    expect(paged.data!.supportHistory).toMatchObject({ total: 3, hasMore: true });
    expect(paged.data!.supportHistory.items).toHaveLength(2);
  });

  it('is per buyer: another buyer starts at zero with an empty history', async () => {
    const newbie = await stack.login('newbie', 'newbie123');
    const status = await stack.gql(Status, { shopId: String(shop.mer_id) }, { token: newbie });
    expect(status.data!.shopSupport).toEqual({ id: String(shop.mer_id), days: 0, supportedToday: false });
    const history = await stack.gql(History, { page: 1, limit: 10 }, { token: newbie });
    expect(history.data!.supportHistory).toEqual({ items: [], total: 0, hasMore: false });
  });

  it('refuses an unknown shop with the upstream message', async () => {
    expectRejected(
      await stack.gql(Support, { shopId: '999999' }, { token }),
      'Support Failed: this shop does not exist',
    );
    expectRejected(await stack.gql(Status, { shopId: '999999' }, { token }), 'This shop does not exist');
  });

  it('needs a session', async () => {
    const answer = await stack.gql(Support, { shopId: String(shop.mer_id) });
    expect(errorOf(answer).extensions?.['code']).toBe('UNAUTHENTICATED');
    const history = await stack.gql(History, { page: 1, limit: 10 });
    expect(errorOf(history).extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('checks the shop id and the paging before calling upstream', async () => {
    stack.resetCalls();
    expect(errorOf(await stack.gql(Support, { shopId: 'shop-1' }, { token })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'shopId',
    });
    expect(errorOf(await stack.gql(Status, { shopId: '0' }, { token })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'shopId',
    });
    expect(errorOf(await stack.gql(History, { page: 1, limit: 500 }, { token })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    expect(stack.calls).toEqual([]);
  });
});
