import { beforeAll, describe, expect, it } from 'vitest';
import { makeBuyer, type Buyer } from './support/buyers.ts';
import { makeListing, type Listing } from './support/catalog.ts';
import { placeOrder } from './support/orders.ts';
import { useStandIn } from './support/standIn.ts';

const s = useStandIn();
let buyer: Buyer;
let plain: Listing;
let shirt: Listing;

beforeAll(() => {
  buyer = makeBuyer(s);
  plain = makeListing(s, { priceCents: 1250, stock: 10 });
  shirt = makeListing(s, {
    priceCents: 2000,
    stock: 5,
    specList: [
      { name: 'Colour', child: ['Black', 'White'] },
      { name: 'Size', child: ['M', 'XL'] },
    ],
  });
});

const add = (who: Buyer, body: Record<string, unknown>, lang?: string) =>
  s.call('POST', '/api/cart/add', { body, token: who.token, lang });

function plainAdd(listing: Listing, num: unknown, spec = '') {
  return { mer_id: listing.merId, product_id: listing.productId, id: listing.id, num, spec };
}

function cartRows(who: Buyer) {
  return s.db
    .prepare('SELECT cart_id, listing_id, spec, cart_num FROM carts WHERE user_id = ? ORDER BY cart_id')
    .all(who.id) as Array<{ cart_id: number; listing_id: number; spec: string; cart_num: number }>;
}

describe('GET /api/cart/index', () => {
  it('answers an empty cart for a new buyer', async () => {
    const fresh = makeBuyer(s);
    const answer = await s.get('/api/cart/index', {}, fresh.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'ok', data: { carts: [] } });
  });

  it('needs a session (HTTP 401)', async () => {
    const answer = await s.get('/api/cart/index');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });

  it('lists rows newest first with price, line total and available stock', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s, { priceCents: 1999, stock: 8 });
    expect((await add(who, plainAdd(plain, 2))).body.code).toBe(1);
    expect((await add(who, plainAdd(listing, 3))).body.code).toBe(1);
    const answer = await s.get('/api/cart/index', {}, who.token);
    const [newest, oldest] = answer.body.data.carts;
    expect(newest).toEqual({
      cart_id: expect.any(Number),
      mer_id: listing.merId,
      product_id: listing.productId,
      cart_num: 3,
      spec: '',
      total_price: '59.97',
      goods: { image: listing.image, title: listing.title, sales_price: '19.99', stock: 8 },
    });
    expect(oldest).toMatchObject({ product_id: plain.productId, cart_num: 2, total_price: '25.00' });
  });

  it('shows stock reserved by unpaid orders as unavailable', async () => {
    const listing = makeListing(s, { stock: 6 });
    const who = makeBuyer(s);
    await add(who, plainAdd(listing, 1));
    await placeOrder(s, makeBuyer(s), listing, 4);
    const answer = await s.get('/api/cart/index', {}, who.token);
    expect(answer.body.data.carts[0].goods.stock).toBe(2);
  });
});

