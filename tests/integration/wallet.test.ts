import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RechargeInput, WithdrawalInput } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { startStack, type GraphQLAnswer, type Stack } from './support/stack.ts';
import { buildPng, upload } from './support/uploads.ts';

/*
 * The wallet over real HTTP: recharge networks, recharges, withdrawals and the bill,
 * with the operator's audit played through the stand-in's admin API. The seeded
 * history is read first; the cycle then moves the demo buyer's balance step by step.
 */

const Networks = graphql(`
  query WalletNetworks {
    rechargeNetworks {
      id
      network
      depositAddress
    }
  }
`);

const Info = graphql(`
  query WalletWithdrawalInfo {
    withdrawalInfo {
      balance
      serviceChargeRate
      bankCards {
        id
        bankName
        cardNumber
        holderName
      }
    }
  }
`);

const Recharges = graphql(`
  query WalletRecharges($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {
    recharges(status: $status, page: $page, limit: $limit) {
      total
      hasMore
      items {
        id
        method
        network
        amount
        actualArrival
        evidence
        status
        adminMessage
        createdAt
      }
    }
  }
`);

const Withdrawals = graphql(`
  query WalletWithdrawals($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {
    withdrawals(status: $status, page: $page, limit: $limit) {
      total
      hasMore
      items {
        id
        method
        amount
        serviceCharge
        actualArrival
        status
        note
        adminMessage
        createdAt
      }
    }
  }
`);

const Bills = graphql(`
  query WalletBills($type: BillType, $page: Int! = 1, $limit: Int! = 10) {
    bills(type: $type, page: $page, limit: $limit) {
      total
      hasMore
      items {
        id
        title
        amount
        type
        createdAt
      }
    }
  }
`);

const Recharge = graphql(`
  mutation WalletRecharge($input: RechargeInput!) {
    recharge(input: $input) {
      message
      user {
        id
        balance
      }
    }
  }
`);

const Withdraw = graphql(`
  mutation WalletWithdraw($input: WithdrawalInput!) {
    withdraw(input: $input) {
      message
      user {
        id
        balance
      }
    }
  }
`);

let stack: Stack;
let token: string;
let demoId: number;
let trc20Address: string;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** Tests repeat mutations on purpose; the duplicate guard is told so. */
const repeat = { headers: { repeatSubmit: 'false' } };

function firstError(answer: GraphQLAnswer<unknown>) {
  return answer.errors?.[0]?.extensions ?? {};
}

async function balanceOf(session: string): Promise<string> {
  const answer = await stack.gql(Info, {}, { token: session });
  return answer.data?.withdrawalInfo.balance ?? 'no balance';
}

function operations(): string[] {
  return stack.calls.map((call) => call.operation);
}

/** The fee the platform keeps: amount × rate, rounded half up to the cent, in integers. */
function feeCents(cents: number, rate: string): number {
  const millionths = Number((rate.split('.')[1] ?? '').padEnd(6, '0'));
  return Math.floor((cents * millionths + 500_000) / 1_000_000);
}

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

beforeAll(async () => {
  // A withdrawal is a payment-code attempt for the rate limits (tested in rateLimits.test.ts);
  // here every refusal must come from the wallet's own rules and the legacy lock.
  stack = await startStack({ env: { RATE_LIMIT_ACCOUNT: '0', RATE_LIMIT_IP: '0' } });
  token = await stack.login();
  const db = stack.legacy.db;
  demoId = db.prepare<[], { id: number }>("SELECT id FROM users WHERE username = 'demo'").get()?.id ?? 0;
  trc20Address =
    db.prepare<[], { blockchain: string }>("SELECT blockchain FROM networks WHERE network = 'USDT-TRC20'").get()
      ?.blockchain ?? '';
});

afterAll(async () => {
  await stack.close();
});

