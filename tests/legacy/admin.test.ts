import { describe, expect, it } from 'vitest';
import { approveRecharge, approveWithdrawal, refuseRecharge, refuseWithdrawal } from '../../legacy/operator/wallet.ts';
import { balanceOf, makeBuyer } from './support/buyers.ts';
import { answersWithoutAdminKey } from './support/adminDisabled.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();

function addRecharge(userId: number, cents: number): number {
  const result = standIn.db
    .prepare(
      "INSERT INTO recharges (user_id, type, price_cents, image, createtime) VALUES (?, 2, ?, '/uploads/x.png', ?)",
    )
    .run(userId, cents, standIn.clock.now());
  return Number(result.lastInsertRowid);
}

async function addWithdrawal(token: string, price: string): Promise<number> {
  const answer = await standIn.post(
    '/api/user/extract',
    { extract_type: 1, network: 'BTC', blockchain: 'bc1qexampleaddress0000000000', price },
    token,
  );
  expect(answer.body.code).toBe(1);
  const row = standIn.db.prepare('SELECT MAX(id) AS id FROM withdrawals').get() as { id: number };
  return row.id;
}

describe('the admin key guard', () => {
  it.each([
    ['GET', '/admin/recharges'],
    ['POST', '/admin/recharges/1/approve'],
    ['POST', '/admin/recharges/1/refuse'],
    ['GET', '/admin/withdrawals'],
    ['POST', '/admin/withdrawals/1/approve'],
    ['POST', '/admin/withdrawals/1/refuse'],
  ])('%s %s answers 403 without the key or with a wrong one', async (method, path) => {
    const missing = await standIn.call(method, path, { body: method === 'POST' ? {} : undefined });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 0, msg: 'A valid x-admin-key header is required', data: null });
    const wrong = await standIn.call(method, path, { headers: { 'x-admin-key': `${standIn.adminKey}x` } });
    expect(wrong.status).toBe(403);
  });

  it('answers 503 on every admin path when no admin key is configured', async () => {
    const answers = await answersWithoutAdminKey([
      ['GET', '/admin/recharges'],
      ['POST', '/admin/withdrawals/1/refuse'],
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        code: 0,
        msg: 'The admin API is disabled: set LEGACY_ADMIN_KEY to enable it',
      });
    }
  });
});

