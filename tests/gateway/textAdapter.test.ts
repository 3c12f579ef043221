import axios, { AxiosError, type AxiosInstance } from 'axios';
import { Agent as HttpAgent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { Agent as HttpsAgent, createServer as createHttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient } from '../../gateway/src/upstream/client.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';
import { serializeParams } from '../../gateway/src/upstream/serializeParams.ts';
import { textAdapter } from '../../gateway/src/upstream/textAdapter.ts';

/*
 * The gateway's own axios adapter for legacy calls, against a real HTTP server on
 * loopback: what goes on the wire, and every way an answer can arrive.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let origin: string;
let handle: Handler = (_req, res) => res.end('{}');
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const agents = () => ({
  httpAgent: new HttpAgent({ keepAlive: true }),
  httpsAgent: new HttpsAgent({ keepAlive: true }),
});

function instance(baseURL: string, extra: Parameters<typeof axios.create>[0] = {}): AxiosInstance {
  return axios.create({
    baseURL,
    adapter: textAdapter,
    ...agents(),
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: [(raw: unknown) => raw],
    paramsSerializer: { serialize: serializeParams },
    ...extra,
  });
}

/** The error a request failed with (it must fail). */
async function failed(run: Promise<unknown>): Promise<AxiosError> {
  const error = await run.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AxiosError);
  return error as AxiosError;
}

