import express from 'express';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../client/build/precompress.ts';
import { ASSET_CACHE, clientApp } from '../../gateway/src/server/clientApp.ts';
import { GRAPHQL_COMPRESSION_THRESHOLD } from '../../gateway/src/server/surfaces/graphql.ts';
import { startStack, type Stack } from '../integration/support/stack.ts';

/*
 * What travels on the wire: the built client's files in brotli, gzip or as they
 * are, with the cache headers each kind needs, and GraphQL answers compressed
 * above a kilobyte for a client that accepts it.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it travelled (still compressed). */
  wire: Buffer;
}

/** A raw HTTP request: fetch would ask for and undo compression by itself. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, wire: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded({ headers, wire }: Answer): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(wire);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(wire);
  return wire;
}

describe('the built client', () => {
  // A build as Vite lays it out, with real files: React DOM as the script,
  // antd-mobile's stylesheet, the real index.html and robots.txt, a tiny icon.
  const dist = mkdtempSync(join(tmpdir(), 'client-dist-'));
  const script = '/assets/index-4f2a9c1b.js';
  const stylesheet = '/assets/index-77d0e5aa.css';
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    copyFileSync(join(ROOT, 'node_modules/react-dom/cjs/react-dom-client.production.js'), join(dist, script));
    copyFileSync(join(ROOT, 'node_modules/antd-mobile/bundle/style.css'), join(dist, stylesheet));
    copyFileSync(join(ROOT, 'client/index.html'), join(dist, 'index.html'));
    // The Arabic page, as the build's document-languages plugin writes it.
    mkdirSync(join(dist, '.pages'));
    writeFileSync(
      join(dist, '.pages/ar.html'),
      readFileSync(join(ROOT, 'client/index.html'), 'utf8').replace(/<html\b[^>]*>/, '<html lang="ar" dir="rtl">'),
    );
    copyFileSync(join(ROOT, 'client/public/robots.txt'), join(dist, 'robots.txt'));
    copyFileSync(join(ROOT, 'client/public/favicon.svg'), join(dist, 'favicon.svg'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ [`src/${'x'.repeat(2000)}.tsx`]: {} }));
    precompressDirectory(dist);
    const app = express();
    app.use(clientApp(dist));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a script in brotli to a browser that accepts it, decoding to the very file', async () => {
    const answer = await get(`${base}${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const original = readFileSync(join(dist, script));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(ASSET_CACHE);
    expect(Number(answer.headers['content-length'])).toBe(answer.wire.length);
    expect(answer.wire.length).toBeLessThan(original.length / 4);
    expect(decoded(answer).equals(original)).toBe(true);
  });

  it('sends gzip when brotli is not accepted or refused by q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get(`${base}${stylesheet}`, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-type']).toMatch(/^text\/css/);
      expect(answer.headers['cache-control']).toBe(ASSET_CACHE);
      expect(decoded(answer).equals(readFileSync(join(dist, stylesheet)))).toBe(true);
    }
  });

  it('sends the file as it is without Accept-Encoding, still with Vary for caches', async () => {
    const answer = await get(`${base}${script}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(ASSET_CACHE);
    expect(answer.wire.equals(readFileSync(join(dist, script)))).toBe(true);
  });

  it('answers HEAD with the headers of the chosen encoding and no body', async () => {
    const answer = await get(`${base}${script}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.wire.length).toBe(0);
  });

  it('answers a missing asset with a plain 404, never the app page', async () => {
    const answer = await get(`${base}/assets/index-00000000.js`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves index.html for client routes, revalidated with an ETag (304 while unchanged)', async () => {
    const first = await get(`${base}/detail/1/2`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['etag']).toBeTruthy();
    expect(decoded(first).toString()).toContain('<div id="root">');
    const again = await get(`${base}/home`, {
      accept: 'text/html',
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers['etag']),
    });
    expect(again.status).toBe(304);
    expect(again.wire.length).toBe(0);
  });

  describe('in the visitor’s language', () => {
    const cookie = (value: unknown) => `theme=1; Local_Lang=${encodeURIComponent(JSON.stringify(value))}; other=2`;
    const arabic = { language_name: 'العربية', chinese_name: '阿拉伯语', file_name: 'ar' };
    const page = (headers: Record<string, string>) =>
      get(`${base}/detail/1/2`, { accept: 'text/html', 'accept-encoding': 'br', ...headers });

    it('sends the Arabic page (right to left) to a visitor whose language cookie says Arabic', async () => {
      const answer = await page({ cookie: cookie(arabic) });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['vary']).toMatch(/cookie/i);
      expect(decoded(answer).toString()).toContain('<html lang="ar" dir="rtl">');
      expect(decoded(answer).toString()).toContain('class="boot-splash"');
    });

    it('sends the default page without a cookie, and for a cookie naming no language it has', async () => {
      const cookies: Array<Record<string, string>> = [
        {},
        { cookie: cookie({ ...arabic, file_name: 'xx' }) },
        { cookie: cookie({ ...arabic, file_name: '../../index' }) },
        { cookie: cookie({ file_name: 7 }) },
        { cookie: 'Local_Lang=%7Bnot json' },
        { cookie: 'Local_Lang=%E0%A4%A' },
      ];
      for (const headers of cookies) {
        const answer = await page(headers);
        expect(answer.status).toBe(200);
        expect(decoded(answer).toString()).toContain('<html lang="en" dir="ltr">');
      }
    });

    it('sends a first visit without a cookie the page of its phone’s language, by weight; the cookie wins', async () => {
      for (const accept of ['ar-SA,ar;q=0.9,en;q=0.8', 'xx, ar-EG;q=0.5', 'en;q=0.1, ar-MA;q=0.7', 'AR']) {
        const answer = await page({ 'accept-language': accept });
        expect(decoded(answer).toString()).toContain('<html lang="ar" dir="rtl">');
        expect(answer.headers['vary']).toMatch(/accept-language/i);
      }
      for (const accept of ['en-US,ar;q=0.5', 'xx', 'kr', 'constructor', 'ar;q=0', '']) {
        const answer = await page({ 'accept-language': accept });
        expect(decoded(answer).toString()).toContain('<html lang="en" dir="ltr">');
      }
      const chosen = await page({
        cookie: cookie({ language_name: 'English', chinese_name: '英语', file_name: 'en' }),
        'accept-language': 'ar-SA',
      });
      expect(decoded(chosen).toString()).toContain('<html lang="en" dir="ltr">');
    });

    it('keeps each language’s ETag apart, so a revalidation never gets another language’s page', async () => {
      const english = await page({});
      const stale = await page({ cookie: cookie(arabic), 'if-none-match': String(english.headers['etag']) });
      expect(stale.status).toBe(200);
      expect(decoded(stale).toString()).toContain('lang="ar"');
      const same = await page({ cookie: cookie(arabic), 'if-none-match': String(stale.headers['etag']) });
      expect(same.status).toBe(304);
    });

    it('never serves a language page by its file name', async () => {
      const answer = await get(`${base}/.pages/ar.html`, { accept: 'text/html' });
      expect(decoded(answer).toString()).toContain('lang="en"');
    });
  });

  it('answers /robots.txt with the robots rules as text, not the app page', async () => {
    const answer = await get(`${base}/robots.txt`, { accept: 'text/html,*/*' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.wire.toString()).toContain('User-agent: *');
    expect(answer.wire.toString()).toContain('Disallow: /graphql');
  });

  it('sends a file under a kilobyte as it is, without Vary', async () => {
    const answer = await get(`${base}/favicon.svg`, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves the build tools’ manifest or the compressed copies by their own names', async () => {
    expect((await get(`${base}/.vite/manifest.json`, { accept: 'application/json' })).status).toBe(404);
    const copy = await get(`${base}${script}.br`, { accept: '*/*' });
    expect(copy.status).toBe(404);
  });
});

