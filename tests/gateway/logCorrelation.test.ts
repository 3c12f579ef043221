import { http, HttpResponse } from 'msw';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';
import { ok, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  operation?: string | null;
  code?: string;
  durationMs?: number;
  upstreamCalls?: number;
  cacheHits?: number;
  res?: { statusCode: number; headers?: unknown };
  req?: { url: string };
}

const lines: Line[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n')) if (text !== '') lines.push(JSON.parse(text) as Line);
    done();
  },
});

const fake = useFakeUpstream();
const gateway = useGateway({}, createLogger('trace', sink));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PLATFORM = 'query Platform { platform { name } }';

/** Sends a query and waits for its request line (written once the response has finished). */
async function send(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  const id = response.headers.get('x-request-id') ?? '';
  // As long as it takes (the test's timeout bounds it): a busy machine writes late.
  while (!lines.some((line) => line.reqId === id && line.msg.startsWith('request ')))
    await new Promise((resolve) => setTimeout(resolve, 20));
  return { id, body, mine: lines.filter((line) => line.reqId === id) };
}

describe('request id', () => {
  it("adopts a caller's sane X-Request-Id, returns it, forwards it, and puts it on every line of the request", async () => {
    lines.length = 0;
    // An answer the decoder refuses: the upstream client writes a warning of its own mid-request.
    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => ok({ count: 'many', list: null })));
    const { id, mine, body } = await send('query Notes { notifications { total } }', {
      'x-request-id': 'cdn-7f3a.42',
      token: 'a-token',
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_BAD_RESPONSE');
    expect(id).toBe('cdn-7f3a.42');
    expect(fake.hitsOn('/api/user/notice_list')[0]?.headers.get('x-request-id')).toBe('cdn-7f3a.42');
    // Only this request ran since the reset: every line written is one of its own.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((line) => line.reqId === 'cdn-7f3a.42')).toBe(true);
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['legacy answer could not be decoded', 'graphql operation failed', 'request completed']),
    );
  });

  it.each([
    ['none', {}],
    ['one with spaces', { 'x-request-id': 'id with spaces' }],
    ['one too long', { 'x-request-id': 'a'.repeat(129) }],
    ['one that could forge a log line', { 'x-request-id': 'x"}{"level":60' }],
  ])('generates a UUID when the caller sent %s, and forwards that', async (_name, headers: Record<string, string>) => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/index`, () => ok({ name: 'Mall' })));
    // The public cache would answer a second time without a legacy call: a language of its own each time.
    const { id } = await send(PLATFORM, { ...headers, lang: `l${Math.random()}` });
    expect(id).toMatch(UUID);
    expect(fake.hitsOn('/api/index/index').at(-1)?.headers.get('x-request-id')).toBe(id);
  });

  it('is a different one for every request', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/index`, () => ok({ name: 'Mall' })));
    const ids = new Set<string>();
    for (let count = 0; count < 3; count += 1) ids.add((await send(PLATFORM)).id);
    expect(ids.size).toBe(3);
  });
});

describe('operation log', () => {
  it('writes one info line per operation with its name, code, time, legacy calls and cache hits', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/index`, () => ok({ name: 'Mall' })));
    const first = await send(PLATFORM, { lang: 'fr' });
    const again = await send(PLATFORM, { lang: 'fr' });
    const operationLines = (mine: Line[]) => mine.filter((line) => line.msg.startsWith('graphql operation'));
    expect(operationLines(first.mine)).toEqual([
      expect.objectContaining({ level: 30, operation: 'Platform', code: 'ok', upstreamCalls: 1, cacheHits: 0 }),
    ]);
    expect(operationLines(again.mine)).toEqual([
      expect.objectContaining({ level: 30, operation: 'Platform', code: 'ok', upstreamCalls: 0, cacheHits: 1 }),
    ]);
    expect(operationLines(first.mine)[0]?.durationMs).toEqual(expect.any(Number));
  });

  it('writes an operation that ended in UPSTREAM_UNAVAILABLE at warn, with its code', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/notice_list`, () => HttpResponse.error()));
    const { mine, body } = await send('query Notes { notifications { total } }', { token: 'a-token' });
    expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(mine.filter((line) => line.msg.startsWith('graphql operation'))).toEqual([
      expect.objectContaining({ level: 40, operation: 'Notes', code: 'UPSTREAM_UNAVAILABLE', upstreamCalls: 1 }),
    ]);
  });

  it("names the operation and its code on the request's line, which echoes no response header", async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/index/index`, () => ok({ name: 'Mall' })));
    const { mine } = await send(PLATFORM, { lang: 'de' });
    const request = mine.find((line) => line.msg === 'request completed');
    expect(request).toMatchObject({ operation: 'Platform', code: 'ok', res: { statusCode: 200 } });
    expect(request?.res).toEqual({ statusCode: 200 });
    expect(request?.req?.url).toBe('/graphql');
  });
});
