import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { routeKey } from '../../gateway/src/http/canonicalPath.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fakeUpstream.ts';
import { rawRequest } from './support/rawRequest.ts';
import { startRewritingProxy, type RewritingProxy } from './support/rewritingProxy.ts';

/*
 * One canonical path before any decision (issue 18, item 1). The legacy router ignores case and a
 * trailing slash and merges `//`, and the web server in front of it decodes escapes and resolves
 * `..`: every spelling it takes for a guarded route is counted by that route's limit here, and a
 * path that would leave `/api`, `/merchant`, `/uploads` or `/static` upstream is refused with 400
 * before anything is forwarded. Paths are sent as written (node:http), never resolved by fetch.
 */

// Small, so the table stays cheap: half of it spelled one way, half the other, then both refused.
const LIMIT = 4;

interface Envelope {
  code: number;
  msg: string;
  time: string;
  data: unknown;
}

describe('every spelling of a guarded route counts against its one limit', () => {
  let legacy: StandIn;
  let recorder: RewritingProxy;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    legacy = await startStandIn();
    // Between the gateway and the stand-in: every path that reached the legacy API is recorded.
    recorder = await startRewritingProxy(legacy.url);
    gateway = await createGateway({
      config: readConfig({
        LOG_LEVEL: 'silent',
        LEGACY_PASSTHROUGH: 'true',
        SHED_LAG_MS: '0',
        RATE_LIMIT_ACCOUNT: String(LIMIT),
        RATE_LIMIT_IP: '100000',
        RATE_LIMIT_GENERAL: '100000',
      }),
      upstreamUrl: recorder.url,
      logger: createLogger('silent'),
    });
    url = (await gateway.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    await gateway?.close();
    await recorder?.close();
    await legacy?.close();
  });

  const post = async (path: string, body: Record<string, string>, headers: Record<string, string> = {}) => {
    const answer = await rawRequest(url, 'POST', path, {
      // Every try is deliberate: the duplicate rule is not what is tested.
      headers: { 'content-type': 'application/json', repeatSubmit: 'false', lang: 'en', ...headers },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: JSON.parse(answer.text) as Envelope };
  };
  const reached = (route: string) => recorder.paths.filter((path) => routeKey(path) === route).length;

  /** Half the limit spelled one way, half the canonical way, then both spellings are refused and never forwarded. */
  async function sharesTheLimit(
    spelling: string,
    canonical: string,
    body: (attempt: number) => Record<string, string>,
    headers?: Record<string, string>,
  ) {
    recorder.reset();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const answer = await post(attempt % 2 === 0 ? spelling : canonical, body(attempt), headers);
      // Forwarded, and the legacy API took the spelling for the route: a refusal of the wrong secret.
      expect(answer.status, `attempt ${attempt + 1}`).toBe(200);
      expect(answer.body.code).toBe(0);
    }
    expect(reached(routeKey(canonical))).toBe(LIMIT);
    for (const path of [spelling, canonical]) {
      const refused = await post(path, body(LIMIT), headers);
      expect(refused.status, `${path} over the limit`).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, data: null });
    }
    expect(reached(routeKey(canonical))).toBe(LIMIT);
  }

  const SIGN_IN_SPELLINGS = [
    '/api/user/Login',
    '/api/user/login/',
    '/api//user/login',
    '/api/User/login',
    '/api/user//login',
    '/API/user/login',
    '/api/./user/login',
    '/api/user/%6cogin',
    '/api/user/%6Cogin',
    '/api/user/x/../login',
    '/api\\user\\login',
    '/API//USER/LOGIN/',
  ];

  it.each(SIGN_IN_SPELLINGS.map((spelling, index): [string, number] => [spelling, index]))(
    'sign-in: %s is the same route as /api/user/login',
    async (spelling, index) => {
      await sharesTheLimit(spelling, '/api/user/login', (attempt) => ({
        account: `spelling${index}`,
        password: `wrong-${attempt}`,
      }));
    },
  );

  const PAYMENT_CODE_SPELLINGS: Array<[string, string]> = [
    ['/api/user/Verify_Pay', '/api/user/verify_pay'],
    ['/api/user/verify_pay/', '/api/user/verify_pay'],
    ['/api//user/verify_pay', '/api/user/verify_pay'],
    ['/API/USER/VERIFY_PAY', '/api/user/verify_pay'],
    ['/api/user/%76erify_pay', '/api/user/verify_pay'],
    ['/merchant/merchant/Verify_pay/', '/merchant/merchant/verify_pay'],
    ['/merchant//merchant/verify_pay', '/merchant/merchant/verify_pay'],
    ['/MERCHANT/merchant/./verify_pay', '/merchant/merchant/verify_pay'],
  ];

  it.each(PAYMENT_CODE_SPELLINGS)('payment code: %s is the same route as %s', async (spelling, canonical) => {
    // A session of its own: payment-code guesses are counted per session.
    const token = await legacy.login('demo', 'demo123');
    await sharesTheLimit(spelling, canonical, (attempt) => ({ password_pay: `90000${attempt}`.slice(-6) }), { token });
  });

  it('forwards the canonical path and the query string as sent', async () => {
    recorder.reset();
    const answer = await rawRequest(url, 'GET', '/api//index/./Category/?lang=en&x=%2e%2e');
    expect(answer.status).toBe(200);
    expect(recorder.paths).toEqual(['/api/index/Category/']);
  });
});

