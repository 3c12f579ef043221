import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PublicCache } from '../../gateway/src/cache/publicCache.ts';
import { createUpstreamClient, type ForwardedHeaders } from '../../gateway/src/upstream/client.ts';
import type { LegacyDecoders } from '../../gateway/src/upstream/decoders.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';
import { LegacyAccess } from '../../gateway/src/upstream/legacyAccess.ts';
import { gate, ok, refused, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';

const fake = useFakeUpstream();
/*
 * These tests are about loading and caching, not decoding (decoders.test.ts): answers pass
 * through as the fake upstream sends them.
 */
const passThrough = new Proxy({}, { get: () => z.unknown() }) as unknown as LegacyDecoders;
const client = createUpstreamClient({ baseUrl: UPSTREAM, timeoutMs: 2000, endpoints, decoders: passThrough });

/** One GraphQL request's access, as the context builds it. */
function access(headers: ForwardedHeaders, cache = new PublicCache(30_000)): LegacyAccess {
  return new LegacyAccess(client, endpoints, headers, cache);
}

const ORDER_DETAIL = `${UPSTREAM}/api/order/detail`;
const USER_INFO = `${UPSTREAM}/api/user/getUserInfo`;
const BANNERS = `${UPSTREAM}/api/index/banner`;

/** The user-specific answer a token gets: the fake upstream echoes who asked. */
function userInfoByToken() {
  return http.get(USER_INFO, ({ request }) => {
    const token = request.headers.get('token');
    return token ? ok({ username: `user-of-${token}` }) : refused('Please login first', 401, 401);
  });
}

describe('per-request de-duplication', () => {
  it('makes identical reads of one request once', async () => {
    fake.server.use(
      http.get(ORDER_DETAIL, ({ request }) =>
        ok({ order_id: Number(new URL(request.url).searchParams.get('order_id')) }),
      ),
    );
    const legacy = access({ token: 't1' });
    const answers = await Promise.all([
      legacy.read('orderDetail', { order_id: 5 }),
      legacy.read('orderDetail', { order_id: 5 }),
      legacy.read('orderDetail', { order_id: 5 }),
    ]);
    const later = await legacy.read('orderDetail', { order_id: 5 });
    expect(answers.map((answer) => answer.order_id)).toEqual([5, 5, 5]);
    expect(later.order_id).toBe(5);
    expect(fake.hitsOn('/api/order/detail')).toHaveLength(1);
  });

  it('treats parameters in another order, or with absent values, as the same call', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/order_list`, () => ok({ count: 0, list: [] })));
    const legacy = access({ token: 't1' });
    await legacy.read('orderList', { page: 1, limit: 10, status: 'all' });
    await legacy.read('orderList', { status: 'all', limit: 10, page: 1 });
    await legacy.read('orderList', { page: 1, limit: 10, status: 'all', title: '' });
    expect(fake.hitsOn('/api/user/order_list')).toHaveLength(1);
  });

  it('answers a failed read once per request: the same read in the same request fails without asking again', async () => {
    fake.server.use(http.get(ORDER_DETAIL, () => refused('Order does not exist')));
    const legacy = access({ token: 't1' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(legacy.read('orderDetail', { order_id: 9 })).rejects.toMatchObject({
        message: 'Order does not exist',
        extensions: { code: 'UPSTREAM_REJECTED', upstreamCode: 0 },
      });
    }
    expect(fake.hitsOn('/api/order/detail')).toHaveLength(1);
    // The next request asks again.
    await expect(access({ token: 't1' }).read('orderDetail', { order_id: 9 })).rejects.toThrow('Order does not exist');
    expect(fake.hitsOn('/api/order/detail')).toHaveLength(2);
  });

  it('makes different reads separately', async () => {
    fake.server.use(
      http.get(ORDER_DETAIL, ({ request }) =>
        ok({ order_id: Number(new URL(request.url).searchParams.get('order_id')) }),
      ),
    );
    const legacy = access({ token: 't1' });
    const [a, b] = await Promise.all([
      legacy.read('orderDetail', { order_id: 1 }),
      legacy.read('orderDetail', { order_id: 2 }),
    ]);
    expect([a.order_id, b.order_id]).toEqual([1, 2]);
    expect(
      fake
        .hitsOn('/api/order/detail')
        .map((hit) => hit.query.get('order_id'))
        .sort(),
    ).toEqual(['1', '2']);
  });

  it('runs independent reads concurrently: both reach the upstream before either is answered', async () => {
    const bothArrived = gate();
    let arrived = 0;
    const hold = async () => {
      arrived += 1;
      if (arrived === 2) bothArrived.open();
      // Sequential loading would leave the first request waiting here: it then fails (upstream or test timeout).
      await bothArrived.promise;
    };
    fake.server.use(
      http.get(USER_INFO, async () => {
        await hold();
        return ok({ username: 'demo' });
      }),
      http.get(`${UPSTREAM}/api/cart/index`, async () => {
        await hold();
        return ok({ carts: [] });
      }),
    );
    const legacy = access({ token: 't1' });
    const [user, cart] = await Promise.all([legacy.read('getUserInfo'), legacy.read('cartIndex')]);
    expect(user.username).toBe('demo');
    expect(cart.carts).toEqual([]);
    expect(fake.hits).toHaveLength(2);
  });

  it('empties the read cache after a write, so later reads see the change', async () => {
    let count = 0;
    fake.server.use(
      http.get(`${UPSTREAM}/api/cart/index`, () =>
        ok({ carts: Array.from({ length: count }, (_, i) => ({ cart_id: i + 1 })) }),
      ),
      http.post(`${UPSTREAM}/api/cart/add`, () => {
        count += 1;
        return ok(null, 'Add Success');
      }),
    );
    const legacy = access({ token: 't1' });
    expect((await legacy.read('cartIndex')).carts).toHaveLength(0);
    const written = await legacy.write('cartAdd', { mer_id: 1, product_id: 2, id: 3, num: 1, spec: '' });
    expect(written.msg).toBe('Add Success');
    expect((await legacy.read('cartIndex')).carts).toHaveLength(1);
    expect(fake.hitsOn('/api/cart/index')).toHaveLength(2);
  });

  it('empties the read cache after a failed write too', async () => {
    fake.server.use(
      http.get(`${UPSTREAM}/api/cart/index`, () => ok({ carts: [] })),
      http.post(`${UPSTREAM}/api/cart/add`, () => refused('Insufficient stock')),
    );
    const legacy = access({ token: 't1' });
    await legacy.read('cartIndex');
    await expect(legacy.write('cartAdd', { mer_id: 1, product_id: 2, id: 3, num: 99, spec: '' })).rejects.toMatchObject(
      {
        message: 'Insufficient stock',
        extensions: { code: 'UPSTREAM_REJECTED', upstreamCode: 0 },
      },
    );
    await legacy.read('cartIndex');
    expect(fake.hitsOn('/api/cart/index')).toHaveLength(2);
  });

  it('never de-duplicates writes', async () => {
    fake.server.use(http.post(`${UPSTREAM}/api/product/like`, () => ok(null, 'Follow Success')));
    const legacy = access({ token: 't1' });
    await Promise.all([
      legacy.write('likeProduct', { mer_id: 1, product_id: 2 }),
      legacy.write('likeProduct', { mer_id: 1, product_id: 2 }),
    ]);
    expect(fake.hitsOn('/api/product/like')).toHaveLength(2);
  });

  it('keeps nothing between requests for user data', async () => {
    fake.server.use(userInfoByToken());
    const cache = new PublicCache(30_000);
    await access({ token: 't1' }, cache).read('getUserInfo');
    await access({ token: 't1' }, cache).read('getUserInfo');
    expect(fake.hitsOn('/api/user/getUserInfo')).toHaveLength(2);
  });
});

describe('the public cache', () => {
  it('serves public reads across requests and users from one upstream call made without a token', async () => {
    fake.server.use(http.get(BANNERS, () => ok(['/uploads/b1.png'])));
    const cache = new PublicCache(30_000);
    const first = await access({ token: 'alice-token', lang: 'en', language: 'en' }, cache).read('banners');
    const second = await access({ token: 'bob-token', lang: 'en', language: 'en' }, cache).read('banners');
    const anonymous = await access({ lang: 'en', language: 'en' }, cache).read('banners');
    expect([first, second, anonymous]).toEqual([['/uploads/b1.png'], ['/uploads/b1.png'], ['/uploads/b1.png']]);
    const hits = fake.hitsOn('/api/index/banner');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.headers.has('token')).toBe(false);
    expect(hits[0]?.headers.get('lang')).toBe('en');
    expect(hits[0]?.headers.get('language')).toBe('en');
  });

  it('shares one in-flight call between concurrent requests', async () => {
    const release = gate();
    fake.server.use(
      http.get(BANNERS, async () => {
        await release.promise;
        return ok(['/uploads/b1.png']);
      }),
    );
    const cache = new PublicCache(30_000);
    const reads = [access({ token: 'a' }, cache).read('banners'), access({ token: 'b' }, cache).read('banners')];
    // Both reads were asked before the upstream has even the first call: released once it has.
    while (fake.hitsOn('/api/index/banner').length === 0) await new Promise((resolve) => setImmediate(resolve));
    release.open();
    await Promise.all(reads);
    expect(fake.hitsOn('/api/index/banner')).toHaveLength(1);
  });

  it('keeps one entry per language', async () => {
    fake.server.use(
      http.get(`${UPSTREAM}/api/user/law`, ({ request }) => ok(`<p>law in ${request.headers.get('lang')}</p>`)),
    );
    const cache = new PublicCache(30_000);
    const english = await access({ lang: 'en', language: 'en' }, cache).read('law');
    const chinese = await access({ lang: 'zh-cn', language: 'zh-cn' }, cache).read('law');
    const englishAgain = await access({ token: 'x', lang: 'en', language: 'en' }, cache).read('law');
    expect([english, chinese, englishAgain]).toEqual(['<p>law in en</p>', '<p>law in zh-cn</p>', '<p>law in en</p>']);
    expect(fake.hitsOn('/api/user/law').map((hit) => hit.headers.get('lang'))).toEqual(['en', 'zh-cn']);
  });

  it('keeps one entry per parameters', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/hot_product`, () => ok({ count: 0, list: [] })));
    const cache = new PublicCache(30_000);
    await access({}, cache).read('hotProducts', { page: 1, limit: 10 });
    await access({}, cache).read('hotProducts', { page: 2, limit: 10 });
    await access({}, cache).read('hotProducts', { limit: 10, page: 1 });
    expect(fake.hitsOn('/api/index/hot_product').map((hit) => hit.query.get('page'))).toEqual(['1', '2']);
  });

  it('does not keep a failed load: the next request asks again', async () => {
    let calls = 0;
    fake.server.use(
      http.get(BANNERS, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.text('busy', { status: 503 }) : ok(['/uploads/b2.png']);
      }),
    );
    const cache = new PublicCache(30_000);
    await expect(access({}, cache).read('banners')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_HTTP_ERROR', status: 503 },
    });
    expect(await access({}, cache).read('banners')).toEqual(['/uploads/b2.png']);
    expect(await access({}, cache).read('banners')).toEqual(['/uploads/b2.png']);
    expect(fake.hitsOn('/api/index/banner')).toHaveLength(2);
  });

  it('does not keep a refused load either', async () => {
    let calls = 0;
    fake.server.use(
      http.get(BANNERS, () => {
        calls += 1;
        return calls === 1 ? refused('try later') : ok([]);
      }),
    );
    const cache = new PublicCache(30_000);
    await expect(access({}, cache).read('banners')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_REJECTED' },
    });
    expect(await access({}, cache).read('banners')).toEqual([]);
    expect(fake.hitsOn('/api/index/banner')).toHaveLength(2);
  });

  it('asks again once the TTL has passed', async () => {
    fake.server.use(http.get(BANNERS, () => ok([])));
    // A TTL no two reads in a row outlast however busy the machine (60 ms may not be), then time for it to pass.
    const cache = new PublicCache(1000);
    await access({}, cache).read('banners');
    await access({}, cache).read('banners');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await access({}, cache).read('banners');
    expect(fake.hitsOn('/api/index/banner')).toHaveLength(2);
  });

  it('shares nothing when the TTL is 0', async () => {
    fake.server.use(http.get(BANNERS, () => ok([])));
    const cache = new PublicCache(0);
    await access({}, cache).read('banners');
    await access({}, cache).read('banners');
    expect(fake.hitsOn('/api/index/banner')).toHaveLength(2);
  });
});