describe('POST /api/cart/add', () => {
  it('adds a row and answers "Add to cart successfully"', async () => {
    const who = makeBuyer(s);
    const answer = await add(who, plainAdd(plain, 2));
    expect(answer.body).toMatchObject({ code: 1, msg: 'Add to cart successfully', data: null });
    expect(cartRows(who)).toEqual([{ cart_id: expect.any(Number), listing_id: plain.id, spec: '', cart_num: 2 }]);
    const zh = await add(who, plainAdd(plain, 1), 'zh-cn');
    expect(zh.body.msg).toBe('加入购物车成功');
  });

  it('merges with the row of the same listing and spec, and keeps other specs apart', async () => {
    const who = makeBuyer(s);
    await add(who, plainAdd(shirt, 1, 'Black|XL'));
    await add(who, plainAdd(shirt, 2, ' Black | XL '));
    await add(who, plainAdd(shirt, 1, 'White|M'));
    expect(cartRows(who).map((row) => [row.spec, row.cart_num])).toEqual([
      ['Black|XL', 3],
      ['White|M', 1],
    ]);
  });

  it('finds the listing from mer_id and product_id when id is left out', async () => {
    const who = makeBuyer(s);
    const answer = await add(who, { mer_id: plain.merId, product_id: plain.productId, num: '1' });
    expect(answer.body.code).toBe(1);
    expect(cartRows(who)[0]?.listing_id).toBe(plain.id);
  });

  it('refuses more than the available stock, counting what is already in the cart', async () => {
    const who = makeBuyer(s);
    expect((await add(who, plainAdd(plain, 8))).body.code).toBe(1);
    const answer = await add(who, plainAdd(plain, 3));
    expect(answer.body).toMatchObject({ code: 0, msg: 'Insufficient stock', data: null });
    expect((await add(who, plainAdd(plain, 3), 'zh-cn')).body.msg).toBe('库存不足');
    expect(cartRows(who)[0]?.cart_num).toBe(8);
    expect((await add(who, plainAdd(plain, 2))).body.code).toBe(1);
  });

  it('refuses a sold-out product', async () => {
    const soldOut = makeListing(s, { stock: 0 });
    const answer = await add(buyer, plainAdd(soldOut, 1));
    expect(answer.body).toMatchObject({ code: 0, msg: 'Insufficient stock' });
  });

  it('refuses unknown products and ids that do not belong together', async () => {
    for (const body of [
      plainAdd({ ...plain, id: 999_999 }, 1),
      { ...plainAdd(plain, 1), mer_id: shirt.merId },
      { ...plainAdd(plain, 1), product_id: shirt.productId },
      { mer_id: 999_999, product_id: plain.productId, num: 1 },
    ]) {
      const answer = await add(buyer, body);
      expect(answer.body).toMatchObject({ code: 0, msg: 'This product does not exist' });
    }
    expect((await add(buyer, plainAdd({ ...plain, id: 999_999 }, 1), 'zh-cn')).body.msg).toBe('该商品不存在');
  });

  it('requires one valid value per option group exactly when the product has options', async () => {
    const cases: Array<[string, string, string]> = [
      ['', 'Please choose Colour, Size', '请选择Colour, Size'],
      [
        'Black',
        'Please choose exactly one value for each of: Colour, Size',
        '请为以下每一项各选择一个值：Colour, Size',
      ],
      [
        'Black|XL|M',
        'Please choose exactly one value for each of: Colour, Size',
        '请为以下每一项各选择一个值：Colour, Size',
      ],
      ['Red|XL', '"Red" is not an option of Colour', '“Red”不是Colour的可选项'],
      ['XL|Black', '"XL" is not an option of Colour', '“XL”不是Colour的可选项'],
    ];
    for (const [spec, en, zh] of cases) {
      expect((await add(buyer, plainAdd(shirt, 1, spec))).body).toMatchObject({ code: 0, msg: en });
      expect((await add(buyer, plainAdd(shirt, 1, spec), 'zh-cn')).body.msg).toBe(zh);
    }
    const noOptions = await add(buyer, plainAdd(plain, 1, 'Black'));
    expect(noOptions.body).toMatchObject({ code: 0, msg: 'This product has no options to choose' });
  });

  it('refuses a missing, negative, zero, huge, fractional or non-numeric num', async () => {
    const who = makeBuyer(s);
    const missing = await add(who, { mer_id: plain.merId, product_id: plain.productId });
    expect(missing.body).toMatchObject({ code: 0, msg: 'num is required' });
    for (const num of [-1, 0, 100_000, 1e12, 1.5, 'abc', '2x', true, [1], { n: 1 }]) {
      const answer = await add(who, plainAdd(plain, num));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 0, msg: 'num must be a whole number from 1 to 99999' });
    }
    expect((await add(who, plainAdd(plain, -1), 'zh-cn')).body.msg).toBe('num 必须是 1 到 99999 之间的整数');
    const badId = await add(who, { ...plainAdd(plain, 1), mer_id: 'shop' });
    expect(badId.body).toMatchObject({ code: 0, msg: 'Parameter mer_id is invalid' });
    expect(cartRows(who)).toEqual([]);
  });

  it('answers malformed JSON with HTTP 400 and no change', async () => {
    const who = makeBuyer(s);
    const answer = await s.call('POST', '/api/cart/add', {
      rawBody: '{"mer_id": 1, "num":',
      contentType: 'application/json',
      token: who.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: 'The request body is not valid JSON' });
    expect(cartRows(who)).toEqual([]);
  });

  it('refuses a new row when the cart is full', async () => {
    const who = makeBuyer(s);
    const insert = s.db.prepare(
      'INSERT INTO carts (user_id, listing_id, spec, cart_num, createtime) VALUES (?, ?, ?, 1, 0)',
    );
    for (let i = 0; i < 100; i += 1) {
      insert.run(who.id, shirt.id, `Black|M#${i}`);
      insert.run(who.id, shirt.id, `White|M#${i}`);
    }
    const answer = await add(who, plainAdd(plain, 1));
    expect(answer.body).toMatchObject({ code: 0, msg: 'Your cart is full: it holds at most 200 items' });
  });

  it('needs a session (HTTP 401)', async () => {
    const answer = await s.post('/api/cart/add', plainAdd(plain, 1));
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/cart/set_num', () => {
  it("sets the quantity of the buyer's own row", async () => {
    const who = makeBuyer(s);
    await add(who, plainAdd(plain, 1));
    const cartId = cartRows(who)[0]?.cart_id;
    const answer = await s.post('/api/cart/set_num', { cart_id: cartId, num: 7 }, who.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Setting Success', data: null });
    expect(cartRows(who)[0]?.cart_num).toBe(7);
  });

  it('refuses more than the available stock and keeps the quantity', async () => {
    const who = makeBuyer(s);
    await add(who, plainAdd(plain, 2));
    const cartId = cartRows(who)[0]?.cart_id;
    const answer = await s.post('/api/cart/set_num', { cart_id: cartId, num: 11 }, who.token);
    expect(answer.body).toMatchObject({ code: 0, msg: 'Insufficient stock' });
    expect(cartRows(who)[0]?.cart_num).toBe(2);
  });

  it("refuses another buyer's row and unknown rows with the same message", async () => {
    const owner = makeBuyer(s);
    await add(owner, plainAdd(plain, 2));
    const cartId = cartRows(owner)[0]?.cart_id;
    for (const id of [cartId, 999_999]) {
      const answer = await s.post('/api/cart/set_num', { cart_id: id, num: 1 }, buyer.token);
      expect(answer.body).toMatchObject({ code: 0, msg: 'This cart item does not exist' });
    }
    const zh = await s.call('POST', '/api/cart/set_num', {
      body: { cart_id: cartId, num: 1 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('该购物车商品不存在');
    expect(cartRows(owner)[0]?.cart_num).toBe(2);
  });

  it('refuses a bad num or cart_id', async () => {
    const who = makeBuyer(s);
    await add(who, plainAdd(plain, 2));
    const cartId = cartRows(who)[0]?.cart_id;
    for (const num of [0, -5, 'many', 1_000_000]) {
      const answer = await s.post('/api/cart/set_num', { cart_id: cartId, num }, who.token);
      expect(answer.body).toMatchObject({ code: 0, msg: 'num must be a whole number from 1 to 99999' });
    }
    expect((await s.post('/api/cart/set_num', { num: 1 }, who.token)).body.msg).toBe('cart_id is required');
    expect(cartRows(who)[0]?.cart_num).toBe(2);
  });
});

describe('POST /api/cart/del', () => {
  it("deletes the buyer's own rows from a comma list or an array", async () => {
    const who = makeBuyer(s);
    await add(who, plainAdd(plain, 1));
    await add(who, plainAdd(shirt, 1, 'Black|M'));
    await add(who, plainAdd(shirt, 1, 'White|M'));
    const [a, b, c] = cartRows(who).map((row) => row.cart_id);
    const answer = await s.post('/api/cart/del', { cart_ids: `${a},${b}` }, who.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Delete Success', data: null });
    expect(cartRows(who).map((row) => row.cart_id)).toEqual([c]);
    expect((await s.post('/api/cart/del', { cart_ids: [c] }, who.token)).body.code).toBe(1);
    expect(cartRows(who)).toEqual([]);
  });

  it("never deletes another buyer's rows; nothing deleted answers code 0", async () => {
    const owner = makeBuyer(s);
    await add(owner, plainAdd(plain, 1));
    const cartId = cartRows(owner)[0]?.cart_id;
    const answer = await s.post('/api/cart/del', { cart_ids: String(cartId) }, buyer.token);
    expect(answer.body).toMatchObject({ code: 0, msg: 'This cart item does not exist' });
    const zh = await s.call('POST', '/api/cart/del', {
      body: { cart_ids: '999999' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('该购物车商品不存在');
    expect(cartRows(owner)).toHaveLength(1);
  });

  it('refuses a missing or malformed list', async () => {
    expect((await s.post('/api/cart/del', {}, buyer.token)).body).toMatchObject({
      code: 0,
      msg: 'cart_ids is required',
    });
    for (const cartIds of ['a,b', '1,-2', [], [0]]) {
      const answer = await s.post('/api/cart/del', { cart_ids: cartIds }, buyer.token);
      expect(answer.body).toMatchObject({
        code: 0,
        msg: 'cart_ids must be a comma-separated list of ids, such as 3,5',
      });
    }
  });
});
