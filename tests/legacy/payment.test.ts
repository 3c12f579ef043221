import { describe, expect, it } from 'vitest';
import { balanceOf, billsOf, makeBuyer, setPayVerified, type Buyer } from './support/buyers.ts';
import { makeListing, makeShop, stockOf } from './support/catalog.ts';
import { orderRow, placeCartOrder, placeOrder } from './support/orders.ts';
import { useStandIn } from './support/standIn.ts';

const s = useStandIn();

const pay = (who: Buyer, orderId: unknown, lang?: string) =>
  s.call('POST', '/api/user/pay', { body: { order_id: orderId }, token: who.token, lang });
const merPay = (who: Buyer, body: Record<string, unknown>, lang?: string) =>
  s.call('POST', '/api/order/merPay', { body, token: who.token, lang });

function countBills(who: Buyer): number {
  return billsOf(s, who).length;
}

describe('POST /api/order/merPay', () => {
  it('pays every order of the trade: status 1, balance debited with one bill per order, reserved stock sold', async () => {
    const who = makeBuyer(s, { cents: 100_000 });
    const shopA = makeShop(s);
    const a = makeListing(s, { merId: shopA, priceCents: 1000, freightCents: 500, stock: 10 });
    const b = makeListing(s, { priceCents: 2500, freightCents: 0, stock: 10 });
    const { outTradeNo, total } = await placeCartOrder(s, who, [
      { listing: a, num: 2 },
      { listing: b, num: 2 },
    ]);
    expect(total).toBe('75.00');

    const answer = await merPay(who, { out_trade_no: outTradeNo, total_price: total });
    expect(answer.body).toMatchObject({ code: 1, msg: 'Pay Success', data: null });
    expect(balanceOf(s, who)).toBe(100_000 - 7500);
    const orders = s.db
      .prepare('SELECT order_sn, status, pay_time FROM orders WHERE out_trade_no = ? ORDER BY order_id')
      .all(outTradeNo) as Array<{
      order_sn: string;
      status: number;
      pay_time: number;
    }>;
    expect(orders.map((order) => [order.status, order.pay_time])).toEqual([
      [1, s.clock.now()],
      [1, s.clock.now()],
    ]);
    expect(billsOf(s, who)).toEqual([
      { title: `Order payment ${orders[0]?.order_sn}`, money_cents: -2500, type: 'pay', balance_cents: 97_500 },
      { title: `Order payment ${orders[1]?.order_sn}`, money_cents: -5000, type: 'pay', balance_cents: 92_500 },
    ]);
    expect(stockOf(s, a.id)).toEqual({ stock: 8, reserved: 0, sales: 2, real_sales: 2 });
    expect(stockOf(s, b.id)).toEqual({ stock: 8, reserved: 0, sales: 2, real_sales: 2 });

    const again = await merPay(who, { out_trade_no: outTradeNo, total_price: total });
    expect(again.body).toMatchObject({ code: 0, msg: 'This order has already been paid' });
    expect((await merPay(who, { out_trade_no: outTradeNo, total_price: total }, 'zh-cn')).body.msg).toBe(
      '该订单已支付',
    );
    expect(balanceOf(s, who)).toBe(92_500);
  });

  it("refuses a total that is not the server's, and changes nothing", async () => {
    const who = makeBuyer(s, { cents: 100_000 });
    const listing = makeListing(s, { priceCents: 1000, freightCents: 500 });
    const { outTradeNo } = await placeOrder(s, who, listing);
    for (const totalPrice of ['15.01', '14.99', '0', 1]) {
      const answer = await merPay(who, { out_trade_no: outTradeNo, total_price: totalPrice });
      expect(answer.body).toMatchObject({ code: 0, msg: 'The amount to pay does not match the order total' });
    }
    expect((await merPay(who, { out_trade_no: outTradeNo, total_price: '1' }, 'zh-cn')).body.msg).toBe(
      '支付金额与订单金额不一致',
    );
    for (const totalPrice of ['-15', '15.001', 'abc', '1e3']) {
      const answer = await merPay(who, { out_trade_no: outTradeNo, total_price: totalPrice });
      expect(answer.body).toMatchObject({
        code: 0,
        msg: 'total_price must be an amount of at most two decimals, such as 12.50',
      });
    }
    expect(balanceOf(s, who)).toBe(100_000);
    expect(countBills(who)).toBe(0);
    expect((await merPay(who, { out_trade_no: outTradeNo, total_price: 15 })).body.code).toBe(1);
  });

  it('answers "Order does not exist" for another buyer\'s or an unknown trade', async () => {
    const owner = makeBuyer(s);
    const { outTradeNo, total } = await placeOrder(s, owner, makeListing(s));
    const who = makeBuyer(s);
    for (const tradeNo of [outTradeNo, 'T000']) {
      const answer = await merPay(who, { out_trade_no: tradeNo, total_price: total });
      expect(answer.body).toMatchObject({ code: 0, msg: 'Order does not exist' });
    }
    expect((await merPay(who, { total_price: total })).body.msg).toBe('out_trade_no is required');
    const row = s.db.prepare('SELECT status FROM orders WHERE out_trade_no = ?').get(outTradeNo);
    expect(row).toEqual({ status: 0 });
  });

  it('refuses a cancelled trade', async () => {
    const who = makeBuyer(s);
    const { outTradeNo, total, orderIds } = await placeOrder(s, who, makeListing(s));
    await s.post('/api/order/cancel', { order_id: orderIds[0] }, who.token);
    const answer = await merPay(who, { out_trade_no: outTradeNo, total_price: total });
    expect(answer.body).toMatchObject({ code: 0, msg: 'This order has been cancelled' });
    expect((await merPay(who, { out_trade_no: outTradeNo, total_price: total }, 'zh-cn')).body.msg).toBe(
      '该订单已取消',
    );
  });
});

