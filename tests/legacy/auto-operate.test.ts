import { describe, expect, it } from 'vitest';
import { runAutoOperatorOnce } from '../../legacy/operator/autoOperate.ts';
import { balanceOf, makeBuyer } from './support/buyers.ts';
import { startStandIn, useStandIn } from './support/standIn.ts';

const standIn = useStandIn();

const DELAY = 30;

let serial = 0;

/** An order in the given state, written directly so the test controls its times. */
function makeOrder(userId: number, fields: { status: number; refundStatus?: number; payTime: number }): number {
  serial += 1;
  const merchant = standIn.db
    .prepare(
      "INSERT INTO merchants (mer_name, mer_avatar, createtime) VALUES ('Auto Shop', '/static/img/shop/1-AS.svg', ?)",
    )
    .run(standIn.clock.now());
  const result = standIn.db
    .prepare(
      `INSERT INTO orders (order_sn, out_trade_no, user_id, mer_id, status, refund_status, total_num, goods_price_cents,
         delivery_price_cents, total_price_cents, real_name, user_phone, user_address, createtime, pay_time)
       VALUES (?, ?, ?, ?, ?, ?, 1, 2000, 0, 2000, 'A B', '123456', 'Somewhere 1', ?, ?)`,
    )
    .run(
      `AUTO${serial}${standIn.clock.now()}`,
      `T${serial}${standIn.clock.now()}`,
      userId,
      Number(merchant.lastInsertRowid),
      fields.status,
      fields.refundStatus ?? 0,
      fields.payTime - 60,
      fields.payTime,
    );
  return Number(result.lastInsertRowid);
}

function orderState(orderId: number) {
  return standIn.db
    .prepare('SELECT status, refund_status, delivery_id FROM orders WHERE order_id = ?')
    .get(orderId) as {
    status: number;
    refund_status: number;
    delivery_id: string;
  };
}

describe('runAutoOperatorOnce', () => {
  it('ships a paid order once it is old enough, and not before', () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const paid = makeOrder(buyer.id, { status: 1, payTime: standIn.clock.now() });
    const unpaid = makeOrder(buyer.id, { status: 0, payTime: 0 });
    const refunding = makeOrder(buyer.id, { status: 1, refundStatus: 1, payTime: standIn.clock.now() - 1000 });

    standIn.clock.advance(DELAY - 1);
    expect(runAutoOperatorOnce(standIn.deps, DELAY).shipped).not.toContain(paid);
    expect(orderState(paid).status).toBe(1);

    standIn.clock.advance(1);
    const pass = runAutoOperatorOnce(standIn.deps, DELAY);
    expect(pass.shipped).toContain(paid);
    expect(pass.shipped).not.toContain(unpaid);
    expect(pass.shipped).not.toContain(refunding);
    expect(orderState(paid)).toMatchObject({ status: 2 });
    expect(orderState(paid).delivery_id).not.toBe('');
    expect(
      (standIn.db.prepare('SELECT COUNT(*) AS n FROM order_deliveries WHERE order_id = ?').get(paid) as { n: number })
        .n,
    ).toBeGreaterThan(0);
    expect(orderState(unpaid).status).toBe(0);
    expect(orderState(refunding).status).toBe(1);

    // Nothing left to do for it on the next pass.
    expect(runAutoOperatorOnce(standIn.deps, DELAY).shipped).not.toContain(paid);
  });

  it('passes recharges and withdrawals that waited long enough', async () => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    await standIn.post(
      '/api/user/recharge',
      { recharge_type: 2, price: '25.00', image: '/uploads/20260301/r.png' },
      buyer.token,
    );
    await standIn.post(
      '/api/user/extract',
      { extract_type: 0, bank_card: '1234 5678 9012', bank_name: 'Bank', real_name: 'A B', price: '40.00' },
      buyer.token,
    );
    expect(balanceOf(standIn, buyer)).toBe(6_000);
    const recharge = (standIn.db.prepare('SELECT id FROM recharges WHERE user_id = ?').get(buyer.id) as { id: number })
      .id;
    const withdrawal = (
      standIn.db.prepare('SELECT id FROM withdrawals WHERE user_id = ?').get(buyer.id) as { id: number }
    ).id;

    standIn.clock.advance(DELAY - 1);
    const early = runAutoOperatorOnce(standIn.deps, DELAY);
    expect(early.recharges).not.toContain(recharge);
    expect(early.withdrawals).not.toContain(withdrawal);

    standIn.clock.advance(1);
    const pass = runAutoOperatorOnce(standIn.deps, DELAY);
    expect(pass.recharges).toContain(recharge);
    expect(pass.withdrawals).toContain(withdrawal);
    expect(standIn.db.prepare('SELECT status, actual_price_cents FROM recharges WHERE id = ?').get(recharge)).toEqual({
      status: 1,
      actual_price_cents: 2_500,
    });
    expect(standIn.db.prepare('SELECT status FROM withdrawals WHERE id = ?').get(withdrawal)).toEqual({ status: 1 });
    expect(balanceOf(standIn, buyer)).toBe(8_500);

    // A second pass changes nothing: each record is decided once.
    runAutoOperatorOnce(standIn.deps, DELAY);
    expect(balanceOf(standIn, buyer)).toBe(8_500);
  });

  it('approves pending refunds that waited long enough and credits the buyer', () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const orderId = makeOrder(buyer.id, { status: 1, refundStatus: 1, payTime: standIn.clock.now() - 500 });
    standIn.db
      .prepare(
        `INSERT INTO refunds (order_id, user_id, amount_cents, service_type, receiving_status, reason_type, refund_explain,
           images, order_product_ids, createtime) VALUES (?, ?, 2000, 0, 0, 'Not needed', 'Changed my mind', '', '', ?)`,
      )
      .run(orderId, buyer.id, standIn.clock.now());

    standIn.clock.advance(DELAY - 1);
    expect(runAutoOperatorOnce(standIn.deps, DELAY).refunds).not.toContain(orderId);
    expect(balanceOf(standIn, buyer)).toBe(0);

    standIn.clock.advance(1);
    expect(runAutoOperatorOnce(standIn.deps, DELAY).refunds).toContain(orderId);
    expect(standIn.db.prepare('SELECT status FROM refunds WHERE order_id = ?').get(orderId)).toEqual({ status: 1 });
    expect(orderState(orderId)).toMatchObject({ status: -2, refund_status: 2 });
    expect(balanceOf(standIn, buyer)).toBe(2_000);
    runAutoOperatorOnce(standIn.deps, DELAY);
    expect(balanceOf(standIn, buyer)).toBe(2_000);
  });
});

describe('the auto-operator timer (LEGACY_AUTO_OPERATE)', () => {
  it('runs by itself about every second', async () => {
    const auto = await startStandIn({ autoOperateSeconds: 5 });
    try {
      const buyer = makeBuyer(auto, { cents: 0 });
      await auto.post('/api/user/recharge', { recharge_type: 2, price: '9.99', image: '/uploads/x.png' }, buyer.token);
      auto.clock.advance(5);
      // The operator's round runs on its own timer: waited for however long (the test's timeout bounds it).
      while (balanceOf(auto, buyer) === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(balanceOf(auto, buyer)).toBe(999);
    } finally {
      await auto.close();
    }
  });
});
