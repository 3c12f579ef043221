import { GraphQLError } from 'graphql';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GatewayMetrics } from '../../gateway/src/metrics/gatewayMetrics.ts';
import { createUpstreamClient, type UpstreamClient } from '../../gateway/src/upstream/client.ts';
import type { LegacyDecoders } from '../../gateway/src/upstream/decoders.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';
import { BreakerState, isBreakerOpen } from '../../gateway/src/upstream/resilience/breakers.ts';
import { UpstreamResilience, type ResilienceSettings } from '../../gateway/src/upstream/resilience/policies.ts';

/*
 * The legacy API's bad days, at the upstream client over real sockets (a local server whose
 * answers each test sets): a breaker per call, a bulkhead per call, the one retry of a read.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the local legacy API answers, by path; every request that reached it, in order. */
const handlers = new Map<string, Handler>();
const hits: Array<{ method: string; path: string }> = [];
const hitsOn = (path: string) => hits.filter((hit) => hit.path === path).length;
/** Responses held open by a test, answered (or cut) when it ends. */
const held = new Set<ServerResponse>();

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://legacy').pathname;
  hits.push({ method: req.method ?? '', path });
  const handler = handlers.get(path);
  if (handler) handler(req, res);
  else res.writeHead(404).end();
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  handlers.clear();
  hits.length = 0;
  for (const res of held) res.destroy();
  held.clear();
  vi.useRealTimers();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function envelope(res: ServerResponse, data: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 1, msg: 'ok', data }));
}

/** Answers `status` for the first `times` requests, then the envelope. */
function failingFirst(times: number, fail: (res: ServerResponse) => void): Handler {
  let count = 0;
  return (_req, res) => {
    count += 1;
    if (count <= times) fail(res);
    else envelope(res, []);
  };
}

const status = (code: number) => (res: ServerResponse) => res.writeHead(code).end('<html>busy</html>');
/** Holds the answer until the test ends: a legacy endpoint that hangs. */
const hang: Handler = (_req, res) => {
  held.add(res);
};

const SETTINGS: ResilienceSettings = {
  breaker: { failures: 3, halfOpenAfterMs: 5000 },
  bulkhead: { limit: 64, queue: 64 },
  retryReads: false,
};

/** These tests are about when calls are sent, not decoding: answers pass through. */
const passThrough = new Proxy({}, { get: () => z.unknown() }) as unknown as LegacyDecoders;

function client(
  settings: Partial<ResilienceSettings> = {},
  options: { timeoutMs?: number; maxSockets?: number } = {},
): { client: UpstreamClient; resilience: UpstreamResilience } {
  const resilience = new UpstreamResilience({ ...SETTINGS, ...settings });
  return {
    resilience,
    client: createUpstreamClient({
      baseUrl,
      timeoutMs: options.timeoutMs ?? 5000,
      maxSockets: options.maxSockets ?? 16,
      endpoints,
      decoders: passThrough,
      resilience,
    }),
  };
}

async function failure(run: Promise<unknown>): Promise<GraphQLError> {
  const outcome = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(GraphQLError);
  return outcome as GraphQLError;
}

