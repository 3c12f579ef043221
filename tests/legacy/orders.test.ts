import { beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeBuyer, type Buyer } from './support/buyers.ts';
import { makeListing, makeShop, stockOf, type Listing } from './support/catalog.ts';
import { orderRow, paidOrder, placeOrder, receivedOrder } from './support/orders.ts';
import { utcWallClock } from './support/expectations.ts';
import { useStandIn } from './support/standIn.ts';

const s = useStandIn();

async function addToCart(who: Buyer, listing: Listing, num: number, spec = ''): Promise<number> {
  const answer = await s.post(
    '/api/cart/add',
    { mer_id: listing.merId, product_id: listing.productId, id: listing.id, num, spec },
    who.token,
  );
  expect(answer.body.code).toBe(1);
  const row = s.db
    .prepare('SELECT cart_id FROM carts WHERE user_id = ? AND listing_id = ? AND spec = ? AND is_new = 0')
    .get(who.id, listing.id, spec) as { cart_id: number };
  return row.cart_id;
}

function direct(listing: Listing, number = 1, spec = '') {
  return { product_id: listing.productId, mer_id: listing.merId, id: listing.id, number, spec };
}

const withLang = (path: string, body: unknown, who: Buyer, lang: string) =>
  s.call('POST', path, { body, token: who.token, lang });

/** Two shops: A with two listings (freight 5.00 and 8.00), B with one (freight 3.00). */
function twoShops() {
  const shopA = makeShop(s);
  const shopB = makeShop(s);
  return {
    a1: makeListing(s, { merId: shopA, priceCents: 1000, freightCents: 500, stock: 20 }),
    a2: makeListing(s, { merId: shopA, priceCents: 250, freightCents: 800, stock: 20 }),
    b1: makeListing(s, { merId: shopB, priceCents: 4999, freightCents: 300, stock: 20 }),
  };
}

