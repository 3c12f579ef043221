import { request } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { startFakeUpstream, type FakeUpstream } from './support/fakeUpstream.ts';
import { rawRequest, type RawAnswer } from './support/rawRequest.ts';
import { headerValues, startRecordingRelay, type RecordingRelay } from './support/recordingRelay.ts';

/*
 * The passthrough speaks HTTP correctly (issue 18, item 3): hop-by-hop headers stay on their
 * side, a body is framed once, the operator key and foreign cookies never go up, and what the
 * legacy API answers badly (late, cut short, an error page, a redirect elsewhere) reaches the
 * caller as the legacy envelope with a truthful status, counted and logged as what happened.
 */

interface Envelope {
  code: number;
  msg: string;
  time: string;
  data: unknown;
}

const envelopeOf = (answer: RawAnswer) => JSON.parse(answer.text) as Envelope;

/**
 * Sends a body in chunks (Transfer-Encoding: chunked), as a client that does not know its length
 * does; `gapMs` apart, as a slow uplink does, and with nothing more after them when `stall`.
 */
function chunkedPost(
  base: string,
  path: string,
  parts: string[],
  headers: Record<string, string>,
  { gapMs = 0, stall = false }: { gapMs?: number; stall?: boolean } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const out = request(
      { hostname, port, method: 'POST', path, agent: false, headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    out.on('error', reject);
    void (async () => {
      for (const part of parts) {
        out.write(part);
        if (gapMs > 0) await new Promise((next) => setTimeout(next, gapMs));
      }
      if (!stall) out.end();
    })();
  });
}

describe('through to the stand-in, with the bytes it received recorded', () => {
  let legacy: StandIn;
  let relay: RecordingRelay;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    legacy = await startStandIn();
    relay = await startRecordingRelay(legacy.url);
    gateway = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', LEGACY_PASSTHROUGH: 'true', SHED_LAG_MS: '0' }),
      upstreamUrl: relay.url,
      logger: createLogger('silent'),
    });
    url = (await gateway.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    await gateway?.close();
    await relay?.close();
    await legacy?.close();
  });

  it('signs in with a chunked body, sent upstream with exactly one framing', async () => {
    relay.reset();
    const body = JSON.stringify({ account: 'demo', password: 'demo123' });
    const answer = await chunkedPost(url, '/api/user/login', [body.slice(0, 10), body.slice(10)], {
      'content-type': 'application/json',
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    expect(envelopeOf(answer)).toMatchObject({ code: 1, msg: 'Login successful' });

    const sent = relay.requests().filter((wire) => wire.target === '/api/user/login');
    expect(sent).toHaveLength(1);
    const [login] = sent;
    const lengths = headerValues(login!, 'content-length');
    const codings = headerValues(login!, 'transfer-encoding');
    expect(lengths.length + codings.length).toBe(1);
    expect(lengths).toEqual([String(Buffer.byteLength(body))]);
    expect(login!.body.toString()).toBe(body);
    expect(login!.framedLength).toBe(Buffer.byteLength(body));
  });

  it("sends upstream neither hop-by-hop headers, nor the operator key, nor cookies but the storefront's", async () => {
    relay.reset();
    const language = encodeURIComponent(
      JSON.stringify({ language_name: 'English', chinese_name: '英语', file_name: 'en' }),
    );
    const answer = await rawRequest(url, 'GET', '/api/index/banner', {
      headers: {
        connection: 'keep-alive, x-hop-one',
        'x-hop-one': 'connection-only',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic c2VjcmV0',
        'x-admin-key': 'test-admin-key',
        cookie: `_ga=GA1.2.3; Admin-Token=abc123; PHPSESSID=someone-elses; Local_Lang=${language}`,
        lang: 'en',
      },
    });
    expect(answer.status).toBe(200);
    const [sent] = relay.requests().filter((wire) => wire.target === '/api/index/banner');
    const names = sent!.headers.map(([name]) => name);
    for (const name of [
      'x-hop-one',
      'keep-alive',
      'te',
      'trailer',
      'upgrade',
      'proxy-authorization',
      'x-admin-key',
      'transfer-encoding',
    ]) {
      expect(names, name).not.toContain(name);
    }
    // The gateway's own connection to the legacy API, and nothing the caller named.
    expect(headerValues(sent!, 'connection')).toEqual(['keep-alive']);
    expect(headerValues(sent!, 'cookie')).toEqual([`Admin-Token=abc123; Local_Lang=${language}`]);
    expect(headerValues(sent!, 'lang')).toEqual(['en']);
    expect(headerValues(sent!, 'host')).toEqual([new URL(relay.url).host]);
    expect(headerValues(sent!, 'x-forwarded-for')).toEqual(['127.0.0.1']);
  });
});

