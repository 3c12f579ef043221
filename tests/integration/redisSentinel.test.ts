import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { HOME_QUERY } from '../support/homeCalls.ts';
import { keysOn, startSentinelGroup, type SentinelGroup } from '../support/redisSentinel.ts';

/*
 * Issue 38: Redis through Sentinel survives losing its primary. A primary, its replica and
 * three sentinels (Debian's redis-server and redis-sentinel), two gateways on REDIS_SENTINELS in
 * front of the stand-in. The primary is killed (SIGKILL): while the sentinels promote the
 * replica, shoppers are answered as with Redis down; after it, both gateways write to the new
 * primary and share their rate-limit counts again, without a restart; the log, /readyz and
 * gateway_redis_failovers_total say what happened.
 */

interface Instance {
  gateway: Gateway;
  url: string;
  log(): string;
}

let group: SentinelGroup;
let legacy: StandIn;
let a: Instance;
let b: Instance;

async function startInstance(env: Record<string, string>): Promise<Instance> {
  let written = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const config = readConfig({ PORT: '0', SHED_LAG_MS: '0', ...env });
  const gateway = await createGateway({ config, upstreamUrl: legacy.url, logger: createLogger('info', stream) });
  const { url } = await gateway.listen(0, '127.0.0.1');
  return { gateway, url, log: () => written };
}

beforeAll(async () => {
  [group, legacy] = await Promise.all([startSentinelGroup(), startStandIn()]);
  const env = {
    REDIS_SENTINELS: group.sentinelList,
    REDIS_SENTINEL_NAME: group.name,
    GATEWAY_INSTANCES: '2',
    RATE_LIMIT_WINDOW_S: '60',
    RATE_LIMIT_ACCOUNT: '4',
    RATE_LIMIT_IP: '1000',
  };
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.gateway.close(), b?.gateway.close()]);
  await legacy?.close();
  await group?.stop();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function gql(instance: Instance, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

const code = (answer: Answer) => answer.errors?.[0]?.extensions?.['code'];
const LOGIN =
  'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';
const guess = (instance: Instance, account: string, attempt: number) =>
  gql(instance, LOGIN, { account, password: `wrong-${attempt}` }).then(code);

async function readiness(instance: Instance): Promise<Record<string, unknown>> {
  return (await (await fetch(`${instance.url}/readyz`)).json()) as Record<string, unknown>;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const failovers = async (instance: Instance) =>
  (await instance.gateway.metrics.registry.getSingleMetricAsString('gateway_redis_failovers_total')).match(
    /^gateway_redis_failovers_total (\d+)$/m,
  )?.[1];

describe('two gateways on Redis through Sentinel', () => {
  it('find the primary through the sentinels and report it', async () => {
    for (const instance of [a, b]) {
      await until('the primary to be connected', async () => (await readiness(instance))['redis'] === 'up');
      expect(await readiness(instance)).toEqual({
        status: 'ready',
        upstream: 'up',
        redis: 'up',
        redisPrimary: `127.0.0.1:${group.primary.port}`,
      });
    }
    expect(await failovers(a)).toBe('0');
  });

  it('answer shoppers through a failover, then write to the new primary and count together again', async () => {
    expect((await gql(a, HOME_QUERY)).errors).toBeUndefined();
    await group.primary.kill();

    // Shoppers keep coming while the sentinels promote the replica: each answered as with Redis down.
    const newPrimary = `127.0.0.1:${group.replica.port}`;
    const promoted = async () =>
      (await Promise.all([a, b].map(readiness))).every(
        (body) => body['redis'] === 'up' && body['redisPrimary'] === newPrimary,
      );
    let attempt = 0;
    const answers: unknown[] = [];
    await until(
      'both gateways on the new primary',
      async () => {
        attempt += 1;
        const instance = attempt % 2 === 0 ? a : b;
        const [home, login] = await Promise.all([gql(instance, HOME_QUERY), guess(instance, `during-${attempt}`, 1)]);
        answers.push(home.errors ?? 'home ok', login);
        return promoted();
      },
      20_000,
    );
    expect(new Set(answers)).toEqual(new Set(['home ok', 'UPSTREAM_REJECTED']));
    expect(await group.primaryPort()).toBe(group.replica.port);
    for (const instance of [a, b]) {
      expect(instance.log()).toContain('Redis unavailable');
      expect(instance.log()).toMatch(
        new RegExp(`"from":"127.0.0.1:${group.primary.port}","to":"${newPrimary}".*Redis primary changed`),
      );
      expect(await failovers(instance)).toBe('1');
    }

    // The counts are shared again: 4 failures in all across both, where alone each would allow 2.
    const before = new Set(await keysOn(group.replica.port, 'gw:*'));
    expect([await guess(a, 'after', 1), await guess(a, 'after', 2), await guess(a, 'after', 3)]).toEqual([
      'UPSTREAM_REJECTED',
      'UPSTREAM_REJECTED',
      'UPSTREAM_REJECTED',
    ]);
    expect(await guess(b, 'after', 4)).toBe('UPSTREAM_REJECTED');
    expect(await guess(b, 'after', 5)).toBe('RATE_LIMITED');
    const written = (await keysOn(group.replica.port, 'gw:*')).filter((key) => !before.has(key));
    expect(written.some((key) => key.startsWith('gw:rl:account:'))).toBe(true);
  }, 40_000);
});