describe('the cache boundary', () => {
  it('never shares a non-public read between two requests with different tokens', async () => {
    fake.server.use(userInfoByToken());
    const cache = new PublicCache(30_000);
    const alice = await access({ token: 'alice-token' }, cache).read('getUserInfo');
    const bob = await access({ token: 'bob-token' }, cache).read('getUserInfo');
    expect(alice.username).toBe('user-of-alice-token');
    expect(bob.username).toBe('user-of-bob-token');
    expect(fake.hitsOn('/api/user/getUserInfo').map((hit) => hit.headers.get('token'))).toEqual([
      'alice-token',
      'bob-token',
    ]);
  });

  it('never shares a non-public read even while both are in flight', async () => {
    fake.server.use(userInfoByToken());
    const cache = new PublicCache(30_000);
    const [alice, bob] = await Promise.all([
      access({ token: 'alice-token' }, cache).read('getUserInfo'),
      access({ token: 'bob-token' }, cache).read('getUserInfo'),
    ]);
    expect(alice.username).toBe('user-of-alice-token');
    expect(bob.username).toBe('user-of-bob-token');
  });

  it.each(Object.entries(endpoints).filter(([, endpoint]) => !endpoint.publicCache && endpoint.method === 'GET'))(
    'sends %s with the caller token and never caches it across requests',
    async (name, endpoint) => {
      fake.server.use(
        http.get(`${UPSTREAM}${endpoint.path}`, ({ request }) => ok({ who: request.headers.get('token') })),
      );
      const cache = new PublicCache(30_000);
      const operation = name as keyof typeof endpoints;
      const alice = (await access({ token: 'alice-token' }, cache).read(operation, {})) as unknown;
      const bob = (await access({ token: 'bob-token' }, cache).read(operation, {})) as unknown;
      expect([alice, bob]).toEqual([{ who: 'alice-token' }, { who: 'bob-token' }]);
    },
  );

  it('gives an access on behalf of another session its own loader and that session only', async () => {
    fake.server.use(userInfoByToken());
    const legacy = access({ token: 'alice-token', lang: 'de', language: 'de' });
    const alice = await legacy.read('getUserInfo');
    const bob = await legacy.withToken('bob-token').read('getUserInfo');
    const aliceAgain = await legacy.read('getUserInfo');
    expect([alice.username, bob.username, aliceAgain.username]).toEqual([
      'user-of-alice-token',
      'user-of-bob-token',
      'user-of-alice-token',
    ]);
    const hits = fake.hitsOn('/api/user/getUserInfo');
    expect(hits.map((hit) => hit.headers.get('token'))).toEqual(['alice-token', 'bob-token']);
    expect(hits[1]?.headers.get('lang')).toBe('de');
    await expect(legacy.withToken(undefined).read('getUserInfo')).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(fake.hitsOn('/api/user/getUserInfo')[2]?.headers.has('token')).toBe(false);
  });

  it('makes a signed-in and an anonymous public read share the entry, never the token', async () => {
    fake.server.use(
      http.get(`${UPSTREAM}/api/index/category`, ({ request }) =>
        ok([{ category_id: 1, name: request.headers.get('token') ?? 'none', name_en: 'toys' }]),
      ),
    );
    const cache = new PublicCache(30_000);
    const signedIn = await access({ token: 'alice-token' }, cache).read('categories');
    const anonymous = await access({}, cache).read('categories');
    expect(signedIn).toEqual([{ category_id: 1, name: 'none', name_en: 'toys' }]);
    expect(anonymous).toEqual(signedIn);
  });
});
