import { describe, expect, it } from 'vitest';
import { ApiError } from '../../legacy/http/envelope.ts';
import { approveRefund, refuseRefund, shipOrder } from '../../legacy/operator/orders.ts';
import { answersWithoutAdminKey } from './support/adminDisabled.ts';
import { balanceOf, makeBuyer, type Buyer } from './support/buyers.ts';
import { makeListing } from './support/catalog.ts';
import { orderRow, paidOrder, placeOrder } from './support/orders.ts';
import { useStandIn } from './support/standIn.ts';

const s = useStandIn();

function deliveriesOf(orderId: number) {
  return s.db
    .prepare('SELECT delivery_no, mark, updatetime FROM order_deliveries WHERE order_id = ? ORDER BY id')
    .all(orderId);
}

async function requestRefund(who: Buyer, orderId: number, amount = '1.00'): Promise<void> {
  const order = orderRow(s, orderId);
  const lines = s.db.prepare('SELECT order_product_id FROM order_products WHERE order_id = ?').all(orderId) as Array<{
    order_product_id: number;
  }>;
  const answer = await s.post(
    '/api/order/refund',
    {
      order_id: orderId,
      sn: order['order_sn'],
      amount,
      service_type: 0,
      receiving_status: 0,
      reason_type: 'Changed my mind',
      refund_explain: 'No longer needed',
      images: '/uploads/p.png',
      order_product_id: lines.map((line) => line.order_product_id).join(','),
    },
    who.token,
  );
  expect(answer.body.code).toBe(1);
}

describe('the admin key guard on the order actions', () => {
  it('answers HTTP 403 without the key or with a wrong one', async () => {
    for (const headers of [{}, { 'x-admin-key': 'wrong' }] as Array<Record<string, string>>) {
      const answer = await s.call('GET', '/admin/orders', { headers });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 0, msg: 'A valid x-admin-key header is required', data: null });
      const ship = await s.call('POST', '/admin/orders/1/ship', { headers, body: {} });
      expect(ship.status).toBe(403);
    }
  });

  it('answers HTTP 503 when LEGACY_ADMIN_KEY is not set', async () => {
    const answers = await answersWithoutAdminKey([
      ['GET', '/admin/orders'],
      ['POST', '/admin/orders/1/ship'],
      ['GET', '/admin/refunds'],
      ['POST', '/admin/refunds/1/approve'],
      ['POST', '/admin/refunds/1/refuse'],
    ]);
    for (const answer of answers) expect(answer.status).toBe(503);
  });
});

describe('GET /admin/orders', () => {
  it("lists every buyer's orders newest first, filtered by status and paged", async () => {
    const one = makeBuyer(s);
    const two = makeBuyer(s);
    const listing = makeListing(s, { priceCents: 1500, freightCents: 100 });
    const unpaid = (await placeOrder(s, one, listing)).orderIds[0] as number;
    s.clock.advance(5);
    const paid = await paidOrder(s, two, listing, 2);
    const all = await s.admin('GET', '/admin/orders?limit=100');
    expect(all.body.code).toBe(1);
    const ids = all.body.data.list.map((order: { order_id: number }) => order.order_id);
    expect(ids.indexOf(paid)).toBeLessThan(ids.indexOf(unpaid));
    const row = all.body.data.list.find((order: { order_id: number }) => order.order_id === paid);
    expect(row).toMatchObject({
      order_sn: orderRow(s, paid)['order_sn'],
      user_id: two.id,
      username: expect.stringMatching(/^orderbuyer/),
      mer_id: listing.merId,
      mer_name: expect.any(String),
      status: 1,
      refund_status: 0,
      total_num: 2,
      total_price: '31.00',
      delivery_price: '1.00',
      delivery_id: '',
      pay_time: s.clock.now(),
      delivery_time: 0,
      is_del: 0,
    });
    const waiting = await s.admin('GET', '/admin/orders?status=1&limit=100');
    expect(waiting.body.data.list.every((order: { status: number }) => order.status === 1)).toBe(true);
    expect(waiting.body.data.list.map((order: { order_id: number }) => order.order_id)).toContain(paid);
    const page = await s.admin('GET', '/admin/orders?page=1&limit=1');
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.count).toBe(all.body.data.count);
  });

  it('refuses an unknown status and bad paging', async () => {
    expect((await s.admin('GET', '/admin/orders?status=7')).body).toMatchObject({
      code: 0,
      msg: 'status must be one of all, 0, 1, 2, 3, 4, -1, -2, -4',
    });
    expect((await s.admin('GET', '/admin/orders?limit=0')).body.code).toBe(0);
  });
});

