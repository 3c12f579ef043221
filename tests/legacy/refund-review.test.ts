import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, billsOf, makeBuyer, type Buyer } from './support/buyers.ts';
import { makeListing, makeShop, type Listing } from './support/catalog.ts';
import {
  orderRow,
  paidOrder,
  payOrder,
  placeCartOrder,
  placeOrder,
  receivedOrder,
  shipAndReceive,
} from './support/orders.ts';
import { useStandIn } from './support/standIn.ts';

const s = useStandIn();

function linesOf(orderId: number): number[] {
  return (
    s.db
      .prepare('SELECT order_product_id FROM order_products WHERE order_id = ? ORDER BY order_product_id')
      .all(orderId) as Array<{
      order_product_id: number;
    }>
  ).map((row) => row.order_product_id);
}

/** A complete, valid refund request for the order. */
function refundBody(orderId: number, overrides: Record<string, unknown> = {}) {
  const order = orderRow(s, orderId);
  return {
    order_id: orderId,
    sn: order['order_sn'],
    amount: (Number(order['total_price_cents']) / 100).toFixed(2),
    service_type: 0,
    receiving_status: 0,
    reason_type: 'Not as described',
    refund_explain: 'The colour is wrong.',
    images: '/uploads/2026-03-01/proof.png,https://example.com/b.jpg',
    order_product_id: linesOf(orderId).join(','),
    ...overrides,
  };
}

const refund = (who: Buyer, body: Record<string, unknown>, lang?: string) =>
  s.call('POST', '/api/order/refund', { body, token: who.token, lang });
const comment = (who: Buyer, body: Record<string, unknown>, lang?: string) =>
  s.call('POST', '/api/order/comment', { body, token: who.token, lang });

function refundRows(orderId: number) {
  return s.db.prepare('SELECT * FROM refunds WHERE order_id = ?').all(orderId) as Array<
    Record<string, number | string>
  >;
}