describe('POST /api/order/merCreate', () => {
  it("prices the buyer's cart rows with freight per shop (the highest of the shop's items) and the default address", async () => {
    const who = makeBuyer(s);
    const { a1, a2, b1 } = twoShops();
    const c1 = await addToCart(who, a1, 2);
    const c2 = await addToCart(who, a2, 4);
    const c3 = await addToCart(who, b1, 1);
    makeAddress(s, who, { isDefault: false });
    const defaultId = makeAddress(s, who, { isDefault: true });
    const answer = await s.post('/api/order/merCreate', { cart_id: `${c1},${c2},${c3}` }, who.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'ok' });
    const data = answer.body.data;
    expect(data.delivery).toBe('11.00');
    expect(data.address).toEqual({
      address_id: defaultId,
      name: 'Ada Buyer',
      mobile: '+44 7700 900123',
      country: 'United Kingdom',
      area: 'London',
      detail: '1 Test Street',
      tag: 'Home',
      is_default: 1,
    });
    expect(data.chu_id).toMatch(/^[0-9a-f]{32}$/);
    expect(data.product).toEqual([
      {
        product_id: a1.productId,
        mer_id: a1.merId,
        number: 2,
        spec: '',
        image: a1.image,
        title: a1.title,
        sales_price: '10.00',
        cart_id: c1,
      },
      {
        product_id: a2.productId,
        mer_id: a2.merId,
        number: 4,
        spec: '',
        image: a2.image,
        title: a2.title,
        sales_price: '2.50',
        cart_id: c2,
      },
      {
        product_id: b1.productId,
        mer_id: b1.merId,
        number: 1,
        spec: '',
        image: b1.image,
        title: b1.title,
        sales_price: '49.99',
        cart_id: c3,
      },
    ]);
    const draft = s.db
      .prepare('SELECT user_id, expires_at, createtime FROM order_drafts WHERE chu_id = ?')
      .get(data.chu_id) as {
      user_id: number;
      expires_at: number;
      createtime: number;
    };
    expect(draft.user_id).toBe(who.id);
    expect(draft.expires_at - draft.createtime).toBe(30 * 60);
  });

  it('prices one product bought directly, with its spec, and answers a null address when none is default', async () => {
    const who = makeBuyer(s);
    const shirt = makeListing(s, {
      priceCents: 3000,
      freightCents: 0,
      specList: [{ name: 'Colour', child: ['Black', 'White'] }],
    });
    const answer = await s.post('/api/order/merCreate', direct(shirt, 3, 'White'), who.token);
    expect(answer.body.code).toBe(1);
    expect(answer.body.data).toMatchObject({
      product: [
        { product_id: shirt.productId, number: 3, spec: 'White', sales_price: '30.00', cart_id: expect.any(Number) },
      ],
      delivery: '0.00',
      address: null,
    });
    expect(answer.body.data.product[0].cart_id).toBeGreaterThan(0);
  });

  it('gives a buy-now line a real cart row that the cart does not show, as the real API does', async () => {
    const who = makeBuyer(s);
    const shirt = makeListing(s, { priceCents: 3000, specList: [{ name: 'Colour', child: ['Black', 'White'] }] });
    const inCart = await addToCart(who, shirt, 1, 'White');
    const answer = await s.post('/api/order/merCreate', direct(shirt, 2, 'White'), who.token);
    const cartId = answer.body.data.product[0].cart_id as number;
    expect(cartId).not.toBe(inCart);
    expect(
      s.db.prepare('SELECT user_id, listing_id, spec, cart_num, is_new FROM carts WHERE cart_id = ?').get(cartId),
    ).toEqual({
      user_id: who.id,
      listing_id: shirt.id,
      spec: 'White',
      cart_num: 2,
      is_new: 1,
    });
    // The bag is what the buyer put there, untouched, and the hidden row cannot be edited through it.
    const bag = await s.get('/api/cart/index', {}, who.token);
    expect(
      bag.body.data.carts.map((row: { cart_id: number; cart_num: number }) => [row.cart_id, row.cart_num]),
    ).toEqual([[inCart, 1]]);
    expect((await s.post('/api/cart/set_num', { cart_id: cartId, num: 5 }, who.token)).body.code).toBe(0);
    expect((await s.post('/api/cart/del', { cart_ids: String(cartId) }, who.token)).body.code).toBe(0);
    // Adding the same item to the bag still merges with the visible row.
    await addToCart(who, shirt, 1, 'White');
    expect((await s.get('/api/cart/index', {}, who.token)).body.data.carts).toHaveLength(1);
  });

  it('forgets buy-now rows whose checkout expired', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const first = await s.post('/api/order/merCreate', direct(listing), who.token);
    s.clock.advance(30 * 60 + 1);
    const second = await s.post('/api/order/merCreate', direct(listing), who.token);
    const rows = s.db.prepare('SELECT cart_id FROM carts WHERE user_id = ? AND is_new = 1').all(who.id);
    expect(rows).toEqual([{ cart_id: second.body.data.product[0].cart_id }]);
    // Ids are never reused: a stale cart_id cannot name the newer row.
    expect(second.body.data.product[0].cart_id).toBeGreaterThan(first.body.data.product[0].cart_id);
  });

  it('refuses when nothing is selected', async () => {
    const who = makeBuyer(s);
    const answer = await s.post('/api/order/merCreate', {}, who.token);
    expect(answer.body).toMatchObject({ code: 0, msg: 'Please select the items to check out' });
    expect((await withLang('/api/order/merCreate', {}, who, 'zh-cn')).body.msg).toBe('请选择要结算的商品');
  });

  it("refuses another buyer's or an unknown cart row", async () => {
    const owner = makeBuyer(s);
    const listing = makeListing(s);
    const cartId = await addToCart(owner, listing, 1);
    const who = makeBuyer(s);
    const own = await addToCart(who, listing, 1);
    for (const cartIds of [String(cartId), `${own},${cartId}`, '999999']) {
      const answer = await s.post('/api/order/merCreate', { cart_id: cartIds }, who.token);
      expect(answer.body).toMatchObject({ code: 0, msg: 'This cart item does not exist' });
    }
  });

  it('refuses more than the available stock, adding up rows of the same listing', async () => {
    const who = makeBuyer(s);
    const shirt = makeListing(s, { stock: 5, specList: [{ name: 'Size', child: ['M', 'L'] }] });
    const m = await addToCart(who, shirt, 3, 'M');
    const l = await addToCart(who, shirt, 3, 'L');
    const answer = await s.post('/api/order/merCreate', { cart_id: [m, l] }, who.token);
    expect(answer.body).toMatchObject({ code: 0, msg: 'Insufficient stock' });
    const tooMany = await s.post('/api/order/merCreate', direct(shirt, 6, 'M'), who.token);
    expect(tooMany.body).toMatchObject({ code: 0, msg: 'Insufficient stock' });
    expect((await withLang('/api/order/merCreate', direct(shirt, 6, 'M'), who, 'zh-cn')).body.msg).toBe('库存不足');
  });

  it('checks the product, spec and number of a direct purchase', async () => {
    const who = makeBuyer(s);
    const shirt = makeListing(s, { specList: [{ name: 'Colour', child: ['Black'] }] });
    const cases: Array<[Record<string, unknown>, string]> = [
      [direct(shirt, 1, ''), 'Please choose Colour'],
      [direct(shirt, 1, 'Pink'), '"Pink" is not an option of Colour'],
      [{ ...direct(shirt, 1, 'Black'), id: 999_999 }, 'This product does not exist'],
      [{ ...direct(shirt, 1, 'Black'), mer_id: undefined }, 'mer_id is required'],
      [{ ...direct(shirt, 1, 'Black'), number: undefined }, 'number is required'],
      [direct(shirt, -2, 'Black'), 'number must be a whole number from 1 to 99999'],
      [direct(shirt, 10_000_000, 'Black'), 'number must be a whole number from 1 to 99999'],
      [{ cart_id: 'x' }, 'cart_id must be a comma-separated list of ids, such as 3,5'],
    ];
    for (const [body, msg] of cases) {
      const answer = await s.post('/api/order/merCreate', body, who.token);
      expect(answer.body).toMatchObject({ code: 0, msg });
    }
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM order_drafts WHERE user_id = ?').get(who.id)).toEqual({ n: 0 });
  });

  it('needs a session (HTTP 401)', async () => {
    expect((await s.post('/api/order/merCreate', {})).status).toBe(401);
  });
});

