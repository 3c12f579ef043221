import { createServer, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createUpstreamClient, TCP_KEEP_ALIVE_MS } from '../../gateway/src/upstream/client.ts';
import { resolveEndpoints } from '../../gateway/src/upstream/endpoints.ts';
import { DEFAULT_MAX_SOCKETS } from '../../gateway/src/upstream/settings.ts';

/*
 * Upstream calls on a real keep-alive connection: the socket is reused, and its TCP
 * keep-alive is always asked for with one delay (axios's and the agent's agree, so
 * Node skips the setsockopt system call after the first).
 */
let upstream: Server;
let connections = 0;
let baseUrl: string;

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 1, msg: 'ok', time: '1732233600', data: { name: 'Shop' } }));
  });
  upstream.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

it('asks for TCP keep-alive with one delay only, on a reused connection', async () => {
  const delays: number[] = [];
  const original = Socket.prototype.setKeepAlive;
  vi.spyOn(Socket.prototype, 'setKeepAlive').mockImplementation(function (
    this: Socket,
    enable?: boolean,
    delay?: number,
  ) {
    if (enable) delays.push(delay ?? 0);
    return original.call(this, enable, delay);
  });
  const client = createUpstreamClient({ baseUrl, timeoutMs: 5000, endpoints: resolveEndpoints({}) });
  const before = connections;
  for (let call = 0; call < 5; call += 1) {
    const answer = await client.call('platformInfo', {}, { lang: 'en' });
    expect(answer.data).toMatchObject({ name: 'Shop' });
  }
  expect(connections - before).toBe(1);
  expect(delays.length).toBeGreaterThanOrEqual(5);
  expect(new Set(delays)).toEqual(new Set([TCP_KEEP_ALIVE_MS]));
});

describe('UPSTREAM_MAX_SOCKETS', () => {
  it('caps the connections to the legacy API; calls beyond wait for one and are all answered', async () => {
    let open = 0;
    let most = 0;
    const track = (socket: Socket) => {
      open += 1;
      most = Math.max(most, open);
      socket.once('close', () => (open -= 1));
    };
    upstream.on('connection', track);
    try {
      const client = createUpstreamClient({ baseUrl, timeoutMs: 5000, maxSockets: 2, endpoints: resolveEndpoints({}) });
      const answers = await Promise.all(Array.from({ length: 8 }, () => client.call('platformInfo', {}, {})));
      expect(answers.map((answer) => answer.data)).toEqual(
        Array.from({ length: 8 }, () => expect.objectContaining({ name: 'Shop' })),
      );
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      upstream.off('connection', track);
    }
  });

  it('is 256 unless configured, and must be a positive whole number', () => {
    expect(readConfig({}).upstreamMaxSockets).toBe(DEFAULT_MAX_SOCKETS);
    expect(DEFAULT_MAX_SOCKETS).toBe(256);
    expect(readConfig({ UPSTREAM_MAX_SOCKETS: '32' }).upstreamMaxSockets).toBe(32);
    for (const wrong of ['0', '-1', '2.5', 'many'])
      expect(() => readConfig({ UPSTREAM_MAX_SOCKETS: wrong })).toThrow(/UPSTREAM_MAX_SOCKETS/);
  });
});
