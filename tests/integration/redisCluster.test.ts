import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { planRedisCluster, type RedisCluster } from '../support/redisCluster.ts';
import { keysOn, until } from '../support/redisProcesses.ts';
import { errorCode, startObservedGateway, type ObservedGateway } from './support/observedGateway.ts';
import { startRecordingRelay, type RecordingRelay } from './support/recordingRelay.ts';

/*
 * Issue 38: the gateway on a Redis Cluster (three masters of Debian's redis-server), two gateway
 * processes on REDIS_CLUSTER_NODES in front of the stand-in: rate limits count across both, the
 * duplicate guard and the public cache hold across them, persisted queries (one script over two
 * keys) and known accounts (several keys a sign-in) are shared, and no command is refused.
 */

let cluster: RedisCluster;
let legacy: StandIn;
/** Between the gateways and the stand-in: what reached the legacy API. */
let relay: RecordingRelay;
let a: ObservedGateway;
let b: ObservedGateway;

beforeAll(async () => {
  const [planned, standIn] = await Promise.all([planRedisCluster(), startStandIn()]);
  legacy = standIn;
  relay = await startRecordingRelay(legacy.url);
  const env = {
    // Two of the three: the gateway learns the third from them.
    REDIS_CLUSTER_NODES: planned.nodeList.split(',').slice(0, 2).join(','),
    GATEWAY_INSTANCES: '2',
    RATE_LIMIT_WINDOW_S: '60',
    RATE_LIMIT_ACCOUNT: '4',
    DUPLICATE_WINDOW_MS: '5000',
  };
  // The gateways start (slow, under tsx) while the cluster does: they find it once it is up.
  [cluster, a, b] = await Promise.all([
    planned.start(),
    startObservedGateway(relay.url, env),
    startObservedGateway(relay.url, env),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await relay?.close();
  await legacy?.close();
  await cluster?.stop();
});

const LOGIN =
  'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';
const PROFILE = 'mutation Rename($input: ProfileInput!) { updateProfile(input: $input) { nickname } }';
const guess = (gateway: ObservedGateway, attempt: number) =>
  gateway.gql({ query: LOGIN, variables: { account: 'newbie', password: `wrong-${attempt}` } }).then(errorCode);

/** Every key of the cluster under `pattern`, whichever node holds it. */
const clusterKeys = async (pattern: string) =>
  (await Promise.all(cluster.nodes.map((node) => keysOn(node.port, pattern)))).flat();

describe('two gateways on a Redis Cluster', () => {
  it('connect to it and report it up', async () => {
    for (const gateway of [a, b]) {
      await until('the cluster to be connected', async () => (await gateway.readiness())['redis'] === 'up');
      expect(await gateway.readiness()).toEqual({ status: 'ready', upstream: 'up', redis: 'up' });
    }
  });

  it('count rate limits across both: 4 failures in all, where alone each would allow 2', async () => {
    expect([await guess(a, 1), await guess(a, 2), await guess(a, 3), await guess(b, 4)]).toEqual([
      'UPSTREAM_REJECTED',
      'UPSTREAM_REJECTED',
      'UPSTREAM_REJECTED',
      'UPSTREAM_REJECTED',
    ]);
    expect(await guess(b, 5)).toBe('RATE_LIMITED');
  });

  it('refuse on B the submission A just accepted, and answer B from the cache A filled', async () => {
    const token = await legacy.login('demo', 'demo123');
    const rename = { query: PROFILE, variables: { input: { nickname: 'Clustered' } } };
    expect((await a.gql(rename, { token })).errors).toBeUndefined();
    expect(errorCode(await b.gql(rename, { token }))).toBe('DUPLICATE_SUBMISSION');

    relay.reset();
    expect((await a.gql({ query: '{ banners }' }, { lang: 'it' })).errors).toBeUndefined();
    expect((await b.gql({ query: '{ banners }' }, { lang: 'it' })).errors).toBeUndefined();
    const banners = relay.requests().filter((request) => request.target.startsWith('/api/index/banner'));
    expect(banners).toHaveLength(1);
  });

  it('share persisted queries and the accounts a sign-in names, each in whichever slot it falls', async () => {
    const query = '{ platform { name } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
    expect((await a.gql({ query, extensions })).errors).toBeUndefined();
    expect((await b.gql({ extensions })).data).toEqual({ platform: { name: expect.any(String) } });

    expect((await a.gql({ query: LOGIN, variables: { account: 'demo', password: 'demo123' } })).errors).toBeUndefined();
    // The spellings (email, mobile) and the session: keys in separate slots, which one MULTI could not hold.
    expect((await clusterKeys('gw:acct:*')).length).toBeGreaterThanOrEqual(2);
  });

  it('have had no command refused (CROSSSLOT or any other)', async () => {
    for (const gateway of [a, b]) {
      expect(gateway.output()).not.toContain('Redis refused a command');
      // Refused or failed; a timeout (a loaded machine past the 500 ms) is no refusal.
      const results = await gateway.metricLines('gateway_redis_command_duration_seconds_count');
      expect(results.filter((line) => line.includes('result="ok"')).length).toBeGreaterThan(0);
      expect(results.filter((line) => line.includes('result="error"'))).toEqual([]);
    }
  });
});
