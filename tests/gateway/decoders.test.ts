import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readImageList, normaliseImagePath } from '../../gateway/src/upstream/decode/imagePaths.ts';
import { readLegacyMoney } from '../../gateway/src/money/amounts.ts';
import { isTimeZone, readLegacyTime } from '../../gateway/src/upstream/decode/legacyTime.ts';
import { createDecoders } from '../../gateway/src/upstream/decoders.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';

/*
 * Every rule of the boundary, with the variants the real PHP API writes (the shared
 * contract's section "What the real API does that the tables below do not show").
 */

const utc = createDecoders('UTC');
const shanghai = createDecoders('Asia/Shanghai');

function decoded<T>(result: { success: true; data: T } | { success: false; error: unknown }): T {
  if (!result.success) throw new Error(`expected a decoded value, got ${JSON.stringify(result.error)}`);
  return result.data;
}

function failurePath(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string {
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.path.join('.') ?? '';
}

/** A product list item as the stand-in writes it. */
const product = {
  id: 11,
  product_id: 2,
  mer_id: 3,
  sales: 120,
  click: 900,
  goods: {
    image: '/uploads/p.png',
    images: '/uploads/a.png,/uploads/b.png',
    title: 'Mug',
    sales_price: '65.99',
    market_price: '80.00',
    real_sales: 120,
    stock: 7,
    content: '<p>A mug</p>',
    spec: '',
    specList: [{ name: 'Colour', child: ['Red', 'Blue'] }],
  },
};

describe('the decoder table', () => {
  it('has a decoder for every operation of the endpoint table, and no other', () => {
    expect(Object.keys(utc).sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('numbers', () => {
  it.each([
    ['a number', 7, 7],
    ['a numeric string', '7', 7],
    ['a numeric string with spaces', ' 7 ', 7],
  ])('reads an id or count given as %s', (_name, value, expected) => {
    const page = decoded(utc.orderList.safeParse({ count: value, list: [] }));
    expect(page.count).toBe(expected);
    const cart = decoded(
      utc.cartIndex.safeParse({
        carts: [
          {
            cart_id: value,
            mer_id: '3',
            product_id: 2,
            cart_num: value,
            spec: '',
            total_price: '1',
            goods: { image: '', title: 'x', sales_price: 1, stock: '9' },
          },
        ],
      }),
    );
    expect(cart.carts[0]?.cart_num).toBe(expected);
    expect(cart.carts[0]?.goods.stock).toBe(9);
  });

  it.each([
    ['not a number', 'many'],
    ['a fraction for an id', 1.5],
    ['a list', [1]],
    ['an object', { n: 1 }],
  ])('refuses %s where a whole number belongs, naming the field', (_name, value) => {
    expect(failurePath(utc.orderDetail.safeParse({ order_id: value }) as never)).toBe('order_id');
  });

  it('reads a string count as the sum operand it is (no "1" + "2" = "12")', () => {
    const cart = decoded(
      utc.cartIndex.safeParse({
        carts: ['1', '2'].map((num, index) => ({
          cart_id: index + 1,
          mer_id: 1,
          product_id: 1,
          cart_num: num,
          spec: '',
          total_price: '1.00',
          goods: { image: '', title: 'x', sales_price: '1.00', stock: 5 },
        })),
      }),
    );
    expect(cart.carts.reduce((sum, line) => sum + line.cart_num, 0)).toBe(3);
  });
});

describe('flags', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    ['true', true],
    [0, false],
    ['0', false],
    [false, false],
    ['false', false],
    [null, false],
    ['', false],
    [undefined, false],
  ])('reads %j as %s', (value, expected) => {
    expect(decoded(utc.assistStatus.safeParse({ mer_id: 1, days: 3, today: value })).today).toBe(expected);
  });

  it('refuses a flag it cannot read', () => {
    expect(failurePath(utc.assistStatus.safeParse({ mer_id: 1, days: 3, today: 'yes' }) as never)).toBe('today');
  });
});

describe('money', () => {
  it.each([
    [65.99, '65.99'],
    ['65.99', '65.99'],
    ['65.9', '65.90'],
    [65.9, '65.90'],
    ['7', '7.00'],
    [7, '7.00'],
    ['12.345', '12.35'],
    ['12.344', '12.34'],
    ['0.005', '0.01'],
    [0.1 + 0.2, '0.30'],
    ['-3.5', '-3.50'],
    [' 12.50 ', '12.50'],
    ['007.10', '7.10'],
    ['-0.001', '0.00'],
  ])('reads %j as %s', (value, expected) => {
    expect(readLegacyMoney(value)).toBe(expected);
  });

  it.each([
    ['a word', 'abc'],
    ['a comma decimal', '12,50'],
    ['an exponent', 1e21],
    ['nothing', null],
    ['a flag', true],
  ])('refuses %s', (_name, value) => {
    expect(readLegacyMoney(value)).toBeUndefined();
  });

  it('leaves an absent freight at zero but refuses an absent price', () => {
    const detail = decoded(utc.productDetail.safeParse({ ...product, is_like: 0, reply_list: [], other: [] }));
    expect(detail.freight).toBe('0.00');
    expect(
      failurePath(
        utc.hotProducts.safeParse({
          count: 1,
          list: [{ ...product, goods: { ...product.goods, sales_price: null } }],
        }) as never,
      ),
    ).toBe('list.0.goods.sales_price');
  });
});

describe('empty values as PHP writes them', () => {
  it.each([
    ['[]', []],
    ['{}', {}],
    ['null', null],
    ['""', ''],
    ['a missing key', undefined],
  ])('reads a list given as %s as the empty list', (_name, value) => {
    const page = decoded(utc.hotProducts.safeParse(value === undefined ? { count: 0 } : { count: 0, list: value }));
    expect(page.list).toEqual([]);
    const cart = decoded(utc.cartIndex.safeParse(value === undefined ? {} : { carts: value }));
    expect(cart.carts).toEqual([]);
  });

  it.each([
    ['[]', []],
    ['{}', {}],
    ['null', null],
    ['""', ''],
  ])('reads a whole page given as %s as an empty page', (_name, value) => {
    expect(decoded(utc.orderList.safeParse(value))).toEqual({ count: null, list: [] });
  });

  it.each([
    ['[]', []],
    ['{}', {}],
    ['null', null],
    ['""', ''],
    ['a missing key', undefined],
  ])('reads an optional object given as %s as null (the buyer without a default address)', (_name, value) => {
    const user = decoded(
      utc.getUserInfo.safeParse({
        user_id: 1,
        username: 'demo',
        ...(value === undefined ? {} : { address: value, lang: value }),
      }),
    );
    expect(user.address).toBeNull();
    expect(user.lang).toBeNull();
  });

  it('reads a PHP array written as an object with numeric keys as a list, in key order', () => {
    expect(
      decoded(
        utc.categories.safeParse({
          1: { category_id: 2, name: 'b', name_en: 'B' },
          0: { category_id: 1, name: 'a', name_en: 'A' },
        }),
      ),
    ).toEqual([
      { category_id: 1, name: 'a', name_en: 'A' },
      { category_id: 2, name: 'b', name_en: 'B' },
    ]);
  });

  it('reads data: null on a success as the empty value the operation has', () => {
    expect(decoded(utc.banners.safeParse(null))).toEqual([]);
    expect(decoded(utc.categories.safeParse(null))).toEqual([]);
    expect(decoded(utc.cartIndex.safeParse(null))).toEqual({ carts: [] });
    expect(decoded(utc.addressList.safeParse(null))).toEqual({ count: null, list: [] });
    expect(decoded(utc.law.safeParse(null))).toBe('');
  });

  it('does not make up a buyer from data: null (an id is needed)', () => {
    expect(failurePath(utc.getUserInfo.safeParse(null) as never)).toBe('user_id');
    expect(failurePath(utc.getUserInfo.safeParse([]) as never)).toBe('user_id');
  });

  it('reads optional texts left out as null, and "" as null', () => {
    const log = decoded(
      utc.rechargeLog.safeParse({
        count: 1,
        list: [
          {
            id: 1,
            type: '2',
            price: '10',
            actual_price: '',
            image: '',
            status: '0',
            admin_msg: '',
            createtime: 1732233600,
          },
        ],
      }),
    );
    expect(log.list[0]).toMatchObject({ network: null, admin_msg: null, actual_price: '0.00', type: 2, status: 0 });
  });

  it('ignores fields the contract does not document', () => {
    const shop = decoded(
      utc.hotMerchants.safeParse({
        count: 1,
        list: [{ mer_id: 1, mer_name: 'S', secret_margin: 0.4, wx_openid: 'x' }],
      }),
    );
    expect(shop.list[0]).not.toHaveProperty('secret_margin');
    expect(shop.list[0]).toMatchObject({ mer_id: 1, follow_count: 0, total_sales: '0.00' });
  });

  it('reads the search count under total, and the other lists under count', () => {
    expect(decoded(utc.searchProducts.safeParse({ total: '51', list: [] })).count).toBe(51);
    expect(decoded(utc.hotProducts.safeParse({ count: 51, list: [] })).count).toBe(51);
    expect(decoded(utc.hotProducts.safeParse({ list: [] })).count).toBeNull();
  });
});

describe('closed sets', () => {
  it.each([
    ['3', 3],
    [-1, -1],
    ['-2', -2],
  ])('reads the order status %j', (value, expected) => {
    const order = decoded(
      utc.orderList.safeParse({
        count: 1,
        list: [{ order_id: 1, order_sn: 'S', status: value, refund_status: '0', total_price: 1, createtime: 1 }],
      }),
    );
    expect(order.list[0]?.status).toBe(expected);
  });

  it('refuses an order status the gateway does not know, naming the field', () => {
    expect(
      failurePath(
        utc.orderList.safeParse({
          count: 1,
          list: [{ order_id: 1, order_sn: 'S', status: 9, refund_status: 0, total_price: 1, createtime: 1 }],
        }) as never,
      ),
    ).toBe('list.0.status');
  });

  it('reads bill types, and refuses others', () => {
    expect(
      decoded(utc.bill.safeParse({ list: [{ id: 1, title: 'x', money: '-5', type: ' pay ', createtime: 1 }] })).list[0]
        ?.type,
    ).toBe('pay');
    expect(
      failurePath(
        utc.bill.safeParse({ list: [{ id: 1, title: 'x', money: '-5', type: 'bonus', createtime: 1 }] }) as never,
      ),
    ).toBe('list.0.type');
  });
});

describe('times', () => {
  it('reads Unix seconds, as a number or a string', () => {
    expect(readLegacyTime(1732233600, 'UTC')?.toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(readLegacyTime('1732233600', 'UTC')?.toISOString()).toBe('2024-11-22T00:00:00.000Z');
  });

  it('tells milliseconds from seconds by magnitude (never multiplies milliseconds again)', () => {
    expect(readLegacyTime(1732233600123, 'UTC')?.toISOString()).toBe('2024-11-22T00:00:00.123Z');
    expect(readLegacyTime('1732233600123', 'UTC')?.toISOString()).toBe('2024-11-22T00:00:00.123Z');
    // An early time in seconds stays seconds.
    expect(readLegacyTime(100_000_000, 'UTC')?.toISOString()).toBe('1973-03-03T09:46:40.000Z');
  });

  it('reads "Y-m-d H:i:s" in the upstream zone, not the gateway\'s', () => {
    expect(readLegacyTime('2024-11-22 08:00:00', 'Asia/Shanghai')?.toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(readLegacyTime('2024-11-22 08:00:00', 'UTC')?.toISOString()).toBe('2024-11-22T08:00:00.000Z');
    expect(readLegacyTime('2024-11-22', 'UTC')?.toISOString()).toBe('2024-11-22T00:00:00.000Z');
  });

  it('reads wall-clock times across a daylight-saving change with the offset of that moment', () => {
    expect(readLegacyTime('2024-07-01 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2024-07-01T10:00:00.000Z');
    expect(readLegacyTime('2024-12-01 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2024-12-01T11:00:00.000Z');
  });

  it.each([
    ['a date that does not exist', '2024-02-30 10:00:00'],
    ['a word', 'yesterday'],
    ['zero', 0],
    ['a flag', true],
  ])('does not take %s for a time', (_name, value) => {
    expect(readLegacyTime(value, 'UTC')).toBeUndefined();
  });

  it('decodes the records whose times the API writes as wall-clock strings with the configured zone', () => {
    const bill = {
      count: 1,
      list: [{ id: 1, title: 'Top-up', money: '100.00', type: 'recharge', createtime: '2024-11-22 08:00:00' }],
    };
    expect(decoded(shanghai.bill.safeParse(bill)).list[0]?.createtime.toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(decoded(utc.bill.safeParse(bill)).list[0]?.createtime.toISOString()).toBe('2024-11-22T08:00:00.000Z');
    const detail = decoded(
      shanghai.orderDetail.safeParse({
        order_id: 1,
        order_sn: 'S',
        status: 2,
        refund_status: 0,
        total_price: '1',
        createtime: 1732233600,
        delivery: [{ delivery_no: 'SF1', mark: 'Shipped', updatetime: '2024-11-22 09:30:00' }],
        products: [],
      }),
    );
    expect(detail.delivery[0]?.updatetime.toISOString()).toBe('2024-11-22T01:30:00.000Z');
    expect(detail.createtime.toISOString()).toBe('2024-11-22T00:00:00.000Z');
    expect(detail.delivery_id).toBeNull();
  });

  it('refuses a record without a time, naming the field', () => {
    expect(
      failurePath(
        utc.bill.safeParse({ list: [{ id: 1, title: 'x', money: '1', type: 'pay', createtime: '' }] }) as never,
      ),
    ).toBe('list.0.createtime');
  });

  it('knows IANA zone names', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('images', () => {
  it.each([
    ['a comma string', '/a.png,/b.png', ['/a.png', '/b.png']],
    ['spaces, empty items and a trailing comma', ' /a.png , ,/b.png,', ['/a.png', '/b.png']],
    ['a JSON array', ['/a.png', '/b.png'], ['/a.png', '/b.png']],
    ['a JSON array written as text', '["/a.png","/b.png"]', ['/a.png', '/b.png']],
    ['paths without their leading slash', 'static/a.png,./uploads/b.png', ['/static/a.png', '/uploads/b.png']],
    ['null', null, []],
    ['an empty string', '', []],
    ['an empty array', [], []],
    [
      'absolute URLs, kept for later',
      'http://api.example.com/a.png,https://cdn.example.net/b.png',
      ['http://api.example.com/a.png', 'https://cdn.example.net/b.png'],
    ],
  ])('reads an image list given as %s', (_name, value, expected) => {
    expect(readImageList(value)).toEqual(expected);
  });

  it('refuses a list that is neither text nor a list of texts', () => {
    expect(readImageList(42)).toBeUndefined();
    expect(readImageList([1, 2])).toBeUndefined();
  });

  it('gives relative paths their leading slash and keeps absolute ones', () => {
    expect(normaliseImagePath('static/img/x.png')).toBe('/static/img/x.png');
    expect(normaliseImagePath('/static/img/x.png')).toBe('/static/img/x.png');
    expect(normaliseImagePath(' //cdn.example.net/x.png ')).toBe('//cdn.example.net/x.png');
    expect(normaliseImagePath('')).toBe('');
  });

  it('decodes the image lists of a product and a shop in every form', () => {
    const fromArray = decoded(
      utc.hotProducts.safeParse({ list: [{ ...product, goods: { ...product.goods, images: ['uploads/a.png', ''] } }] }),
    );
    expect(fromArray.list[0]?.goods.images).toEqual(['/uploads/a.png']);
    const shop = decoded(
      utc.shopDetail.safeParse({
        mer_id: 3,
        mer_name: 'S',
        mer_avatar: 'uploads/s.png',
        is_follow: '0',
        banner: null,
        product_list: [],
      }),
    );
    expect(shop).toMatchObject({ banner: [], mer_avatar: '/uploads/s.png', product_list: { count: null, list: [] } });
  });
});

describe("a whole answer in the real API's style", () => {
  it('decodes a product detail written the PHP way to the same values as the tidy one', () => {
    const tidy = { ...product, is_like: 1, freight: '5.00', reply_list: [], other: [product] };
    const php = {
      ...product,
      id: '11',
      product_id: '2',
      mer_id: '3',
      sales: '120',
      click: '900',
      goods: {
        ...product.goods,
        images: '["uploads/a.png", "uploads/b.png"]',
        sales_price: 65.99,
        market_price: '80',
        stock: '7',
        real_sales: '120',
      },
      is_like: true,
      freight: 5,
      reply_list: {},
      other: { 0: { ...product, id: '11' } },
      undocumented: { anything: 1 },
    };
    expect(decoded(utc.productDetail.safeParse(php))).toEqual(decoded(utc.productDetail.safeParse(tidy)));
  });
});

describe('rates', () => {
  it.each([
    ['75.0', '75.0'],
    ['75', '75.0'],
    [75, '75.0'],
    [98.6, '98.6'],
    ['98.60', '98.6'],
    ['n/a', 'n/a'],
  ])('reads the favourable rate %j as %s', (value, expected) => {
    expect(
      decoded(utc.hotMerchants.safeParse({ list: [{ mer_id: 1, mer_name: 'S', good_rate: value }] })).list[0]
        ?.good_rate,
    ).toBe(expected);
  });
});

describe('decoding speed', () => {
  // A decoder zod cannot compile falls back, silently, to the regular parser: several times the
  // CPU and allocations per answer. Say so here instead.
  it.each(Object.entries(utc))('%s compiles to a fast path', (_operation, decoder) => {
    expect(() => z.compile(decoder, { strict: true })).not.toThrow();
  });
});
