import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { HOME_QUERY } from '../support/homeCalls.ts';
import { keysOn, until } from '../support/redisProcesses.ts';
import { planSentinelGroup, type SentinelGroup } from '../support/redisSentinel.ts';
import { errorCode, startObservedGateway, type ObservedGateway } from './support/observedGateway.ts';

/*
 * Issue 38: Redis through Sentinel survives losing its primary. A primary, its replica and
 * three sentinels (Debian's redis-server), two gateway processes on REDIS_SENTINELS in front of
 * the stand-in. The primary is killed (SIGKILL): while the sentinels promote the replica,
 * shoppers are answered as with Redis down; after it, both gateways write to the new primary
 * and share their rate-limit counts again, without a restart; the log, /readyz and
 * gateway_redis_failovers_total say what happened.
 */

let group: SentinelGroup;
let legacy: StandIn;
let a: ObservedGateway;
let b: ObservedGateway;

beforeAll(async () => {
  const [planned, standIn] = await Promise.all([planSentinelGroup(), startStandIn()]);
  legacy = standIn;
  const env = {
    REDIS_SENTINELS: planned.sentinelList,
    REDIS_SENTINEL_NAME: planned.name,
    GATEWAY_INSTANCES: '2',
    RATE_LIMIT_WINDOW_S: '60',
    RATE_LIMIT_ACCOUNT: '4',
    RATE_LIMIT_IP: '1000',
  };
  // The gateways start (slow, under tsx) while the group does: they find the sentinels once up.
  [group, a, b] = await Promise.all([
    planned.start(),
    startObservedGateway(legacy.url, env),
    startObservedGateway(legacy.url, env),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await legacy?.close();
  await group?.stop();
});

const LOGIN =
  'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';
const guess = (gateway: ObservedGateway, account: string, attempt: number) =>
  gateway.gql({ query: LOGIN, variables: { account, password: `wrong-${attempt}` } }).then(errorCode);

describe('two gateways on Redis through Sentinel', () => {
  it('find the primary through the sentinels and report it', async () => {
    for (const gateway of [a, b]) {
      await until('the primary to be connected', async () => (await gateway.readiness())['redis'] === 'up');
      expect(await gateway.readiness()).toEqual({
        status: 'ready',
        upstream: 'up',
        redis: 'up',
        redisPrimary: `127.0.0.1:${group.primary.port}`,
      });
      expect(await gateway.metric('gateway_redis_failovers_total')).toBe(0);
    }
  });

  it('answer shoppers through a failover, then write to the new primary and count together again', async () => {
    expect((await a.gql({ query: HOME_QUERY })).errors).toBeUndefined();
    // What each said before the kill (at start, before the sentinels were up, it was Redis unavailable).
    const said = new Map([a, b].map((gateway) => [gateway, gateway.output().length]));
    await group.primary.kill();

    // Shoppers keep coming while the sentinels promote the replica: each answered as with Redis down.
    const newPrimary = `127.0.0.1:${group.replica.port}`;
    let attempt = 0;
    const answers: unknown[] = [];
    const waited = until(
      'both gateways on the new primary',
      async () => {
        attempt += 1;
        const gateway = attempt % 2 === 0 ? a : b;
        const [home, login] = await Promise.all([
          gateway.gql({ query: HOME_QUERY }),
          guess(gateway, `during-${attempt}`, 1),
        ]);
        answers.push(home.errors ?? 'home ok', login);
        const readiness = await Promise.all([a.readiness(), b.readiness()]);
        return readiness.every((body) => body['redis'] === 'up' && body['redisPrimary'] === newPrimary);
      },
      45_000,
    );
    await waited.catch(async (error: unknown) => {
      // What each side believed, for the failure's message.
      const said = [a, b].map((gateway) =>
        gateway
          .output()
          .split('\n')
          .filter((line) => /Redis/.test(line))
          .join('\n'),
      );
      const sentinels = group.sentinels.map((sentinel) => sentinel.output().slice(-1500));
      const seen = { readiness: await Promise.all([a.readiness(), b.readiness()]), primary: await group.primaryPort() };
      throw new Error(`${String(error)}\n${JSON.stringify(seen)}\n${[...said, ...sentinels].join('\n---\n')}`, {
        cause: error,
      });
    });
    expect(new Set(answers)).toEqual(new Set(['home ok', 'UPSTREAM_REJECTED']));
    expect(await group.primaryPort()).toBe(group.replica.port);
    for (const gateway of [a, b]) {
      expect(gateway.output().slice(said.get(gateway))).toContain('Redis unavailable');
      expect(gateway.output().slice(said.get(gateway))).toMatch(
        new RegExp(`"from":"127.0.0.1:${group.primary.port}","to":"${newPrimary}".*Redis primary changed`),
      );
      expect(await gateway.metric('gateway_redis_failovers_total')).toBe(1);
      expect(await gateway.metric('gateway_redis_up')).toBe(1);
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
  }, 70_000);
});