/** Resolves once `check` holds, asked after each event-loop turn. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

const PLATFORM = '/api/index/index';
const BANNERS = '/api/index/banner';

describe('a circuit breaker per legacy call', () => {
  it('opens after the threshold, fails at once with UPSTREAM_UNAVAILABLE and retryAfter, half-opens and closes on success', async () => {
    const { client: upstream, resilience } = client();
    const metrics = new GatewayMetrics();
    metrics.watchBreakers(['platformInfo', 'banners'], (call) => resilience.breakers.state(call));
    const gauge = async (call: string) =>
      Number(
        new RegExp(`^gateway_upstream_breaker_state\\{call="${call}"\\} (\\d)$`, 'm').exec(
          await metrics.registry.metrics(),
        )?.[1],
      );
    handlers.set(PLATFORM, (_req, res) => status(503)(res));
    handlers.set(BANNERS, (_req, res) => envelope(res, []));

    for (let failed = 1; failed <= 3; failed += 1) {
      const error = await failure(upstream.call('platformInfo', {}, {}));
      expect(error.extensions).toEqual({ code: 'UPSTREAM_HTTP_ERROR', status: 503 });
    }
    expect(hitsOn(PLATFORM)).toBe(3);
    expect(resilience.breakers.state('platformInfo')).toBe(BreakerState.open);
    expect(await gauge('platformInfo')).toBe(2);

    // Open: refused at once, nothing sent; retryAfter says when it will try again.
    const refused = await failure(upstream.call('platformInfo', {}, {}));
    expect(refused.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', breakerOpen: true, retryAfter: 5 });
    expect(isBreakerOpen(refused)).toBe(true);
    expect(hitsOn(PLATFORM)).toBe(3);
    // Another call's breaker is its own.
    expect((await upstream.call('banners', {}, {})).data).toEqual([]);
    expect(await gauge('banners')).toBe(0);

    // Once the half-open delay has passed, one call goes through to test the legacy API.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5001 });
    let probeResponse: ServerResponse | undefined;
    handlers.set(PLATFORM, (_req, res) => {
      probeResponse = res;
    });
    const probe = upstream.call('platformInfo', {}, {});
    await until(() => probeResponse !== undefined);
    expect(resilience.breakers.state('platformInfo')).toBe(BreakerState.halfOpen);
    expect(await gauge('platformInfo')).toBe(1);
    expect(resilience.breakers.notClosed()).toEqual({ platformInfo: 'half-open' });
    // While it is out, the others do not wait for it.
    expect(isBreakerOpen(await failure(upstream.call('platformInfo', {}, {})))).toBe(true);
    expect(hitsOn(PLATFORM)).toBe(4);

    // Its success closes the breaker: calls go through again.
    handlers.set(PLATFORM, (_req, res) => envelope(res, { name: 'back' }));
    if (probeResponse) envelope(probeResponse, { name: 'back' });
    expect((await probe).data).toEqual({ name: 'back' });
    expect(resilience.breakers.state('platformInfo')).toBe(BreakerState.closed);
    expect(await gauge('platformInfo')).toBe(0);
    expect((await upstream.call('platformInfo', {}, {})).data).toEqual({ name: 'back' });
    expect(hitsOn(PLATFORM)).toBe(5);
  });
});

describe('what a breaker counts', () => {
  it('counts timeouts, and a probe that fails opens it again', async () => {
    const { client: upstream, resilience } = client(
      { breaker: { failures: 2, halfOpenAfterMs: 1000 } },
      { timeoutMs: 200 },
    );
    handlers.set(PLATFORM, hang);
    for (let failed = 1; failed <= 2; failed += 1) {
      expect((await failure(upstream.call('platformInfo', {}, {}))).extensions).toEqual({ code: 'UPSTREAM_TIMEOUT' });
    }
    expect(resilience.breakers.state('platformInfo')).toBe(BreakerState.open);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1001 });
    // The probe hangs too: the breaker opens again, and the next call is refused without being sent.
    expect((await failure(upstream.call('platformInfo', {}, {}))).extensions).toEqual({ code: 'UPSTREAM_TIMEOUT' });
    expect(resilience.breakers.state('platformInfo')).toBe(BreakerState.open);
    expect(isBreakerOpen(await failure(upstream.call('platformInfo', {}, {})))).toBe(true);
    expect(hitsOn(PLATFORM)).toBe(3);
  });

  it('never opens on a 500 or a refusal: those are the legacy API answering', async () => {
    const { client: upstream, resilience } = client({ breaker: { failures: 2, halfOpenAfterMs: 5000 } });
    handlers.set(PLATFORM, (_req, res) => status(500)(res));
    handlers.set(BANNERS, (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"no","data":null}'),
    );
    for (let call = 1; call <= 4; call += 1) {
      await failure(upstream.call('platformInfo', {}, {}));
      await failure(upstream.call('banners', {}, {}));
    }
    expect(hitsOn(PLATFORM)).toBe(4);
    expect(hitsOn(BANNERS)).toBe(4);
    expect(resilience.breakers.notClosed()).toEqual({});
  });
});

describe('a bulkhead per legacy call', () => {
  it('keeps a slow endpoint to its share of the connections, so another is still answered', async () => {
    // Three connections in all; the hung endpoint may hold two of them.
    const { client: upstream } = client({ bulkhead: { limit: 2, queue: 1 } }, { maxSockets: 3 });
    handlers.set('/api/product/detail', hang);
    handlers.set(BANNERS, (_req, res) => envelope(res, []));

    const stuck = [1, 2, 3].map((id) => upstream.call('productDetail', { id }, {}).catch((error: unknown) => error));
    await until(() => hitsOn('/api/product/detail') === 2);
    // Two in flight and one waiting: one more is refused at once, not queued behind them.
    const busy = await failure(upstream.call('productDetail', { id: 4 }, {}));
    expect(busy.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', busy: true, retryAfter: 1 });
    // The third connection is the other endpoint's.
    expect((await upstream.call('banners', {}, {})).data).toEqual([]);
    expect(hitsOn('/api/product/detail')).toBe(2);

    handlers.set('/api/product/detail', (_req, res) => envelope(res, {}));
    for (const res of held) res.destroy();
    await Promise.all(stuck);
  });

  it('stops a queued call at its deadline', async () => {
    // One bulkhead, two clients: the first call outlasts the deadline of the one queued behind it.
    const resilience = new UpstreamResilience({ ...SETTINGS, bulkhead: { limit: 1, queue: 1 } });
    const made = (timeoutMs: number) =>
      createUpstreamClient({ baseUrl, timeoutMs, endpoints, decoders: passThrough, resilience });
    handlers.set('/api/product/detail', hang);
    const first = failure(made(5000).call('productDetail', { id: 1 }, {}));
    await until(() => hitsOn('/api/product/detail') === 1);
    const queued = await failure(made(300).call('productDetail', { id: 2 }, {}));
    expect(queued.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT' });
    expect(hitsOn('/api/product/detail')).toBe(1);
    for (const res of held) res.destroy();
    expect((await first).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    // Its place freed, the queued call is not sent after all (its deadline has passed); the next one is.
    handlers.set('/api/product/detail', (_req, res) => envelope(res, { id: 3 }));
    expect((await made(5000).call('productDetail', { id: 3 }, {})).data).toEqual({ id: 3 });
    expect(hitsOn('/api/product/detail')).toBe(2);
  });
});

describe('one retry, for reads only', () => {
  const retrying = () => client({ retryReads: true, breaker: { failures: 0, halfOpenAfterMs: 5000 } });

  it('asks a read once more after a 503, and answers the second answer', async () => {
    handlers.set(PLATFORM, failingFirst(1, status(503)));
    expect((await retrying().client.call('platformInfo', {}, {}, { read: true })).data).toEqual([]);
    expect(hitsOn(PLATFORM)).toBe(2);
  });

  it('asks only once more: a second 502 is the answer', async () => {
    handlers.set(PLATFORM, failingFirst(5, status(502)));
    const error = await failure(retrying().client.call('platformInfo', {}, {}, { read: true }));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_HTTP_ERROR', status: 502 });
    expect(hitsOn(PLATFORM)).toBe(2);
  });

  it('asks a legacy read that uses POST once more after a connection error', async () => {
    handlers.set(
      '/api/merchant/assistList',
      failingFirst(1, (res) => res.socket?.destroy()),
    );
    expect((await retrying().client.call('assistList', { page: 1 }, {}, { read: true })).data).toEqual([]);
    expect(hits.filter((hit) => hit.path === '/api/merchant/assistList').map((hit) => hit.method)).toEqual([
      'POST',
      'POST',
    ]);
  });

  it('does not retry a 500: that is the legacy code answering, not a proxy in front of it', async () => {
    handlers.set(PLATFORM, failingFirst(1, status(500)));
    const error = await failure(retrying().client.call('platformInfo', {}, {}, { read: true }));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_HTTP_ERROR', status: 500 });
    expect(hitsOn(PLATFORM)).toBe(1);
  });

  it.each([
    ['a 503', status(503), { code: 'UPSTREAM_HTTP_ERROR', status: 503 }],
    ['a connection cut', (res: ServerResponse) => res.socket?.destroy(), { code: 'UPSTREAM_UNAVAILABLE' }],
  ])('never sends a mutation twice, even after %s', async (_what, fail, extensions) => {
    handlers.set('/api/cart/add', failingFirst(1, fail));
    const error = await failure(retrying().client.call('cartAdd', { product_id: 1, num: 1 }, {}));
    expect(error.extensions).toEqual(extensions);
    expect(hitsOn('/api/cart/add')).toBe(1);
  });

  it('never sends a write that uses GET twice (the endpoint table does not mark it idempotent)', async () => {
    handlers.set('/api/user/address_del', failingFirst(1, status(503)));
    await failure(retrying().client.call('addressDel', { id: 1 }, {}, { read: true }));
    expect(hitsOn('/api/user/address_del')).toBe(1);
  });

  it('does not retry past the deadline', async () => {
    const { client: upstream } = client(
      { retryReads: true, breaker: { failures: 0, halfOpenAfterMs: 5000 } },
      { timeoutMs: 400 },
    );
    // The 503 comes when less time is left than any pause before a retry.
    handlers.set(PLATFORM, (_req, res) => {
      setTimeout(() => status(503)(res), 380);
    });
    const error = await failure(upstream.call('platformInfo', {}, {}, { read: true }));
    expect(['UPSTREAM_HTTP_ERROR', 'UPSTREAM_TIMEOUT']).toContain(error.extensions['code']);
    expect(hitsOn(PLATFORM)).toBe(1);
  });
});
