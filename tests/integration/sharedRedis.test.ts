import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';

/*
 * Two gateway processes behind an imaginary load balancer, sharing one real redis-server:
 * the duplicate guard, the public cache and the rate limits hold across them, and both
 * keep serving (each on its own) while Redis is down, sharing again once it is back.
 */

let redis: RedisServer;
let legacy: StandIn;
let recorder: Server;
let legacyViaRecorder: string;
/** Every request that reached the legacy API: "GET /api/index/banner". */
const upstream: string[] = [];
let a: GatewayProcess;
let b: GatewayProcess;

/** Forwards to the stand-in, noting each request, so a test can see what reached the upstream. */
function recordingProxy(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    upstream.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const forward = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  redis = await startRedisServer();
  legacy = await startStandIn();
  recorder = await recordingProxy(legacy.url);
  legacyViaRecorder = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  const env = {
    REDIS_URL: redis.url,
    LOG_LEVEL: 'info',
    DUPLICATE_WINDOW_MS: '5000',
    RATE_LIMIT_WINDOW_S: '30',
    RATE_LIMIT_ACCOUNT: '4',
  };
  [a, b] = await Promise.all([
    startGatewayProcess(legacyViaRecorder, env),
    startGatewayProcess(legacyViaRecorder, env),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await new Promise((resolve) => recorder?.close(resolve));
  await legacy?.close();
  await redis?.stop();
});

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function gql(
  gateway: GatewayProcess,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const code = (answer: Answer) => answer.errors?.[0]?.extensions?.['code'];
const PROFILE = 'mutation Rename($input: ProfileInput!) { updateProfile(input: $input) { nickname } }';
const LOGIN =
  'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';
const BANNERS = '{ banners }';

async function readiness(gateway: GatewayProcess): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${gateway.url}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two gateways on one Redis', () => {
  it('report Redis in /readyz', async () => {
    expect(await readiness(a)).toEqual({
      status: 200,
      body: { status: 'ready', upstream: expect.any(String), redis: 'up' },
    });
    expect(await readiness(b)).toEqual({
      status: 200,
      body: { status: 'ready', upstream: expect.any(String), redis: 'up' },
    });
  });

  it('refuse on B the submission A just accepted, inside the window', async () => {
    const token = await legacy.login('demo', 'demo123');
    upstream.length = 0;
    const first = await gql(a, PROFILE, { input: { nickname: 'Twice' } }, { token });
    expect(first.errors).toBeUndefined();
    const again = await gql(b, PROFILE, { input: { nickname: 'Twice' } }, { token });
    expect(code(again)).toBe('DUPLICATE_SUBMISSION');
    expect(upstream.filter((call) => call === 'POST /api/user/profile')).toHaveLength(1);
  });

  it('answer B from the public cache A filled, without an upstream call', async () => {
    upstream.length = 0;
    const fromA = await gql(a, BANNERS, {}, { lang: 'de' });
    expect(fromA.errors).toBeUndefined();
    expect(upstream).toEqual(['GET /api/index/banner']);
    const fromB = await gql(b, BANNERS, {}, { lang: 'de' });
    // The same images, each made absolute on the gateway that answered.
    const paths = (answer: Answer, gateway: GatewayProcess) =>
      (answer.data?.['banners'] as string[]).map((url) => {
        expect(url.startsWith(`${gateway.url}/`)).toBe(true);
        return url.slice(gateway.url.length);
      });
    expect(paths(fromA, a).length).toBeGreaterThan(0);
    expect(paths(fromB, b)).toEqual(paths(fromA, a));
    expect(upstream).toEqual(['GET /api/index/banner']);
  });

  it('know on B a persisted query registered with A', async () => {
    const query = '{ platform { name } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const send = (gateway: GatewayProcess, body: Record<string, unknown>) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<Answer>);
    expect(code(await send(b, { extensions }))).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await send(a, { query, extensions })).errors).toBeUndefined();
    const byHash = await send(b, { extensions });
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data).toEqual({ platform: { name: expect.any(String) } });
  });

  it('add up rate-limit counts across A and B', async () => {
    upstream.length = 0;
    const account = 'newbie';
    expect(code(await gql(a, LOGIN, { account, password: 'wrong-1' }))).toBe('UPSTREAM_REJECTED');
    expect(code(await gql(b, LOGIN, { account, password: 'wrong-2' }))).toBe('UPSTREAM_REJECTED');
    expect(code(await gql(a, LOGIN, { account, password: 'wrong-3' }))).toBe('UPSTREAM_REJECTED');
    expect(code(await gql(b, LOGIN, { account, password: 'wrong-4' }))).toBe('UPSTREAM_REJECTED');
    // Four a window in all, not four on each.
    expect(code(await gql(a, LOGIN, { account, password: 'wrong-5' }))).toBe('RATE_LIMITED');
    expect(code(await gql(b, LOGIN, { account, password: 'newbie123' }))).toBe('RATE_LIMITED');
    expect(upstream.filter((call) => call === 'POST /api/user/login')).toHaveLength(4);
  });

  it('keep answering while Redis is down, say so once, and share again when it returns', async () => {
    // What each gateway said before this outage (a busy machine can delay a PING into one of its own).
    const said = new Map([a, b].map((gateway) => [gateway, gateway.output().length]));
    await redis.stop();
    await until(
      'both to notice',
      async () => (await readiness(a)).body['redis'] === 'down' && (await readiness(b)).body['redis'] === 'down',
    );
    // Still ready: the process stands in for Redis.
    expect(await readiness(a)).toEqual({
      status: 200,
      body: { status: 'ready', upstream: expect.any(String), redis: 'down' },
    });

    upstream.length = 0;
    const token = await legacy.login('demo', 'demo123');
    for (const gateway of [a, b, a, b]) {
      const banners = await gql(gateway, BANNERS, {}, { lang: 'fr' });
      expect(banners.errors).toBeUndefined();
      expect((banners.data?.['banners'] as string[]).length).toBeGreaterThan(0);
    }
    // Each process caches for itself now: one call each, not one in all.
    expect(upstream.filter((call) => call === 'GET /api/index/banner')).toHaveLength(2);
    // Mutations and their guard work per process.
    expect((await gql(a, PROFILE, { input: { nickname: 'Offline' } }, { token })).errors).toBeUndefined();
    expect(code(await gql(a, PROFILE, { input: { nickname: 'Offline' } }, { token }))).toBe('DUPLICATE_SUBMISSION');
    // Rate limits fall back to the process too (a fresh account: the old counts were in Redis).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(code(await gql(b, LOGIN, { account: 'offline-guess', password: `wrong-${attempt}` }))).toBe(
        'UPSTREAM_REJECTED',
      );
    }
    expect(code(await gql(b, LOGIN, { account: 'offline-guess', password: 'wrong-5' }))).toBe('RATE_LIMITED');

    for (const gateway of [a, b]) {
      const warnings = gateway
        .output()
        .slice(said.get(gateway))
        .split('\n')
        .filter((line) => line.includes('Redis unavailable'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('"level":40');
    }

    await redis.start();
    await until(
      'both to reconnect',
      async () => (await readiness(a)).body['redis'] === 'up' && (await readiness(b)).body['redis'] === 'up',
    );
    for (const gateway of [a, b]) expect(gateway.output()).toContain('Redis is back');
    const back = await gql(a, PROFILE, { input: { nickname: 'Back again' } }, { token });
    expect(back.errors).toBeUndefined();
    expect(code(await gql(b, PROFILE, { input: { nickname: 'Back again' } }, { token }))).toBe('DUPLICATE_SUBMISSION');
  }, 60_000);
});