describe('GraphQL answers', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const big = JSON.stringify({
    query: '{ hotProducts(limit: 20) { items { id title image price marketPrice sales } } }',
  });
  const post = (body: string, acceptEncoding?: string) =>
    get(
      `${stack.url}/graphql`,
      { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      'POST',
      body,
    );

  it('compresses an answer over a kilobyte in brotli, gzip, or not at all, as the client accepts', async () => {
    const identity = await post(big);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const plain = identity.wire.toString();
    expect(plain.length).toBeGreaterThan(GRAPHQL_COMPRESSION_THRESHOLD);
    const products = (JSON.parse(plain) as { data: { hotProducts: { items: unknown[] } } }).data.hotProducts.items;
    expect(products.length).toBeGreaterThan(5);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await post(big, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.wire.length).toBeLessThan(plain.length / 2);
      expect(JSON.parse(decoded(answer).toString())).toEqual(JSON.parse(plain));
    }
  });

  it('marks a cacheable GET answer Vary: Accept-Encoding whether or not the client asked for compression', async () => {
    const url = `${stack.url}/graphql?query=${encodeURIComponent('{ hotProducts(limit: 20) { items { id title image } } }')}`;
    const headers = { 'apollo-require-preflight': 'true' };
    const identity = await get(url, headers);
    expect(identity.status).toBe(200);
    expect(identity.headers['cache-control']).toMatch(/^public/);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toMatch(/accept-encoding/i);
    const compressed = await get(url, { ...headers, 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers['vary']).match(/accept-encoding/gi)).toHaveLength(1);
    expect(decoded(compressed).toString()).toBe(identity.wire.toString());
  });

  it('sends a small answer as it is even when compression is accepted', async () => {
    const answer = await post(JSON.stringify({ query: '{ __typename }' }), 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.wire.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