describe('wallet reads', () => {
  it('lists the recharge networks with the platform deposit addresses', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Networks, {}, { token });
    const rows = stack.legacy.db
      .prepare<[], { network: string; blockchain: string }>('SELECT network, blockchain FROM networks ORDER BY id')
      .all();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.rechargeNetworks).toEqual(
      rows.map((row) => ({ id: row.network, network: row.network, depositAddress: row.blockchain })),
    );
    expect(answer.data?.rechargeNetworks.map((network) => network.id)).toEqual([
      'USDT-TRC20',
      'USDT-ERC20',
      'BTC',
      'ETH',
    ]);
    expect(stack.calls).toEqual([
      { operation: 'getBlockchain', params: {}, headers: expect.objectContaining({ token }) },
    ]);
  });

  it('answers the withdrawal screen: balance, service charge rate and saved cards', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Info, {}, { token });
    expect(answer.data?.withdrawalInfo).toEqual({
      balance: '10000.00',
      serviceChargeRate: '0.03',
      bankCards: [
        {
          id: '6217 0000 4821 9035',
          bankName: 'Global Commerce Bank',
          cardNumber: '6217 0000 4821 9035',
          holderName: 'Alex Morgan',
        },
      ],
    });
    expect(operations()).toEqual(['extractInfo']);
  });

  it('pages the seeded recharges, mapping every field', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Recharges, { limit: 1 }, { token });
    const rows = stack.legacy.db
      .prepare<[number], { id: number; image: string; createtime: number; admin_msg: string }>(
        'SELECT id, image, createtime, admin_msg FROM recharges WHERE user_id = ? ORDER BY createtime DESC, id DESC',
      )
      .all(demoId);
    const refused = rows[0];
    expect(answer.data?.recharges).toEqual({
      total: 2,
      hasMore: true,
      items: [
        {
          id: String(refused?.id),
          method: 'BANK',
          network: null,
          amount: '200.00',
          actualArrival: '0.00',
          evidence: `${stack.url}${refused?.image}`,
          status: 'REFUSED',
          adminMessage: 'The transfer could not be found, please upload a clearer receipt',
          createdAt: iso(refused?.createtime ?? 0),
        },
      ],
    });
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'rechargeLog', params: { status: 'all', page: 1, limit: 1 } },
    ]);

    stack.resetCalls();
    const passed = await stack.gql(Recharges, { status: 'PASSED' }, { token });
    expect(passed.data?.recharges.total).toBe(1);
    expect(passed.data?.recharges.hasMore).toBe(false);
    expect(passed.data?.recharges.items[0]).toMatchObject({
      method: 'ON_CHAIN',
      network: 'USDT-TRC20',
      amount: '10000.00',
      actualArrival: '10000.00',
      status: 'PASSED',
      adminMessage: null,
    });
    expect(stack.calls[0]?.params).toEqual({ status: '1', page: 1, limit: 10 });
  });

  it('lists the seeded withdrawal with its service charge and what arrived', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Withdrawals, { status: 'REFUSED' }, { token });
    expect(answer.data?.withdrawals.total).toBe(1);
    expect(answer.data?.withdrawals.items[0]).toMatchObject({
      method: 'BANK_CARD',
      amount: '300.00',
      serviceCharge: '9.00',
      actualArrival: '291.00',
      status: 'REFUSED',
      note: 'Global Commerce Bank ****9035',
      adminMessage: 'The card holder name does not match the account',
    });
    expect(stack.calls[0]).toMatchObject({ operation: 'extractLog', params: { status: '2', page: 1, limit: 10 } });
  });

  it('filters the bill by type, sending the legacy type name', async () => {
    stack.resetCalls();
    const answer = await stack.gql(Bills, { type: 'WITHDRAWAL' }, { token });
    expect(answer.data?.bills.total).toBe(2);
    expect(answer.data?.bills.items.map(({ title, amount, type }) => ({ title, amount, type }))).toEqual([
      { title: 'Withdrawal refused, amount returned', amount: '300.00', type: 'WITHDRAWAL' },
      { title: 'Withdrawal', amount: '-300.00', type: 'WITHDRAWAL' },
    ]);
    expect(stack.calls[0]).toMatchObject({ operation: 'bill', params: { type: 'extract', page: 1, limit: 10 } });

    stack.resetCalls();
    const all = await stack.gql(Bills, {}, { token });
    expect(stack.calls[0]?.params).toEqual({ type: 'all', page: 1, limit: 10 });
    expect(all.data?.bills.items.map((bill) => bill.type).sort()).toEqual(['RECHARGE', 'WITHDRAWAL', 'WITHDRAWAL']);
  });

  it('refuses bad paging before calling upstream, and every read without a session', async () => {
    stack.resetCalls();
    const zero = await stack.gql(Recharges, { limit: 0 }, { token });
    expect(firstError(zero)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const tooBig = await stack.gql(Withdrawals, { limit: 101 }, { token });
    expect(firstError(tooBig)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const page = await stack.gql(Bills, { page: 0 }, { token });
    expect(firstError(page)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
    expect(stack.calls).toEqual([]);

    for (const document of [Info, Recharges, Withdrawals, Bills] as const) {
      const answer = await stack.gql(document as typeof Info, {});
      expect(firstError(answer).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('the wallet cycle: recharge → approved → withdraw → refused withdrawal', () => {
  let evidenceUrl: string;
  let rechargeId: string;
  let rate: string;

  it('uploads the evidence and applies for an on-chain recharge, which waits for the audit', async () => {
    const uploaded = await upload(stack.url, buildPng(6, 4), { token });
    expect(uploaded.status).toBe(200);
    evidenceUrl = uploaded.body.url ?? '';
    expect(evidenceUrl.startsWith(`${stack.url}/uploads/`)).toBe(true);

    stack.resetCalls();
    const answer = await stack.gql(
      Recharge,
      { input: { method: 'ON_CHAIN', network: 'USDT-TRC20', amount: '250.75', evidence: evidenceUrl } },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.recharge).toEqual({
      message: 'Recharge application submitted',
      user: { id: String(demoId), balance: '10000.00' },
    });
    // The deposit address is the platform's, and the evidence goes up as the upstream's own path.
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'getBlockchain', params: {} },
      {
        operation: 'recharge',
        params: {
          recharge_type: 1,
          price: '250.75',
          image: evidenceUrl.slice(stack.url.length),
          network: 'USDT-TRC20',
          blockchain: trc20Address,
        },
      },
      { operation: 'getUserInfo', params: {} },
    ]);

    const list = await stack.gql(Recharges, { status: 'AUDITING' }, { token });
    const pending = list.data?.recharges.items[0];
    expect(list.data?.recharges.total).toBe(1);
    expect(pending).toMatchObject({
      method: 'ON_CHAIN',
      network: 'USDT-TRC20',
      amount: '250.75',
      actualArrival: '0.00',
      evidence: evidenceUrl,
      status: 'AUDITING',
      adminMessage: null,
      createdAt: iso(stack.legacy.clock.now()),
    });
    rechargeId = pending?.id ?? '';
    expect(await balanceOf(token)).toBe('10000.00');
  });

  it('credits exactly the amount once the operator approves it', async () => {
    const decision = await stack.legacy.admin('POST', `/admin/recharges/${rechargeId}/approve`, {});
    expect(decision.body.code).toBe(1);

    const list = await stack.gql(Recharges, {}, { token });
    expect(list.data?.recharges.items[0]).toMatchObject({ id: rechargeId, status: 'PASSED', actualArrival: '250.75' });
    expect(await balanceOf(token)).toBe('10250.75');
    const bills = await stack.gql(Bills, { type: 'RECHARGE', limit: 1 }, { token });
    expect(bills.data?.bills.items[0]).toMatchObject({ title: 'Recharge', amount: '250.75', type: 'RECHARGE' });
  });

  it('withdraws to a bank card: the balance drops at once and the record carries the service charge', async () => {
    rate = (await stack.gql(Info, {}, { token })).data?.withdrawalInfo.serviceChargeRate ?? '';
    stack.resetCalls();
    const answer = await stack.gql(
      Withdraw,
      {
        input: {
          method: 'BANK_CARD',
          amount: '1000',
          bankCard: { bankName: 'Harbour Bank', cardNumber: '6222 0200 1234 5678', holderName: 'Sam Lee' },
          paymentCode: '123456',
        },
      },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.withdraw).toEqual({
      message: 'Withdrawal Success',
      user: { id: String(demoId), balance: '9250.75' },
    });
    // As a payment: the code is verified first, and it never goes to the extract call itself.
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'verifyPay', params: { password_pay: '123456' } },
      { operation: 'extractInfo', params: {} },
      {
        operation: 'extract',
        params: {
          extract_type: 0,
          price: '1000.00',
          bank_name: 'Harbour Bank',
          bank_card: '6222 0200 1234 5678',
          real_name: 'Sam Lee',
        },
      },
      { operation: 'getUserInfo', params: {} },
    ]);

    const fee = feeCents(100_000, rate);
    const list = await stack.gql(Withdrawals, { limit: 1 }, { token });
    expect(list.data?.withdrawals.items[0]).toMatchObject({
      method: 'BANK_CARD',
      amount: '1000.00',
      serviceCharge: money(fee),
      actualArrival: money(100_000 - fee),
      status: 'AUDITING',
      note: 'Harbour Bank ****5678',
      adminMessage: null,
    });
    expect(money(fee)).toBe('30.00');

    // The card is saved for next time, most recent first.
    const info = await stack.gql(Info, {}, { token });
    expect(info.data?.withdrawalInfo.bankCards[0]).toEqual({
      id: '6222 0200 1234 5678',
      bankName: 'Harbour Bank',
      cardNumber: '6222 0200 1234 5678',
      holderName: 'Sam Lee',
    });

    const bills = await stack.gql(Bills, { limit: 2 }, { token });
    expect(bills.data?.bills.items.map(({ title, amount, type }) => ({ title, amount, type }))).toEqual([
      { title: 'Withdrawal', amount: '-1000.00', type: 'WITHDRAWAL' },
      { title: 'Recharge', amount: '250.75', type: 'RECHARGE' },
    ]);
  });

  it('returns the whole amount of a withdrawal the operator refuses', async () => {
    const answer = await stack.gql(
      Withdraw,
      {
        input: {
          method: 'ON_CHAIN',
          amount: '123.45',
          chainAddress: { network: 'USDT-TRC20', address: 'TQ4m9xWkq7Lk3vZpR2nYh8sJd5cFb1aEoU' },
          paymentCode: '123456',
        },
      },
      { token },
    );
    expect(answer.data?.withdraw.user.balance).toBe('9127.30');
    const list = await stack.gql(Withdrawals, { status: 'AUDITING' }, { token });
    const pending = list.data?.withdrawals.items[0];
    // 123.45 × 0.03 = 3.7035, rounded to the cent.
    expect(pending).toMatchObject({
      method: 'ON_CHAIN',
      amount: '123.45',
      serviceCharge: '3.70',
      actualArrival: '119.75',
    });
    expect(pending?.note).toBe('USDT-TRC20 TQ4m9x…aEoU');

    const decision = await stack.legacy.admin('POST', `/admin/withdrawals/${pending?.id}/refuse`, {
      admin_msg: 'The address is not on this network',
    });
    expect(decision.body.code).toBe(1);

    expect(await balanceOf(token)).toBe('9250.75');
    const refused = await stack.gql(Withdrawals, { limit: 1 }, { token });
    expect(refused.data?.withdrawals.items[0]).toMatchObject({
      id: pending?.id,
      status: 'REFUSED',
      adminMessage: 'The address is not on this network',
    });
    const bills = await stack.gql(Bills, { type: 'WITHDRAWAL', limit: 2 }, { token });
    expect(bills.data?.bills.items.map(({ title, amount }) => ({ title, amount }))).toEqual([
      { title: 'Withdrawal refused, amount returned', amount: '123.45' },
      { title: 'Withdrawal', amount: '-123.45' },
    ]);
  });
});

describe('recharge and withdrawal of a buyer with an empty wallet', () => {
  let newbie: string;

  beforeAll(async () => {
    newbie = await stack.login('newbie', 'newbie123');
    // The new buyer sets a payment code, as the app asks before the first payment or withdrawal.
    const set = await stack.legacy.post('/api/user/resetPay', { newpassword: '246810', is_verify: 0 }, newbie);
    expect(set.body.code).toBe(1);
  });

  it("recharges by bank transfer without a network, in the buyer's language", async () => {
    const uploaded = await upload(stack.url, buildPng(), { token: newbie });
    stack.resetCalls();
    const answer = await stack.gql(
      Recharge,
      {
        input: {
          method: 'BANK',
          network: 'ignored for bank transfers',
          amount: '5',
          evidence: uploaded.body.url ?? '',
        },
      },
      { token: newbie, lang: 'zh-cn' },
    );
    expect(answer.data?.recharge).toMatchObject({ message: '充值申请已提交', user: { balance: '0.00' } });
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      {
        operation: 'recharge',
        params: { recharge_type: 2, price: '5.00', image: (uploaded.body.url ?? '').slice(stack.url.length) },
      },
      { operation: 'getUserInfo', params: {} },
    ]);
    expect(stack.calls[0]?.headers).toMatchObject({ token: newbie, lang: 'zh-cn', language: 'zh-cn' });

    const list = await stack.gql(Recharges, {}, { token: newbie });
    expect(list.data?.recharges.items[0]).toMatchObject({
      method: 'BANK',
      network: null,
      amount: '5.00',
      status: 'AUDITING',
    });
    await stack.legacy.admin('POST', `/admin/recharges/${list.data?.recharges.items[0]?.id}/approve`, {});
    expect(await balanceOf(newbie)).toBe('5.00');
  });

  it('withdraws exactly the whole balance, then refuses a cent more before calling upstream', async () => {
    const whole = await stack.gql(
      Withdraw,
      {
        input: {
          method: 'ON_CHAIN',
          amount: '5.00',
          chainAddress: { network: 'BTC', address: 'bc1qexampleaddress0000000000' },
          paymentCode: '246810',
        },
      },
      { token: newbie },
    );
    expect(whole.errors).toBeUndefined();
    expect(whole.data?.withdraw.user.balance).toBe('0.00');

    stack.resetCalls();
    const more = await stack.gql(
      Withdraw,
      {
        input: {
          method: 'ON_CHAIN',
          amount: '0.01',
          chainAddress: { network: 'BTC', address: 'bc1qexampleaddress0000000000' },
          paymentCode: '246810',
        },
      },
      { token: newbie },
    );
    expect(firstError(more)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.amount',
      reason: { rule: 'balance', limit: '0.00' },
    });
    expect(more.errors?.[0]?.message).toBe('The amount is above your balance (0.00)');
    expect(operations()).toEqual(['verifyPay', 'extractInfo']);
  });
});