describe('the request on the wire', () => {
  it('keeps the base URL path, joins it with one slash and adds the serialised parameters', async () => {
    handle = (_req, res) => res.end('{"code":1}');
    seen.length = 0;
    const answer = await instance(`${origin}/legacy/`).get('/api/index/hotProducts', {
      params: { page: 2, limit: 10, none: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toBe('{"code":1}');
    expect(seen[0]?.url).toBe('/legacy/api/index/hotProducts?page=2&limit=10');
  });

  it('sends a JSON body with its length, the forwarded headers, and asks for compressed answers', async () => {
    handle = (_req, res) => res.end('{}');
    seen.length = 0;
    await instance(origin).post('/api/cart/add', { goods_id: 7, note: 'é' }, { headers: { token: 't-1', lang: 'ar' } });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({ goods_id: 7, note: 'é' });
    expect(request?.headers['content-length']).toBe(String(Buffer.byteLength(request?.body ?? '')));
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.headers).toMatchObject({ token: 't-1', lang: 'ar', 'accept-encoding': 'gzip, deflate, br' });
  });

  it('reuses one kept-alive connection for calls one after another', async () => {
    handle = (_req, res) => res.end('{}');
    let connections = 0;
    const count = () => (connections += 1);
    server.on('connection', count);
    const http = instance(origin);
    for (let call = 0; call < 5; call += 1) await http.get('/api/x');
    server.off('connection', count);
    expect(connections).toBe(1);
  });

  it('refuses a body it cannot send as text rather than sending something else', async () => {
    const error = await failed(
      instance(origin).post('/api/x', new Uint16Array([1, 2]), { transformRequest: [(data: unknown) => data] }),
    );
    expect(error.code).toBe(AxiosError.ERR_BAD_OPTION_VALUE);
  });
});

describe('the answer', () => {
  const text = JSON.stringify({
    code: 1,
    msg: 'ok',
    data: { name: 'متجر', items: Array.from({ length: 200 }, (_, id) => ({ id })) },
  });

  it.each([
    ['gzip', (body: string) => gzipSync(body)],
    ['br', (body: string) => brotliCompressSync(body)],
  ])('reads a %s-compressed answer as its text', async (encoding, compress) => {
    handle = (_req, res) => {
      res.setHeader('content-encoding', encoding);
      res.end(compress(text));
    };
    const answer = await instance(origin).get('/api/x');
    expect(answer.data).toBe(text);
  });

  it('reads a multi-byte character split between chunks whole', async () => {
    const bytes = Buffer.from('{"msg":"支付成功"}');
    handle = (_req, res) => {
      res.write(bytes.subarray(0, 10));
      setTimeout(() => res.end(bytes.subarray(10)), 10);
    };
    const answer = await instance(origin).get('/api/x');
    expect(answer.data).toBe('{"msg":"支付成功"}');
  });

  it('answers any status to validateStatus, with the body', async () => {
    handle = (_req, res) => {
      res.statusCode = 503;
      res.end('busy');
    };
    expect((await instance(origin).get('/api/x')).status).toBe(503);
    const error = await failed(instance(origin, { validateStatus: (status) => status < 500 }).get('/api/x'));
    expect(error.response?.status).toBe(503);
    expect(error.response?.data).toBe('busy');
  });

  it('refuses an answer larger than maxContentLength', async () => {
    handle = (_req, res) => res.end('x'.repeat(5000));
    const error = await failed(instance(origin, { maxContentLength: 4096 }).get('/api/x'));
    expect(error.code).toBe(AxiosError.ERR_BAD_RESPONSE);
    expect(error.message).toMatch(/maxContentLength/);
  });

  it('never reads an answer cut short as complete', async () => {
    handle = (_req, res) => {
      res.setHeader('content-length', '100');
      res.write('{"code":1,');
      setTimeout(() => res.socket?.destroy(), 10);
    };
    const error = await failed(instance(origin).get('/api/x'));
    expect(error.response).toBeUndefined();
  });

  it('gives up after the idle timeout, and on an abort', async () => {
    handle = () => undefined; // never answers
    const slow = await failed(instance(origin, { timeout: 50 }).get('/api/x'));
    expect(slow.code).toBe(AxiosError.ECONNABORTED);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const aborted = await failed(instance(origin).get('/api/x', { signal: controller.signal }));
    expect(axios.isCancel(aborted)).toBe(true);
  });
});

describe('over https', () => {
  it('calls an https legacy API through the instance’s https agent', async () => {
    const tls = (name: string) => readFileSync(new URL(`./support/tls/${name}`, import.meta.url));
    const secure = createHttpsServer({ key: tls('key.pem'), cert: tls('cert.pem') }, (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ encrypted: (req.socket as TLSSocket).encrypted === true, url: req.url }));
    });
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    try {
      const port = (secure.address() as AddressInfo).port;
      const https = axios.create({
        baseURL: `https://127.0.0.1:${port}/legacy`,
        adapter: textAdapter,
        httpsAgent: new HttpsAgent({ ca: tls('cert.pem') }),
        responseType: 'text',
        transformResponse: [(raw: unknown) => raw],
      });
      const answer = await https.get('/api/index/index');
      expect(JSON.parse(answer.data as string)).toEqual({ encrypted: true, url: '/legacy/api/index/index' });
      // An agent that does not trust the certificate refuses the connection: the https agent is the one used.
      const untrusting = axios.create({ baseURL: `https://127.0.0.1:${port}`, adapter: textAdapter, ...agents() });
      expect((await failed(untrusting.get('/'))).code).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|DEPTH_ZERO/);
    } finally {
      secure.closeAllConnections();
      await new Promise((resolve) => secure.close(resolve));
    }
  });
});

describe('through the upstream client', () => {
  it('answers a gzip-compressed legacy answer like a plain one', async () => {
    handle = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(JSON.stringify({ code: 1, msg: 'ok', time: '1732233600', data: { name: 'Shop' } })));
    };
    const client = createUpstreamClient({ baseUrl: origin, timeoutMs: 2000, endpoints });
    const answer = await client.call('platformInfo', {}, {});
    expect(answer.data).toMatchObject({ name: 'Shop' });
  });

  it('answers UPSTREAM_BAD_RESPONSE when an answer said to be gzip is not', async () => {
    handle = (_req, res) => {
      res.setHeader('content-encoding', 'gzip');
      res.end('{"code":1,"msg":"ok","data":{}}');
    };
    const client = createUpstreamClient({ baseUrl: origin, timeoutMs: 2000, endpoints });
    const error = await client.call('platformInfo', {}, {}).then(
      () => undefined,
      (reason: unknown) => reason as { extensions?: Record<string, unknown> },
    );
    expect(error?.extensions?.['code']).toBe('UPSTREAM_BAD_RESPONSE');
  });
});