describe('POST /admin/orders/{order_id}/ship', () => {
  it('ships a paid order with a generated tracking number and logistics entries', async () => {
    const who = makeBuyer(s);
    const orderId = await paidOrder(s, who, makeListing(s));
    const answer = await s.admin('POST', `/admin/orders/${orderId}/ship`);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Shipped', data: { order_id: orderId, status: 2 } });
    const trackingNo = answer.body.data.delivery_id as string;
    expect(trackingNo).toMatch(/^LX\d{12}$/);
    expect(orderRow(s, orderId)).toMatchObject({ status: 2, delivery_id: trackingNo, delivery_time: s.clock.now() });
    expect(deliveriesOf(orderId)).toEqual([
      { delivery_no: trackingNo, mark: 'The seller has packed your order', updatetime: s.clock.now() },
      {
        delivery_no: trackingNo,
        mark: `Shipped by Standard Express, tracking number ${trackingNo}`,
        updatetime: s.clock.now(),
      },
      { delivery_no: trackingNo, mark: 'Departed the sorting centre', updatetime: s.clock.now() },
    ]);
    const detail = await s.get('/api/order/detail', { order_id: orderId }, who.token);
    expect(detail.body.data.delivery_id).toBe(trackingNo);
    expect(detail.body.data.delivery[0].mark).toBe('Departed the sorting centre');
  });

  it('uses the given company and tracking number', async () => {
    const orderId = await paidOrder(s, makeBuyer(s), makeListing(s));
    const answer = await s.admin('POST', `/admin/orders/${orderId}/ship`, {
      company: 'SF Express',
      delivery_no: 'SF1234567890',
    });
    expect(answer.body.data).toEqual({ order_id: orderId, status: 2, delivery_id: 'SF1234567890' });
    expect(deliveriesOf(orderId)).toContainEqual(
      expect.objectContaining({ mark: 'Shipped by SF Express, tracking number SF1234567890' }),
    );
  });

  it('refuses an unpaid, an already shipped, an unknown order and one with a pending refund', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const unpaid = (await placeOrder(s, who, listing)).orderIds[0] as number;
    expect((await s.admin('POST', `/admin/orders/${unpaid}/ship`)).body).toMatchObject({
      code: 0,
      msg: 'Only orders waiting for delivery can be shipped',
    });
    const shipped = await paidOrder(s, who, listing);
    await s.admin('POST', `/admin/orders/${shipped}/ship`);
    const twice = await s.admin('POST', `/admin/orders/${shipped}/ship`);
    expect(twice.body.msg).toBe('Only orders waiting for delivery can be shipped');
    expect(deliveriesOf(shipped)).toHaveLength(3);
    expect((await s.admin('POST', '/admin/orders/999999/ship')).body).toMatchObject({
      code: 0,
      msg: 'Order does not exist',
    });
    expect((await s.admin('POST', '/admin/orders/abc/ship')).body).toMatchObject({
      code: 0,
      msg: 'Parameter order_id is invalid',
    });
    const refunding = await paidOrder(s, who, listing);
    await requestRefund(who, refunding);
    expect((await s.admin('POST', `/admin/orders/${refunding}/ship`)).body).toMatchObject({
      code: 0,
      msg: 'This order has a refund request waiting for review',
    });
    expect(orderRow(s, refunding)['status']).toBe(1);
  });

  it('refuses a malformed tracking number', async () => {
    const orderId = await paidOrder(s, makeBuyer(s), makeListing(s));
    for (const deliveryNo of ['ab', 'has space 123', 'x'.repeat(41)]) {
      const answer = await s.admin('POST', `/admin/orders/${orderId}/ship`, { delivery_no: deliveryNo });
      expect(answer.body.code).toBe(0);
    }
    expect((await s.admin('POST', `/admin/orders/${orderId}/ship`, { delivery_no: 'ab' })).body.msg).toBe(
      'delivery_no must be 4 to 40 letters, digits or dashes',
    );
    expect(orderRow(s, orderId)['status']).toBe(1);
  });
});

