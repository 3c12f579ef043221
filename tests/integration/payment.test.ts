import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import {
  balanceCents,
  cents,
  dataOf,
  DEMO_PAYMENT_CODE,
  expectError,
  operations,
  orderRow,
  placeOrder,
  REPEAT,
} from './support/orderFlow.ts';
import { type Stack } from './support/stack.ts';
import { withLoggedInStack } from './support/stackHooks.ts';

const PayCheckout = graphql(`
  mutation PaymentTestPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {
    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {
      message
      user {
        balance
        unpaidOrderCount
        unreceivedOrderCount
      }
    }
  }
`);

const PayOrder = graphql(`
  mutation PaymentTestPayOrder($orderId: ID!, $paymentCode: String!) {
    payOrder(orderId: $orderId, paymentCode: $paymentCode) {
      message
      user {
        balance
      }
    }
  }
`);

const CancelOrder = graphql(`
  mutation PaymentTestCancel($orderId: ID!) {
    cancelOrder(orderId: $orderId) {
      status
    }
  }
`);

let stack: Stack;
let token: string;

withLoggedInStack((started, login) => {
  stack = started;
  token = login;
});

function writes(): Array<{ operation: string; params: Record<string, unknown> }> {
  return stack.calls
    .filter((call) => call.operation !== 'getUserInfo')
    .map(({ operation, params }) => ({ operation, params }));
}