describe('paths that climb out of their prefix are refused and never forwarded', () => {
  let upstream: FakeUpstream;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    gateway = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', LEGACY_PASSTHROUGH: 'true', SHED_LAG_MS: '0' }),
      upstreamUrl: upstream.url,
      logger: createLogger('silent'),
    });
    url = (await gateway.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  const THROUGH_THE_PASSTHROUGH = [
    '/api/../admin/orders',
    '/merchant/%2e%2e/admin/orders',
    '/api/user/../../admin/orders',
    '/api/..\\admin/orders',
    '/api/%2e%2e/admin/orders',
    '/api/%2E%2e/admin/orders',
    '/api/user%2f..%2f..%2fadmin/orders',
    '/api/%252e%252e/admin/orders',
    '/api/../api/user/login',
    '/merchant/merchant/..%2f..%2fadmin/orders',
  ];

  it.each(THROUGH_THE_PASSTHROUGH)('%s: 400 in the legacy envelope, translated', async (path) => {
    const before = upstream.received.length;
    for (const method of ['GET', 'POST']) {
      const answer = await rawRequest(url, method, path, {
        headers: { 'x-admin-key': 'test-admin-key', lang: 'de', 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(answer.status).toBe(400);
      const body = JSON.parse(answer.text) as Envelope;
      expect(body).toMatchObject({ code: 400, msg: 'Störung der Systemschnittstelle (400)', data: null });
      expect(body.time).toMatch(/^\d+$/);
    }
    expect(upstream.received.slice(before)).toEqual([]);
  });

  const THROUGH_THE_IMAGE_PROXY = [
    '/uploads/../admin/orders',
    '/uploads/%2e%2e/admin/orders',
    '/static/..%5cadmin',
    '/static/%2e%2e%2fadmin',
    '/uploads/%252e%252e/admin',
  ];

  it.each(THROUGH_THE_IMAGE_PROXY)('%s (image proxy): 400', async (path) => {
    const before = upstream.received.length;
    const answer = await rawRequest(url, 'GET', path, { headers: { accept: 'image/*' } });
    expect(answer.status).toBe(400);
    expect(upstream.received.slice(before)).toEqual([]);
  });

  it('refuses them in the static pages too', async () => {
    for (const path of ['/assets/%2e%2e/index.html', '/assets/..%2f..%2fpackage.json', '/../package.json']) {
      expect((await rawRequest(url, 'GET', path, { headers: { accept: 'text/html' } })).status, path).toBe(400);
    }
  });

  it("counts the refusals in the passthrough's traffic", async () => {
    const { values } = await gateway.metrics.passthroughRequests.get();
    const refused = values.filter(({ labels }) => labels['outcome'] === 'refused' && labels['status'] === '400');
    expect(refused.reduce((sum, { value }) => sum + value, 0)).toBe(THROUGH_THE_PASSTHROUGH.length * 2);
  });

  it('forwards what stays inside its prefix as its canonical path, without the operator key', async () => {
    const before = upstream.received.length;
    await rawRequest(url, 'GET', '/api/user/./x/../getUserInfo?lang=en', {
      headers: { 'x-admin-key': 'test-admin-key' },
    });
    await rawRequest(url, 'GET', '/uploads/2026//x/../a.png', { headers: { 'x-admin-key': 'test-admin-key' } });
    const seen = upstream.received.slice(before);
    expect(seen.map((request) => request.url)).toEqual(['/api/user/getUserInfo?lang=en', '/uploads/2026/a.png']);
    expect(seen.every((request) => request.headers['x-admin-key'] === undefined)).toBe(true);
  });
});
