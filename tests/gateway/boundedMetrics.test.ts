/**
 * The gateway's series stay bounded whatever clients send (operation names, client versions,
 * paths), and answer an incident's questions: HTTP status per route, requests in flight, the
 * upstream pool's use and queue, calls spent against the budget, the running build.
 * A real upstream server here (no msw), so the upstream client's own http agent is measured.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { routeLabel } from '../../gateway/src/metrics/httpMetrics.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { freePort } from '../support/freePort.ts';

let upstream: Server;
let gateway: Gateway;
let url: string;
let metricsUrl: string;
/** Banner requests the upstream holds until released (to fill the pool). */
const held: ServerResponse[] = [];
let holding = false;

function envelope(res: ServerResponse, data: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 1, msg: 'ok', time: '1732233600', data }));
}

beforeAll(async () => {
  upstream = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/api/index/banner') && holding) held.push(res);
    else envelope(res, req.url?.startsWith('/api/index/banner') ? ['/static/img/banner/1.svg'] : null);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const config = readConfig({
    LOG_LEVEL: 'silent',
    SHED_LAG_MS: '0',
    UPSTREAM_MAX_SOCKETS: '1',
    // Every banners query goes upstream: the pool test needs two at once.
    PUBLIC_CACHE_TTL_MS: '0',
  });
  gateway = await createGateway({ config, upstreamUrl: `http://127.0.0.1:${port}`, logger: createLogger('silent') });
  url = (await gateway.listen(0, '127.0.0.1')).url;
  metricsUrl = (await gateway.listenMetrics(0, '127.0.0.1')).url;
});