describe('POST /api/order/merSubmit', () => {
  it('creates one order per shop in one trade, reserves stock, removes the cart rows and the draft', async () => {
    const who = makeBuyer(s);
    const { a1, a2, b1 } = twoShops();
    const other = makeListing(s);
    const c1 = await addToCart(who, a1, 2);
    const c2 = await addToCart(who, a2, 4);
    const c3 = await addToCart(who, b1, 1);
    const kept = await addToCart(who, other, 1);
    const addressId = makeAddress(s, who);
    const draft = await s.post('/api/order/merCreate', { cart_id: `${c1},${c2},${c3}` }, who.token);
    const chuId = draft.body.data.chu_id as string;
    const answer = await s.post(
      '/api/order/merSubmit',
      { address_id: addressId, chu_id: chuId, cart_ids: `${c3},${c1},${c2}` },
      who.token,
    );
    // Shop A: 2×10.00 + 4×2.50 + 8.00 freight = 38.00; shop B: 49.99 + 3.00 = 52.99.
    expect(answer.body).toEqual({
      code: 1,
      msg: 'Create Order Success',
      time: expect.any(String),
      data: { out_trade_no: expect.any(String), total_price: '90.99' },
    });
    const orders = s.db
      .prepare('SELECT * FROM orders WHERE out_trade_no = ? ORDER BY order_id')
      .all(answer.body.data.out_trade_no) as Array<Record<string, number | string>>;
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({
      user_id: who.id,
      mer_id: a1.merId,
      status: 0,
      refund_status: 0,
      total_num: 6,
      goods_price_cents: 3000,
      delivery_price_cents: 800,
      total_price_cents: 3800,
      real_name: 'Ada Buyer',
      user_phone: '+44 7700 900123',
      user_address: 'United Kingdom London 1 Test Street',
      createtime: s.clock.now(),
      is_del: 0,
    });
    expect(orders[1]).toMatchObject({
      mer_id: b1.merId,
      total_num: 1,
      delivery_price_cents: 300,
      total_price_cents: 5299,
    });
    expect(orders[0]?.order_sn).not.toBe(orders[1]?.order_sn);
    const lines = s.db
      .prepare(
        'SELECT order_id, listing_id, product_num, product_price_cents, total_price_cents FROM order_products WHERE order_id IN (?, ?) ORDER BY order_product_id',
      )
      .all(orders[0]?.order_id, orders[1]?.order_id);
    expect(lines).toEqual([
      {
        order_id: orders[0]?.order_id,
        listing_id: a1.id,
        product_num: 2,
        product_price_cents: 1000,
        total_price_cents: 2000,
      },
      {
        order_id: orders[0]?.order_id,
        listing_id: a2.id,
        product_num: 4,
        product_price_cents: 250,
        total_price_cents: 1000,
      },
      {
        order_id: orders[1]?.order_id,
        listing_id: b1.id,
        product_num: 1,
        product_price_cents: 4999,
        total_price_cents: 4999,
      },
    ]);
    expect(stockOf(s, a1.id)).toMatchObject({ stock: 20, reserved: 2 });
    expect(stockOf(s, a2.id)).toMatchObject({ stock: 20, reserved: 4 });
    expect(stockOf(s, b1.id)).toMatchObject({ stock: 20, reserved: 1 });
    const cart = s.db.prepare('SELECT cart_id FROM carts WHERE user_id = ?').all(who.id);
    expect(cart).toEqual([{ cart_id: kept }]);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM order_drafts WHERE chu_id = ?').get(chuId)).toEqual({ n: 0 });
  });

  it('submits a direct purchase with the same product, number and spec', async () => {
    const who = makeBuyer(s);
    const shirt = makeListing(s, {
      priceCents: 1500,
      freightCents: 250,
      stock: 4,
      specList: [{ name: 'Size', child: ['S', 'M'] }],
    });
    const addressId = makeAddress(s, who);
    const draft = await s.post('/api/order/merCreate', direct(shirt, 2, 'M'), who.token);
    const answer = await s.post(
      '/api/order/merSubmit',
      {
        product_id: shirt.productId,
        mer_id: shirt.merId,
        number: 2,
        spec: 'M',
        address_id: addressId,
        chu_id: draft.body.data.chu_id,
      },
      who.token,
    );
    expect(answer.body).toMatchObject({ code: 1, data: { total_price: '32.50' } });
    const line = s.db
      .prepare(
        'SELECT op.spec, op.product_num FROM order_products op JOIN orders o ON o.order_id = op.order_id WHERE o.out_trade_no = ?',
      )
      .get(answer.body.data.out_trade_no);
    expect(line).toEqual({ spec: 'M', product_num: 2 });
    expect(stockOf(s, shirt.id)).toMatchObject({ reserved: 2 });
  });

  it("submits and pays a buy-now draft by its cart_ids, the original client's request", async () => {
    const who = makeBuyer(s, { cents: 10_000 });
    const shirt = makeListing(s, {
      priceCents: 1500,
      freightCents: 250,
      stock: 4,
      specList: [{ name: 'Size', child: ['S', 'M'] }],
    });
    const addressId = makeAddress(s, who);
    const draft = await s.post(
      '/api/order/merCreate',
      {
        product_id: String(shirt.productId),
        mer_id: String(shirt.merId),
        id: String(shirt.id),
        number: '2',
        spec: 'M',
      },
      who.token,
    );
    const cartId = draft.body.data.product[0].cart_id as number;
    const submitted = await s.post(
      '/api/order/merSubmit',
      { address_id: addressId, chu_id: draft.body.data.chu_id, cart_ids: String(cartId) },
      who.token,
    );
    expect(submitted.body).toMatchObject({ code: 1, data: { total_price: '32.50' } });
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM carts WHERE cart_id = ?').get(cartId)).toEqual({ n: 0 });
    const paid = await s.post(
      '/api/order/merPay',
      { out_trade_no: submitted.body.data.out_trade_no, total_price: '32.50' },
      who.token,
    );
    expect(paid.body).toMatchObject({ code: 1 });
    expect(s.db.prepare('SELECT money_cents FROM users WHERE id = ?').get(who.id)).toEqual({
      money_cents: 10_000 - 3250,
    });
    expect(stockOf(s, shirt.id)).toMatchObject({ reserved: 0, stock: 2 });
    // A buy-now draft's cart_ids must be exactly its own row.
    const again = await s.post('/api/order/merCreate', direct(shirt, 1, 'S'), who.token);
    const wrong = await s.post(
      '/api/order/merSubmit',
      { address_id: addressId, chu_id: again.body.data.chu_id, cart_ids: String(cartId) },
      who.token,
    );
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The items do not match this checkout, please check out again' });
  });

  it('refuses items that differ from the draft', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const addressId = makeAddress(s, who);
    const cartId = await addToCart(who, listing, 1);
    const other = await addToCart(who, makeListing(s), 1);
    const fromCart = await s.post('/api/order/merCreate', { cart_id: String(cartId) }, who.token);
    const fromProduct = await s.post('/api/order/merCreate', direct(listing, 2), who.token);
    const cases: Array<Record<string, unknown>> = [
      { chu_id: fromCart.body.data.chu_id, cart_ids: `${cartId},${other}` },
      { chu_id: fromCart.body.data.chu_id },
      { chu_id: fromProduct.body.data.chu_id, ...direct(listing, 3) },
      { chu_id: fromProduct.body.data.chu_id, ...direct(listing, 2), mer_id: makeShop(s) },
    ];
    for (const body of cases) {
      const answer = await s.post('/api/order/merSubmit', { address_id: addressId, ...body }, who.token);
      expect(answer.body).toMatchObject({
        code: 0,
        msg: 'The items do not match this checkout, please check out again',
      });
    }
    const zh = await withLang('/api/order/merSubmit', { address_id: addressId, ...cases[0] }, who, 'zh-cn');
    expect(zh.body.msg).toBe('商品与结算信息不一致，请重新下单');
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(who.id)).toEqual({ n: 0 });
  });

  it('refuses an expired, unknown, foreign or already submitted draft', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const addressId = makeAddress(s, who);
    const expired = await s.post('/api/order/merCreate', direct(listing), who.token);
    s.clock.advance(30 * 60 + 1);
    const late = await s.post(
      '/api/order/merSubmit',
      { address_id: addressId, chu_id: expired.body.data.chu_id, ...direct(listing) },
      who.token,
    );
    expect(late.body).toMatchObject({ code: 0, msg: 'This checkout has expired, please check out again' });
    expect(
      (
        await withLang(
          '/api/order/merSubmit',
          { address_id: addressId, chu_id: 'nope', ...direct(listing) },
          who,
          'zh-cn',
        )
      ).body.msg,
    ).toBe('结算已过期，请重新下单');

    const stranger = makeBuyer(s);
    const theirs = await s.post('/api/order/merCreate', direct(listing), stranger.token);
    const foreign = await s.post(
      '/api/order/merSubmit',
      { address_id: addressId, chu_id: theirs.body.data.chu_id, ...direct(listing) },
      who.token,
    );
    expect(foreign.body).toMatchObject({ code: 0, msg: 'This checkout has expired, please check out again' });

    const fresh = await s.post('/api/order/merCreate', direct(listing), who.token);
    const body = { address_id: addressId, chu_id: fresh.body.data.chu_id, ...direct(listing) };
    const [first, second] = await Promise.all([
      s.post('/api/order/merSubmit', body, who.token),
      s.post('/api/order/merSubmit', body, who.token),
    ]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, 1]);
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(who.id)).toEqual({ n: 1 });
  });

  it("refuses another buyer's or an unknown address, and a missing one", async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const draft = await s.post('/api/order/merCreate', direct(listing), who.token);
    const foreignAddress = makeAddress(s, makeBuyer(s));
    for (const addressId of [foreignAddress, 999_999]) {
      const answer = await s.post(
        '/api/order/merSubmit',
        { address_id: addressId, chu_id: draft.body.data.chu_id, ...direct(listing) },
        who.token,
      );
      expect(answer.body).toMatchObject({ code: 0, msg: 'The shipping address does not exist' });
    }
    const missing = await s.post(
      '/api/order/merSubmit',
      { chu_id: draft.body.data.chu_id, ...direct(listing) },
      who.token,
    );
    expect(missing.body).toMatchObject({ code: 0, msg: 'address_id is required' });
    expect(
      (await withLang('/api/order/merSubmit', { address_id: foreignAddress, chu_id: 'x' }, who, 'zh-cn')).body.msg,
    ).toBe('收货地址不存在');
  });

  it('re-checks the stock when submitting and changes nothing when it ran out', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s, { stock: 3 });
    const addressId = makeAddress(s, who);
    const draft = await s.post('/api/order/merCreate', direct(listing, 3), who.token);
    await placeOrder(s, makeBuyer(s), listing, 1);
    const answer = await s.post(
      '/api/order/merSubmit',
      { address_id: addressId, chu_id: draft.body.data.chu_id, ...direct(listing, 3) },
      who.token,
    );
    expect(answer.body).toMatchObject({ code: 0, msg: 'Insufficient stock' });
    expect(stockOf(s, listing.id)).toMatchObject({ stock: 3, reserved: 1 });
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(who.id)).toEqual({ n: 0 });
    // The draft survives a refused submit (the transaction rolled back), so the buyer may retry.
    expect(s.db.prepare('SELECT COUNT(*) AS n FROM order_drafts WHERE chu_id = ?').get(draft.body.data.chu_id)).toEqual(
      { n: 1 },
    );
  });
});