describe('payCheckout', () => {
  it('checks the payment code, pays the checkout and answers the new balance', async () => {
    const placed = await placeOrder(stack, token, 'mouse', { quantity: 2 });
    expect(placed.total).toBe('47.97'); // 2 × 20.99 + 5.99 freight
    const before = balanceCents(stack);
    stack.resetCalls();

    const { payCheckout } = dataOf(
      await stack.gql(
        PayCheckout,
        { paymentReference: placed.paymentReference, total: placed.total, paymentCode: DEMO_PAYMENT_CODE },
        { token },
      ),
    );

    expect(writes()).toEqual([
      // Read beside the code check: should the pay call's reply be lost, which orders were waiting.
      { operation: 'orderList', params: { page: 1, limit: 100, status: '0' } },
      { operation: 'verifyPay', params: { password_pay: DEMO_PAYMENT_CODE } },
      { operation: 'orderMerPay', params: { out_trade_no: placed.paymentReference, total_price: '47.97' } },
    ]);
    expect(operations(stack).at(-1)).toBe('getUserInfo');
    const after = balanceCents(stack);
    expect(before - after).toBe(cents(placed.total));
    expect(payCheckout.message).toBe('Pay Success');
    expect(cents(payCheckout.user.balance)).toBe(after);
    expect(payCheckout.user).toMatchObject({ unpaidOrderCount: 0, unreceivedOrderCount: 1 });
    expect(orderRow(stack, placed.orderIds[0]!).status).toBe(1);
  });

  it('refuses a wrong payment code (ACTION_REFUSED, wrongPaymentCode) with the stand-in message and never pays', async () => {
    const placed = await placeOrder(stack, token, 'mouse');
    const before = balanceCents(stack);
    stack.resetCalls();
    const answer = await stack.gql(
      PayCheckout,
      { paymentReference: placed.paymentReference, total: placed.total, paymentCode: '654321' },
      { token },
    );
    const error = expectError(answer, 'ACTION_REFUSED', { message: 'Incorrect payment code. Attempts left: 4' });
    expect(error?.extensions?.['upstreamCode']).toBe(0);
    expect(error?.extensions?.['reason']).toEqual({ field: 'paymentCode', rule: 'wrongPaymentCode' });
    // The order list, read beside the code check, and the buyer read after its refusal (a code is
    // set, so the code was wrong) are all else; nothing is paid.
    expect(operations(stack)).toEqual(['orderList', 'verifyPay', 'getUserInfo']);
    expect(balanceCents(stack)).toBe(before);
    expect(orderRow(stack, placed.orderIds[0]!).status).toBe(0);

    // The right code afterwards pays it (and resets the failed attempts).
    dataOf(
      await stack.gql(
        PayCheckout,
        { paymentReference: placed.paymentReference, total: placed.total, paymentCode: DEMO_PAYMENT_CODE },
        { token },
      ),
    );
    expect(orderRow(stack, placed.orderIds[0]!).status).toBe(1);
  });

  it('refuses malformed arguments before calling upstream', async () => {
    const valid = { paymentReference: 'T1', total: '10.00', paymentCode: DEMO_PAYMENT_CODE };
    const cases: Array<[Record<string, string>, string]> = [
      [{ paymentCode: '12345' }, 'paymentCode'],
      [{ paymentCode: '12a456' }, 'paymentCode'],
      [{ paymentCode: '' }, 'paymentCode'],
      [{ total: '-1.00' }, 'total'],
      [{ paymentReference: '   ' }, 'paymentReference'],
    ];
    for (const [change, field] of cases) {
      expectError(await stack.gql(PayCheckout, { ...valid, ...change }, { token }), 'BAD_USER_INPUT', { field });
    }
    // Not a Money at all: refused by the scalar itself.
    expectError(await stack.gql(PayCheckout, { ...valid, total: '12.345' }, { token }), 'BAD_USER_INPUT');
    expectError(
      await stack.gql(PayOrder, { orderId: 'x', paymentCode: DEMO_PAYMENT_CODE }, { token }),
      'BAD_USER_INPUT',
      {
        field: 'orderId',
      },
    );
    expectError(await stack.gql(PayOrder, { orderId: '1', paymentCode: '1234' }, { token }), 'BAD_USER_INPUT', {
      field: 'paymentCode',
    });
    expect(stack.calls).toEqual([]);
  });

  it('refuses a total that differs from the server total, after the code check', async () => {
    const placed = await placeOrder(stack, token, 'mouse');
    stack.resetCalls();
    const answer = await stack.gql(
      PayCheckout,
      { paymentReference: placed.paymentReference, total: '1.00', paymentCode: DEMO_PAYMENT_CODE },
      { token },
    );
    expectError(answer, 'UPSTREAM_REJECTED', { message: 'The amount to pay does not match the order total' });
    // The balance read after the refusal does not explain it: it stays the stand-in's refusal.
    expect(operations(stack)).toEqual(['orderList', 'verifyPay', 'orderMerPay', 'getUserInfo']);
    expect(orderRow(stack, placed.orderIds[0]!).status).toBe(0);
  });

  it('refuses a payment above the balance (ACTION_REFUSED, balance) and changes nothing', async () => {
    // 18 × 571.99 = 10295.82, more than the demo buyer has.
    const placed = await placeOrder(stack, token, 'laptop', { quantity: 18, specValues: ['Silver', '8GB'] });
    const before = balanceCents(stack);
    const answer = await stack.gql(
      PayCheckout,
      { paymentReference: placed.paymentReference, total: placed.total, paymentCode: DEMO_PAYMENT_CODE },
      { token },
    );
    const error = expectError(answer, 'ACTION_REFUSED', { message: 'Insufficient balance' });
    expect(error?.extensions?.['reason']).toEqual({
      field: 'total',
      rule: 'balance',
      limit: `${Math.floor(before / 100)}.${String(before % 100).padStart(2, '0')}`,
    });
    expect(balanceCents(stack)).toBe(before);
    expect(orderRow(stack, placed.orderIds[0]!).status).toBe(0);
  });

  it('refuses a double tap on Pay within 1 s unless the request says repeatSubmit: false', async () => {
    const placed = await placeOrder(stack, token, 'mouse');
    const variables = {
      paymentReference: placed.paymentReference,
      total: placed.total,
      paymentCode: DEMO_PAYMENT_CODE,
    };
    const before = balanceCents(stack);
    stack.resetCalls();

    dataOf(await stack.gql(PayCheckout, variables, { token }));
    const paidCalls = stack.calls.length;
    expectError(await stack.gql(PayCheckout, variables, { token }), 'DUPLICATE_SUBMISSION', {
      message: 'data is being processed, do not resubmit',
    });
    expect(stack.calls).toHaveLength(paidCalls);
    expect(before - balanceCents(stack)).toBe(cents(placed.total));

    // A deliberate repeat goes through to the stand-in, which refuses to pay twice.
    const repeated = await stack.gql(PayCheckout, variables, { token, headers: REPEAT });
    expectError(repeated, 'UPSTREAM_REJECTED', { message: 'This order has already been paid' });
    expect(before - balanceCents(stack)).toBe(cents(placed.total));
  });

  it('refuses a buyer who has no payment code yet', async () => {
    const newbie = await stack.login('newbie', 'newbie123');
    stack.resetCalls();
    const answer = await stack.gql(
      PayCheckout,
      { paymentReference: 'ABC', total: '1.00', paymentCode: DEMO_PAYMENT_CODE },
      { token: newbie },
    );
    // The buyer read after the refusal has no code: not a wrong code, the stand-in's refusal as it is.
    expectError(answer, 'UPSTREAM_REJECTED', { message: 'Please set a payment code first' });
    expect(operations(stack)).toEqual(['orderList', 'verifyPay', 'getUserInfo']);
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const answer = await stack.gql(PayCheckout, {
      paymentReference: 'ABC',
      total: '1.00',
      paymentCode: DEMO_PAYMENT_CODE,
    });
    expectError(answer, 'UNAUTHENTICATED');
  });
});