describe('the payment code', () => {
  it('must be set first', async () => {
    const who = makeBuyer(s, { payCode: false });
    const { orderIds, outTradeNo, total } = await placeOrder(s, who, makeListing(s));
    const answer = await pay(who, orderIds[0]);
    expect(answer.body).toMatchObject({ code: 0, msg: 'Please set a payment code first' });
    expect((await pay(who, orderIds[0], 'zh-cn')).body.msg).toBe('请先设置支付密码');
    expect((await merPay(who, { out_trade_no: outTradeNo, total_price: total })).body.msg).toBe(
      'Please set a payment code first',
    );
    expect(orderRow(s, orderIds[0] as number)['status']).toBe(0);
  });

  it('must have been verified in this session, recently', async () => {
    const who = makeBuyer(s, { verified: false });
    const { orderIds, outTradeNo, total } = await placeOrder(s, who, makeListing(s));
    const answer = await pay(who, orderIds[0]);
    expect(answer.body).toMatchObject({ code: 0, msg: 'Please verify your payment code first' });
    expect((await pay(who, orderIds[0], 'zh-cn')).body.msg).toBe('请先验证支付密码');
    expect((await merPay(who, { out_trade_no: outTradeNo, total_price: total })).body.msg).toBe(
      'Please verify your payment code first',
    );

    setPayVerified(s, who, s.clock.now() + 300);
    s.clock.advance(300);
    expect((await pay(who, orderIds[0])).body.msg).toBe('Please verify your payment code first');
    setPayVerified(s, who, s.clock.now() + 300);
    expect((await pay(who, orderIds[0])).body).toMatchObject({ code: 1, msg: 'Pay Success' });
  });
});