describe('GET /api/user/order_list', () => {
  let who: Buyer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    who = makeBuyer(s);
    const listing = makeListing(s, { priceCents: 700, freightCents: 100, stock: 100 });
    ids['unpaid'] = (await placeOrder(s, who, listing, 2)).orderIds[0] as number;
    s.clock.advance(10);
    ids['cancelled'] = (await placeOrder(s, who, listing)).orderIds[0] as number;
    await s.post('/api/order/cancel', { order_id: ids['cancelled'] }, who.token);
    s.clock.advance(10);
    ids['paid'] = await paidOrder(s, who, listing);
    s.clock.advance(10);
    ids['received'] = await receivedOrder(s, who, listing);
    s.clock.advance(10);
    ids['refunding'] = await paidOrder(s, who, listing);
    s.db.prepare('UPDATE orders SET refund_status = 1 WHERE order_id = ?').run(ids['refunding']);
    s.clock.advance(10);
    ids['deleted'] = (await placeOrder(s, who, listing)).orderIds[0] as number;
    await s.post('/api/order/cancel', { order_id: ids['deleted'] }, who.token);
    await s.post('/api/order/delete', { order_id: ids['deleted'] }, who.token);
    await placeOrder(s, makeBuyer(s), listing);
  });

  it("lists the buyer's own orders, newest first, without deleted ones", async () => {
    const answer = await s.get('/api/user/order_list', { page: 1, limit: 10 }, who.token);
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.count).toBe(5);
    expect(answer.body.data.list.map((order: { order_id: number }) => order.order_id)).toEqual([
      ids['refunding'],
      ids['received'],
      ids['paid'],
      ids['cancelled'],
      ids['unpaid'],
    ]);
    const unpaid = answer.body.data.list[4];
    const row = orderRow(s, ids['unpaid'] as number);
    expect(unpaid).toEqual({
      order_id: ids['unpaid'],
      order_sn: row['order_sn'],
      status: 0,
      refund_status: 0,
      total_num: 2,
      total_price: '15.00',
      createtime: row['createtime'],
      product: [
        { image: expect.stringMatching(/^\/static\/img\/product\//), title: expect.stringMatching(/^Test product/) },
      ],
    });
  });

  it('filters by status, -4 meaning a refund in progress, and pages', async () => {
    const expectations: Array<[string, Array<number | undefined>]> = [
      ['0', [ids['unpaid']]],
      ['1', [ids['refunding'], ids['paid']]],
      ['3', [ids['received']]],
      ['-1', [ids['cancelled']]],
      ['-4', [ids['refunding']]],
      ['2', []],
      ['all', [ids['refunding'], ids['received'], ids['paid'], ids['cancelled'], ids['unpaid']]],
    ];
    for (const [status, expected] of expectations) {
      const answer = await s.get('/api/user/order_list', { status }, who.token);
      expect(
        answer.body.data.list.map((order: { order_id: number }) => order.order_id),
        `status ${status}`,
      ).toEqual(expected);
    }
    const page2 = await s.get('/api/user/order_list', { page: 2, limit: 2 }, who.token);
    expect(page2.body.data.count).toBe(5);
    expect(page2.body.data.list.map((order: { order_id: number }) => order.order_id)).toEqual([
      ids['paid'],
      ids['cancelled'],
    ]);
  });

  it('refuses an unknown status and bad paging', async () => {
    for (const status of ['5', '-3', 'paid']) {
      const answer = await s.get('/api/user/order_list', { status }, who.token);
      expect(answer.body).toMatchObject({ code: 0, msg: 'status must be one of all, 0, 1, 2, 3, 4, -1, -2, -4' });
    }
    const zh = await s.call('GET', '/api/user/order_list', { query: { status: '9' }, token: who.token, lang: 'zh-cn' });
    expect(zh.body.msg).toBe('status 必须是 all、0、1、2、3、4、-1、-2、-4 之一');
    expect((await s.get('/api/user/order_list', { page: 0 }, who.token)).body.code).toBe(0);
    expect((await s.get('/api/user/order_list', { limit: 1000 }, who.token)).body.code).toBe(0);
  });

  it('needs a session (HTTP 401)', async () => {
    expect((await s.get('/api/user/order_list')).status).toBe(401);
  });
});