describe('when the legacy API answers badly', () => {
  const TIMEOUT_MS = 400;
  /** An upload's idle limit: ten times the pauses of the slow upload below, so a busy machine keeps within it. */
  const UPLOAD_IDLE_MS = 8000;
  let upstream: FakeUpstream;
  let gateway: Gateway;
  let url: string;
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  const timers = new Set<NodeJS.Timeout>();

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    upstream.on('/api/slow', () => undefined);
    upstream.on('/api/cut', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"code":1,"msg":"ok"');
      setImmediate(() => res.socket?.destroy());
    });
    upstream.on('/api/trickle', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const text = JSON.stringify({ code: 1, msg: 'slowly', time: '0', data: null });
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent >= text.length) {
          clearInterval(timer);
          if (!res.destroyed) res.end();
          return;
        }
        res.write(text.charAt(sent));
        sent += 1;
      }, 60);
      timers.add(timer);
    });
    // The legacy upload: reads the whole body, then takes longer than the API deadline to answer.
    upstream.on('/merchant/common/upload', (req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        const timer = setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 1, msg: 'ok', time: '0', data: { url: `/uploads/${bytes}.jpg` } }));
        }, TIMEOUT_MS * 2);
        timers.add(timer);
      });
    });
    upstream.on('/api/crash', (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error at /var/www/app/Db.php:42</body></html>');
    });
    upstream.on('/api/busy', (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html', server: 'nginx/1.18.0' });
      res.end(
        '<html><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx/1.18.0</center></html>',
      );
    });
    upstream.on('/api/away', (_req, res) => {
      res.writeHead(302, { location: 'http://evil.example/phish?from=legacy' });
      res.end();
    });
    upstream.on('/api/moved', (_req, res) => {
      res.writeHead(301, { location: `${upstream.url}/api/index/banner?page=1` });
      res.end();
    });
    upstream.on('/api/hops', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        connection: 'keep-alive, x-up-hop',
        'x-up-hop': 'connection-only',
        'proxy-authenticate': 'Basic realm="legacy"',
        'x-powered-by': 'PHP/7.2.34',
        etag: '"hops-1"',
        'x-end-to-end': 'not for the browser',
      });
      res.end(JSON.stringify({ code: 1, msg: 'ok', time: '0', data: null }));
    });
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    upstream.on('/api/big', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(big.length) });
      res.end(big);
    });
    upstream.on('/api/big-cut', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(big.length) });
      res.write(big.subarray(0, big.length / 2), () => res.socket?.destroy());
    });
    gateway = await createGateway({
      config: readConfig({
        LOG_LEVEL: 'info',
        LEGACY_PASSTHROUGH: 'true',
        SHED_LAG_MS: '0',
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
        UPLOAD_TIMEOUT_MS: String(UPLOAD_IDLE_MS),
      }),
      upstreamUrl: upstream.url,
      logger: createLogger('info', sink),
    });
    url = (await gateway.listen(0, '127.0.0.1')).url;
  });

  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    await gateway?.close();
    await upstream?.close();
  });

  /** The passthrough's request counter, as "METHOD route status outcome" → count. */
  async function traffic(): Promise<Record<string, number>> {
    const { values } = await gateway.metrics.passthroughRequests.get();
    return Object.fromEntries(
      values.map(({ labels, value }) => [
        `${labels['method']} ${labels['route']} ${labels['status']} ${labels['outcome']}`,
        value,
      ]),
    );
  }

  /** The log line written about a path, once it is there. */
  async function logLineAbout(path: string): Promise<string | undefined> {
    const find = () => logLines.find((line) => line.includes(`"path":"${path}"`) && line.includes('passthrough'));
    // However late a busy machine writes it (the test's timeout bounds the wait).
    while (!find()) await new Promise((resolve) => setTimeout(resolve, 10));
    return find();
  }

  it('answers a timeout with 504 and the legacy envelope, translated, and says so in metrics and logs', async () => {
    const started = performance.now();
    const answer = await rawRequest(url, 'GET', '/api/slow?token=secret-token-123&lang=zh-cn', {
      headers: { lang: 'zh-cn' },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(answer.status).toBe(504);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeOf(answer)).toMatchObject({ code: 504, msg: '系统接口请求超时', data: null });
    expect((await traffic())['GET other 504 timeout']).toBe(1);
    const line = await logLineAbout('/api/slow');
    expect(line).toBeDefined();
    expect(line).toContain('"outcome":"timeout"');
    expect(logLines.join('\n')).not.toContain('secret-token-123');
  });

  it('lets a multipart upload trickle up and be answered well past the API deadline, under its own idle limit', async () => {
    const boundary = 'slow-uplink';
    const parts = [
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      'a'.repeat(4096),
      'b'.repeat(4096),
      `\r\n--${boundary}--\r\n`,
    ];
    const started = performance.now();
    const answer = await chunkedPost(
      url,
      '/merchant/common/upload',
      parts,
      { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en' },
      { gapMs: TIMEOUT_MS * 2 },
    );
    // Four pauses of twice the API deadline going up, and the answer twice the deadline late.
    expect(performance.now() - started).toBeGreaterThan(TIMEOUT_MS * 8);
    expect(answer.status).toBe(200);
    const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
    expect(envelopeOf(answer)).toMatchObject({ code: 1, data: { url: `/uploads/${length}.jpg` } });
    expect((await traffic())['POST /merchant/common/upload 200 forwarded']).toBe(1);
  });

  it('answers an upload that stops moving for the idle limit with 504', async () => {
    const answer = await chunkedPost(
      url,
      '/merchant/common/upload',
      ['--stalled\r\ncontent-disposition: form-data; name="file"; filename="photo.jpg"\r\n\r\n', 'a'.repeat(1024)],
      { 'content-type': 'multipart/form-data; boundary=stalled', lang: 'en' },
      { stall: true },
    );
    expect(answer.status).toBe(504);
    expect(envelopeOf(answer)).toMatchObject({ code: 504, msg: 'system interface request timeout' });
    expect((await traffic())['POST /merchant/common/upload 504 timeout']).toBe(1);
  }, 30_000);

  it('answers a body cut short with 502, never a 200 cut short', async () => {
    const answer = await rawRequest(url, 'GET', '/api/cut', { headers: { lang: 'en' } });
    expect(answer.status).toBe(502);
    expect(envelopeOf(answer)).toMatchObject({ code: 502, msg: 'backend interface connection abnormal', data: null });
    expect((await traffic())['GET other 502 failed']).toBe(1);
    expect(await logLineAbout('/api/cut')).toContain('"outcome":"failed"');
  });

  it('answers a body trickling past the deadline with 504', async () => {
    const answer = await rawRequest(url, 'GET', '/api/trickle', { headers: { lang: 'en' } });
    expect(answer.status).toBe(504);
    expect(envelopeOf(answer)).toMatchObject({ code: 504, msg: 'system interface request timeout' });
  });

  it('resets the connection when a large streamed answer breaks off, rather than ending it cleanly', async () => {
    await expect(rawRequest(url, 'GET', '/api/big-cut')).rejects.toThrow();
    const whole = await rawRequest(url, 'GET', '/api/big');
    expect(whole.status).toBe(200);
    expect(whole.text.length).toBe(3 * 1024 * 1024);
    const counts = await traffic();
    expect(counts['GET other 502 failed']).toBe(2);
  });

  it('replaces an upstream 5xx page with the envelope and a generic translated message, status kept', async () => {
    const crash = await rawRequest(url, 'GET', '/api/crash', { headers: { lang: 'de' } });
    expect(crash.status).toBe(500);
    expect(crash.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeOf(crash)).toMatchObject({ code: 500, msg: 'Störung der Systemschnittstelle (500)', data: null });
    expect(crash.text).not.toContain('Db.php');
    const busy = await rawRequest(url, 'POST', '/api/busy', {
      headers: { language: 'en', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(busy.status).toBe(503);
    expect(envelopeOf(busy)).toMatchObject({ code: 503, msg: 'system interface 503 abnormal' });
    expect(busy.text).not.toContain('nginx');
    expect(busy.headers['server']).toBeUndefined();
  });

  it("neither follows nor passes on a redirect to another host; one to its own paths becomes the gateway's", async () => {
    const before = upstream.received.length;
    const away = await rawRequest(url, 'GET', '/api/away', { headers: { lang: 'en' } });
    expect(away.status).toBe(502);
    expect(away.headers['location']).toBeUndefined();
    expect(envelopeOf(away)).toMatchObject({
      code: 502,
      msg: 'The server answered something unexpected, please try again later',
    });
    expect(away.text).not.toContain('evil.example');
    // Not followed: the legacy API was asked once, nothing else was.
    expect(upstream.received.slice(before).map((seen) => seen.url)).toEqual(['/api/away']);

    const moved = await rawRequest(url, 'GET', '/api/moved');
    expect(moved.status).toBe(301);
    expect(moved.headers['location']).toBe('/api/index/banner?page=1');
  });

  it("passes the headers that describe the answer on, and neither hop-by-hop ones, others nor the upstream's software", async () => {
    const answer = await rawRequest(url, 'GET', '/api/hops');
    expect(answer.status).toBe(200);
    expect(answer.headers['etag']).toBe('"hops-1"');
    // Only the allowed ones (security/upstreamAnswers.ts): an end-to-end header of the upstream's own stays there.
    expect(answer.headers['x-end-to-end']).toBeUndefined();
    expect(answer.headers['x-up-hop']).toBeUndefined();
    expect(answer.headers['proxy-authenticate']).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.text)));
  });

  it('treats another spelling of the same POST as the same submission', async () => {
    upstream.received.length = 0;
    const send = (path: string) =>
      rawRequest(url, 'POST', path, {
        headers: { 'content-type': 'application/json', token: 'a'.repeat(64), lang: 'en' },
        body: '{"cart_id":7,"num":2}',
      });
    expect(envelopeOf(await send('/api/cart/set_num'))).toMatchObject({ code: 1 });
    expect(envelopeOf(await send('/api/Cart//set_num/'))).toMatchObject({
      code: 0,
      msg: 'data is being processed, do not resubmit',
    });
    expect(upstream.received).toHaveLength(1);
  });
});
