import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fakeUpstream.ts';
import { rawRequest } from './support/rawRequest.ts';
import { buildPng } from './support/uploads.ts';

/*
 * What the gateway serves from upstream is its own answer (issue 34, part 4): a legacy API (or
 * whoever controls a file it serves) that answers with hostile headers, active content or a
 * redirect changes nothing of what the browser is told about the storefront's origin. The real
 * gateway, as production runs it, in front of a real HTTP server that answers as an attacker would.
 */

/** An SVG whose script would run on the storefront's origin, were it allowed to. */
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>document.documentElement.setAttribute("data-ran", document.domain)</script></svg>';

/** What an attacker's upstream adds to every answer to take over the browser's decisions. */
const HOSTILE_HEADERS: OutgoingHttpHeaders = {
  'content-security-policy': "script-src * 'unsafe-inline'",
  'content-security-policy-report-only': "default-src 'none'; report-uri https://evil.example/r",
  'x-frame-options': 'ALLOWALL',
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': '*',
  'set-cookie': ['Admin-Token=fixed-by-upstream; Path=/', 'Local_Lang=ar; Path=/'],
  'clear-site-data': '"cookies", "storage"',
  refresh: '0; url=https://evil.example/',
  link: '<https://evil.example/x.css>; rel=preload; as=style',
  'strict-transport-security': 'max-age=0',
  'permissions-policy': 'camera=*, geolocation=*',
  'cross-origin-opener-policy': 'unsafe-none',
  'cross-origin-resource-policy': 'cross-origin',
  'cross-origin-embedder-policy': 'unsafe-none',
  'x-content-type-options': 'sniff',
  'referrer-policy': 'unsafe-url',
  'service-worker-allowed': '/',
  'report-to': '{"group":"x","endpoints":[{"url":"https://evil.example/r"}]}',
  'www-authenticate': 'Basic realm="legacy"',
};