describe('GET /api/order/detail', () => {
  it('answers the order with its products, address copy and logistics newest first', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s, { priceCents: 1200, freightCents: 300 });
    const orderId = await paidOrder(s, who, listing, 2);
    const before = await s.get('/api/order/detail', { order_id: orderId }, who.token);
    expect(before.body.data).toMatchObject({ status: 1, delivery_id: '', delivery: [] });
    await s.admin('POST', `/admin/orders/${orderId}/ship`, { company: 'DHL', delivery_no: 'DHL-12345' });
    const answer = await s.get('/api/order/detail', { order_id: orderId }, who.token);
    const row = orderRow(s, orderId);
    expect(answer.body.data).toEqual({
      order_id: orderId,
      order_sn: row['order_sn'],
      status: 2,
      refund_status: 0,
      total_price: '27.00',
      delivery_price: '3.00',
      createtime: row['createtime'],
      user_address: 'United Kingdom London 1 Test Street',
      real_name: 'Ada Buyer',
      user_phone: '+44 7700 900123',
      delivery_id: 'DHL-12345',
      delivery: [
        { delivery_no: 'DHL-12345', mark: 'Departed the sorting centre', updatetime: utcWallClock(s.clock.now()) },
        {
          delivery_no: 'DHL-12345',
          mark: 'Shipped by DHL, tracking number DHL-12345',
          updatetime: utcWallClock(s.clock.now()),
        },
        { delivery_no: 'DHL-12345', mark: 'The seller has packed your order', updatetime: utcWallClock(s.clock.now()) },
      ],
      products: [
        {
          order_product_id: expect.any(Number),
          product_id: listing.productId,
          mer_id: listing.merId,
          image: listing.image,
          title: listing.title,
          product_price: '12.00',
          spec: '',
          product_num: 2,
          total_price: '24.00',
          is_reply: 0,
        },
      ],
    });
  });

  it('answers "Order does not exist" for another buyer\'s, an unknown or a deleted order', async () => {
    const owner = makeBuyer(s);
    const listing = makeListing(s);
    const { orderIds } = await placeOrder(s, owner, listing);
    const who = makeBuyer(s);
    for (const orderId of [orderIds[0], 999_999]) {
      const answer = await s.get('/api/order/detail', { order_id: orderId }, who.token);
      expect(answer.body).toMatchObject({ code: 0, msg: 'Order does not exist', data: null });
    }
    const zh = await s.call('GET', '/api/order/detail', {
      query: { order_id: orderIds[0] },
      token: who.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('订单不存在');
    await s.post('/api/order/cancel', { order_id: orderIds[0] }, owner.token);
    await s.post('/api/order/delete', { order_id: orderIds[0] }, owner.token);
    expect((await s.get('/api/order/detail', { order_id: orderIds[0] }, owner.token)).body.msg).toBe(
      'Order does not exist',
    );
    expect((await s.get('/api/order/detail', { order_id: 'abc' }, owner.token)).body.msg).toBe(
      'Parameter order_id is invalid',
    );
  });
});

