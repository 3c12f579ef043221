import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createGateway, type Gateway } from '../../gateway/src/server/app.ts';
import { startStandIn, type StandIn } from '../legacy/support/standIn.ts';
import { cents, DEFAULT_ADDRESS_ID, DEMO_PAYMENT_CODE, LISTINGS } from './support/orderFlow.ts';
import { startLostReplyProxy, type LostReplyProxy } from './support/lostReplyProxy.ts';

/*
 * Issue 18, item 6: when the reply to a payment or a submission is lost after the legacy
 * API committed, the shopper is told what happened — read back from the orders — and not
 * "unavailable"; when the request itself was lost, "not done, try again", and trying again
 * does it once. The faults are real: a proxy in front of the stand-in drops the connection
 * before forwarding, after the stand-in's answer, or holds the answer past the deadline.
 */
const TIMEOUT_MS = 1000;
const PAY = '/api/user/pay';
const MER_PAY = '/api/order/merPay';
const SUBMIT = '/api/order/merSubmit';

interface Answer {
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

let legacy: StandIn;
let proxy: LostReplyProxy;
let gateway: Gateway;
let url: string;
let token: string;

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', token, repeatSubmit: 'false' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

function ok(answer: Answer): Record<string, any> {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as Record<string, any>;
}

function failed(answer: Answer, code: string, operation: string): void {
  const [error] = answer.errors ?? [];
  expect(error?.extensions?.['code'], JSON.stringify(answer.errors)).toBe(code);
  expect(error?.extensions?.['operation']).toBe(operation);
  expect(answer.data).toBeNull();
}

const balance = (): number =>
  (legacy.db.prepare("SELECT money_cents FROM users WHERE username = 'demo'").get() as { money_cents: number })
    .money_cents;
const orderStatus = (orderId: number): number =>
  (legacy.db.prepare('SELECT status FROM orders WHERE order_id = ?').get(orderId) as { status: number }).status;
const orderCount = (): number => (legacy.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
const newestOrderIds = (since: number): number[] =>
  (
    legacy.db.prepare('SELECT order_id FROM orders WHERE order_id > ? ORDER BY order_id').all(since) as Array<{
      order_id: number;
    }>
  ).map((row) => row.order_id);
const lastOrderId = (): number =>
  (legacy.db.prepare('SELECT COALESCE(MAX(order_id), 0) AS id FROM orders').get() as { id: number }).id;

const SOURCE = (quantity = 1) => {
  const { shopId, productId, listingId } = LISTINGS.mouse;
  return { product: { shopId, productId, listingId, quantity, specValues: ['Black'] } };
};

/** A fresh checkout draft of the mouse (a minute after the last, as shoppers are). */
async function draft(quantity = 1): Promise<string> {
  legacy.clock.advance(60);
  const answer = ok(
    await gql('mutation($s: CheckoutSourceInput!) { createCheckout(source: $s) { id } }', { s: SOURCE(quantity) }),
  );
  return answer['createCheckout'].id as string;
}

const SUBMIT_CHECKOUT = `mutation($c: ID!, $a: ID!, $s: CheckoutSourceInput!) {
  submitCheckout(checkoutId: $c, addressId: $a, source: $s) { paymentReference total }
}`;
const submit = (checkoutId: string, quantity = 1) =>
  gql(SUBMIT_CHECKOUT, { c: checkoutId, a: DEFAULT_ADDRESS_ID, s: SOURCE(quantity) });

const PAY_CHECKOUT = `mutation($r: String!, $t: Money!, $p: String!) {
  payCheckout(paymentReference: $r, total: $t, paymentCode: $p) { message user { balance } }
}`;
const payCheckout = (reference: string, total: string) =>
  gql(PAY_CHECKOUT, { r: reference, t: total, p: DEMO_PAYMENT_CODE });

const PAY_ORDER = `mutation($o: ID!, $p: String!) { payOrder(orderId: $o, paymentCode: $p) { message user { balance } } }`;
const payOrder = (orderId: number) => gql(PAY_ORDER, { o: String(orderId), p: DEMO_PAYMENT_CODE });

/** A submitted checkout, with its one order (placed without faults). */
async function placed(quantity = 1): Promise<{ reference: string; total: string; orderId: number }> {
  const since = lastOrderId();
  const submitted = ok(await submit(await draft(quantity), quantity))['submitCheckout'] as {
    paymentReference: string;
    total: string;
  };
  const [orderId] = newestOrderIds(since);
  return { reference: submitted.paymentReference, total: submitted.total, orderId: orderId ?? 0 };
}

beforeAll(async () => {
  legacy = await startStandIn();
  proxy = await startLostReplyProxy(legacy.url);
  const config = readConfig({
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    PUBLIC_CACHE_TTL_MS: '0',
    DUPLICATE_WINDOW_MS: '0',
    RATE_LIMIT_GENERAL: '0',
    RATE_LIMIT_IP: '0',
    RATE_LIMIT_ACCOUNT: '0',
    SHED_LAG_MS: '0',
  });
  gateway = await createGateway({ config, upstreamUrl: proxy.url, logger: createLogger('silent') });
  url = (await gateway.listen(0, '127.0.0.1')).url;
  token = await legacy.login();
});

afterEach(() => proxy.disarm());

afterAll(async () => {
  await gateway.close();
  await proxy.close();
  await legacy.close();
});

describe('payCheckout', () => {
  it('answers "paid" when the reply is dropped after the legacy API paid, and debits once', async () => {
    const order = await placed(2);
    const before = balance();
    const sent = proxy.forwarded(MER_PAY);
    proxy.arm(MER_PAY, 'afterCommit');

    const paid = ok(await payCheckout(order.reference, order.total))['payCheckout'];

    expect(proxy.forwarded(MER_PAY)).toBe(sent + 1);
    expect(paid.message).toBe('');
    expect(cents(paid.user.balance)).toBe(before - cents(order.total));
    expect(balance()).toBe(before - cents(order.total));
    expect(orderStatus(order.orderId)).toBe(1);
  });

  it('answers "paid" when the reply comes after the deadline', async () => {
    const order = await placed();
    const before = balance();
    proxy.arm(MER_PAY, 'holdReply');
    ok(await payCheckout(order.reference, order.total));
    expect(balance()).toBe(before - cents(order.total));
    expect(orderStatus(order.orderId)).toBe(1);
  });

  it('tells NOT_COMPLETED when the call never reached the legacy API, and a retry pays once', async () => {
    const order = await placed();
    const before = balance();
    const sent = proxy.forwarded(MER_PAY);
    proxy.arm(MER_PAY, 'beforeSending');

    failed(await payCheckout(order.reference, order.total), 'NOT_COMPLETED', 'payment');
    expect(proxy.forwarded(MER_PAY)).toBe(sent);
    expect(balance()).toBe(before);
    expect(orderStatus(order.orderId)).toBe(0);

    ok(await payCheckout(order.reference, order.total));
    expect(balance()).toBe(before - cents(order.total));
    expect(orderStatus(order.orderId)).toBe(1);
  });

  it('tells the right trade apart from another waiting one of the same total', async () => {
    const other = await placed();
    const order = await placed();
    expect(order.total).toBe(other.total);
    const before = balance();
    proxy.arm(MER_PAY, 'afterCommit');
    ok(await payCheckout(order.reference, order.total));
    expect(orderStatus(order.orderId)).toBe(1);
    expect(orderStatus(other.orderId)).toBe(0);
    expect(balance()).toBe(before - cents(order.total));
  });
});

describe('payOrder', () => {
  it('answers "paid" when the reply is dropped after the legacy API paid', async () => {
    const order = await placed();
    const before = balance();
    proxy.arm(PAY, 'afterCommit');
    const paid = ok(await payOrder(order.orderId))['payOrder'];
    expect(cents(paid.user.balance)).toBe(before - cents(order.total));
    expect(balance()).toBe(before - cents(order.total));
    expect(orderStatus(order.orderId)).toBe(1);
  });

  it('tells NOT_COMPLETED when the call never reached the legacy API, and a retry pays once', async () => {
    const order = await placed();
    const before = balance();
    proxy.arm(PAY, 'beforeSending');
    failed(await payOrder(order.orderId), 'NOT_COMPLETED', 'payment');
    expect(balance()).toBe(before);
    ok(await payOrder(order.orderId));
    expect(balance()).toBe(before - cents(order.total));
    expect(orderStatus(order.orderId)).toBe(1);
  });

  it('tells OUTCOME_UNKNOWN when the order cannot be read back either', async () => {
    const order = await placed();
    const before = balance();
    proxy.arm(PAY, 'afterCommit');
    proxy.arm('/api/order/detail', 'beforeSending', 100);
    failed(await payOrder(order.orderId), 'OUTCOME_UNKNOWN', 'payment');
    // It was paid, once: the shopper is told to look, not that it failed.
    expect(balance()).toBe(before - cents(order.total));
  });
});

describe('submitCheckout', () => {
  it('answers the order that was created when the reply is dropped after the commit, and it pays once', async () => {
    const checkoutId = await draft(3);
    const since = lastOrderId();
    const count = orderCount();
    proxy.arm(SUBMIT, 'afterCommit');

    const submitted = ok(await submit(checkoutId, 3))['submitCheckout'] as { paymentReference: string; total: string };

    const created = newestOrderIds(since);
    expect(created).toHaveLength(1);
    expect(orderCount()).toBe(count + 1);
    expect(submitted.paymentReference).toBe(`orders:${created[0]}`);
    expect(submitted.total).toBe('68.96'); // 3 × 20.99 + 5.99

    const before = balance();
    const paid = ok(await payCheckout(submitted.paymentReference, submitted.total))['payCheckout'];
    expect(cents(paid.user.balance)).toBe(before - 6896);
    expect(orderStatus(created[0] ?? 0)).toBe(1);
    // Paying the reference again pays nothing more.
    ok(await payCheckout(submitted.paymentReference, submitted.total));
    expect(balance()).toBe(before - 6896);
  });

  it('refuses a gateway reference with another total', async () => {
    const order = await placed();
    const [error] = (await payCheckout(`orders:${order.orderId}`, '1.00')).errors ?? [];
    expect(error?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(orderStatus(order.orderId)).toBe(0);
  });

  it('tells NOT_COMPLETED when the call never reached the legacy API, and a retry creates one order', async () => {
    const checkoutId = await draft();
    const since = lastOrderId();
    proxy.arm(SUBMIT, 'beforeSending');

    failed(await submit(checkoutId), 'NOT_COMPLETED', 'submit');
    expect(newestOrderIds(since)).toEqual([]);

    const submitted = ok(await submit(checkoutId))['submitCheckout'] as { paymentReference: string };
    expect(submitted.paymentReference).toMatch(/^T/);
    expect(newestOrderIds(since)).toHaveLength(1);
  });

  it('tells OUTCOME_UNKNOWN when the orders cannot be read back', async () => {
    const checkoutId = await draft();
    proxy.arm(SUBMIT, 'afterCommit');
    // The read before the submission passes; every read after it is lost.
    proxy.arm('/api/user/order_list', 'beforeSending', 100, 1);
    failed(await submit(checkoutId), 'OUTCOME_UNKNOWN', 'submit');
  });
});