/** The policy every answer that may be a document, but is not the gateway's own, gets: no script, an origin of its own. */
function expectSandboxed(headers: IncomingHttpHeaders, where: string): void {
  const csp = String(headers['content-security-policy']);
  expect(csp, where).toMatch(/(^|; )default-src 'none'(;|$)/);
  expect(csp, where).toMatch(/(^|; )sandbox( |;|$)/);
  expect(csp, where).not.toContain('allow-scripts');
  expect(csp, where).not.toContain('allow-same-origin');
  expect(csp, where).not.toMatch(/script-src/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
}

/** The gateway's own headers of a route it answers itself, to compare a proxied answer's with. */
let own: IncomingHttpHeaders;

/**
 * The gateway's own headers, none of the upstream's: each header the upstream tried is the one the
 * gateway sends on its own routes (or absent, as there), the policy and framing excepted, which are
 * the storefront's or the sandbox's.
 */
function expectOurs(headers: IncomingHttpHeaders, where: string): void {
  for (const name of Object.keys(HOSTILE_HEADERS)) {
    if (name === 'content-security-policy' || name === 'x-frame-options') continue;
    expect(headers[name], `${where}: ${name}`).toEqual(own[name]);
  }
  expect(String(headers['content-security-policy']), where).not.toContain('script-src *');
  expect(['DENY', 'SAMEORIGIN'], where).toContain(headers['x-frame-options']);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
}

let upstream: FakeUpstream;
let gateway: Gateway;
let url: string;
const png = buildPng();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const picture = (type: string | undefined, body: string | Buffer) => {
    return (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { ...HOSTILE_HEADERS, ...(type === undefined ? {} : { 'content-type': type }) });
      res.end(body);
    };
  };
  upstream.on('/uploads/hostile.svg', picture('image/svg+xml', HOSTILE_SVG));
  upstream.on('/uploads/charset.svg', picture('image/svg+xml; charset=utf-8', HOSTILE_SVG));
  upstream.on('/uploads/cased.svg', picture('Image/SVG+XML', HOSTILE_SVG));
  upstream.on('/uploads/page.xhtml', picture('application/xhtml+xml', HOSTILE_SVG));
  upstream.on('/uploads/data.xml', picture('text/xml', HOSTILE_SVG));
  upstream.on('/uploads/page.html', picture('text/html', HOSTILE_SVG));
  upstream.on('/uploads/untyped', picture(undefined, HOSTILE_SVG));
  upstream.on('/uploads/odd', picture('image/svg+xml, image/png', HOSTILE_SVG));
  upstream.on('/uploads/hostile.png', picture('image/png', png));
  upstream.on('/uploads/plain.png', (_req, res) => {
    res.writeHead(200, {
      'content-type': 'image/png',
      etag: '"p1"',
      'last-modified': 'Sun, 01 Mar 2026 10:00:00 GMT',
      'cache-control': 'public, max-age=300',
      'content-length': String(png.length),
      server: 'nginx/1.14.0',
      'x-powered-by': 'PHP/7.2.34',
    });
    res.end(png);
  });
  upstream.on('/uploads/moved.png', (_req, res) => {
    res.writeHead(302, { location: 'https://evil.example/phish.png', 'set-cookie': 'Admin-Token=x; Path=/' });
    res.end();
  });
  upstream.on('/uploads/here.png', (_req, res) => {
    res.writeHead(301, { location: '/uploads/plain.png' });
    res.end();
  });
  upstream.on('/api/hostile', picture('text/html; charset=utf-8', `<!doctype html><body>${HOSTILE_SVG}</body>`));
  upstream.on('/merchant/common/upload', (req, res) => {
    req.resume();
    res.writeHead(200, { ...HOSTILE_HEADERS, 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 1, msg: 'ok', time: '0', data: { url: '/uploads/20260301/a.png' } }));
  });

  const config = readConfig({
    LOG_LEVEL: 'silent',
    SHED_LAG_MS: '0',
    METRICS_PORT: '0',
    NODE_ENV: 'production',
    LEGACY_PASSTHROUGH: 'true',
  });
  gateway = await createGateway({ config, upstreamUrl: upstream.url, logger: createLogger('silent') });
  ({ url } = await gateway.listen(0, '127.0.0.1'));
  own = (await rawRequest(url, 'GET', '/healthz')).headers;
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe('the image proxy in front of a hostile upstream', () => {
  it("keeps the sandbox on an SVG whose upstream sent its own policy (script-src * 'unsafe-inline')", async () => {
    const answer = await rawRequest(url, 'GET', '/uploads/hostile.svg');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(HOSTILE_SVG);
    expectSandboxed(answer.headers, 'hostile.svg');
  });

  it("answers X-Frame-Options of its own, not the upstream's ALLOWALL", async () => {
    const answer = await rawRequest(url, 'GET', '/uploads/hostile.png');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets no upstream CORS header through (Access-Control-Allow-Origin: * with credentials)', async () => {
    const answer = await rawRequest(url, 'GET', '/uploads/hostile.png', {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it("sets no upstream cookie (Set-Cookie: Admin-Token would fix a shopper's session)", async () => {
    const answer = await rawRequest(url, 'GET', '/uploads/hostile.png');
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('drops every other header that would change what the browser allows on the origin', async () => {
    for (const path of ['/uploads/hostile.png', '/uploads/hostile.svg']) {
      expectOurs((await rawRequest(url, 'GET', path)).headers, path);
    }
  });

  it('neither follows nor passes on a redirect: 502, plain text, never stored', async () => {
    const before = upstream.received.length;
    for (const path of ['/uploads/moved.png', '/uploads/here.png']) {
      const answer = await rawRequest(url, 'GET', path);
      expect(answer.status, path).toBe(502);
      expect(answer.headers['location'], path).toBeUndefined();
      expect(answer.headers['set-cookie'], path).toBeUndefined();
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.headers['content-type'], path).toMatch(/^text\/plain/);
      expect(answer.text, path).not.toContain('evil.example');
    }
    expect(upstream.received.slice(before).map((seen) => seen.url)).toEqual([
      '/uploads/moved.png',
      '/uploads/here.png',
    ]);
  });

  it.each([
    ['/uploads/hostile.svg', 'without w'],
    ['/uploads/hostile.svg?W=96', 'with W=96: the pipeline’s w, however it is written'],
    ['/uploads/hostile.svg?lang=en', 'with a query the pipeline does not read'],
    ['/uploads/charset.svg', 'image/svg+xml; charset=utf-8'],
    ['/uploads/cased.svg', 'Image/SVG+XML'],
    ['/uploads/page.xhtml', 'application/xhtml+xml'],
    ['/uploads/data.xml', 'text/xml'],
    ['/uploads/page.html', 'text/html'],
    ['/uploads/untyped', 'no content type'],
    ['/uploads/odd', 'a list of types'],
  ])('sandboxes active content whatever the query says: %s (%s)', async (path) => {
    const answer = await rawRequest(url, 'GET', path);
    expect(answer.status, path).toBe(200);
    expectSandboxed(answer.headers, path);
    expectOurs(answer.headers, path);
  });

  it("passes a passive picture on with its caching headers, under the storefront's policy", async () => {
    const answer = await rawRequest(url, 'GET', '/uploads/plain.png');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['etag']).toBe('"p1"');
    expect(answer.headers['last-modified']).toBe('Sun, 01 Mar 2026 10:00:00 GMT');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers['content-length']).toBe(String(png.length));
    expect(answer.headers['server']).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the REST passthrough in front of a hostile upstream', () => {
  it("answers a non-JSON page with the gateway's headers and the sandbox", async () => {
    const answer = await rawRequest(url, 'GET', '/api/hostile');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(HOSTILE_SVG);
    expectSandboxed(answer.headers, '/api/hostile');
    expectOurs(answer.headers, '/api/hostile');
  });
});

describe('the upload route in front of a hostile upstream', () => {
  it("answers its own JSON, with none of the upstream's headers", async () => {
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${url}/upload`, { method: 'POST', headers: { token: 't' }, body: form });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/\/uploads\/20260301\/a\.png$/);
    const headers = Object.fromEntries(response.headers) as IncomingHttpHeaders;
    expect(response.headers.getSetCookie()).toEqual([]);
    expectOurs(headers, '/upload');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