describe('POST /api/order/cancel', () => {
  it('cancels an unpaid order and releases its reserved stock', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s, { stock: 10 });
    const { orderIds } = await placeOrder(s, who, listing, 4);
    expect(stockOf(s, listing.id)).toMatchObject({ stock: 10, reserved: 4 });
    const answer = await s.post('/api/order/cancel', { order_id: orderIds[0] }, who.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Cancel successful', data: null });
    expect(orderRow(s, orderIds[0] as number)['status']).toBe(-1);
    expect(stockOf(s, listing.id)).toMatchObject({ stock: 10, reserved: 0 });
    const again = await s.post('/api/order/cancel', { order_id: orderIds[0] }, who.token);
    expect(again.body).toMatchObject({ code: 0, msg: 'Only orders waiting for payment can be cancelled' });
    expect(stockOf(s, listing.id)).toMatchObject({ reserved: 0 });
  });

  it("refuses a paid order and another buyer's order", async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const orderId = await paidOrder(s, who, listing);
    const paid = await withLang('/api/order/cancel', { order_id: orderId }, who, 'zh-cn');
    expect(paid.body).toMatchObject({ code: 0, msg: '只能取消待付款的订单' });
    const { orderIds } = await placeOrder(s, makeBuyer(s), listing);
    const foreign = await s.post('/api/order/cancel', { order_id: orderIds[0] }, who.token);
    expect(foreign.body).toMatchObject({ code: 0, msg: 'Order does not exist' });
    expect(orderRow(s, orderIds[0] as number)['status']).toBe(0);
  });
});