describe('POST /api/user/pay', () => {
  it('pays one unpaid order', async () => {
    const who = makeBuyer(s, { cents: 5000 });
    const listing = makeListing(s, { priceCents: 1800, freightCents: 200, stock: 3 });
    const { orderIds } = await placeOrder(s, who, listing, 2);
    const orderId = orderIds[0] as number;
    const answer = await pay(who, orderId);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Pay Success', data: null });
    expect((await pay(who, orderId, 'zh-cn')).body.msg).toBe('该订单已支付');
    expect(balanceOf(s, who)).toBe(5000 - 3800);
    expect(orderRow(s, orderId)).toMatchObject({ status: 1, pay_time: s.clock.now() });
    expect(stockOf(s, listing.id)).toEqual({ stock: 1, reserved: 0, sales: 2, real_sales: 2 });
  });

  it('succeeds exactly once for 10 concurrent pays of one order', async () => {
    const who = makeBuyer(s, { cents: 100_000 });
    const listing = makeListing(s, { priceCents: 4321, freightCents: 0, stock: 5 });
    const { orderIds } = await placeOrder(s, who, listing);
    const orderId = orderIds[0] as number;
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(who, orderId)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 0).map((answer) => answer.body.msg)).toEqual(
      Array(9).fill('This order has already been paid'),
    );
    expect(balanceOf(s, who)).toBe(100_000 - 4321);
    expect(billsOf(s, who)).toHaveLength(1);
    expect(stockOf(s, listing.id)).toEqual({ stock: 4, reserved: 0, sales: 1, real_sales: 1 });
  });

  it('succeeds exactly once for concurrent merPay and pay of the same trade', async () => {
    const who = makeBuyer(s, { cents: 100_000 });
    const { orderIds, outTradeNo, total } = await placeOrder(s, who, makeListing(s, { priceCents: 999 }));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => merPay(who, { out_trade_no: outTradeNo, total_price: total })),
      ...Array.from({ length: 5 }, () => pay(who, orderIds[0])),
    ]);
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect(billsOf(s, who)).toHaveLength(1);
  });

  it('leaves everything unchanged when the balance is short', async () => {
    const who = makeBuyer(s, { cents: 1000 });
    const listing = makeListing(s, { priceCents: 900, freightCents: 200, stock: 5 });
    const { orderIds, outTradeNo, total } = await placeOrder(s, who, listing);
    const answer = await pay(who, orderIds[0]);
    expect(answer.body).toMatchObject({ code: 0, msg: 'Insufficient balance', data: null });
    expect((await pay(who, orderIds[0], 'zh-cn')).body.msg).toBe('余额不足');
    expect((await merPay(who, { out_trade_no: outTradeNo, total_price: total })).body.msg).toBe('Insufficient balance');
    expect(balanceOf(s, who)).toBe(1000);
    expect(billsOf(s, who)).toEqual([]);
    expect(orderRow(s, orderIds[0] as number)).toMatchObject({ status: 0, pay_time: 0 });
    expect(stockOf(s, listing.id)).toEqual({ stock: 5, reserved: 1, sales: 0, real_sales: 0 });
  });

  it('rolls back the whole trade when the balance covers only part of it', async () => {
    const who = makeBuyer(s, { cents: 3000 });
    const a = makeListing(s, { priceCents: 2000, freightCents: 0 });
    const b = makeListing(s, { priceCents: 2000, freightCents: 0 });
    const { outTradeNo } = await placeCartOrder(s, who, [{ listing: a }, { listing: b }]);
    const answer = await merPay(who, { out_trade_no: outTradeNo, total_price: '40.00' });
    expect(answer.body).toMatchObject({ code: 0, msg: 'Insufficient balance' });
    expect(balanceOf(s, who)).toBe(3000);
    expect(billsOf(s, who)).toEqual([]);
    const statuses = s.db.prepare('SELECT status FROM orders WHERE out_trade_no = ?').all(outTradeNo);
    expect(statuses).toEqual([{ status: 0 }, { status: 0 }]);
  });

  it("refuses a cancelled, another buyer's, an unknown or a malformed order id", async () => {
    const who = makeBuyer(s);
    const { orderIds } = await placeOrder(s, who, makeListing(s));
    await s.post('/api/order/cancel', { order_id: orderIds[0] }, who.token);
    expect((await pay(who, orderIds[0])).body).toMatchObject({ code: 0, msg: 'This order has been cancelled' });
    const theirs = (await placeOrder(s, makeBuyer(s), makeListing(s))).orderIds[0];
    for (const orderId of [theirs, 999_999]) {
      expect((await pay(who, orderId)).body).toMatchObject({ code: 0, msg: 'Order does not exist' });
    }
    expect((await pay(who, orderIds[0], 'zh-cn')).body.msg).toBe('该订单已取消');
    expect((await pay(who, -1)).body.msg).toBe('Parameter order_id is invalid');
    expect((await pay(who, undefined)).body.msg).toBe('order_id is required');
    expect(orderRow(s, theirs as number)['status']).toBe(0);
    expect(balanceOf(s, who)).toBe(1_000_000);
  });

  it('needs a session (HTTP 401)', async () => {
    expect((await s.post('/api/user/pay', { order_id: 1 })).status).toBe(401);
    expect((await s.post('/api/order/merPay', { out_trade_no: 'x', total_price: '1' })).status).toBe(401);
  });
});