describe('POST /api/order/refund', () => {
  it('records the request of a paid order and marks it in after-sale', async () => {
    const who = makeBuyer(s);
    const orderId = await paidOrder(s, who, makeListing(s, { priceCents: 2000, freightCents: 500 }));
    const answer = await refund(who, refundBody(orderId, { amount: '20.5', service_type: '1', receiving_status: 1 }));
    expect(answer.body).toMatchObject({ code: 1, msg: 'Application successful', data: null });
    expect(orderRow(s, orderId)).toMatchObject({ status: 1, refund_status: 1 });
    expect(refundRows(orderId)).toEqual([
      expect.objectContaining({
        user_id: who.id,
        amount_cents: 2050,
        service_type: 1,
        receiving_status: 1,
        reason_type: 'Not as described',
        refund_explain: 'The colour is wrong.',
        images: '/uploads/2026-03-01/proof.png,https://example.com/b.jpg',
        order_product_ids: String(linesOf(orderId)[0]),
        status: 0,
        createtime: s.clock.now(),
      }),
    ]);
    const inAfterSale = await s.get('/api/user/order_list', { status: '-4' }, who.token);
    expect(inAfterSale.body.data.list.map((order: { order_id: number }) => order.order_id)).toEqual([orderId]);
  });

  it('answers "You have already submitted a refund request" on a second request', async () => {
    const who = makeBuyer(s);
    const orderId = await paidOrder(s, who, makeListing(s));
    expect((await refund(who, refundBody(orderId))).body.code).toBe(1);
    const again = await refund(who, refundBody(orderId));
    expect(again.body).toMatchObject({ code: 0, msg: 'You have already submitted a refund request', data: null });
    expect((await refund(who, refundBody(orderId), 'zh-cn')).body.msg).toBe('您已提交过退款申请');
    expect(refundRows(orderId)).toHaveLength(1);
  });

  it('accepts one request among concurrent ones', async () => {
    const who = makeBuyer(s);
    const orderId = await paidOrder(s, who, makeListing(s));
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(who, refundBody(orderId))));
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect(refundRows(orderId)).toHaveLength(1);
  });

  it('works for delivered, received and completed orders too', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const received = await receivedOrder(s, who, listing);
    expect((await refund(who, refundBody(received))).body.code).toBe(1);
    const completed = await receivedOrder(s, who, listing);
    await comment(who, {
      order_id: completed,
      product_id: listing.productId,
      product_score: 5,
      service_score: 5,
      postage_score: 5,
      comment: 'Fine',
    });
    expect(orderRow(s, completed)['status']).toBe(4);
    expect((await refund(who, refundBody(completed))).body.code).toBe(1);
  });

  it('refuses unpaid and cancelled orders', async () => {
    const who = makeBuyer(s);
    const { orderIds } = await placeOrder(s, who, makeListing(s));
    const orderId = orderIds[0] as number;
    expect((await refund(who, refundBody(orderId))).body).toMatchObject({
      code: 0,
      msg: 'Only paid orders can be refunded',
    });
    expect((await refund(who, refundBody(orderId), 'zh-cn')).body.msg).toBe('只有已支付的订单可以申请退款');
    await s.post('/api/order/cancel', { order_id: orderId }, who.token);
    expect((await refund(who, refundBody(orderId))).body.msg).toBe('Only paid orders can be refunded');
    expect(refundRows(orderId)).toEqual([]);
  });

  it("refuses another buyer's order, a wrong sn, and amounts that are zero, negative or above what was paid", async () => {
    const who = makeBuyer(s);
    const orderId = await paidOrder(s, who, makeListing(s, { priceCents: 1000, freightCents: 250 }));
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ sn: 'WRONG' }, 'The order number does not match this order', '订单号与该订单不匹配'],
      [
        { amount: '12.51' },
        'The refund amount must be greater than 0 and at most 12.50',
        '退款金额必须大于 0 且不超过 12.50',
      ],
      [{ amount: '0' }, 'The refund amount must be greater than 0 and at most 12.50'],
      [{ amount: '-1' }, 'amount must be an amount of at most two decimals, such as 12.50'],
      [{ amount: 'ten' }, 'amount must be an amount of at most two decimals, such as 12.50'],
      [{ amount: '99999999999999' }, 'amount must be an amount of at most two decimals, such as 12.50'],
      [{ amount: undefined }, 'amount is required'],
      [{ service_type: 2 }, 'service_type must be 0 or 1', 'service_type 必须是 0 或 1'],
      [{ receiving_status: -1 }, 'receiving_status must be 0 or 1'],
      [{ reason_type: '  ' }, 'reason_type is required'],
      [{ refund_explain: '' }, 'refund_explain is required', 'refund_explain 不能为空'],
      [{ refund_explain: 'x'.repeat(501) }, 'refund_explain must be at most 500 characters'],
      [{ images: '' }, 'Please upload at least one image as proof', '请至少上传一张图片作为凭证'],
      [{ images: undefined }, 'Please upload at least one image as proof'],
      [{ images: 'not an url' }, 'images must be a comma-separated list of at most 9 image URLs'],
      [
        { images: Array(10).fill('/uploads/a.png').join(',') },
        'images must be a comma-separated list of at most 9 image URLs',
      ],
      [
        { order_product_id: '999999' },
        'order_product_id must list products of this order',
        'order_product_id 必须是该订单中的商品',
      ],
      [{ order_product_id: '' }, 'order_product_id is required'],
    ];
    for (const [override, en, zh] of cases) {
      const answer = await refund(who, refundBody(orderId, override));
      expect(answer.body, JSON.stringify(override).slice(0, 80)).toMatchObject({ code: 0, msg: en });
      if (zh) expect((await refund(who, refundBody(orderId, override), 'zh-cn')).body.msg).toBe(zh);
    }
    const stranger = makeBuyer(s);
    expect((await refund(stranger, refundBody(orderId))).body).toMatchObject({ code: 0, msg: 'Order does not exist' });
    expect(refundRows(orderId)).toEqual([]);
    expect(orderRow(s, orderId)['refund_status']).toBe(0);
    expect((await refund(who, refundBody(orderId))).body.code).toBe(1);
  });

  it('needs a session (HTTP 401)', async () => {
    expect((await s.post('/api/order/refund', {})).status).toBe(401);
  });
});