describe('POST /api/order/received', () => {
  it('confirms receipt of a delivered order only', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const orderId = await paidOrder(s, who, listing);
    const early = await s.post('/api/order/received', { order_id: orderId }, who.token);
    expect(early.body).toMatchObject({ code: 0, msg: 'Only delivered orders can be confirmed as received' });
    expect((await withLang('/api/order/received', { order_id: orderId }, who, 'zh-cn')).body.msg).toBe(
      '只能对已发货的订单确认收货',
    );
    await s.admin('POST', `/admin/orders/${orderId}/ship`);
    const answer = await s.post('/api/order/received', { order_id: orderId }, who.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Confirm receipt successful' });
    expect(orderRow(s, orderId)).toMatchObject({ status: 3, receive_time: s.clock.now() });
    const twice = await s.post('/api/order/received', { order_id: orderId }, who.token);
    expect(twice.body).toMatchObject({ code: 0, msg: 'Only delivered orders can be confirmed as received' });
    const foreign = await s.post('/api/order/received', { order_id: orderId }, makeBuyer(s).token);
    expect(foreign.body).toMatchObject({ code: 0, msg: 'Order does not exist' });
  });
});

describe('POST /api/order/delete', () => {
  it('deletes only cancelled, refunded or completed orders (soft delete)', async () => {
    const who = makeBuyer(s);
    const listing = makeListing(s);
    const unpaid = (await placeOrder(s, who, listing)).orderIds[0] as number;
    const paid = await paidOrder(s, who, listing);
    for (const orderId of [unpaid, paid]) {
      const answer = await s.post('/api/order/delete', { order_id: orderId }, who.token);
      expect(answer.body).toMatchObject({
        code: 0,
        msg: 'Only cancelled, refunded or completed orders can be deleted',
      });
    }
    expect((await withLang('/api/order/delete', { order_id: paid }, who, 'zh-cn')).body.msg).toBe(
      '只能删除已取消、已退款或已完成的订单',
    );
    await s.post('/api/order/cancel', { order_id: unpaid }, who.token);
    const foreign = await s.post('/api/order/delete', { order_id: unpaid }, makeBuyer(s).token);
    expect(foreign.body).toMatchObject({ code: 0, msg: 'Order does not exist' });
    const answer = await s.post('/api/order/delete', { order_id: unpaid }, who.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Delete Success', data: null });
    expect(orderRow(s, unpaid)).toMatchObject({ is_del: 1, status: -1 });
    const again = await s.post('/api/order/delete', { order_id: unpaid }, who.token);
    expect(again.body).toMatchObject({ code: 0, msg: 'Order does not exist' });
    for (const status of [-2, 4]) {
      s.db.prepare('UPDATE orders SET status = ? WHERE order_id = ?').run(status, paid);
      s.db.prepare('UPDATE orders SET is_del = 0 WHERE order_id = ?').run(paid);
      expect((await s.post('/api/order/delete', { order_id: paid }, who.token)).body.code).toBe(1);
    }
  });
});

describe("the demo buyer's whole journey over the seeded catalogue", () => {
  it('cart → checkout → verify the payment code → pay → shipped → received → review shown on the product', async () => {
    const token = await s.login('demo', 'demo123');
    const listing = s.db
      .prepare(
        `SELECT l.id, l.mer_id, l.product_id, l.sales_price_cents, l.freight_cents, p.spec_list
         FROM listings l JOIN products p ON p.product_id = l.product_id
         WHERE p.spec_list <> '[]' AND l.stock - l.reserved >= 2 ORDER BY l.id LIMIT 1`,
      )
      .get() as {
      id: number;
      mer_id: number;
      product_id: number;
      sales_price_cents: number;
      freight_cents: number;
      spec_list: string;
    };
    const groups = JSON.parse(listing.spec_list) as Array<{ name: string; child: string[] }>;
    const spec = groups.map((group) => group.child[0]).join('|');
    const balance = (
      s.db.prepare("SELECT money_cents FROM users WHERE username = 'demo'").get() as { money_cents: number }
    ).money_cents;

    const added = await s.post(
      '/api/cart/add',
      { mer_id: listing.mer_id, product_id: listing.product_id, id: listing.id, num: 2, spec },
      token,
    );
    expect(added.body).toMatchObject({ code: 1, msg: 'Add to cart successfully' });
    const cart = await s.get('/api/cart/index', {}, token);
    const row = cart.body.data.carts.find((item: { product_id: number }) => item.product_id === listing.product_id);
    expect(row).toMatchObject({ cart_num: 2, spec });

    const draft = await s.post('/api/order/merCreate', { cart_id: String(row.cart_id) }, token);
    expect(draft.body.data.address).toMatchObject({ is_default: 1 });
    const submitted = await s.post(
      '/api/order/merSubmit',
      { address_id: draft.body.data.address.address_id, chu_id: draft.body.data.chu_id, cart_ids: String(row.cart_id) },
      token,
    );
    const total = listing.sales_price_cents * 2 + listing.freight_cents;
    expect(submitted.body.data.total_price).toBe((total / 100).toFixed(2));

    const payBody = { out_trade_no: submitted.body.data.out_trade_no, total_price: submitted.body.data.total_price };
    expect((await s.post('/api/order/merPay', payBody, token)).body.msg).toBe('Please verify your payment code first');
    expect((await s.post('/api/user/verify_pay', { password_pay: '123456' }, token)).body.code).toBe(1);
    expect((await s.post('/api/order/merPay', payBody, token)).body).toMatchObject({ code: 1, msg: 'Pay Success' });
    expect(
      (s.db.prepare("SELECT money_cents FROM users WHERE username = 'demo'").get() as { money_cents: number })
        .money_cents,
    ).toBe(balance - total);

    const list = await s.get('/api/user/order_list', { status: '1' }, token);
    const orderId = list.body.data.list[0].order_id as number;
    expect((await s.admin('POST', `/admin/orders/${orderId}/ship`)).body.code).toBe(1);
    expect((await s.post('/api/order/received', { order_id: orderId }, token)).body.code).toBe(1);
    s.clock.advance(60);
    const reviewed = await s.post(
      '/api/order/comment',
      {
        order_id: orderId,
        product_id: listing.product_id,
        product_score: 5,
        service_score: 5,
        postage_score: 5,
        comment: 'Exactly as pictured',
      },
      token,
    );
    expect(reviewed.body).toMatchObject({ code: 1, msg: 'Review successful' });
    expect(orderRow(s, orderId)['status']).toBe(4);
    const product = await s.get('/api/product/detail', { mer_id: listing.mer_id, product_id: listing.product_id });
    expect(product.body.data.reply_list[0]).toMatchObject({ product_score: 5, comment: 'Exactly as pictured' });
  });
});
