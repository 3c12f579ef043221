import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

const fake = useFakeUpstream();
const gateway = useGateway();
const behindNobody = useGateway({ TRUST_PROXY: 'false' });

/**
 * Every kind of route the gateway answers, with what it answers to a plain request; `sandboxed`:
 * upstream content that may be a document (an SVG), under the sandbox policy instead.
 */
const ROUTES: Array<{ path: string; init?: RequestInit; sandboxed?: true }> = [
  { path: '/' },
  { path: '/home', init: { headers: { accept: 'text/html' } } },
  { path: '/detail/1/2', init: { headers: { accept: 'text/html' } } },
  {
    path: '/graphql',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' },
  },
  { path: '/graphql?query=%7B__typename%7D', init: { headers: { 'apollo-require-preflight': '1' } } },
  { path: '/graphql', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' } },
  { path: '/explorer' },
  { path: '/explorer/assets/missing.js' },
  { path: '/upload', init: { method: 'POST' } },
  { path: '/uploads/avatar/1.png' },
  { path: '/static/img/logo.svg', sandboxed: true },
  { path: '/healthz' },
  { path: '/readyz' },
  { path: '/no/such/thing.json' },
];

function expectHardened(headers: Headers, where: string, sandboxed = false): void {
  const csp = headers.get('content-security-policy') ?? '';
  if (sandboxed) {
    expect(csp, where).toMatch(/^default-src 'none';/);
    expect(csp, where).toMatch(/; sandbox( |$)/);
    expect(csp, where).not.toContain('script-src');
    expect(headers.get('x-frame-options'), where).toBe('SAMEORIGIN');
  } else {
    expect(csp, where).toContain("frame-ancestors 'none'");
    expect(csp, where).toContain("object-src 'none'");
    expect(csp, where).toMatch(/script-src 'self'(;|$| 'nonce-)/);
    expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.get('x-frame-options'), where).toBe('DENY');
  }
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('no-referrer');
  expect(headers.get('x-powered-by'), where).toBeNull();
}

describe('security headers', () => {
  it('are on every route, whatever it answers', async () => {
    fake.server.use(
      http.get(`${UPSTREAM}/`, () => ok(null)),
      http.get(
        `${UPSTREAM}/uploads/avatar/1.png`,
        () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
      ),
      http.get(
        `${UPSTREAM}/static/img/logo.svg`,
        () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
      ),
    );
    for (const { path, init, sandboxed } of ROUTES) {
      const response = await fetch(`${gateway.url}${path}`, init);
      await response.arrayBuffer();
      expectHardened(response.headers, `${init?.method ?? 'GET'} ${path} (${response.status})`, sandboxed);
    }
  });

  it('let the storefront frame its own origin and https pages only', async () => {
    const response = await fetch(`${gateway.url}/home`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'self' https:;");
  });

  it('serve an upstream page framable by the storefront only, sandboxed, whatever upstream sends', async () => {
    fake.server.use(
      http.get(
        `${UPSTREAM}/static/pages/service`,
        () =>
          new Response('<!doctype html><title>Service</title><script>alert(document.cookie)</script>', {
            headers: {
              'content-type': 'text/html; charset=utf-8',
              'content-security-policy': "script-src * 'unsafe-inline'",
              'x-frame-options': 'ALLOWALL',
              'set-cookie': 'Admin-Token=stolen; Path=/',
            },
          }),
      ),
    );
    const response = await fetch(`${gateway.url}/static/pages/service?lang=ar`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Service</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/sandbox allow-popups/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toContain('script-src *');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('give the sandbox page a policy naming its own nonce, fresh on every load', async () => {
    const nonces: string[] = [];
    for (let load = 0; load < 2; load += 1) {
      const response = await fetch(`${gateway.url}/graphql?sandbox`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const nonce = /<script nonce="([0-9a-f]+)">/.exec(html)?.[1];
      expect(nonce).toBeDefined();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' https://embeddable-sandbox.cdn.apollographql.com`);
      expect(csp).toContain("frame-ancestors 'none'");
      // Every inline script of the page carries the nonce.
      expect(html.match(/<script(?![^>]*nonce=)/g)).toBeNull();
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('send HSTS only when the request came over https through a trusted proxy', async () => {
    const plain = await fetch(`${gateway.url}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const viaTls = await fetch(`${gateway.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    const untrusted = await fetch(`${behindNobody.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  const BANNERS = '{ banners }';
  const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('believes the forwarded host of a loopback proxy by default', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/banner`, () => ok(['/static/img/banner/1.svg'])));
    const answer = await gateway.post(BANNERS, {}, forwarded);
    expect(answer.data).toEqual({ banners: ['https://evil.example/static/img/banner/1.svg'] });
  });

  it('set to false, ignores forwarded headers: the image URLs keep the real host', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/banner`, () => ok(['/static/img/banner/1.svg'])));
    const answer = await behindNobody.post(BANNERS, {}, forwarded);
    expect(answer.data).toEqual({ banners: [`${behindNobody.url}/static/img/banner/1.svg`] });
  });
});