afterAll(async () => {
  for (const res of held) envelope(res, []);
  await gateway?.close();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function scrape(): Promise<string> {
  return (await fetch(metricsUrl)).text();
}

/** The sample lines of one metric (name followed by `{` or a space). */
function series(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

async function post(query: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
}

describe('bounded metric labels', () => {
  it('100 random operation names add no series beyond other', async () => {
    await post('query Home { banners }');
    const before = await scrape();
    const names = Array.from({ length: 100 }, (_, index) => `Op${index}_${Math.random().toString(36).slice(2, 10)}`);
    for (const name of names) expect((await post(`query ${name} { banners }`)).status).toBe(200);
    const after = await scrape();
    for (const name of names) expect(after).not.toContain(name);
    const grown = (metric: string) => series(after, metric).length - series(before, metric).length;
    // One new label value at most (other) per metric with an operation label.
    expect(grown('gateway_graphql_requests_total')).toBe(1);
    expect(value(after, 'gateway_graphql_requests_total{operation="other",outcome="ok"}')).toBe(100);
    expect(value(after, 'gateway_graphql_request_duration_seconds_count{operation="other"}')).toBe(100);
    // The histograms grew by the one `other` label set: its buckets, sum and count.
    expect(grown('gateway_graphql_request_duration_seconds_bucket')).toBe(12);
    expect(grown('gateway_graphql_upstream_calls_per_operation_count')).toBe(1);
    // The storefront's own operation keeps its name, and its calls against the budget: one each.
    expect(value(after, 'gateway_graphql_requests_total{operation="Home",outcome="ok"}')).toBe(1);
    expect(value(after, 'gateway_graphql_upstream_calls_per_operation_sum{operation="Home"}')).toBe(1);
    expect(value(after, 'gateway_graphql_upstream_calls_per_operation_sum{operation="other"}')).toBe(100);
  });

  it('client app versions: a label each up to a bound, then other', async () => {
    for (let index = 0; index < 30; index += 1) {
      await post('query Home { banners }', {
        'apollographql-client-name': 'shop-app',
        'apollographql-client-version': `1.${index}.0`,
      });
    }
    await post('query Home { banners }', {
      'apollographql-client-name': 'bad name with spaces',
      'apollographql-client-version': '1',
    });
    const text = await scrape();
    const versions = series(text, 'gateway_graphql_client_requests_total').filter((line) =>
      line.includes('client="shop-app"'),
    );
    expect(versions).toHaveLength(20);
    expect(value(text, 'gateway_graphql_client_requests_total{client="shop-app",version="1.0.0",outcome="ok"}')).toBe(
      1,
    );
    expect(value(text, 'gateway_graphql_client_requests_total{client="other",version="other",outcome="ok"}')).toBe(11);
    // Requests without the headers say so.
    expect(
      value(text, 'gateway_graphql_client_requests_total{client="none",version="none",outcome="ok"}'),
    ).toBeGreaterThan(0);
  });
});

describe('what an incident asks', () => {
  it('HTTP requests by route and status, never by path', async () => {
    await fetch(`${url}/healthz`);
    await fetch(`${url}/assets/missing-123.js`);
    await fetch(`${url}/upload`, { method: 'POST' });
    await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    const text = await scrape();
    expect(value(text, 'gateway_http_requests_total{route="health",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'gateway_http_requests_total{route="static",status="404"}')).toBe(1);
    expect(value(text, 'gateway_http_requests_total{route="graphql",status="400"}')).toBe(1);
    expect(series(text, 'gateway_http_requests_total').some((line) => line.includes('route="upload"'))).toBe(true);
    expect(value(text, 'gateway_http_request_duration_seconds_count{route="health"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('missing-123');
  });

  it('routes are a fixed set', () => {
    expect(routeLabel('GET', '/uploads/2024/a.png')).toBe('image');
    expect(routeLabel('GET', '/static/img/banner/1.svg')).toBe('image');
    expect(routeLabel('POST', '/api/user/login')).toBe('passthrough');
    expect(routeLabel('GET', '/merchant/index')).toBe('passthrough');
    expect(routeLabel('GET', '/detail/12/34')).toBe('page');
    expect(routeLabel('GET', '/sw.js')).toBe('static');
    expect(routeLabel('POST', '/vitals')).toBe('vitals');
    expect(routeLabel('GET', '/explorer/')).toBe('explorer');
    expect(routeLabel('DELETE', '/anything/else')).toBe('other');
  });

  it('the upstream pool in use and queued, and requests in flight', async () => {
    holding = true;
    const answers = [post('query Home { banners }'), post('query Home { banners }')];
    // One socket (UPSTREAM_MAX_SOCKETS=1): the first call holds it, the second waits in the agent.
    await expect
      .poll(
        async () => {
          const text = await scrape();
          return [
            value(text, 'gateway_upstream_pool_sockets_in_use'),
            value(text, 'gateway_upstream_pool_requests_queued'),
            value(text, 'gateway_http_requests_in_flight'),
          ];
        },
        { timeout: 30_000 },
      )
      .toEqual([1, 1, 2]);
    expect(value(await scrape(), 'gateway_upstream_pool_max_sockets')).toBe(1);
    holding = false;
    // The queued call goes out once the socket is free, and is answered at once.
    for (const res of held.splice(0)) envelope(res, []);
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
    const text = await scrape();
    expect(value(text, 'gateway_upstream_pool_requests_queued')).toBe(0);
    expect(value(text, 'gateway_http_requests_in_flight')).toBe(0);
  });

  it('Redis fallbacks: what used the process instead of an unreachable Redis', async () => {
    const config = readConfig({
      LOG_LEVEL: 'silent',
      SHED_LAG_MS: '0',
      // Nothing listens there: Redis is configured and away.
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
    const { port } = upstream.address() as AddressInfo;
    const away = await createGateway({
      config,
      upstreamUrl: `http://127.0.0.1:${port}`,
      logger: createLogger('silent'),
    });
    try {
      const { url: awayUrl } = await away.listen(0, '127.0.0.1');
      const answer = await fetch(`${awayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query Home { banners }' }),
      });
      expect(answer.status).toBe(200);
      const text = await away.metrics.registry.metrics();
      expect(value(text, 'gateway_redis_up')).toBe(0);
      expect(value(text, 'gateway_redis_fallbacks_total{store="cache"}')).toBeGreaterThan(0);
    } finally {
      await away.close();
    }
  });

  it('the running build', async () => {
    const text = await scrape();
    const [info] = series(text, 'gateway_build_info');
    expect(info).toMatch(/^gateway_build_info\{version="\d+\.\d+\.\d+[^"]*",commit="(unknown|[0-9a-f]{4,40})"\} 1$/);
  });
});
