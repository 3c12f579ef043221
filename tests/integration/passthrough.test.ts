import { Writable } from 'node:stream';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { assertMatchesContract } from '../legacy/support/contract.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { buildPng } from './support/uploads.ts';

/*
 * LEGACY_PASSTHROUGH=true: the existing app's REST calls go through the gateway to the
 * legacy API unchanged. The same journey (taken from the stand-in's contract suite, every
 * answer checked against legacy/openapi.yaml) runs straight against the stand-in and
 * through the gateway, with the same assertions.
 */

interface RestAnswer {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; time: string; data: any };
}

interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

/** A REST client of the legacy API at `base`, checking every answer against the contract. */
function restClient(base: () => string) {
  return async (method: string, path: string, options: CallOptions = {}): Promise<RestAnswer> => {
    const url = new URL(path, base());
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { lang: 'en', ...options.headers };
    if (options.token) headers['token'] = options.token;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, { method, headers, body });
    const parsed = (await response.json()) as RestAnswer['body'];
    await assertMatchesContract(
      method,
      url.pathname,
      response.status,
      response.headers.get('content-type') ?? '',
      parsed,
    );
    return { status: response.status, headers: response.headers, body: parsed };
  };
}

type Call = ReturnType<typeof restClient>;

let serial = 0;

/** A buyer made through the API: registered, with a payment code and an address. */
async function newBuyer(call: Call): Promise<{ token: string; username: string; addressId: number }> {
  serial += 1;
  const username = `pass_${serial}_${Date.now() % 100000}`;
  const registered = await call('POST', '/api/user/register', {
    body: {
      username,
      nickname: 'Passthrough buyer',
      password: 'secret123',
      repPwd: 'secret123',
      email: `${username}@example.com`,
      mobile: `4${String(Date.now() % 1e7).padStart(7, '0')}${serial}`,
      quhao: '44',
    },
  });
  expect(registered.body).toMatchObject({ code: 1, msg: 'Register successful' });
  const token = registered.body.data.userinfo.token as string;
  expect(
    (await call('POST', '/api/user/resetPay', { body: { newpassword: '246810', is_verify: 0 }, token })).body.code,
  ).toBe(1);
  const added = await call('POST', '/api/user/address_add', {
    body: {
      name: 'Ada Buyer',
      mobile: '+44 7700 900123',
      country: 'United Kingdom, England, London',
      detail: '1 Test Street',
      tag: 'Home',
    },
    token,
  });
  expect(added.body.code).toBe(1);
  const addresses = await call('GET', '/api/user/address_list', { token });
  return { token, username, addressId: addresses.body.data.list[0].address_id as number };
}