describe('refund decisions by the operator', () => {
  it('approving refunds the order and credits the amount with a refund bill', async () => {
    const who = makeBuyer(s, { cents: 10_000 });
    const orderId = await paidOrder(s, who, makeListing(s, { priceCents: 3000, freightCents: 0 }));
    await refund(who, refundBody(orderId, { amount: '25.00' }));
    const balance = balanceOf(s, who);
    const answer = await s.admin('POST', `/admin/refunds/${orderId}/approve`, { admin_msg: 'OK' });
    expect(answer.body).toMatchObject({ code: 1, msg: 'Refund approved' });
    expect(orderRow(s, orderId)).toMatchObject({ status: -2, refund_status: 2 });
    expect(balanceOf(s, who)).toBe(balance + 2500);
    expect(billsOf(s, who).at(-1)).toEqual({
      title: `Refund of order ${orderRow(s, orderId)['order_sn']}`,
      money_cents: 2500,
      type: 'refund',
      balance_cents: balance + 2500,
    });
    expect(refundRows(orderId)[0]).toMatchObject({ status: 1, admin_msg: 'OK', audittime: s.clock.now() });
    const refunded = await s.get('/api/user/order_list', { status: '-2' }, who.token);
    expect(refunded.body.data.list.map((order: { order_id: number }) => order.order_id)).toEqual([orderId]);
    expect((await refund(who, refundBody(orderId))).body.msg).toBe('You have already submitted a refund request');
    expect((await s.post('/api/order/delete', { order_id: orderId }, who.token)).body.code).toBe(1);
  });

  it("refusing keeps the order's status and the operator's message; asking again is refused", async () => {
    const who = makeBuyer(s, { cents: 10_000 });
    const orderId = await paidOrder(s, who, makeListing(s));
    await refund(who, refundBody(orderId));
    const balance = balanceOf(s, who);
    const answer = await s.admin('POST', `/admin/refunds/${orderId}/refuse`, { admin_msg: 'Goods already shipped' });
    expect(answer.body).toMatchObject({ code: 1, msg: 'Refund refused' });
    expect(orderRow(s, orderId)).toMatchObject({ status: 1, refund_status: 3 });
    expect(refundRows(orderId)[0]).toMatchObject({ status: 2, admin_msg: 'Goods already shipped' });
    expect(balanceOf(s, who)).toBe(balance);
    const again = await refund(who, refundBody(orderId));
    expect(again.body).toMatchObject({ code: 0, msg: 'You have already submitted a refund request' });
  });
});

