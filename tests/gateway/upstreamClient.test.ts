import { GraphQLError } from 'graphql';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createUpstreamClient, type UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';
import { ok, refused, UPSTREAM, UPSTREAM_HOST, useFakeUpstream } from './support/fakeUpstream.ts';

const fake = useFakeUpstream();

function client(timeoutMs = 2000): UpstreamClient {
  return createUpstreamClient({ baseUrl: UPSTREAM, timeoutMs, endpoints });
}

/** Runs a call that must fail and answers the GraphQL error it failed with. */
async function failure(run: Promise<unknown>): Promise<GraphQLError> {
  const outcome = await run.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(GraphQLError);
  const error = outcome.error as GraphQLError;
  // What a client can see: never the upstream's address, a path of it, or a stack.
  const visible = JSON.stringify({ message: error.message, extensions: error.extensions });
  expect(visible).not.toContain(UPSTREAM_HOST);
  expect(visible).not.toContain('legacy-upstream');
  expect(visible).not.toContain('http://');
  expect(visible).not.toContain('/api/');
  expect(visible).not.toMatch(/\bat .+:\d+:\d+/);
  expect(error.extensions).not.toHaveProperty('stacktrace');
  expect(error.extensions).not.toHaveProperty('exception');
  return error;
}

const PLATFORM = `${UPSTREAM}/api/index/index`;

