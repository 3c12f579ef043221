import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig as readLegacyConfig } from '../../legacy/config.ts';
import { balanceOf, makeBuyer } from './support/buyers.ts';
import { utcWallClock } from './support/expectations.ts';
import { startStandIn, useStandIn } from './support/standIn.ts';

const standIn = useStandIn();
let networks: Array<{ network: string; blockchain: string }>;

beforeAll(async () => {
  networks = (await standIn.get('/api/user/getBlockchain')).body.data;
});

function trc20() {
  const found = networks.find((row) => row.network === 'USDT-TRC20');
  if (!found) throw new Error('USDT-TRC20 is not seeded');
  return found;
}

function onChainRecharge(price: unknown = '100.50') {
  return {
    recharge_type: 1,
    network: trc20().network,
    blockchain: trc20().blockchain,
    price,
    image: '/uploads/20260301/a.png',
  };
}

const bankCard = { extract_type: 0, bank_card: '6222 0212 3456 7890', bank_name: 'Test Bank', real_name: 'Jo Tester' };

function rows<T>(sql: string, ...params: unknown[]): T[] {
  return standIn.db.prepare(sql).all(...params) as T[];
}

describe('GET /api/user/getBlockchain', () => {
  it('lists the seeded networks with deposit addresses, never DEX, BSC or HECO', async () => {
    const answer = await standIn.get('/api/user/getBlockchain');
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.map((row: { network: string }) => row.network)).toEqual([
      'USDT-TRC20',
      'USDT-ERC20',
      'BTC',
      'ETH',
    ]);
    const byName = Object.fromEntries(networks.map((row) => [row.network, row.blockchain]));
    expect(byName['USDT-TRC20']).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(byName['USDT-ERC20']).toMatch(/^0x[0-9a-f]{40}$/);
    expect(byName['BTC']).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(byName['ETH']).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('is the same on every fresh database (deterministic seed)', async () => {
    const other = await startStandIn();
    try {
      expect((await other.get('/api/user/getBlockchain')).body.data).toEqual(networks);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/user/recharge', () => {
  it('records an on-chain recharge waiting for audit without touching the balance', async () => {
    const buyer = makeBuyer(standIn, { cents: 5_000 });
    const answer = await standIn.post('/api/user/recharge', onChainRecharge('100.50'), buyer.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Recharge application submitted', data: null });
    expect(balanceOf(standIn, buyer)).toBe(5_000);
    expect(
      rows('SELECT type, network, blockchain, price_cents, status, image FROM recharges WHERE user_id = ?', buyer.id),
    ).toEqual([
      {
        type: 1,
        network: 'USDT-TRC20',
        blockchain: trc20().blockchain,
        price_cents: 10_050,
        status: 0,
        image: '/uploads/20260301/a.png',
      },
    ]);
    expect(rows('SELECT * FROM bills WHERE user_id = ?', buyer.id)).toEqual([]);
  });

  it('records a bank recharge (no network needed) and answers in Chinese', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const answer = await standIn.call('POST', '/api/user/recharge', {
      body: { recharge_type: '2', price: 250, image: 'https://cdn.example.com/receipt.jpg' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(answer.body).toMatchObject({ code: 1, msg: '充值申请已提交' });
    expect(rows('SELECT type, network, price_cents FROM recharges WHERE user_id = ?', buyer.id)).toEqual([
      { type: 2, network: '', price_cents: 25_000 },
    ]);
  });

  it('refuses DEX, BSC and HECO deposits with a clear message', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    for (const network of ['BSC', 'HECO', 'DEX', 'USDT-BEP20']) {
      const answer = await standIn.post('/api/user/recharge', { ...onChainRecharge(), network }, buyer.token);
      expect(answer.body).toMatchObject({ code: 0, msg: 'DEX, BSC and HECO deposits are not supported' });
    }
    const zh = await standIn.call('POST', '/api/user/recharge', {
      body: { ...onChainRecharge(), network: 'BSC' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('不支持 DEX、BSC 和 HECO 充值');
    expect(rows('SELECT id FROM recharges WHERE user_id = ?', buyer.id)).toEqual([]);
  });

  it.each([
    [{ recharge_type: 3 }, 'recharge_type must be 1 (on chain) or 2 (bank)'],
    [{ recharge_type: 'chain' }, 'recharge_type must be 1 (on chain) or 2 (bank)'],
    [{ network: undefined }, 'network is required'],
    [{ network: 'DOGE' }, 'Unknown recharge network DOGE, please choose one of the listed networks'],
    [{ blockchain: undefined }, 'blockchain is required'],
    [{ blockchain: 'TWrongAddress123' }, 'blockchain must be the deposit address of the USDT-TRC20 network'],
    [{ price: undefined }, 'price is required'],
    [{ price: 0 }, 'price must be greater than 0'],
    [{ price: '-5' }, 'price must be greater than 0'],
    [{ price: -0.01 }, 'price must be greater than 0'],
    [{ price: '1000000.01' }, 'price must be at most 1000000.00'],
    [{ price: 1e30 }, 'price must be at most 1000000.00'],
    [{ price: '12.345' }, 'price must be an amount with at most two decimals'],
    [{ price: 'ten' }, 'price must be an amount with at most two decimals'],
    [{ price: [] }, 'price must be an amount with at most two decimals'],
    [{ image: undefined }, 'image is required'],
    [{ image: '' }, 'image is required'],
    [{ image: 'javascript:alert(1)' }, 'image must be the URL or path of the payment evidence'],
    [{ image: { url: '/x.png' } }, 'image must be the URL or path of the payment evidence'],
  ])('refuses %j: %s', async (change, msg) => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const body: Record<string, unknown> = { ...onChainRecharge(), ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
    const answer = await standIn.post('/api/user/recharge', body, buyer.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, msg, data: null });
    expect(rows('SELECT id FROM recharges WHERE user_id = ?', buyer.id)).toEqual([]);
  });

  it('accepts exactly 1000000.00', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const answer = await standIn.post('/api/user/recharge', onChainRecharge('1000000.00'), buyer.token);
    expect(answer.body.code).toBe(1);
  });

  it('answers a Chinese failure message', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const answer = await standIn.call('POST', '/api/user/recharge', {
      body: onChainRecharge('0'),
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(answer.body).toMatchObject({ code: 0, msg: 'price 必须大于 0' });
  });

  it('needs a session (HTTP 401) and refuses malformed JSON without a 500', async () => {
    const anonymous = await standIn.post('/api/user/recharge', onChainRecharge());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401, msg: 'Please login first' });

    const buyer = makeBuyer(standIn, { cents: 0 });
    const broken = await standIn.call('POST', '/api/user/recharge', {
      rawBody: '{"recharge_type": 1, "price": ',
      contentType: 'application/json',
      token: buyer.token,
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 0, msg: 'The request body is not valid JSON' });
  });
});

describe('recharge audit', () => {
  it('credits the balance once when approved, with a bill row, and never twice', async () => {
    const buyer = makeBuyer(standIn, { cents: 1_000 });
    await standIn.post('/api/user/recharge', onChainRecharge('20.00'), buyer.token);
    const [{ id }] = rows<{ id: number }>('SELECT id FROM recharges WHERE user_id = ?', buyer.id) as [{ id: number }];

    const approvals = await Promise.all(
      Array.from({ length: 5 }, () => standIn.admin('POST', `/admin/recharges/${id}/approve`, {})),
    );
    expect(approvals.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect(approvals.filter((answer) => answer.body.msg === 'This recharge has already been audited')).toHaveLength(4);
    expect(balanceOf(standIn, buyer)).toBe(3_000);
    expect(rows('SELECT title, money_cents, type, balance_cents FROM bills WHERE user_id = ?', buyer.id)).toEqual([
      { title: 'Recharge', money_cents: 2_000, type: 'recharge', balance_cents: 3_000 },
    ]);

    const log = await standIn.get('/api/user/recharge_log', {}, buyer.token);
    expect(log.body.data.list[0]).toMatchObject({
      id,
      status: 1,
      price: '20.00',
      actual_price: '20.00',
      admin_msg: '',
    });
  });

  it('leaves the balance alone when refused and shows the reason', async () => {
    const buyer = makeBuyer(standIn, { cents: 1_000 });
    await standIn.post('/api/user/recharge', onChainRecharge('20.00'), buyer.token);
    const [{ id }] = rows<{ id: number }>('SELECT id FROM recharges WHERE user_id = ?', buyer.id) as [{ id: number }];
    const refused = await standIn.admin('POST', `/admin/recharges/${id}/refuse`, { admin_msg: 'No transfer found' });
    expect(refused.body).toMatchObject({ code: 1, msg: 'Recharge refused' });
    expect(balanceOf(standIn, buyer)).toBe(1_000);
    expect(rows('SELECT * FROM bills WHERE user_id = ?', buyer.id)).toEqual([]);
    const log = await standIn.get('/api/user/recharge_log', { status: 2 }, buyer.token);
    expect(log.body.data).toEqual({
      count: 1,
      list: [
        {
          id,
          type: 1,
          network: 'USDT-TRC20',
          price: '20.00',
          actual_price: '0.00',
          image: '/uploads/20260301/a.png',
          status: 2,
          admin_msg: 'No transfer found',
          createtime: utcWallClock(standIn.clock.now()),
        },
      ],
    });
    const again = await standIn.admin('POST', `/admin/recharges/${id}/approve`, {});
    expect(again.body).toMatchObject({ code: 0, msg: 'This recharge has already been audited' });
    expect(balanceOf(standIn, buyer)).toBe(1_000);
  });
});

describe('GET /api/user/recharge_log', () => {
  it("pages the buyer's own recharges newest first and filters by status", async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const other = makeBuyer(standIn, { cents: 0 });
    for (const price of ['1.00', '2.00', '3.00']) {
      await standIn.post('/api/user/recharge', onChainRecharge(price), buyer.token);
      standIn.clock.advance(10);
    }
    await standIn.post('/api/user/recharge', onChainRecharge('9.00'), other.token);
    const ids = rows<{ id: number }>('SELECT id FROM recharges WHERE user_id = ? ORDER BY id', buyer.id).map(
      (r) => r.id,
    );
    await standIn.admin('POST', `/admin/recharges/${ids[0]}/approve`, {});

    const all = await standIn.get('/api/user/recharge_log', { status: 'all', page: 1, limit: 2 }, buyer.token);
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.list.map((row: { price: string }) => row.price)).toEqual(['3.00', '2.00']);
    const second = await standIn.get('/api/user/recharge_log', { page: 2, limit: 2 }, buyer.token);
    expect(second.body.data.list.map((row: { price: string }) => row.price)).toEqual(['1.00']);
    const auditing = await standIn.get('/api/user/recharge_log', { status: 0 }, buyer.token);
    expect(auditing.body.data.count).toBe(2);
    const passed = await standIn.get('/api/user/recharge_log', { status: '1' }, buyer.token);
    expect(passed.body.data.list.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
  });

  it('refuses an unknown status filter and bad paging, in English and Chinese', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const bad = await standIn.get('/api/user/recharge_log', { status: 5 }, buyer.token);
    expect(bad.body).toMatchObject({ code: 0, msg: 'status must be all, 0, 1 or 2' });
    const zh = await standIn.call('GET', '/api/user/recharge_log', {
      query: { status: 'x' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body).toMatchObject({ code: 0, msg: 'status 必须是 all、0、1 或 2' });
    const paging = await standIn.get('/api/user/recharge_log', { limit: 1000 }, buyer.token);
    expect(paging.body).toMatchObject({ code: 0, msg: 'limit must be a whole number between 1 and 100' });
    expect((await standIn.get('/api/user/recharge_log')).status).toBe(401);
  });
});

describe('GET /api/user/extract', () => {
  it('answers the balance, the fee rate and no cards for a new buyer', async () => {
    const buyer = makeBuyer(standIn, { cents: 123_456 });
    const answer = await standIn.get('/api/user/extract', {}, buyer.token);
    expect(answer.body).toMatchObject({
      code: 1,
      data: { balance: '1234.56', service_charge: '0.03', card_list: [] },
    });
  });

  it('follows the service_charge setting and falls back to 0.03 when it is missing or bogus', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const set = (value: string) =>
      standIn.db
        .prepare(
          "INSERT INTO settings (key, value) VALUES ('service_charge', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .run(value);
    const original = (
      standIn.db.prepare("SELECT value FROM settings WHERE key = 'service_charge'").get() as
        { value: string } | undefined
    )?.value;
    try {
      set('0.05');
      expect((await standIn.get('/api/user/extract', {}, buyer.token)).body.data.service_charge).toBe('0.05');
      set('1.5');
      expect((await standIn.get('/api/user/extract', {}, buyer.token)).body.data.service_charge).toBe('0.03');
      standIn.db.prepare("DELETE FROM settings WHERE key = 'service_charge'").run();
      expect((await standIn.get('/api/user/extract', {}, buyer.token)).body.data.service_charge).toBe('0.03');
    } finally {
      if (original === undefined) standIn.db.prepare("DELETE FROM settings WHERE key = 'service_charge'").run();
      else set(original);
    }
  });

  it("lists the demo buyer's saved bank card", async () => {
    const token = await standIn.login();
    const answer = await standIn.get('/api/user/extract', {}, token);
    expect(answer.body.data.balance).toBe('10000.00');
    expect(answer.body.data.card_list).toEqual([
      { bank_name: 'Global Commerce Bank', bank_card: '6217 0000 4821 9035', real_name: 'Alex Morgan' },
    ]);
  });

  it('needs a session', async () => {
    const answer = await standIn.get('/api/user/extract');
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/user/extract', () => {
  it('holds the whole amount at once, takes the fee, and saves the bank card', async () => {
    const buyer = makeBuyer(standIn, { cents: 50_000 });
    const answer = await standIn.post('/api/user/extract', { ...bankCard, price: '100' }, buyer.token);
    expect(answer.body).toMatchObject({ code: 1, msg: 'Withdrawal Success', data: null });
    expect(balanceOf(standIn, buyer)).toBe(40_000);
    expect(rows('SELECT title, money_cents, type, balance_cents FROM bills WHERE user_id = ?', buyer.id)).toEqual([
      { title: 'Withdrawal', money_cents: -10_000, type: 'extract', balance_cents: 40_000 },
    ]);
    const log = await standIn.get('/api/user/extract_log', {}, buyer.token);
    expect(log.body.data).toEqual({
      count: 1,
      list: [
        {
          id: expect.any(Number),
          extract_type: 0,
          extract_price: '100.00',
          fee: '3.00',
          real_price: '97.00',
          status: 0,
          mark: 'Test Bank ****7890',
          admin_msg: '',
          createtime: utcWallClock(standIn.clock.now()),
        },
      ],
    });
    const info = await standIn.get('/api/user/extract', {}, buyer.token);
    expect(info.body.data).toMatchObject({
      balance: '400.00',
      card_list: [{ bank_name: 'Test Bank', bank_card: '6222 0212 3456 7890', real_name: 'Jo Tester' }],
    });

    // The same card again updates the saved one instead of listing it twice.
    await standIn.post('/api/user/extract', { ...bankCard, bank_name: 'Renamed Bank', price: 1 }, buyer.token);
    expect((await standIn.get('/api/user/extract', {}, buyer.token)).body.data.card_list).toEqual([
      { bank_name: 'Renamed Bank', bank_card: '6222 0212 3456 7890', real_name: 'Jo Tester' },
    ]);
  });

  it('withdraws on chain and rounds the fee half up to the cent (Chinese message)', async () => {
    const buyer = makeBuyer(standIn, { cents: 1_000 });
    const answer = await standIn.call('POST', '/api/user/extract', {
      body: { extract_type: 1, network: 'USDT-TRC20', blockchain: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', price: 0.5 },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(answer.body).toMatchObject({ code: 1, msg: '提现成功' });
    expect(
      rows(
        'SELECT extract_type, fee_cents, real_price_cents, network, blockchain, bank_card, mark FROM withdrawals WHERE user_id = ?',
        buyer.id,
      ),
    ).toEqual([
      {
        extract_type: 1,
        fee_cents: 2,
        real_price_cents: 48,
        network: 'USDT-TRC20',
        blockchain: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        bank_card: '',
        mark: 'USDT-TRC20 TQn9Y2…bLSE',
      },
    ]);
    expect(balanceOf(standIn, buyer)).toBe(950);
    // On-chain withdrawals save no bank card.
    expect(rows('SELECT id FROM bank_cards WHERE user_id = ?', buyer.id)).toEqual([]);
  });

  it('refuses more than the balance, and any amount on an empty balance, in English and Chinese', async () => {
    const empty = makeBuyer(standIn, { cents: 0 });
    const none = await standIn.post('/api/user/extract', { ...bankCard, price: '0.01' }, empty.token);
    expect(none.body).toMatchObject({ code: 0, msg: 'Insufficient balance' });

    const buyer = makeBuyer(standIn, { cents: 10_000 });
    const tooMuch = await standIn.call('POST', '/api/user/extract', {
      body: { ...bankCard, price: '100.01' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(tooMuch.body).toMatchObject({ code: 0, msg: '余额不足' });
    const huge = await standIn.post('/api/user/extract', { ...bankCard, price: '99999999999999999999' }, buyer.token);
    expect(huge.body).toMatchObject({ code: 0, msg: 'Insufficient balance' });
    expect(balanceOf(standIn, buyer)).toBe(10_000);
    expect(rows('SELECT id FROM withdrawals WHERE user_id IN (?, ?)', buyer.id, empty.id)).toEqual([]);
    expect(rows('SELECT id FROM bank_cards WHERE user_id IN (?, ?)', buyer.id, empty.id)).toEqual([]);

    const all = await standIn.post('/api/user/extract', { ...bankCard, price: '100.00' }, buyer.token);
    expect(all.body.code).toBe(1);
    expect(balanceOf(standIn, buyer)).toBe(0);
  });

  it.each([
    [{ price: 0 }, 'price must be greater than 0'],
    [{ price: '-10' }, 'price must be greater than 0'],
    [{ price: undefined }, 'price is required'],
    [{ price: '1.001' }, 'price must be an amount with at most two decimals'],
    [{ price: true }, 'price must be an amount with at most two decimals'],
    [{ extract_type: 2 }, 'extract_type must be 0 (bank card) or 1 (on chain)'],
    [{ extract_type: undefined }, 'extract_type must be 0 (bank card) or 1 (on chain)'],
    [{ bank_card: undefined }, 'bank_card is required'],
    [{ bank_card: '12' }, 'bank_card must be 4 to 40 letters or digits'],
    [{ bank_card: '<script>' }, 'bank_card must be 4 to 40 letters or digits'],
    [{ bank_card: '1'.repeat(41) }, 'bank_card must be at most 40 characters'],
    [{ bank_name: ' ' }, 'bank_name is required'],
    [{ real_name: undefined }, 'real_name is required'],
    [{ extract_type: 1, network: undefined, blockchain: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }, 'network is required'],
    [{ extract_type: 1, network: 'USDT-TRC20' }, 'blockchain is required'],
    [
      { extract_type: 1, network: 'USDT-TRC20', blockchain: 'not an address!' },
      'blockchain must be a wallet address of 10 to 128 letters or digits',
    ],
  ])('refuses %j: %s', async (change, msg) => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    const body: Record<string, unknown> = { ...bankCard, price: '10', ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
    const answer = await standIn.post('/api/user/extract', body, buyer.token);
    expect(answer.body).toMatchObject({ code: 0, msg, data: null });
    expect(balanceOf(standIn, buyer)).toBe(10_000);
    expect(rows('SELECT id FROM withdrawals WHERE user_id = ?', buyer.id)).toEqual([]);
  });

  it('lets concurrent withdrawals take no more than the balance', async () => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => standIn.post('/api/user/extract', { ...bankCard, price: '30.00' }, buyer.token)),
    );
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.msg === 'Insufficient balance')).toHaveLength(3);
    expect(balanceOf(standIn, buyer)).toBe(1_000);
    expect(rows('SELECT id FROM withdrawals WHERE user_id = ?', buyer.id)).toHaveLength(3);
  });

  it('needs a session', async () => {
    expect((await standIn.post('/api/user/extract', { ...bankCard, price: 1 })).status).toBe(401);
  });
});

describe('withdrawal audit', () => {
  async function withdraw(cents: number, price: string) {
    const buyer = makeBuyer(standIn, { cents: cents });
    await standIn.post('/api/user/extract', { ...bankCard, price }, buyer.token);
    const [row] = rows<{ id: number }>('SELECT id FROM withdrawals WHERE user_id = ?', buyer.id);
    if (!row) throw new Error('no withdrawal recorded');
    return { buyer, id: row.id };
  }

  it('keeps the money gone when approved, once', async () => {
    const { buyer, id } = await withdraw(20_000, '50.00');
    const first = await standIn.admin('POST', `/admin/withdrawals/${id}/approve`, { admin_msg: 'Paid' });
    expect(first.body).toMatchObject({ code: 1, msg: 'Withdrawal approved' });
    const second = await standIn.admin('POST', `/admin/withdrawals/${id}/refuse`, { admin_msg: 'Too late' });
    expect(second.body).toMatchObject({ code: 0, msg: 'This withdrawal has already been audited' });
    expect(balanceOf(standIn, buyer)).toBe(15_000);
    const log = await standIn.get('/api/user/extract_log', { status: 1 }, buyer.token);
    expect(log.body.data.list).toMatchObject([{ id, status: 1, admin_msg: 'Paid' }]);
  });

  it('returns the whole amount when refused, with a bill row, exactly once', async () => {
    const { buyer, id } = await withdraw(20_000, '50.00');
    const refusals = await Promise.all(
      Array.from({ length: 4 }, () =>
        standIn.admin('POST', `/admin/withdrawals/${id}/refuse`, { admin_msg: 'Card closed' }),
      ),
    );
    expect(refusals.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect(balanceOf(standIn, buyer)).toBe(20_000);
    const bill = await standIn.get('/api/user/bill', { type: 'extract' }, buyer.token);
    expect(bill.body.data.list.map((row: { title: string; money: string }) => [row.title, row.money])).toEqual([
      ['Withdrawal refused, amount returned', '50.00'],
      ['Withdrawal', '-50.00'],
    ]);
    const log = await standIn.get('/api/user/extract_log', { status: 2 }, buyer.token);
    expect(log.body.data.list).toMatchObject([{ id, status: 2, admin_msg: 'Card closed', extract_price: '50.00' }]);
    expect((await standIn.get('/api/user/extract_log', { status: 0 }, buyer.token)).body.data.count).toBe(0);
  });
});

describe('GET /api/user/extract_log', () => {
  it("shows only the buyer's own withdrawals and refuses a bad filter", async () => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    const other = makeBuyer(standIn, { cents: 10_000 });
    await standIn.post('/api/user/extract', { ...bankCard, price: '5' }, other.token);
    expect((await standIn.get('/api/user/extract_log', {}, buyer.token)).body.data).toEqual({ count: 0, list: [] });
    const bad = await standIn.get('/api/user/extract_log', { status: '-1' }, buyer.token);
    expect(bad.body).toMatchObject({ code: 0, msg: 'status must be all, 0, 1 or 2' });
    const zh = await standIn.call('GET', '/api/user/extract_log', {
      query: { status: 'refused' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('status 必须是 all、0、1 或 2');
    expect((await standIn.get('/api/user/extract_log')).status).toBe(401);
  });
});

describe('GET /api/user/bill', () => {
  it('lists every movement newest first with signed money, filtered by type', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    await standIn.post('/api/user/recharge', onChainRecharge('80.00'), buyer.token);
    const [recharge] = rows<{ id: number }>('SELECT id FROM recharges WHERE user_id = ?', buyer.id);
    await standIn.admin('POST', `/admin/recharges/${recharge?.id}/approve`, {});
    standIn.clock.advance(60);
    await standIn.post('/api/user/extract', { ...bankCard, price: '12.50' }, buyer.token);

    const all = await standIn.get('/api/user/bill', {}, buyer.token);
    expect(all.body.data.count).toBe(2);
    expect(all.body.data.list).toEqual([
      {
        id: expect.any(Number),
        title: 'Withdrawal',
        money: '-12.50',
        type: 'extract',
        createtime: utcWallClock(standIn.clock.now()),
      },
      {
        id: expect.any(Number),
        title: 'Recharge',
        money: '80.00',
        type: 'recharge',
        createtime: utcWallClock(standIn.clock.now() - 60),
      },
    ]);
    const recharges = await standIn.get('/api/user/bill', { type: 'recharge' }, buyer.token);
    expect(recharges.body.data.list.map((row: { money: string }) => row.money)).toEqual(['80.00']);
    const pays = await standIn.get('/api/user/bill', { type: 'pay', page: 1, limit: 5 }, buyer.token);
    expect(pays.body.data).toEqual({ count: 0, list: [] });
  });

  it('refuses an unknown type in English and Chinese, and needs a session', async () => {
    const buyer = makeBuyer(standIn, { cents: 0 });
    const bad = await standIn.get('/api/user/bill', { type: 'gift' }, buyer.token);
    expect(bad.body).toMatchObject({ code: 0, msg: 'type must be all, recharge, extract, pay or refund' });
    const zh = await standIn.call('GET', '/api/user/bill', {
      query: { type: 'gift' },
      token: buyer.token,
      lang: 'zh-cn',
    });
    expect(zh.body.msg).toBe('type 必须是 all、recharge、extract、pay 或 refund');
    expect((await standIn.get('/api/user/bill')).status).toBe(401);
  });

  it('shows the demo buyer a history that explains the 10000.00 balance', async () => {
    const token = await standIn.login();
    const bill = await standIn.get('/api/user/bill', { limit: 100 }, token);
    const total = bill.body.data.list.reduce(
      (sum: number, row: { money: string }) => sum + Math.round(Number(row.money) * 100),
      0,
    );
    expect(total).toBe(1_000_000);
    const recharges = await standIn.get('/api/user/recharge_log', {}, token);
    expect(recharges.body.data.list.map((row: { price: string; status: number }) => [row.price, row.status])).toEqual([
      ['200.00', 2],
      ['10000.00', 1],
    ]);
    const withdrawals = await standIn.get('/api/user/extract_log', {}, token);
    expect(withdrawals.body.data.list).toMatchObject([
      { extract_price: '300.00', fee: '9.00', real_price: '291.00', status: 2 },
    ]);
  });
});

describe("the times of the wallet records, in the server's zone", () => {
  it('are "Y-m-d H:i:s" wall clock of LEGACY_TIMEZONE, as the original client prints them', async () => {
    // 2026-03-01 10:00 UTC is 18:00 in Shanghai (UTC+8, no daylight saving).
    const shanghai = await startStandIn({ timeZone: 'Asia/Shanghai' });
    try {
      const buyer = makeBuyer(shanghai, { cents: 50_000 });
      await shanghai.post('/api/user/extract', { ...bankCard, price: '10' }, buyer.token);
      await shanghai.post('/api/user/recharge', onChainRecharge('20.00'), buyer.token);
      const bill = await shanghai.get('/api/user/bill', {}, buyer.token);
      expect(bill.body.data.list.map((row: { createtime: string }) => row.createtime)).toEqual(['2026-03-01 18:00:00']);
      const extract = await shanghai.get('/api/user/extract_log', {}, buyer.token);
      expect(extract.body.data.list[0].createtime).toBe('2026-03-01 18:00:00');
      const recharge = await shanghai.get('/api/user/recharge_log', {}, buyer.token);
      expect(recharge.body.data.list[0].createtime).toBe('2026-03-01 18:00:00');
      // Other times stay Unix seconds.
      const orders = await shanghai.get('/api/user/order_list', {}, buyer.token);
      expect(orders.body.code).toBe(1);
    } finally {
      await shanghai.close();
    }
  });

  it('refuses a zone the runtime does not know when the stand-in starts', () => {
    expect(() => readLegacyConfig({ LEGACY_TIMEZONE: 'Mars/Olympus' })).toThrow(
      'LEGACY_TIMEZONE must be an IANA time zone name such as UTC or Asia/Shanghai, got "Mars/Olympus"',
    );
    expect(readLegacyConfig({}).timeZone).toBe('UTC');
    expect(readLegacyConfig({ LEGACY_TIMEZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
  });
});
