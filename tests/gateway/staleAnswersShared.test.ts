import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';
import { gate, ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';

/*
 * Stale answers with Redis: two gateways (as two instances of a fleet) share one real
 * redis-server. A public answer one fetched is served stale by both once its TTL (1 s here)
 * has passed, and of all the requests to both at expiry one call reaches the legacy API: a
 * short lock in Redis lets one instance refresh, whose answer the other then reads from Redis.
 */
const fake = useFakeUpstream();
let redis: RedisServer;
const gateways: Array<{ gateway: Gateway; url: string }> = [];

beforeAll(async () => {
  redis = await startRedisServer();
  for (let instance = 0; instance < 2; instance += 1) {
    const config = readConfig({
      LOG_LEVEL: 'silent',
      SHED_LAG_MS: '0',
      METRICS_PORT: '0',
      REDIS_URL: redis.url,
      PUBLIC_CACHE_TTL_MS: '1000',
      RATE_LIMIT_GENERAL: '0',
    });
    const gateway = await createGateway({ config, upstreamUrl: UPSTREAM, logger: createLogger('silent') });
    const { url } = await gateway.listen(0, '127.0.0.1');
    gateways.push({ gateway, url });
  }
  await until(() => gateways.every(({ gateway }) => gateway.redis.state() === 'up'));
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways.map(({ gateway }) => gateway.close()));
  await redis?.stop();
});

/** Waits for a condition (the test's timeout bounds the wait). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

interface Answer {
  data?: { banners?: string[] | null } | null;
  extensions?: { stale?: { ageSeconds: number; calls: string[] } };
}

async function banners(instance: number): Promise<Answer> {
  const response = await fetch(`${gateways[instance]?.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', language: 'en' },
    body: JSON.stringify({ query: '{ banners }' }),
  });
  return (await response.json()) as Answer;
}

const bannerHits = () => fake.hitsOn('/api/index/banner').length;

describe('stale answers on two instances sharing Redis', () => {
  it('serve the stale answer on both at expiry and refresh it with one legacy call for the fleet', async () => {
    const release = gate();
    let version = 1;
    fake.server.use(
      http.get(`${UPSTREAM}/api/index/banner`, async () => {
        if (version === 1) return ok(['/uploads/v1.png']);
        await release.promise;
        return ok(['/uploads/v2.png']);
      }),
    );
    // Fetched by the first, found in Redis by the second.
    await banners(0);
    expect((await banners(1)).data?.banners).toEqual([expect.stringMatching(/\/uploads\/v1\.png$/)]);
    expect(bannerHits()).toBe(1);

    // Time itself: the TTL passes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    version = 2;
    const atExpiry = await Promise.all(Array.from({ length: 12 }, (_, index) => banners(index % 2)));
    for (const answer of atExpiry) {
      expect(answer.data?.banners).toEqual([expect.stringMatching(/\/uploads\/v1\.png$/)]);
      expect(answer.extensions?.stale?.calls).toEqual(['banners']);
    }
    await until(() => bannerHits() === 2);
    // While that one refresh hangs, each instance keeps answering stale and asks no more of the legacy API.
    for (let round = 0; round < 6; round += 1) {
      expect((await banners(round % 2)).extensions?.stale).toBeDefined();
    }
    expect(bannerHits()).toBe(2);

    release.open();
    for (const instance of [0, 1]) {
      let answer: Answer | undefined;
      await until(async () => {
        answer = await banners(instance);
        return answer.extensions?.stale === undefined;
      });
      expect(answer?.data?.banners).toEqual([expect.stringMatching(/\/uploads\/v2\.png$/)]);
    }
    expect(bannerHits()).toBe(2);
  });

  it('keep serving the stale answer from Redis to an instance that never had it, while the legacy API is down', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/law`, () => ok('<p>law</p>')));
    const law = (instance: number) =>
      fetch(`${gateways[instance]?.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'ms', language: 'ms' },
        body: JSON.stringify({ query: '{ lawHtml }' }),
      }).then((response) => response.json() as Promise<{ data?: unknown; extensions?: { stale?: unknown } }>);
    const fresh = await law(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fake.server.use(http.get(`${UPSTREAM}/api/user/law`, () => Response.error()));
    const fromRedis = await law(1);
    expect(fromRedis.data).toEqual(fresh.data);
    expect(fromRedis.extensions?.stale).toEqual({ ageSeconds: expect.any(Number), calls: ['law'] });
    // The refresh it started met the outage, retry included (and is over before this test's handlers go).
    await until(async () => {
      const calls = await gateways[1]?.gateway.metrics.upstreamCalls.get();
      return Boolean(calls?.values.some((call) => call.labels['operation'] === 'law' && call.labels['code'] !== 'ok'));
    });
  });
});