describe('bad input is refused before anything is sent upstream', () => {
  const png = () => `${stack.url}/uploads/20260301/${'a'.repeat(32)}.png`;

  async function refusedRecharge(input: RechargeInput, field: string) {
    stack.resetCalls();
    const answer = await stack.gql(Recharge, { input }, { token, ...repeat });
    expect(answer.data).toBeNull();
    expect(firstError(answer)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    return answer;
  }

  it('refuses an on-chain recharge without a network, or on DEX, BSC or HECO', async () => {
    await refusedRecharge({ method: 'ON_CHAIN', amount: '10', evidence: png() }, 'input.network');
    expect(stack.calls).toEqual([]);
    for (const network of ['DEX', 'BSC', 'heco', 'BSC-BEP20', 'USDT-HRC20']) {
      const answer = await refusedRecharge(
        { method: 'ON_CHAIN', network, amount: '10', evidence: png() },
        'input.network',
      );
      expect(answer.errors?.[0]?.message).toBe(
        'DEX, BSC and HECO deposits are not supported; please choose another network',
      );
      expect(stack.calls).toEqual([]);
    }
  });

  it('refuses a network the platform does not list, after reading the list only', async () => {
    const answer = await refusedRecharge(
      { method: 'ON_CHAIN', network: 'DOGE', amount: '10', evidence: png() },
      'input.network',
    );
    expect(answer.errors?.[0]?.message).toBe('Unknown network "DOGE"; choose one of: USDT-TRC20, USDT-ERC20, BTC, ETH');
    expect(operations()).toEqual(['getBlockchain']);
  });

  it('refuses a recharge amount that is zero, negative or above 1000000.00', async () => {
    for (const amount of ['0', '0.00', '-5', '1000000.01']) {
      await refusedRecharge({ method: 'BANK', amount, evidence: png() }, 'input.amount');
      expect(stack.calls).toEqual([]);
    }
    // More than two decimals never passes the Money scalar.
    const answer = await stack.gql(
      Recharge,
      { input: { method: 'BANK', amount: '1.234', evidence: png() } },
      { token },
    );
    expect(firstError(answer).code).toBe('BAD_USER_INPUT');
    expect(stack.calls).toEqual([]);
  });

  it('refuses a recharge without evidence, or with evidence that is not a URL', async () => {
    for (const evidence of ['', '   ', 'receipt.png', 'javascript:alert(1)']) {
      await refusedRecharge({ method: 'BANK', amount: '10', evidence }, 'input.evidence');
      expect(stack.calls).toEqual([]);
    }
  });

  it('refuses a withdrawal with a wrong amount, a missing destination or a malformed payment code', async () => {
    const card = { bankName: 'B', cardNumber: '6222 0200 1234 5678', holderName: 'S' };
    const cases: Array<[WithdrawalInput, string]> = [
      [{ method: 'BANK_CARD', amount: '10', bankCard: card, paymentCode: '' }, 'input.paymentCode'],
      [{ method: 'BANK_CARD', amount: '10', bankCard: card, paymentCode: '12345' }, 'input.paymentCode'],
      [{ method: 'BANK_CARD', amount: '10', bankCard: card, paymentCode: '12345a' }, 'input.paymentCode'],
    ];
    const withoutCode: Array<[Omit<WithdrawalInput, 'paymentCode'>, string]> = [
      [
        {
          method: 'BANK_CARD',
          amount: '0',
          bankCard: { bankName: 'B', cardNumber: '6222 0200 1234 5678', holderName: 'S' },
        },
        'input.amount',
      ],
      [
        { method: 'ON_CHAIN', amount: '-1', chainAddress: { network: 'BTC', address: 'bc1qexampleaddress0000000000' } },
        'input.amount',
      ],
      [{ method: 'BANK_CARD', amount: '10' }, 'input.bankCard'],
      [
        {
          method: 'BANK_CARD',
          amount: '10',
          bankCard: { bankName: ' ', cardNumber: '6222 0200 1234 5678', holderName: 'S' },
        },
        'input.bankCard.bankName',
      ],
      [
        { method: 'BANK_CARD', amount: '10', bankCard: { bankName: 'B', cardNumber: '12!', holderName: 'S' } },
        'input.bankCard.cardNumber',
      ],
      [
        {
          method: 'BANK_CARD',
          amount: '10',
          bankCard: { bankName: 'B', cardNumber: '6222 0200 1234 5678', holderName: '' },
        },
        'input.bankCard.holderName',
      ],
      [{ method: 'ON_CHAIN', amount: '10' }, 'input.chainAddress'],
      [
        { method: 'ON_CHAIN', amount: '10', chainAddress: { network: '', address: 'bc1qexampleaddress0000000000' } },
        'input.chainAddress.network',
      ],
      [
        { method: 'ON_CHAIN', amount: '10', chainAddress: { network: 'BTC', address: 'short' } },
        'input.chainAddress.address',
      ],
    ];
    cases.push(
      ...withoutCode.map(([input, field]): [WithdrawalInput, string] => [{ ...input, paymentCode: '123456' }, field]),
    );
    for (const [input, field] of cases) {
      stack.resetCalls();
      const answer = await stack.gql(Withdraw, { input }, { token, ...repeat });
      expect(firstError(answer), field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(stack.calls).toEqual([]);
    }
  });

  it('refuses a withdrawal above the balance, checked against the withdrawal info only', async () => {
    const balance = await balanceOf(token);
    stack.resetCalls();
    const answer = await stack.gql(
      Withdraw,
      {
        input: {
          method: 'BANK_CARD',
          amount: '9250.76',
          bankCard: { bankName: 'B', cardNumber: '6222 0200 1234 5678', holderName: 'S' },
          paymentCode: '123456',
        },
      },
      { token },
    );
    expect(balance).toBe('9250.75');
    expect(firstError(answer)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.amount' });
    expect(operations()).toEqual(['verifyPay', 'extractInfo']);
    expect(await balanceOf(token)).toBe('9250.75');
  });

  it('answers UNAUTHENTICATED for wallet actions without a session', async () => {
    const answer = await stack.gql(Withdraw, {
      input: {
        method: 'ON_CHAIN',
        amount: '1',
        chainAddress: { network: 'BTC', address: 'bc1qexampleaddress0000000000' },
        paymentCode: '123456',
      },
    });
    expect(firstError(answer).code).toBe('UNAUTHENTICATED');
    const recharge = await stack.gql(Recharge, { input: { method: 'BANK', amount: '1', evidence: png() } });
    expect(firstError(recharge).code).toBe('UNAUTHENTICATED');
  });
});

describe('the payment code guards a withdrawal, as a payment', () => {
  const input: WithdrawalInput = {
    method: 'BANK_CARD',
    amount: '10.00',
    bankCard: { bankName: 'Harbour Bank', cardNumber: '6222 0200 1234 5678', holderName: 'Sam Lee' },
    paymentCode: '000000',
  };

  it('refuses a wrong code with the attempts left, withdrawing nothing', async () => {
    const before = await balanceOf(token);
    stack.resetCalls();
    const answer = await stack.gql(Withdraw, { input }, { token, ...repeat });
    expect(answer.data).toBeNull();
    expect(firstError(answer)).toMatchObject({
      code: 'ACTION_REFUSED',
      upstreamCode: 0,
      reason: { field: 'input.paymentCode', rule: 'wrongPaymentCode' },
    });
    expect(answer.errors?.[0]?.message).toBe('Incorrect payment code. Attempts left: 4');
    // The refusal explained by the buyer's having a code (read after it).
    expect(operations()).toEqual(['verifyPay', 'getUserInfo']);
    expect(await balanceOf(token)).toBe(before);
  });

  it('locks withdrawing after five wrong codes, even with the right one, until the lock ends', async () => {
    const before = await balanceOf(token);
    let last = '';
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const answer = await stack.gql(Withdraw, { input }, { token, ...repeat });
      last = answer.errors?.[0]?.message ?? '';
    }
    expect(last).toBe('Incorrect payment code. Too many wrong attempts: payment is locked for 15 minutes');
    stack.resetCalls();
    const locked = await stack.gql(Withdraw, { input: { ...input, paymentCode: '123456' } }, { token, ...repeat });
    // A lock is the payment code refused too, whatever code is sent.
    expect(firstError(locked).code).toBe('ACTION_REFUSED');
    expect(locked.errors?.[0]?.message).toBe(
      'Payment is locked after too many wrong payment codes. Try again in 15 min',
    );
    expect(operations()).toEqual(['verifyPay', 'getUserInfo']);
    expect(await balanceOf(token)).toBe(before);

    stack.legacy.clock.advance(15 * 60 + 1);
    const after = await stack.gql(Withdraw, { input: { ...input, paymentCode: '123456' } }, { token, ...repeat });
    expect(after.errors).toBeUndefined();
    expect(after.data?.withdraw.message).toBe('Withdrawal Success');
  });
});
