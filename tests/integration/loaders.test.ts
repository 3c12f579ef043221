import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import type { UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { graphql } from './gql/index.ts';
import { startStack, type Stack } from './support/stack.ts';

/*
 * Per-request work and caching, seen from the upstream: identical calls in one
 * operation are made once, independent ones are in flight together, public answers
 * are shared across requests (per language, without any token) and nothing a
 * user's token produced is ever shared with another user.
 */

const TwiceQuery = graphql(`
  query LoadersProductTwice($shopId: ID!, $productId: ID!) {
    first: product(shopId: $shopId, productId: $productId) {
      id
      liked
      freight
      reviews {
        id
      }
    }
    second: product(shopId: $shopId, productId: $productId) {
      id
      recommendations {
        id
      }
      liked
    }
  }
`);

const ShopTwiceQuery = graphql(`
  query LoadersShopTwice($id: ID!) {
    a: shop(id: $id) {
      name
      banners
    }
    b: shop(id: $id) {
      followed
      products {
        total
      }
    }
  }
`);

const ListDetailsQuery = graphql(`
  query LoadersListDetails {
    hotProducts(limit: 3) {
      items {
        id
        liked
        freight
        reviews {
          id
        }
      }
    }
  }
`);

const IndependentQuery = graphql(`
  query LoadersIndependent($shopId: ID!, $productId: ID!) {
    platform {
      name
    }
    banners
    categories {
      id
    }
    product(shopId: $shopId, productId: $productId) {
      id
    }
    shop(id: $shopId) {
      id
    }
  }
`);

const PublicQuery = graphql(`
  query LoadersPublic {
    platform {
      name
    }
    banners
    categories {
      id
      name
    }
    searchKeywords
    hotProducts(limit: 2) {
      items {
        id
      }
    }
    hotShops(limit: 2) {
      items {
        id
      }
    }
    recommendedProducts(limit: 2) {
      items {
        id
      }
    }
  }
`);

const PersonalQuery = graphql(`
  query LoadersPersonal($shopId: ID!, $productId: ID!) {
    categories {
      id
    }
    product(shopId: $shopId, productId: $productId) {
      liked
    }
    shop(id: $shopId) {
      followed
    }
  }
`);

const FollowMutation = graphql(`
  mutation LoadersToggleFollow($shopId: ID!) {
    toggleShopFollow(shopId: $shopId) {
      followed
    }
  }
`);

let stack: Stack;
let demo: string;
let newbie: string;

beforeAll(async () => {
  stack = await startStack();
  demo = await stack.login();
  newbie = await stack.login('newbie', 'newbie123');
});

afterAll(async () => {
  await stack?.close();
});

function fresh(): void {
  stack.gateway.publicCache.clear();
  stack.resetCalls();
}

const clicksOf = (id: number): number =>
  (stack.legacy.db.prepare('SELECT click FROM listings WHERE id = ?').get(id) as { click: number }).click;

const listing = (id: number) =>
  stack.legacy.db.prepare('SELECT mer_id, product_id FROM listings WHERE id = ?').get(id) as {
    mer_id: number;
    product_id: number;
  };

describe('one call per identical read in an operation', () => {
  it('the same product twice by aliases with several detail fields makes ONE productDetail call', async () => {
    fresh();
    const { mer_id, product_id } = listing(42);
    const before = clicksOf(42);
    const answer = await stack.gql(
      TwiceQuery,
      { shopId: String(mer_id), productId: String(product_id) },
      { token: demo },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.first.id).toBe('42');
    expect(answer.data?.second.id).toBe('42');
    expect(answer.data?.second.recommendations.length).toBeGreaterThan(0);
    expect(stack.calls).toEqual([
      { operation: 'productDetail', params: { mer_id, product_id }, headers: expect.objectContaining({ token: demo }) },
    ]);
    // The detail counts a visit upstream: one call, one click.
    expect(clicksOf(42)).toBe(before + 1);
  });

  it('the same shop twice by aliases, with the default product page, makes ONE shopDetail call', async () => {
    fresh();
    const answer = await stack.gql(ShopTwiceQuery, { id: '5' });
    expect(answer.errors).toBeUndefined();
    expect(stack.calls.map((call) => [call.operation, call.params])).toEqual([
      ['shopDetail', { mer_id: 5, page: 1, limit: 10 }],
    ]);
  });

  it('detail fields of list items load each product detail once, however many fields need it', async () => {
    fresh();
    const answer = await stack.gql(ListDetailsQuery);
    const ids = answer.data?.hotProducts.items.map((item) => Number(item.id)) ?? [];
    expect(ids).toHaveLength(3);
    const details = stack.calls.filter((call) => call.operation === 'productDetail');
    expect(details.map((call) => call.params)).toEqual(
      ids.map((id) => ({ mer_id: listing(id).mer_id, product_id: listing(id).product_id })),
    );
    expect(stack.calls).toHaveLength(4);
  });
});

describe('independent reads run concurrently', () => {
  let observed: Gateway;
  let url: string;
  const events: Array<{ kind: 'start' | 'end'; operation: string }> = [];
  let inFlight = 0;
  let maxInFlight = 0;

  /** Holds every upstream call for a moment and notes when it starts and ends. */
  const slowAndObserved = (client: UpstreamClient): UpstreamClient => ({
    ...client,
    baseUrl: client.baseUrl,
    ping: () => client.ping(),
    send: (operation, body, headers) => client.send(operation, body, headers),
    async call(operation, params, headers) {
      events.push({ kind: 'start', operation });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return await client.call(operation, params, headers);
      } finally {
        inFlight -= 1;
        events.push({ kind: 'end', operation });
      }
    },
  });

  beforeAll(async () => {
    observed = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', PORT: '0', SHED_LAG_MS: '0' }),
      upstreamUrl: stack.legacy.url,
      logger: createLogger('silent'),
      wrapClient: slowAndObserved,
    });
    url = (await observed.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    await observed?.close();
  });

  it('starts every upstream call of an operation before any of them ends', async () => {
    const { mer_id, product_id } = listing(7);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query ($shopId: ID!, $productId: ID!) {
          platform { name } banners categories { id }
          product(shopId: $shopId, productId: $productId) { id }
          shop(id: $shopId) { id }
        }`,
        variables: { shopId: String(mer_id), productId: String(product_id) },
      }),
    });
    const body = (await response.json()) as { data?: { product: { id: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.product.id).toBe('7');
    // Serial calls would never have two in flight; these five are all started first.
    expect(maxInFlight).toBe(5);
    expect(events.slice(0, 5).every((event) => event.kind === 'start')).toBe(true);
    expect(
      events
        .slice(0, 5)
        .map((event) => event.operation)
        .sort(),
    ).toEqual(['banners', 'categories', 'platformInfo', 'productDetail', 'shopDetail']);
    expect(events).toHaveLength(10);
  });

  it('the same operation through the recording stack makes those five calls once each', async () => {
    fresh();
    const { mer_id, product_id } = listing(7);
    await stack.gql(IndependentQuery, { shopId: String(mer_id), productId: String(product_id) });
    expect(stack.calls.map((call) => call.operation).sort()).toEqual([
      'banners',
      'categories',
      'platformInfo',
      'productDetail',
      'shopDetail',
    ]);
  });
});

describe('the public cache', () => {
  it('a second identical public query makes no upstream call', async () => {
    fresh();
    const first = await stack.gql(PublicQuery);
    expect(first.errors).toBeUndefined();
    expect(stack.calls.map((call) => call.operation).sort()).toEqual([
      'banners',
      'categories',
      'hotMerchants',
      'hotProducts',
      'platformInfo',
      'recommendedProducts',
      'searchKeywords',
    ]);
    stack.resetCalls();
    const second = await stack.gql(PublicQuery);
    expect(second.data).toEqual(first.data);
    expect(stack.calls).toEqual([]);
  });

  it('is shared between users, and the cached calls are made without a token', async () => {
    fresh();
    await stack.gql(PublicQuery, {}, { token: demo });
    expect(stack.calls).toHaveLength(7);
    for (const call of stack.calls) expect(call.headers.token).toBeUndefined();
    stack.resetCalls();
    await stack.gql(PublicQuery, {}, { token: newbie });
    await stack.gql(PublicQuery);
    expect(stack.calls).toEqual([]);
  });

  it('a different language is a different cache entry, and the language goes upstream', async () => {
    fresh();
    const english = await stack.gql(PublicQuery, {}, { lang: 'en' });
    stack.resetCalls();
    const chinese = await stack.gql(PublicQuery, {}, { lang: 'zh-cn' });
    expect(chinese.errors).toBeUndefined();
    expect(stack.calls).toHaveLength(7);
    for (const call of stack.calls) expect(call.headers).toEqual({ lang: 'zh-cn', language: 'zh-cn' });
    expect(chinese.data?.categories).toEqual(english.data?.categories);
    stack.resetCalls();
    await stack.gql(PublicQuery, {}, { lang: 'zh-cn' });
    await stack.gql(PublicQuery, {}, { lang: 'en' });
    expect(stack.calls).toEqual([]);
  });

  it('user calls carry the token and are never cached, next to cached public ones', async () => {
    fresh();
    const { mer_id, product_id } = listing(88);
    const variables = { shopId: String(mer_id), productId: String(product_id) };
    await stack.gql(PersonalQuery, variables, { token: demo });
    stack.resetCalls();
    await stack.gql(PersonalQuery, variables, { token: demo });
    const made = stack.calls.map((call) => [call.operation, call.headers.token]);
    expect(made.sort()).toEqual([
      ['productDetail', demo],
      ['shopDetail', demo],
    ]);
  });

  it("buyer A's follow is not buyer B's, read back to back", async () => {
    const { mer_id, product_id } = listing(88);
    const variables = { shopId: String(mer_id), productId: String(product_id) };
    const follow = await stack.gql(FollowMutation, { shopId: String(mer_id) }, { token: demo });
    expect(follow.data?.toggleShopFollow.followed).toBe(true);

    fresh();
    const [asA, asB, anonymous] = await Promise.all([
      stack.gql(PersonalQuery, variables, { token: demo }),
      stack.gql(PersonalQuery, variables, { token: newbie }),
      stack.gql(PersonalQuery, variables),
    ]);
    expect(asA.data?.shop.followed).toBe(true);
    expect(asB.data?.shop.followed).toBe(false);
    expect(anonymous.data?.shop.followed).toBe(false);
    expect(asB.data?.product.liked).toBe(false);
    // One public categories call shared by all three; each user read went up with its own token.
    expect(stack.calls.filter((call) => call.operation === 'categories')).toHaveLength(1);
    const shopCalls = stack.calls.filter((call) => call.operation === 'shopDetail').map((call) => call.headers.token);
    expect(shopCalls.sort()).toEqual([demo, newbie, undefined].sort());
  });
});