describe('refund audit', () => {
  it('lists refund requests by status', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s, { priceCents: 800, freightCents: 0 });
    const pending = await paidOrder(s, who, listing);
    await requestRefund(who, pending, '8.00');
    const refused = await paidOrder(s, who, listing);
    await requestRefund(who, refused);
    await s.admin('POST', `/admin/refunds/${refused}/refuse`, { admin_msg: 'No' });
    const waiting = await s.admin('GET', '/admin/refunds?status=0&limit=100');
    const item = waiting.body.data.list.find((refund: { order_id: number }) => refund.order_id === pending);
    expect(item).toMatchObject({
      order_sn: orderRow(s, pending)['order_sn'],
      user_id: who.id,
      amount: '8.00',
      service_type: 0,
      receiving_status: 0,
      reason_type: 'Changed my mind',
      refund_explain: 'No longer needed',
      images: '/uploads/p.png',
      order_product_id: expect.stringMatching(/^\d+$/),
      status: 0,
      admin_msg: '',
      audittime: 0,
    });
    expect(waiting.body.data.list.some((refund: { order_id: number }) => refund.order_id === refused)).toBe(false);
    const refusedList = await s.admin('GET', '/admin/refunds?status=2');
    expect(refusedList.body.data.list.map((refund: { order_id: number }) => refund.order_id)).toContain(refused);
    expect((await s.admin('GET', '/admin/refunds?status=5')).body).toMatchObject({
      code: 0,
      msg: 'status must be one of all, 0, 1, 2',
    });
  });

  it('approves once, crediting the buyer; a second decision is refused', async () => {
    const who = makeBuyer(s, { cents: 0 });
    s.db.prepare('UPDATE users SET money_cents = 5000 WHERE id = ?').run(who.id);
    const orderId = await paidOrder(s, who, makeListing(s, { priceCents: 2000, freightCents: 0 }));
    await requestRefund(who, orderId, '20.00');
    const [first, second] = await Promise.all([
      s.admin('POST', `/admin/refunds/${orderId}/approve`),
      s.admin('POST', `/admin/refunds/${orderId}/approve`),
    ]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, 1]);
    expect(balanceOf(s, who)).toBe(5000);
    const refuse = await s.admin('POST', `/admin/refunds/${orderId}/refuse`, { admin_msg: 'late' });
    expect(refuse.body).toMatchObject({ code: 0, msg: 'This order has no refund request waiting for review' });
    expect(orderRow(s, orderId)).toMatchObject({ status: -2, refund_status: 2 });
  });

  it('refuses without admin_msg, and for orders without a pending refund', async () => {
    const who = makeBuyer(s);
    const orderId = await paidOrder(s, who, makeListing(s));
    expect((await s.admin('POST', `/admin/refunds/${orderId}/approve`)).body).toMatchObject({
      code: 0,
      msg: 'This order has no refund request waiting for review',
    });
    await requestRefund(who, orderId);
    for (const body of [undefined, {}, { admin_msg: '   ' }]) {
      const answer = await s.admin('POST', `/admin/refunds/${orderId}/refuse`, body);
      expect(answer.body).toMatchObject({ code: 0, msg: 'admin_msg is required' });
    }
    expect(orderRow(s, orderId)['refund_status']).toBe(1);
    expect((await s.admin('POST', '/admin/refunds/999999/approve')).body.msg).toBe('Order does not exist');
    expect((await s.admin('POST', '/admin/refunds/0/refuse', { admin_msg: 'x' })).body.msg).toBe(
      'Parameter order_id is invalid',
    );
  });
});

describe('the operator functions the auto-operator calls', () => {
  it('ship, approve and refuse throw ApiError on a wrong state or an unknown id', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const unpaid = (await placeOrder(s, who, listing)).orderIds[0] as number;
    expect(() => shipOrder(s.deps, unpaid)).toThrow(ApiError);
    expect(() => shipOrder(s.deps, 999_999)).toThrow(ApiError);
    expect(() => approveRefund(s.deps, unpaid)).toThrow(ApiError);
    expect(() => refuseRefund(s.deps, unpaid, 'no')).toThrow(ApiError);

    const paid = await paidOrder(s, who, listing);
    shipOrder(s.deps, paid, { company: 'UPS' });
    expect(orderRow(s, paid)['status']).toBe(2);
    expect(() => shipOrder(s.deps, paid)).toThrow(ApiError);

    await requestRefund(who, paid, '2.00');
    const before = balanceOf(s, who);
    approveRefund(s.deps, paid, 'auto');
    expect(balanceOf(s, who)).toBe(before + 200);
    expect(() => approveRefund(s.deps, paid)).toThrow(ApiError);

    const other = await paidOrder(s, who, listing);
    await requestRefund(who, other);
    expect(() => refuseRefund(s.deps, other, ' ')).toThrow(ApiError);
    refuseRefund(s.deps, other, 'Not eligible');
    expect(orderRow(s, other)).toMatchObject({ status: 1, refund_status: 3 });
  });
});