describe('GET /admin/recharges', () => {
  it("lists every buyer's recharges newest first, filtered and paged", async () => {
    const a = makeBuyer(standIn, { cents: 0 });
    const b = makeBuyer(standIn, { cents: 0 });
    const first = addRecharge(a.id, 1_000);
    standIn.clock.advance(5);
    const second = addRecharge(b.id, 2_500);
    const auditing = await standIn.admin('GET', '/admin/recharges?status=0&limit=2');
    expect(auditing.body.code).toBe(1);
    expect(auditing.body.data.list.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect(auditing.body.data.list[0]).toMatchObject({
      id: second,
      user_id: b.id,
      type: 2,
      price: '25.00',
      actual_price: '0.00',
      status: 0,
      audittime: 0,
    });
    await standIn.admin('POST', `/admin/recharges/${first}/approve`, { admin_msg: 'ok' });
    const passed = await standIn.admin('GET', '/admin/recharges?status=1');
    expect(passed.body.data.list.map((row: { id: number }) => row.id)).toContain(first);
    expect(passed.body.data.list.map((row: { id: number }) => row.id)).not.toContain(second);
    expect(passed.body.data.list.find((row: { id: number }) => row.id === first)).toMatchObject({
      actual_price: '10.00',
      admin_msg: 'ok',
      audittime: standIn.clock.now(),
    });
  });

  it('refuses a bad filter', async () => {
    const answer = await standIn.admin('GET', '/admin/recharges?status=9');
    expect(answer.body).toMatchObject({ code: 0, msg: 'status must be all, 0, 1 or 2' });
  });
});

describe('POST /admin/recharges/{id}/approve|refuse', () => {
  it('approves: status 1, actual price set, balance credited with a bill row, and only once', async () => {
    const buyer = makeBuyer(standIn, { cents: 100 });
    const id = addRecharge(buyer.id, 4_321);
    const answer = await standIn.admin('POST', `/admin/recharges/${id}/approve`, {});
    expect(answer.body).toMatchObject({ code: 1, msg: 'Recharge approved', data: null });
    expect(
      standIn.db.prepare('SELECT status, actual_price_cents, audittime FROM recharges WHERE id = ?').get(id),
    ).toEqual({
      status: 1,
      actual_price_cents: 4_321,
      audittime: standIn.clock.now(),
    });
    expect(balanceOf(standIn, buyer)).toBe(4_421);
    const twice = await standIn.admin('POST', `/admin/recharges/${id}/approve`, {});
    expect(twice.body).toMatchObject({ code: 0, msg: 'This recharge has already been audited' });
    expect(balanceOf(standIn, buyer)).toBe(4_421);
    expect(standIn.db.prepare('SELECT COUNT(*) AS n FROM bills WHERE user_id = ?').get(buyer.id)).toEqual({ n: 1 });
    // The buyer is told.
    expect(standIn.db.prepare('SELECT title FROM notices WHERE user_id = ?').all(buyer.id)).toEqual([
      { title: 'Recharge approved' },
    ]);
  });

  it('refuses only with a reason, and then credits nothing', async () => {
    const buyer = makeBuyer(standIn, { cents: 100 });
    const id = addRecharge(buyer.id, 999);
    const noReason = await standIn.admin('POST', `/admin/recharges/${id}/refuse`, {});
    expect(noReason.body).toMatchObject({ code: 0, msg: 'admin_msg is required when refusing' });
    const blank = await standIn.admin('POST', `/admin/recharges/${id}/refuse`, { admin_msg: '   ' });
    expect(blank.body).toMatchObject({ code: 0, msg: 'admin_msg is required when refusing' });
    const tooLong = await standIn.admin('POST', `/admin/recharges/${id}/refuse`, { admin_msg: 'x'.repeat(256) });
    expect(tooLong.body).toMatchObject({ code: 0, msg: 'admin_msg must be at most 255 characters' });
    const refused = await standIn.admin('POST', `/admin/recharges/${id}/refuse`, { admin_msg: 'Blurry receipt' });
    expect(refused.body).toMatchObject({ code: 1, msg: 'Recharge refused' });
    expect(
      standIn.db.prepare('SELECT status, admin_msg, actual_price_cents FROM recharges WHERE id = ?').get(id),
    ).toEqual({
      status: 2,
      admin_msg: 'Blurry receipt',
      actual_price_cents: 0,
    });
    expect(balanceOf(standIn, buyer)).toBe(100);
    const approveAfter = await standIn.admin('POST', `/admin/recharges/${id}/approve`, {});
    expect(approveAfter.body.msg).toBe('This recharge has already been audited');
    expect(balanceOf(standIn, buyer)).toBe(100);
  });

  it('answers unknown and malformed ids with code 0', async () => {
    const unknown = await standIn.admin('POST', '/admin/recharges/999999/approve', {});
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This recharge record does not exist' });
    const refuseUnknown = await standIn.admin('POST', '/admin/recharges/999999/refuse', { admin_msg: 'no' });
    expect(refuseUnknown.body).toMatchObject({ code: 0, msg: 'This recharge record does not exist' });
    const malformed = await standIn.admin('POST', '/admin/recharges/abc/approve', {});
    expect(malformed.body).toMatchObject({ code: 0, msg: 'Parameter id is invalid' });
    const negative = await standIn.admin('POST', '/admin/recharges/-4/approve', {});
    expect(negative.body).toMatchObject({ code: 0, msg: 'Parameter id is invalid' });
  });
});

describe('GET /admin/withdrawals and POST /admin/withdrawals/{id}/approve|refuse', () => {
  it('lists withdrawals with their destination and fee', async () => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    const id = await addWithdrawal(buyer.token, '10.00');
    const answer = await standIn.admin('GET', '/admin/withdrawals?status=0&limit=100');
    expect(answer.body.data.list.find((row: { id: number }) => row.id === id)).toEqual({
      id,
      user_id: buyer.id,
      username: expect.any(String),
      extract_type: 1,
      extract_price: '10.00',
      fee: '0.30',
      real_price: '9.70',
      bank_card: '',
      bank_name: '',
      real_name: '',
      network: 'BTC',
      blockchain: 'bc1qexampleaddress0000000000',
      status: 0,
      mark: 'BTC bc1qex…0000',
      admin_msg: '',
      createtime: standIn.clock.now(),
      audittime: 0,
    });
    const bad = await standIn.admin('GET', '/admin/withdrawals?page=0');
    expect(bad.body).toMatchObject({ code: 0, msg: 'page must be a whole number of at least 1' });
  });

  it('approves once; refusing afterwards is impossible and returns nothing', async () => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    const id = await addWithdrawal(buyer.token, '40.00');
    expect((await standIn.admin('POST', `/admin/withdrawals/${id}/approve`)).body).toMatchObject({
      code: 1,
      msg: 'Withdrawal approved',
    });
    const refuse = await standIn.admin('POST', `/admin/withdrawals/${id}/refuse`, { admin_msg: 'x' });
    expect(refuse.body).toMatchObject({ code: 0, msg: 'This withdrawal has already been audited' });
    expect(balanceOf(standIn, buyer)).toBe(6_000);
  });

  it('refuses with a reason and returns the amount once', async () => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    const id = await addWithdrawal(buyer.token, '40.00');
    const noReason = await standIn.admin('POST', `/admin/withdrawals/${id}/refuse`, {});
    expect(noReason.body).toMatchObject({ code: 0, msg: 'admin_msg is required when refusing' });
    const refused = await standIn.admin('POST', `/admin/withdrawals/${id}/refuse`, { admin_msg: 'Address flagged' });
    expect(refused.body).toMatchObject({ code: 1, msg: 'Withdrawal refused, amount returned' });
    const again = await standIn.admin('POST', `/admin/withdrawals/${id}/refuse`, { admin_msg: 'Address flagged' });
    expect(again.body).toMatchObject({ code: 0, msg: 'This withdrawal has already been audited' });
    expect(balanceOf(standIn, buyer)).toBe(10_000);
  });

  it('answers unknown ids with code 0', async () => {
    const answer = await standIn.admin('POST', '/admin/withdrawals/999999/approve', {});
    expect(answer.body).toMatchObject({ code: 0, msg: 'This withdrawal record does not exist' });
  });
});

describe('operator functions', () => {
  it('throw on unknown ids and on records no longer auditing', async () => {
    const buyer = makeBuyer(standIn, { cents: 10_000 });
    expect(() => approveRecharge(standIn.deps, 987_654)).toThrow('rechargeNotFound');
    expect(() => refuseRecharge(standIn.deps, 987_654, 'no')).toThrow('rechargeNotFound');
    expect(() => approveWithdrawal(standIn.deps, 987_654)).toThrow('withdrawalNotFound');
    expect(() => refuseWithdrawal(standIn.deps, 987_654, 'no')).toThrow('withdrawalNotFound');

    const recharge = addRecharge(buyer.id, 500);
    approveRecharge(standIn.deps, recharge, 'fine');
    expect(() => refuseRecharge(standIn.deps, recharge, 'late')).toThrow('rechargeAlreadyAudited');
    expect(balanceOf(standIn, buyer)).toBe(10_500);

    const withdrawal = await addWithdrawal(buyer.token, '5.00');
    refuseWithdrawal(standIn.deps, withdrawal, 'closed');
    expect(() => approveWithdrawal(standIn.deps, withdrawal)).toThrow('withdrawalAlreadyAudited');
    expect(balanceOf(standIn, buyer)).toBe(10_500);
  });
});
