import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, refused, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

const fake = useFakeUpstream();
const gateway = useGateway({ RATE_LIMIT_ACCOUNT: '1' });
const shedding = useGateway({ SHED_LAG_MS: '200' });
let metricsUrl: string;
beforeAll(async () => {
  metricsUrl = (await gateway.gateway.listenMetrics(0, '127.0.0.1')).url;
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample line, e.g. `gateway_public_cache_lookups_total{result="hit"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function readyWithin(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await fetch(`${url}/readyz`)).status !== 200) {
    expect(Date.now(), 'ready again in time').toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function shedCount(): Promise<number> {
  return (await shedding.gateway.metrics.shed.get()).values[0]?.value ?? 0;
}

/** Blocks this process's event loop, as a runaway synchronous task in the gateway would. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

describe('GET /metrics on its own port', () => {
  it('exposes requests, latency, upstream calls, public-cache hits and misses, refusals and event-loop lag', async () => {
    fake.server.use(
      http.get(`${UPSTREAM}/api/index/banner`, () => ok(['/static/img/banner/1.svg'])),
      http.get(`${UPSTREAM}/api/user/notice_list`, () => HttpResponse.text('down', { status: 503 })),
      http.post(`${UPSTREAM}/api/user/login`, () => refused('Incorrect account or password')),
    );
    await gateway.post('query Home { banners }');
    await gateway.post('query Home { banners }');
    await gateway.post('query Notifications { notifications { total } }', {}, { token: 't0k3n' });
    const LOGIN =
      'mutation Login($account: String!, $password: String!) { login(account: $account, password: $password) { token } }';
    await gateway.post(LOGIN, { account: 'demo', password: 'wrong' }, { repeatSubmit: 'false' });
    const refusedAnswer = await gateway.post(LOGIN, { account: 'demo', password: 'wrong' }, { repeatSubmit: 'false' });
    expect(refusedAnswer.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');

    const text = await scrape();
    expect(sample(text, 'gateway_graphql_requests_total{operation="Home",outcome="ok"}')).toBe(2);
    expect(
      sample(text, 'gateway_graphql_requests_total{operation="Notifications",outcome="UPSTREAM_HTTP_ERROR"}'),
    ).toBe(1);
    expect(sample(text, 'gateway_graphql_requests_total{operation="Login",outcome="RATE_LIMITED"}')).toBe(1);
    expect(sample(text, 'gateway_graphql_request_duration_seconds_count{operation="Home"}')).toBe(2);
    expect(text).toMatch(/gateway_graphql_request_duration_seconds_bucket\{le="0\.1",operation="Home"\} \d/);
    expect(sample(text, 'gateway_upstream_calls_total{operation="banners",code="ok"}')).toBe(1);
    expect(sample(text, 'gateway_upstream_calls_total{operation="noticeList",code="UPSTREAM_HTTP_ERROR"}')).toBe(1);
    expect(sample(text, 'gateway_upstream_calls_total{operation="login",code="UPSTREAM_REJECTED"}')).toBe(1);
    expect(sample(text, 'gateway_upstream_call_duration_seconds_count{operation="banners"}')).toBe(1);
    expect(sample(text, 'gateway_public_cache_lookups_total{result="miss"}')).toBe(1);
    expect(sample(text, 'gateway_public_cache_lookups_total{result="hit"}')).toBe(1);
    expect(sample(text, 'gateway_rate_limit_refusals_total{limit="signIn:account"}')).toBe(1);
    expect(sample(text, 'gateway_event_loop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    // No Redis configured: no claim about it.
    expect(text).not.toMatch(/^gateway_redis_up /m);
  });

  it('is not served on the public port', async () => {
    const response = await fetch(`${gateway.url}/metrics`, { headers: { accept: 'text/plain' } });
    expect(await response.text()).not.toContain('gateway_graphql_requests_total');
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After at once while the event loop lags, and /readyz 503, then recovers by itself', async () => {
    fake.server.use(
      http.get(`${UPSTREAM}/`, () => ok(null)),
      http.get(`${UPSTREAM}/api/index/banner`, () => ok([])),
    );
    // Starting this test file lags the loop too: wait for that to pass first.
    await readyWithin(shedding.url, 5000);
    const before = await shedCount();

    blockEventLoop(600);
    const shed = await fetch(`${shedding.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ banners }"}',
    });
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    const ready = await fetch(`${shedding.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'overloaded' });
    // Liveness is not load: the process is fine.
    expect((await fetch(`${shedding.url}/healthz`)).status).toBe(200);

    await readyWithin(shedding.url, 5000);
    const served = await shedding.post('{ banners }');
    expect(served.status).toBe(200);
    expect(served.data).toEqual({ banners: [] });
    expect(await shedCount()).toBe(before + 1);
  });
});
