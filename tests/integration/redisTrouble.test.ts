import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeFlags } from '../support/startFlags.ts';
import { buildServer } from '../../gateway/build.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { freePort } from '../support/freePort.ts';
import { startRedisServer, type RedisServer } from '../support/redisServer.ts';

/*
 * Issue 18, item 5: Redis trouble fails safe. The compiled gateway with two worker processes
 * sharing a real redis-server, in front of the stand-in through a recorder counting what reaches
 * it. Redis killed: one account gets no more than its share of wrong passwords through, and the
 * same money mutation sent twice at once on two connections runs at most once. Redis hung
 * (SIGSTOP, connections open): /readyz and gateway_redis_up say so within seconds, sign-ins do
 * not wait for Redis command timeouts, and a double tap on a payment does not run twice.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'redis-trouble-'));
mkdirSync(join(ROOT, 'dist'), { recursive: true });
const bundleDir = mkdtempSync(join(ROOT, 'dist', 'redis-trouble-under-test-'));
const outfile = join(bundleDir, 'main.js');

/** Failures in a row per account and address: 4 in all, so 2 per worker while Redis is away. */
const ACCOUNT_LIMIT = 4;
const WORKERS = 2;

let redis: RedisServer;
let legacy: StandIn;
let recorder: Server;
let gateway: ChildProcess;
let output = '';
let url: string;
let metricsUrl: string;
/** Every request that reached the legacy API: "POST /api/user/login". */
const upstream: string[] = [];

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

interface Answer {
  status: number;
  json: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    redis?: string;
  };
}

/** One request on a connection of its own, as separate shoppers arrive: the primary hands each to a worker in turn. */
function send(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? '' : JSON.stringify(body);
    const req = request(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(sent),
          lang: 'en',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Answer['json'] }));
      },
    );
    req.on('error', reject);
    req.end(sent);
  });
}

const graphql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  send('POST', '/graphql', { query, variables }, headers);
const codeOf = (answer: Answer) => answer.json.errors?.[0]?.extensions?.code;

const LOGIN =
  'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';
const PAY =
  'mutation Pay($orderId: ID!, $code: String!) { payOrder(orderId: $orderId, paymentCode: $code) { message } }';

/** Whether every worker says Redis is `state` in /readyz (asked on fresh connections, so both answer). */
async function everyWorkerSays(state: 'up' | 'down'): Promise<boolean> {
  const answers = await Promise.all(Array.from({ length: WORKERS * 3 }, () => send('GET', '/readyz')));
  return answers.every((answer) => answer.json.redis === state);
}