describe('upstream failures become typed errors', () => {
  it('answers UPSTREAM_TIMEOUT when the upstream does not answer within the timeout', async () => {
    fake.server.use(
      http.get(PLATFORM, async () => {
        await delay(1500);
        return ok({ name: 'late' });
      }),
    );
    // Not after the late answer: that one would be a success, not this error.
    const error = await failure(client(200).call('platformInfo', {}, {}));
    expect(error.message).toBe('The legacy API did not answer in time');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT' });
  });

  it('answers UPSTREAM_UNAVAILABLE when the connection is reset', async () => {
    fake.server.use(http.get(PLATFORM, () => HttpResponse.error()));
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.message).toBe('The legacy API cannot be reached');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it.each([500, 502, 503])('answers UPSTREAM_HTTP_ERROR with the status for HTTP %i', async (status) => {
    fake.server.use(
      http.get(PLATFORM, () =>
        HttpResponse.text(`Fatal error in /var/www/app.php at ${UPSTREAM}/api/index/index`, { status }),
      ),
    );
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.message).toBe(`The legacy API answered HTTP ${status}`);
    expect(error.extensions).toEqual({ code: 'UPSTREAM_HTTP_ERROR', status });
  });

  it('answers UPSTREAM_HTTP_ERROR even when a 5xx carries an envelope', async () => {
    fake.server.use(http.get(PLATFORM, () => refused('database gone', 0, 500)));
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_HTTP_ERROR', status: 500 });
  });

  it('answers UPSTREAM_BAD_RESPONSE for a body that is not JSON', async () => {
    fake.server.use(http.get(PLATFORM, () => HttpResponse.html('<html><body>Welcome to nginx</body></html>')));
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.message).toBe('The legacy API answered something the gateway cannot read');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_BAD_RESPONSE' });
  });

  it('answers UPSTREAM_BAD_RESPONSE for truncated JSON sent as JSON', async () => {
    fake.server.use(
      http.get(
        PLATFORM,
        () => new HttpResponse('{"code": 1, "data": {', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_BAD_RESPONSE' });
  });

  it.each([
    ['an object without code', { status: 'ok', data: {} }],
    ['a code that is not a number', { code: 'ok', msg: '', data: {} }],
    ['a code that is not a whole number', { code: 1.5, msg: '', data: {} }],
    ['an array', [1, 2, 3]],
    ['a bare string', 'hello'],
    ['null', null],
  ])('answers UPSTREAM_BAD_RESPONSE for JSON that is not an envelope: %s', async (_name, body) => {
    fake.server.use(http.get(PLATFORM, () => HttpResponse.json(body)));
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_BAD_RESPONSE' });
  });

  it('answers an empty body as UPSTREAM_BAD_RESPONSE', async () => {
    fake.server.use(http.get(PLATFORM, () => new HttpResponse(null, { status: 200 })));
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_BAD_RESPONSE' });
  });

  it('answers UNAUTHENTICATED with the upstream message for HTTP 401 with an envelope', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/getUserInfo`, () => refused('请先登录', 401, 401)));
    const error = await failure(client().call('getUserInfo', {}, { token: 'expired' }));
    expect(error.message).toBe('请先登录');
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('answers UNAUTHENTICATED "Please login first" for HTTP 401 without an envelope', async () => {
    fake.server.use(
      http.get(`${UPSTREAM}/api/user/getUserInfo`, () => HttpResponse.text('Unauthorized', { status: 401 })),
    );
    const error = await failure(client().call('getUserInfo', {}, { token: 'expired' }));
    expect(error.message).toBe('Please login first');
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('answers UNAUTHENTICATED for HTTP 200 with body code 401', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/getUserInfo`, () => refused('Please login first', 401, 200)));
    const error = await failure(client().call('getUserInfo', {}, {}));
    expect(error.message).toBe('Please login first');
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('answers UNAUTHENTICATED for a POST refused with 401 too', async () => {
    fake.server.use(http.post(`${UPSTREAM}/api/order/cancel`, () => refused('Please login first', 401, 401)));
    const error = await failure(client().call('orderCancel', { order_id: 3 }, { token: 'expired' }));
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('answers UPSTREAM_REJECTED with the upstream msg and code for code 0', async () => {
    fake.server.use(http.post(`${UPSTREAM}/api/order/merPay`, () => refused('insufficient balance', 0)));
    const error = await failure(
      client().call('orderMerPay', { out_trade_no: 'T1', total_price: '12.50' }, { token: 't' }),
    );
    expect(error.message).toBe('insufficient balance');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_REJECTED', upstreamCode: 0 });
  });

  it('answers UPSTREAM_REJECTED for any other code, and a generic message when msg is empty', async () => {
    fake.server.use(http.get(PLATFORM, () => refused('', -3)));
    const error = await failure(client().call('platformInfo', {}, {}));
    expect(error.message).toBe('The legacy API refused the request');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_REJECTED', upstreamCode: -3 });
  });

  it('answers the data and the message on success', async () => {
    fake.server.use(http.post(`${UPSTREAM}/api/order/merPay`, () => ok(null, 'Pay Success')));
    const answer = await client().call('orderMerPay', { out_trade_no: 'T1', total_price: '12.50' }, { token: 't' });
    expect(answer).toEqual({ data: null, msg: 'Pay Success' });
  });
});

describe('forwarded headers', () => {
  it('sends token, lang and language under those names', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/getUserInfo`, () => ok({ user_id: 1, username: 'demo' })));
    await client().call('getUserInfo', {}, { token: 'tok-123', lang: 'zh-cn', language: 'zh-cn' });
    const [hit] = fake.hitsOn('/api/user/getUserInfo');
    expect(hit?.headers.get('token')).toBe('tok-123');
    expect(hit?.headers.get('lang')).toBe('zh-cn');
    expect(hit?.headers.get('language')).toBe('zh-cn');
    // The legacy API knows no Authorization header; the token goes by its own name only.
    expect(hit?.headers.has('authorization')).toBe(false);
  });

  it('leaves out headers the client did not send, and empty ones', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/getUserInfo`, () => ok({ user_id: 1, username: 'demo' })));
    await client().call('getUserInfo', {}, { token: undefined, lang: 'en', language: '' });
    const [hit] = fake.hitsOn('/api/user/getUserInfo');
    expect(hit?.headers.has('token')).toBe(false);
    expect(hit?.headers.has('language')).toBe(false);
    expect(hit?.headers.get('lang')).toBe('en');
  });

  it('forwards the headers on POST and sends the body as JSON, leaving out absent values', async () => {
    fake.server.use(http.post(`${UPSTREAM}/api/user/address_add`, () => ok(null, 'Save successful')));
    await client().call(
      'addressAdd',
      { name: 'Ann', mobile: '5551234', area: 'X', detail: 'Y', tag: 'home', is_default: 0, country: null },
      { token: 'tok-9', lang: 'de', language: 'de' },
    );
    const [hit] = fake.hitsOn('/api/user/address_add');
    expect(hit?.method).toBe('POST');
    expect(hit?.headers.get('content-type')).toMatch(/^application\/json\b/);
    expect(hit?.headers.get('token')).toBe('tok-9');
    expect(hit?.headers.get('lang')).toBe('de');
    expect(hit?.headers.get('language')).toBe('de');
    expect(hit?.rawQuery).toBe('');
    expect(JSON.parse(await hit!.body)).toEqual({
      name: 'Ann',
      mobile: '5551234',
      area: 'X',
      detail: 'Y',
      tag: 'home',
      is_default: 0,
    });
  });

  it('sends GET parameters in the query string and no body', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/user/order_list`, () => ok({ count: 0, list: [] })));
    await client().call('orderList', { page: 2, limit: 10, status: 'all' }, { token: 't' });
    const [hit] = fake.hitsOn('/api/user/order_list');
    expect(hit?.rawQuery).toBe('page=2&limit=10&status=all');
    expect(await hit!.body).toBe('');
  });
});

describe('GET parameter serialisation on the wire', () => {
  it('leaves out null, empty and undefined values, nests one level and joins arrays', async () => {
    fake.server.use(http.get(`${UPSTREAM}/api/product/search`, () => ok({ total: 0, list: [] })));
    await client().call(
      'searchProducts',
      {
        page: 1,
        limit: 10,
        title: '',
        category_id: null,
        missing: undefined,
        where: { status: 1, kind: 'a b', none: null },
        ids: [3, 4, 5],
        nothing: [],
      },
      {},
    );
    const [hit] = fake.hitsOn('/api/product/search');
    expect([...hit!.query.entries()]).toEqual([
      ['page', '1'],
      ['limit', '10'],
      ['where[status]', '1'],
      ['where[kind]', 'a b'],
      ['ids', '3,4,5'],
    ]);
  });
});

describe('the other entry points', () => {
  it('send() posts a prepared body with the caller token and answers the envelope data', async () => {
    fake.server.use(
      http.post(`${UPSTREAM}/merchant/common/upload`, () =>
        ok({ url: '/uploads/a.png', fullurl: `${UPSTREAM}/uploads/a.png` }, 'Upload successful'),
      ),
    );
    const answer = await client().send('upload', 'raw-bytes', {
      token: 'tok-up',
      'content-type': 'application/octet-stream',
    });
    expect(answer).toEqual({
      data: { url: '/uploads/a.png', fullurl: `${UPSTREAM}/uploads/a.png` },
      msg: 'Upload successful',
    });
    const [hit] = fake.hitsOn('/merchant/common/upload');
    expect(hit?.headers.get('token')).toBe('tok-up');
    expect(await hit!.body).toBe('raw-bytes');
  });

  it('send() maps failures like call()', async () => {
    fake.server.use(http.post(`${UPSTREAM}/merchant/common/upload`, () => refused('Please login first', 401, 401)));
    const error = await failure(client().send('upload', 'x', {}));
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('ping() is true for any HTTP answer and false when the upstream cannot be reached', async () => {
    fake.server.use(http.get(`${UPSTREAM}/`, () => HttpResponse.text('not found', { status: 404 })));
    expect(await client().ping()).toBe(true);
    fake.server.use(http.get(`${UPSTREAM}/`, () => HttpResponse.error()));
    expect(await client().ping()).toBe(false);
  });
});