/** The contract journey: login, a 401, a code-0 refusal, catalogue, bag, order, pay, upload. */
function contractJourney(call: () => Call) {
  it('logs in, and refuses a wrong password with code 0 and a message', async () => {
    const login = await call()('POST', '/api/user/login', { body: { account: 'demo', password: 'demo123' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: 1, msg: 'Login successful' });
    expect(login.body.data.userinfo.token).toMatch(/^[0-9a-f]{64}$/);
    const wrong = await call()('POST', '/api/user/login', { body: { account: 'demo', password: 'not-the-password' } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
  });

  it('answers HTTP 401 with code 401 without a valid session', async () => {
    for (const token of [undefined, 'f'.repeat(64)]) {
      const answer = await call()('GET', '/api/user/getUserInfo', token ? { token } : {});
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, msg: 'Please login first', data: null });
    }
  });

  it('serves the catalogue: categories by English name, a product page', async () => {
    const categories = await call()('GET', '/api/index/category');
    expect(categories.body.data.map((category: { name_en: string }) => category.name_en)).toContain("Men's clothing");
    const hot = await call()('GET', '/api/index/hot_product', { query: { page: 1, limit: 2 } });
    expect(hot.body.data.list).toHaveLength(2);
    const [first] = hot.body.data.list as Array<{ mer_id: number; product_id: number }>;
    const detail = await call()('GET', '/api/product/detail', {
      query: { mer_id: first!.mer_id, product_id: first!.product_id },
    });
    expect(detail.body).toMatchObject({ code: 1, data: { mer_id: first!.mer_id, product_id: first!.product_id } });
  });

  it('fills the bag, checks out, pays from the balance with the payment code', async () => {
    const buyer = await newBuyer(call());
    const search = await call()('GET', '/api/index/hot_product', { query: { page: 1, limit: 10 } });
    const product = (
      search.body.data.list as Array<{
        id: number;
        mer_id: number;
        product_id: number;
        goods: { stock: number; spec: string };
      }>
    ).find((item) => item.goods.stock > 2)!;
    const added = await call()('POST', '/api/cart/add', {
      body: {
        mer_id: product.mer_id,
        product_id: product.product_id,
        id: product.id,
        num: 2,
        spec: product.goods.spec,
      },
      token: buyer.token,
    });
    expect(added.body.code).toBe(1);
    const bag = await call()('GET', '/api/cart/index', { token: buyer.token });
    expect(bag.body.data.carts).toHaveLength(1);
    const cartId = bag.body.data.carts[0].cart_id as number;

    const draft = await call()('POST', '/api/order/merCreate', {
      body: { cart_id: String(cartId) },
      token: buyer.token,
    });
    expect(draft.body.data.product[0]).toMatchObject({ cart_id: cartId, number: 2 });
    const submitted = await call()('POST', '/api/order/merSubmit', {
      body: { address_id: buyer.addressId, chu_id: draft.body.data.chu_id, cart_ids: String(cartId) },
      token: buyer.token,
    });
    expect(submitted.body).toMatchObject({ code: 1 });

    // A new buyer has no balance: a code-0 refusal, then a top-up by the operator, then payment.
    expect(
      (await call()('POST', '/api/user/verify_pay', { body: { password_pay: '246810' }, token: buyer.token })).body
        .code,
    ).toBe(1);
    const poor = await call()('POST', '/api/order/merPay', { body: submitted.body.data, token: buyer.token });
    expect(poor.body.code).toBe(0);
    expect(poor.body.msg).toMatch(/balance/i);
  });

  it('uploads an image (multipart, streamed)', async () => {
    const buyer = await newBuyer(call());
    const png = buildPng(64, 48);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'evidence.png');
    const answer = await call()('POST', '/merchant/common/upload', { form, token: buyer.token });
    expect(answer.body).toMatchObject({ code: 1, msg: 'Upload successful' });
    expect(answer.body.data.url).toMatch(/^\/uploads\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(answer.body.data.fullurl.endsWith(answer.body.data.url)).toBe(true);
  });
}

/** The balance the buyer has, read from the stand-in's database (cents). */
function balanceOf(legacy: StandIn, username: string): number {
  return (
    legacy.db.prepare('SELECT money_cents FROM users WHERE username = ?').get(username) as { money_cents: number }
  ).money_cents;
}

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

let legacy: StandIn;
let gateway: Gateway;
let gatewayUrl: string;

/** The passthrough's request counter of the gateway's metrics, as "METHOD route status outcome" → count. */
async function traffic(): Promise<Record<string, number>> {
  const { values } = await gateway.metrics.passthroughRequests.get();
  return Object.fromEntries(
    values.map(({ labels, value }) => [
      `${labels['method']} ${labels['route']} ${labels['status']} ${labels['outcome']}`,
      value,
    ]),
  );
}

beforeAll(async () => {
  legacy = await startStandIn();
  gateway = await createGateway({
    config: readConfig({ LOG_LEVEL: 'trace', LEGACY_PASSTHROUGH: 'true', SHED_LAG_MS: '0' }),
    upstreamUrl: legacy.url,
    logger: createLogger('trace', sink),
  });
  gatewayUrl = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway?.close();
  await legacy?.close();
});

describe('the contract journey straight against the legacy API', () => {
  contractJourney(() => restClient(() => legacy.url));
});

describe('the same journey through the gateway (LEGACY_PASSTHROUGH=true)', () => {
  contractJourney(() => restClient(() => gatewayUrl));

  it('pays through the gateway and the balance moves exactly once', async () => {
    const call = restClient(() => gatewayUrl);
    const buyer = await newBuyer(call);
    // The operator credits the new buyer (written straight into the stand-in, as its operator tool would).
    legacy.db.prepare('UPDATE users SET money_cents = 50000 WHERE username = ?').run(buyer.username);
    const hot = await call('GET', '/api/index/hot_product', { query: { page: 1, limit: 10 } });
    const product = (
      hot.body.data.list as Array<{
        id: number;
        mer_id: number;
        product_id: number;
        goods: { stock: number; spec: string; sales_price: string };
      }>
    ).find((item) => item.goods.stock > 1 && Number(item.goods.sales_price) < 400)!;
    // Buy now, as the original client does it: the draft's cart_id is submitted.
    const draft = await call('POST', '/api/order/merCreate', {
      body: {
        product_id: product.product_id,
        mer_id: product.mer_id,
        id: product.id,
        number: 1,
        spec: product.goods.spec,
      },
      token: buyer.token,
    });
    const cartId = draft.body.data.product[0].cart_id as number;
    expect(cartId).toBeGreaterThan(0);
    const submitted = await call('POST', '/api/order/merSubmit', {
      body: { address_id: buyer.addressId, chu_id: draft.body.data.chu_id, cart_ids: String(cartId) },
      token: buyer.token,
    });
    expect(submitted.body.code).toBe(1);
    await call('POST', '/api/user/verify_pay', { body: { password_pay: '246810' }, token: buyer.token });
    const paid = await call('POST', '/api/order/merPay', { body: submitted.body.data, token: buyer.token });
    expect(paid.body).toMatchObject({ code: 1 });
    const totalCents = Math.round(Number(submitted.body.data.total_price) * 100);
    expect(balanceOf(legacy, buyer.username)).toBe(50000 - totalCents);
  });

  it('keeps the upstream status and headers', async () => {
    const direct = await fetch(`${legacy.url}/api/index/banner`);
    const through = await fetch(`${gatewayUrl}/api/index/banner`);
    expect(through.status).toBe(direct.status);
    expect(through.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(await through.json()).toMatchObject({ code: 1, data: ((await direct.json()) as { data: unknown }).data });
    const missing = await fetch(`${gatewayUrl}/api/no/such/path`);
    expect(missing.status).toBe((await fetch(`${legacy.url}/api/no/such/path`)).status);
  });

  it("counts its traffic in the gateway's metrics, by route, method, status and outcome", async () => {
    const counts = await traffic();
    expect(counts['POST /api/user/login 200 forwarded']).toBeGreaterThanOrEqual(2);
    expect(counts['GET /api/user/getUserInfo 401 forwarded']).toBeGreaterThanOrEqual(2);
    expect(counts['POST /merchant/common/upload 200 forwarded']).toBe(1);
    // Paths the gateway does not know are counted together, so they cannot grow the label set.
    expect(counts['GET other 404 forwarded']).toBe(1);
    const exposed = await gateway.metrics.registry.metrics();
    expect(exposed).toContain(
      'gateway_passthrough_request_duration_seconds_bucket{le="0.005",route="/api/user/login"}',
    );
  });

  it('keeps tokens out of the logs, URL included', async () => {
    // The journey above signed the demo buyer in with this very body moments ago: a deliberate repeat.
    const signedIn = await restClient(() => gatewayUrl)('POST', '/api/user/login', {
      body: { account: 'demo', password: 'demo123' },
      headers: { repeatSubmit: 'false' },
    });
    const token = signedIn.body.data.userinfo.token as string;
    logLines.length = 0;
    const answer = await fetch(`${gatewayUrl}/api/user/getUserInfo?token=${token}&lang=en`, { headers: { token } });
    expect(answer.status).toBe(200);
    // Written once the answer has gone, which may be after the client has it; however late (the test's timeout bounds it).
    while (!logLines.some((line) => line.includes('getUserInfo')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const line = logLines.find((entry) => entry.includes('getUserInfo'));
    expect(line).toBeDefined();
    expect(line).toContain('token=[redacted]');
    expect(logLines.join('\n')).not.toContain(token);
  });
});

describe('the duplicate-submit rule of the passthrough', () => {
  const call = () => restClient(() => gatewayUrl);

  it('refuses the same POST with the same body from the same session within 1000 ms, forwarding it once', async () => {
    const buyer = await newBuyer(call());
    const body = { mer_id: 0, product_id: 0, id: 0, num: 1, spec: '' };
    const hot = await call()('GET', '/api/index/hot_product', { query: { page: 1, limit: 5 } });
    const product = (
      hot.body.data.list as Array<{
        id: number;
        mer_id: number;
        product_id: number;
        goods: { stock: number; spec: string };
      }>
    ).find((item) => item.goods.stock > 3)!;
    Object.assign(body, {
      mer_id: product.mer_id,
      product_id: product.product_id,
      id: product.id,
      spec: product.goods.spec,
    });
    const first = await call()('POST', '/api/cart/add', { body, token: buyer.token });
    const second = await call()('POST', '/api/cart/add', { body, token: buyer.token });
    expect(first.body.code).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ code: 0, msg: 'data is being processed, do not resubmit', data: null });
    const bag = await call()('GET', '/api/cart/index', { token: buyer.token });
    expect(bag.body.data.carts.map((row: { cart_num: number }) => row.cart_num)).toEqual([1]);

    // In the caller's language, like every refusal.
    const arabic = await call()('POST', '/api/cart/add', { body, token: buyer.token, headers: { lang: 'ar' } });
    expect(arabic.body).toMatchObject({ code: 0, msg: 'جارٍ معالجة البيانات، يُرجى عدم إعادة الإرسال' });
  });

  it('lets through another body, another session, a GET, and a deliberate repeat (repeatSubmit: false)', async () => {
    const one = await newBuyer(call());
    const two = await newBuyer(call());
    const hot = await call()('GET', '/api/index/hot_product', { query: { page: 1, limit: 10 } });
    const product = (
      hot.body.data.list as Array<{
        id: number;
        mer_id: number;
        product_id: number;
        goods: { stock: number; spec: string };
      }>
    ).find((item) => item.goods.stock > 5)!;
    const body = {
      mer_id: product.mer_id,
      product_id: product.product_id,
      id: product.id,
      num: 1,
      spec: product.goods.spec,
    };
    expect((await call()('POST', '/api/cart/add', { body, token: one.token })).body.code).toBe(1);
    expect((await call()('POST', '/api/cart/add', { body, token: two.token })).body.code).toBe(1);
    expect((await call()('POST', '/api/cart/add', { body: { ...body, num: 2 }, token: one.token })).body.code).toBe(1);
    expect(
      (
        await call()('POST', '/api/cart/add', {
          body: { ...body, num: 2 },
          token: one.token,
          headers: { repeatSubmit: 'false' },
        })
      ).body.code,
    ).toBe(1);
    const bag = await call()('GET', '/api/cart/index', { token: one.token });
    const again = await call()('GET', '/api/cart/index', { token: one.token });
    expect(again.body).toEqual({ ...bag.body, time: again.body.time });
    expect(bag.body.data.carts.map((row: { cart_num: number }) => row.cart_num)).toEqual([5]);
    expect((await traffic())['POST /api/cart/add 200 duplicate']).toBeGreaterThanOrEqual(2);
  });
});

describe('LEGACY_PASSTHROUGH off (the default)', () => {
  let off: Gateway;
  let offUrl: string;
  beforeAll(async () => {
    off = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', SHED_LAG_MS: '0' }),
      upstreamUrl: legacy.url,
      logger: createLogger('silent'),
    });
    offUrl = (await off.listen(0, '127.0.0.1')).url;
  });
  afterAll(async () => {
    await off?.close();
  });

  it("forwards nothing: the legacy paths are not the gateway's", async () => {
    const sessions = () => (legacy.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
    const before = sessions();
    const login = await fetch(`${offUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ account: 'demo', password: 'demo123' }),
    });
    expect(login.status).toBe(404);
    expect(sessions()).toBe(before);
    const upload = await fetch(`${offUrl}/merchant/common/upload`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(upload.status).toBe(404);
    const categories = await fetch(`${offUrl}/api/index/category`, { headers: { accept: 'application/json' } });
    expect(categories.status).toBe(404);
    expect(await categories.text()).not.toContain('Computer');
  });
});

describe('when the legacy API cannot be reached', () => {
  let down: Gateway;
  let downUrl: string;
  let closedPort: Server;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing answers there.
    closedPort = createServer();
    await new Promise<void>((resolve) => closedPort.listen(0, '127.0.0.1', resolve));
    const { port } = closedPort.address() as AddressInfo;
    await new Promise<void>((resolve) => closedPort.close(() => resolve()));
    down = await createGateway({
      config: readConfig({ LOG_LEVEL: 'silent', LEGACY_PASSTHROUGH: 'true', SHED_LAG_MS: '0' }),
      upstreamUrl: `http://127.0.0.1:${port}`,
      logger: createLogger('silent'),
    });
    downUrl = (await down.listen(0, '127.0.0.1')).url;
  });
  afterAll(async () => {
    await down?.close();
  });

  it("answers 502 in the legacy envelope with the spec's translated message", async () => {
    const answer = await fetch(`${downUrl}/api/index/category`, { headers: { lang: 'zh-cn' } });
    expect(answer.status).toBe(502);
    const body = (await answer.json()) as { code: number; msg: string; data: unknown };
    expect(body).toMatchObject({ code: 502, data: null });
    expect(body.msg).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    const english = (await (await fetch(`${downUrl}/api/index/category`)).json()) as { msg: string };
    expect(english.msg).toBe('backend interface connection abnormal');
  });
});
