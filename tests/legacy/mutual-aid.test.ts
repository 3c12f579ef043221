import { describe, expect, it } from 'vitest';
import { makeBuyer } from './support/buyers.ts';
import { makeShop } from './support/catalog.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();

const DAY = 24 * 60 * 60;

describe('POST /api/merchant/assistStatus', () => {
  it('starts at zero days, not supported today', async () => {
    const buyer = makeBuyer(standIn);
    const shop = makeShop(standIn, 'Status Shop');
    const answer = await standIn.post('/api/merchant/assistStatus', { mer_id: shop }, buyer.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'ok', data: { mer_id: shop, days: 0, today: 0 } });
  });

  it('refuses unknown shops and bad ids (English and Chinese) and needs a session', async () => {
    const buyer = makeBuyer(standIn);
    const unknown = await standIn.post('/api/merchant/assistStatus', { mer_id: 99_999_999 }, buyer.token);
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This shop does not exist', data: null });
    const zh = await standIn.call('POST', '/api/merchant/assistStatus', {
      body: { mer_id: 99_999_999 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('该店铺不存在');
    const missing = await standIn.post('/api/merchant/assistStatus', {}, buyer.token);
    expect(missing.body).toMatchObject({ code: 0, msg: 'mer_id is required' });
    const bad = await standIn.post('/api/merchant/assistStatus', { mer_id: 'abc' }, buyer.token);
    expect(bad.body).toMatchObject({ code: 0, msg: 'Parameter mer_id is invalid' });
    const negative = await standIn.post('/api/merchant/assistStatus', { mer_id: -3 }, buyer.token);
    expect(negative.body.code).toBe(0);
    expect((await standIn.post('/api/merchant/assistStatus', { mer_id: 1 })).status).toBe(401);
  });
});

describe('POST /api/merchant/assist', () => {
  it('supports once per shop per UTC day and counts the days', async () => {
    const buyer = makeBuyer(standIn);
    const shop = makeShop(standIn, 'Daily Shop');
    const other = makeShop(standIn, 'Other Shop');

    const first = await standIn.post('/api/merchant/assist', { mer_id: shop }, buyer.token);
    expect(first.body).toMatchObject({ code: 1, msg: 'Support Successful', data: null });
    expect((await standIn.post('/api/merchant/assistStatus', { mer_id: shop }, buyer.token)).body.data).toEqual({
      mer_id: shop,
      days: 1,
      today: 1,
    });

    const again = await standIn.post('/api/merchant/assist', { mer_id: shop }, buyer.token);
    expect(again.body).toMatchObject({ code: 0, msg: 'You have already supported this shop today' });
    const againZh = await standIn.call('POST', '/api/merchant/assist', {
      body: { mer_id: shop },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(againZh.body).toMatchObject({ code: 0, msg: '您今天已经助力过该店铺' });

    // Another shop the same day is fine, and so is another buyer.
    expect((await standIn.post('/api/merchant/assist', { mer_id: other }, buyer.token)).body.code).toBe(1);
    const neighbour = makeBuyer(standIn);
    expect((await standIn.post('/api/merchant/assist', { mer_id: shop }, neighbour.token)).body.code).toBe(1);

    standIn.clock.advance(DAY);
    expect((await standIn.post('/api/merchant/assistStatus', { mer_id: shop }, buyer.token)).body.data).toEqual({
      mer_id: shop,
      days: 1,
      today: 0,
    });
    const nextDay = await standIn.call('POST', '/api/merchant/assist', {
      body: { mer_id: shop },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(nextDay.body).toMatchObject({ code: 1, msg: '助力成功' });
    expect((await standIn.post('/api/merchant/assistStatus', { mer_id: shop }, buyer.token)).body.data).toEqual({
      mer_id: shop,
      days: 2,
      today: 1,
    });
  });

  it('counts concurrent supports of one day once', async () => {
    const buyer = makeBuyer(standIn);
    const shop = makeShop(standIn, 'Busy Shop');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => standIn.post('/api/merchant/assist', { mer_id: shop }, buyer.token)),
    );
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect(standIn.db.prepare('SELECT COUNT(*) AS n FROM assists WHERE user_id = ?').get(buyer.id)).toEqual({ n: 1 });
  });

  it('fails for unknown shops and bad input, and needs a session', async () => {
    const buyer = makeBuyer(standIn);
    const unknown = await standIn.post('/api/merchant/assist', { mer_id: 99_999_999 }, buyer.token);
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Support Failed: this shop does not exist' });
    const zh = await standIn.call('POST', '/api/merchant/assist', {
      body: { mer_id: 99_999_999 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('助力失败：该店铺不存在');
    const huge = await standIn.post('/api/merchant/assist', { mer_id: 1e20 }, buyer.token);
    expect(huge.body).toMatchObject({ code: 0, msg: 'Parameter mer_id is invalid' });
    const broken = await standIn.call('POST', '/api/merchant/assist', {
      rawBody: '{mer_id: 1',
      contentType: 'application/json',
      token: buyer.token,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(0);
    expect(standIn.db.prepare('SELECT COUNT(*) AS n FROM assists WHERE user_id = ?').get(buyer.id)).toEqual({ n: 0 });
    expect((await standIn.post('/api/merchant/assist', { mer_id: 1 })).status).toBe(401);
  });
});

describe('POST /api/merchant/assistList', () => {
  it("lists the buyer's supports newest first with the cumulative days at each", async () => {
    const buyer = makeBuyer(standIn);
    const stranger = makeBuyer(standIn);
    const shopA = makeShop(standIn, 'Alpha Goods');
    const shopB = makeShop(standIn, 'Beta Store');
    const start = standIn.clock.now();

    await standIn.post('/api/merchant/assist', { mer_id: shopA }, buyer.token);
    standIn.clock.advance(DAY);
    await standIn.post('/api/merchant/assist', { mer_id: shopA }, buyer.token);
    standIn.clock.advance(60);
    await standIn.post('/api/merchant/assist', { mer_id: shopB }, buyer.token);
    await standIn.post('/api/merchant/assist', { mer_id: shopB }, stranger.token);

    const answer = await standIn.post('/api/merchant/assistList', { page: 1, limit: 10 }, buyer.token);
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(3);
    expect(
      answer.body.data.list.map((row: { mer_id: number; mer_name: string; days: number; createtime: number }) => [
        row.mer_id,
        row.mer_name,
        row.days,
        row.createtime,
      ]),
    ).toEqual([
      [shopB, 'Beta Store', 1, start + DAY + 60],
      [shopA, 'Alpha Goods', 2, start + DAY],
      [shopA, 'Alpha Goods', 1, start],
    ]);
    expect(answer.body.data.list[0].mer_avatar).toMatch(/^\/static\/img\/shop\//);

    const page2 = await standIn.post('/api/merchant/assistList', { page: 2, limit: 2 }, buyer.token);
    expect(page2.body.data.list.map((row: { days: number }) => row.days)).toEqual([1]);
    expect(page2.body.data.count).toBe(3);
  });

  it('refuses bad paging and needs a session', async () => {
    const buyer = makeBuyer(standIn);
    const bad = await standIn.post('/api/merchant/assistList', { limit: 0 }, buyer.token);
    expect(bad.body).toMatchObject({ code: 0, msg: 'limit must be a whole number between 1 and 100' });
    const zh = await standIn.call('POST', '/api/merchant/assistList', {
      body: { page: -1 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body).toMatchObject({ code: 0, msg: 'page 必须是不小于 1 的整数' });
    expect((await standIn.post('/api/merchant/assistList', {})).status).toBe(401);
    expect((await standIn.post('/api/merchant/assistList', {}, buyer.token)).body.data).toEqual({ count: 0, list: [] });
  });
});
