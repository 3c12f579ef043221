import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUpstreamClient } from '../../gateway/src/upstream/client.ts';
import { resolveEndpoints } from '../../gateway/src/upstream/endpoints.ts';

/*
 * The legacy API is reached directly, whatever proxy the environment names: an
 * HTTP_PROXY meant for outbound traffic must not reroute (or see the tokens of)
 * the gateway's calls to its own backend — and axios is not left to look the
 * environment up again on every call.
 */
const seen = { upstream: [] as string[], proxy: [] as string[] };
const saved = {
  HTTP_PROXY: process.env['HTTP_PROXY'],
  http_proxy: process.env['http_proxy'],
  NO_PROXY: process.env['NO_PROXY'],
  no_proxy: process.env['no_proxy'],
};
let upstream: Server;
let proxy: Server;

function listen(record: string[], answer: string): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    record.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(answer);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const port = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  upstream = await listen(
    seen.upstream,
    JSON.stringify({ code: 1, msg: 'ok', time: '1732233600', data: { name: 'Direct' } }),
  );
  proxy = await listen(
    seen.proxy,
    JSON.stringify({ code: 1, msg: 'ok', time: '1732233600', data: { name: 'Proxied' } }),
  );
  process.env['HTTP_PROXY'] = `http://127.0.0.1:${port(proxy)}`;
  process.env['http_proxy'] = `http://127.0.0.1:${port(proxy)}`;
  delete process.env['NO_PROXY'];
  delete process.env['no_proxy'];
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await Promise.all([upstream, proxy].map((server) => new Promise((resolve) => server.close(resolve))));
});

it('calls the legacy API directly with HTTP_PROXY set, and the proxy sees nothing', async () => {
  const client = createUpstreamClient({
    baseUrl: `http://127.0.0.1:${port(upstream)}`,
    timeoutMs: 2000,
    endpoints: resolveEndpoints({}),
  });
  const answer = await client.call('platformInfo', {}, { token: 'secret-token', lang: 'en' });
  expect(answer.data).toMatchObject({ name: 'Direct' });
  expect(seen.upstream).toHaveLength(1);
  expect(seen.proxy).toEqual([]);
});