async function metric(name: string): Promise<number> {
  const text = await fetch(`${metricsUrl}/metrics`).then((response) => response.text());
  const found = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return found ? Number(found[1]) : Number.NaN;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The legacy calls of a payment: checking the code and paying. */
const paymentCalls = () => upstream.filter((call) => /verify_pay|pay/i.test(call) && call.startsWith('POST'));

beforeAll(async () => {
  [, redis, legacy] = await Promise.all([buildServer(outfile), startRedisServer(), startStandIn()]);
  recorder = await recordingProxy(legacy.url);
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
  gateway = spawn(process.execPath, [...startNodeFlags(), outfile], {
    cwd: dir,
    env: {
      PATH: process.env['PATH'],
      HOST: '127.0.0.1',
      PORT: '0',
      GATEWAY_WORKERS: String(WORKERS),
      REDIS_URL: redis.url,
      LEGACY_API_URL: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'info',
      SHED_LAG_MS: '0',
      DUPLICATE_WINDOW_MS: '5000',
      // Redis stays away here: a payment waits this long for it before it is refused (the wait for a
      // Redis that comes back is tests/gateway/duplicateStoreWait.test.ts's).
      DUPLICATE_REDIS_WAIT_MS: '200',
      RATE_LIMIT_WINDOW_S: '600',
      RATE_LIMIT_ACCOUNT: String(ACCOUNT_LIMIT),
      RATE_LIMIT_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  gateway.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  gateway.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = /Storefront gateway ready: (http:\/\/\S+) \(2 worker processes\)/.exec(output)?.[1];
    if (ready) {
      url = ready;
      break;
    }
    if (gateway.exitCode !== null || Date.now() > deadline)
      throw new Error(`the gateway did not start:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await until('both workers to share Redis', () => everyWorkerSays('up'));
}, 180_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (recorder ? recorder.close(resolve) : resolve(undefined)));
  await legacy?.close();
  // Resumes a hung server before stopping it.
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}, 60_000);

describe('two workers, Redis killed', () => {
  let token: string;
  beforeAll(async () => {
    token = await legacy.login('demo', 'demo123');
    await redis.stop();
    await until('both workers to notice', () => everyWorkerSays('down'));
  }, 60_000);

  it('lets one account no more than its share of wrong passwords through (limit ÷ workers each), not a whole limit per worker', async () => {
    upstream.length = 0;
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      codes.push(
        codeOf(await graphql(LOGIN, { account: 'newbie', password: `wrong-${attempt}` }, { repeatSubmit: 'false' })),
      );
    }
    const reached = upstream.filter((call) => call === 'POST /api/user/login').length;
    expect(reached).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(12 - reached);
  });

  it('runs the same payment sent twice at once on two connections at most once: refused with TRY_AGAIN_LATER', async () => {
    upstream.length = 0;
    const [first, second] = await Promise.all([
      graphql(PAY, { orderId: '1', code: '123456' }, { token }),
      graphql(PAY, { orderId: '1', code: '123456' }, { token }),
    ]);
    expect(paymentCalls().length).toBeLessThanOrEqual(1);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(codeOf(answer)).toBe('TRY_AGAIN_LATER');
    }
  });

  it('still serves other mutations and reads, each worker guarding for itself', async () => {
    const me = await graphql('{ me { username } }', {}, { token });
    expect(me.json.data).toEqual({ me: { username: 'demo' } });
    const rename = await graphql(
      'mutation Rename($input: ProfileInput!) { updateProfile(input: $input) { nickname } }',
      { input: { nickname: 'Offline' } },
      { token },
    );
    expect(rename.json.errors).toBeUndefined();
  });

  afterAll(async () => {
    await redis.start();
    await until('both workers to share Redis again', () => everyWorkerSays('up'));
  }, 60_000);
});

describe('two workers, Redis hung (SIGSTOP)', () => {
  let token: string;
  beforeAll(async () => {
    token = await legacy.login('demo', 'demo123');
    expect(await metric('gateway_redis_up')).toBe(1);
    redis.signal('SIGSTOP');
  });

  it('says so in /readyz and gateway_redis_up within seconds, still ready', async () => {
    await until('both workers to say Redis is down', () => everyWorkerSays('down'), 30_000);
    const ready = await send('GET', '/readyz');
    expect(ready).toEqual({ status: 200, json: { status: 'ready', upstream: expect.any(String), redis: 'down' } });
    await until('gateway_redis_up 0', async () => (await metric('gateway_redis_up')) === 0, 30_000);
  }, 90_000);

  it('signs in without any request waiting for a Redis command timeout', async () => {
    await until('both workers to say Redis is down', () => everyWorkerSays('down'), 30_000);
    const waitedBefore = await metric('gateway_redis_command_timeouts_total');
    expect(Number.isNaN(waitedBefore)).toBe(false);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await graphql(LOGIN, { account: 'demo', password: 'demo123' }, { repeatSubmit: 'false' });
      expect(answer.json.errors).toBeUndefined();
    }
    expect(await metric('gateway_redis_command_timeouts_total')).toBe(waitedBefore);
  }, 90_000);

  it('does not run a double-tapped payment twice', async () => {
    upstream.length = 0;
    const [first, second] = await Promise.all([
      graphql(PAY, { orderId: '1', code: '123456' }, { token }),
      graphql(PAY, { orderId: '1', code: '123456' }, { token }),
    ]);
    expect(paymentCalls().length).toBeLessThanOrEqual(1);
    expect([codeOf(first), codeOf(second)]).toEqual(['TRY_AGAIN_LATER', 'TRY_AGAIN_LATER']);
  });

  afterAll(() => {
    redis.signal('SIGCONT');
  });
});