describe('POST /api/order/comment', () => {
  let who: Buyer;
  let shirt: Listing;
  let mug: Listing;

  beforeAll(() => {
    who = makeBuyer(s);
    const shop = makeShop(s);
    shirt = makeListing(s, { merId: shop, specList: [{ name: 'Size', child: ['M', 'L'] }] });
    mug = makeListing(s, { merId: shop });
  });

  /** A received order holding the shirt (two sizes) and the mug. */
  async function receivedTwoProducts(): Promise<number> {
    const { orderIds } = await placeCartOrder(s, who, [
      { listing: shirt, spec: 'M' },
      { listing: shirt, spec: 'L' },
      { listing: mug },
    ]);
    const orderId = orderIds[0] as number;
    await payOrder(s, who, orderId);
    await shipAndReceive(s, who, orderId);
    return orderId;
  }

  function review(orderId: number, listing: Listing, overrides: Record<string, unknown> = {}) {
    return {
      order_id: orderId,
      product_id: listing.productId,
      product_score: 5,
      service_score: '4',
      postage_score: 3,
      comment: '  Lovely shirt, fits well.  ',
      pics: '/uploads/2026-03-01/a.png',
      ...overrides,
    };
  }

  it('stores the review, marks the product reviewed, and completes the order when all are', async () => {
    const orderId = await receivedTwoProducts();
    const answer = await comment(who, review(orderId, shirt));
    expect(answer.body).toMatchObject({ code: 1, msg: 'Review successful', data: null });
    const stored = s.db.prepare('SELECT * FROM reviews WHERE order_id = ?').all(orderId);
    expect(stored).toEqual([
      expect.objectContaining({
        user_id: who.id,
        mer_id: shirt.merId,
        product_id: shirt.productId,
        product_score: 5,
        service_score: 4,
        postage_score: 3,
        comment: 'Lovely shirt, fits well.',
        pics: '/uploads/2026-03-01/a.png',
        createtime: s.clock.now(),
      }),
    ]);
    const detail = await s.get('/api/order/detail', { order_id: orderId }, who.token);
    expect(
      detail.body.data.products.map((line: { spec: string; is_reply: number }) => [line.spec, line.is_reply]),
    ).toEqual([
      ['M', 1],
      ['L', 1],
      ['', 0],
    ]);
    expect(orderRow(s, orderId)['status']).toBe(3);

    const again = await comment(who, review(orderId, shirt));
    expect(again.body).toMatchObject({ code: 0, msg: 'You have already reviewed this product' });
    expect((await comment(who, review(orderId, shirt), 'zh-cn')).body.msg).toBe('您已评价过该商品');

    const last = await comment(who, review(orderId, mug, { pics: undefined, comment: 'Good mug' }));
    expect(last.body.code).toBe(1);
    expect(orderRow(s, orderId)['status']).toBe(4);
    const completed = await s.get('/api/user/order_list', { status: '4' }, who.token);
    expect(completed.body.data.list.map((order: { order_id: number }) => order.order_id)).toContain(orderId);
  });

  it('takes half stars, as the original client\'s star widget sends them (4.5, "3.5")', async () => {
    const buyer = makeBuyer(s);
    const orderId = await receivedOrder(s, buyer, mug);
    const answer = await comment(
      buyer,
      review(orderId, mug, { product_score: 4.5, service_score: '3.5', postage_score: '5' }),
    );
    expect(answer.body).toMatchObject({ code: 1 });
    expect(
      s.db.prepare('SELECT product_score, service_score, postage_score FROM reviews WHERE order_id = ?').get(orderId),
    ).toEqual({ product_score: 4.5, service_score: 3.5, postage_score: 5 });
    const detail = await s.get('/api/product/detail', { mer_id: mug.merId, product_id: mug.productId });
    expect(detail.body.data.reply_list.map((reply: { product_score: number }) => reply.product_score)).toContain(4.5);
  });

  it('refuses orders that are not received yet', async () => {
    const buyer = makeBuyer(s);
    const paid = await paidOrder(s, buyer, mug);
    const answer = await comment(buyer, review(paid, mug));
    expect(answer.body).toMatchObject({ code: 0, msg: 'Only received orders can be reviewed' });
    expect((await comment(buyer, review(paid, mug), 'zh-cn')).body.msg).toBe('只能评价已收货的订单');
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_id = ?').get(paid)).toEqual({ n: 0 });
  });

  it("refuses a product that is not in the order and another buyer's order", async () => {
    const orderId = await receivedOrder(s, who, mug);
    const other = makeListing(s);
    expect((await comment(who, review(orderId, other))).body).toMatchObject({
      code: 0,
      msg: 'This product is not in the order',
    });
    expect((await comment(who, review(orderId, other), 'zh-cn')).body.msg).toBe('该商品不在此订单中');
    expect((await comment(makeBuyer(s), review(orderId, mug))).body).toMatchObject({
      code: 0,
      msg: 'Order does not exist',
    });
  });

  it('refuses empty or overlong content, scores outside 1-5 and bad pictures', async () => {
    const orderId = await receivedOrder(s, who, mug);
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ comment: '   ' }, 'Review content cannot be empty', '评价内容不能为空'],
      [{ comment: undefined }, 'Review content cannot be empty'],
      [{ comment: 'x'.repeat(1001) }, 'Review content must be at most 1000 characters'],
      [{ comment: 42 }, 'Parameter comment is invalid'],
      [
        { product_score: 6 },
        'product_score must be from 1 to 5 in steps of 0.5',
        'product_score 必须是 1 到 5 之间、以 0.5 为步长的数',
      ],
      [{ product_score: 5.5 }, 'product_score must be from 1 to 5 in steps of 0.5'],
      [{ service_score: 0 }, 'service_score must be from 1 to 5 in steps of 0.5'],
      [{ service_score: 0.5 }, 'service_score must be from 1 to 5 in steps of 0.5'],
      [{ postage_score: 2.3 }, 'postage_score must be from 1 to 5 in steps of 0.5'],
      [{ postage_score: '4.5 stars' }, 'postage_score must be from 1 to 5 in steps of 0.5'],
      [{ postage_score: 'NaN' }, 'postage_score must be from 1 to 5 in steps of 0.5'],
      [{ postage_score: undefined }, 'postage_score is required'],
      [{ pics: 'javascript:alert(1)' }, 'pics must be a comma-separated list of at most 9 image URLs'],
    ];
    for (const [override, en, zh] of cases) {
      const answer = await comment(who, review(orderId, mug, override));
      expect(answer.body, JSON.stringify(override).slice(0, 60)).toMatchObject({ code: 0, msg: en });
      if (zh) expect((await comment(who, review(orderId, mug, override), 'zh-cn')).body.msg).toBe(zh);
    }
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_id = ?').get(orderId)).toEqual({ n: 0 });
    expect((await comment(who, review(orderId, mug, { comment: 'x'.repeat(1000) }))).body.code).toBe(1);
  });

  it('needs a session (HTTP 401)', async () => {
    expect((await s.post('/api/order/comment', {})).status).toBe(401);
  });
});