describe('payOrder', () => {
  it('pays an existing unpaid order after checking the code', async () => {
    const placed = await placeOrder(stack, token, 'otherMouse', { quantity: 3, specValues: ['Grey'] });
    const orderId = placed.orderIds[0]!;
    const before = balanceCents(stack);
    stack.resetCalls();

    const { payOrder } = dataOf(await stack.gql(PayOrder, { orderId, paymentCode: DEMO_PAYMENT_CODE }, { token }));

    expect(writes()).toEqual([
      { operation: 'verifyPay', params: { password_pay: DEMO_PAYMENT_CODE } },
      { operation: 'userPay', params: { order_id: Number(orderId) } },
    ]);
    expect(before - balanceCents(stack)).toBe(cents('104.97'));
    expect(payOrder.message).toBe('Pay Success');
    expect(cents(payOrder.user.balance)).toBe(balanceCents(stack));
    expect(orderRow(stack, orderId).status).toBe(1);
  });

  it('refuses an order that is paid already, cancelled, or unknown', async () => {
    const paid = await placeOrder(stack, token, 'mouse');
    dataOf(await stack.gql(PayOrder, { orderId: paid.orderIds[0]!, paymentCode: DEMO_PAYMENT_CODE }, { token }));
    expectError(
      await stack.gql(
        PayOrder,
        { orderId: paid.orderIds[0]!, paymentCode: DEMO_PAYMENT_CODE },
        { token, headers: REPEAT },
      ),
      'UPSTREAM_REJECTED',
      { message: 'This order has already been paid' },
    );

    const cancelled = await placeOrder(stack, token, 'mouse');
    dataOf(await stack.gql(CancelOrder, { orderId: cancelled.orderIds[0]! }, { token }));
    expectError(
      await stack.gql(PayOrder, { orderId: cancelled.orderIds[0]!, paymentCode: DEMO_PAYMENT_CODE }, { token }),
      'UPSTREAM_REJECTED',
      { message: 'This order has been cancelled' },
    );

    expectError(
      await stack.gql(PayOrder, { orderId: '999999', paymentCode: DEMO_PAYMENT_CODE }, { token }),
      'UPSTREAM_REJECTED',
      { message: 'Order does not exist' },
    );
  });
});
