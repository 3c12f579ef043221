import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { dataOf, placePaidOrder, REPEAT } from './support/orderFlow.ts';
import { startStack, type Stack } from './support/stack.ts';

/*
 * The two refund tabs of the order list: REFUND_REQUESTED (every order with a refund
 * application, whatever came of it), which the legacy list cannot filter and the
 * gateway builds by reading the buyer's orders, and REFUND_IN_PROGRESS (legacy -4).
 */

const Orders = graphql(`
  query OrderFiltersList($filter: OrderFilter!, $page: Int!, $limit: Int!) {
    orders(filter: $filter, page: $page, limit: $limit) {
      total
      hasMore
      items {
        id
        status
        refundStatus
      }
    }
  }
`);

const RequestRefund = graphql(`
  mutation OrderFiltersRefund($input: RefundInput!) {
    requestRefund(input: $input) {
      refundStatus
    }
  }
`);

let stack: Stack;
let token: string;
/** Paid orders, oldest first: a refund in progress, one approved, one refused, and one never refunded. */
const orders = { pending: '', approved: '', refused: '', untouched: '' };

async function refund(orderId: string, total: string): Promise<void> {
  const input = {
    orderId,
    type: 'REFUND_ONLY' as const,
    productReceipt: 'NOT_RECEIVED' as const,
    amount: total,
    reason: 'Not as described',
    explanation: 'The colour is wrong',
    proofImages: [`${stack.url}/uploads/proof.png`],
  };
  dataOf(await stack.gql(RequestRefund, { input }, { token, headers: REPEAT }));
}

async function list(filter: 'REFUND_REQUESTED' | 'REFUND_IN_PROGRESS' | 'AFTER_SALE', page = 1, limit = 10) {
  return dataOf(await stack.gql(Orders, { filter, page, limit }, { token })).orders;
}

/** The demo buyer's orders with refund_status ≠ 0 in the stand-in, newest first. */
function requestedInDb(): string[] {
  const rows = stack.legacy.db
    .prepare(
      `SELECT order_id FROM orders WHERE user_id = (SELECT id FROM users WHERE username = 'demo')
         AND is_del = 0 AND refund_status != 0 ORDER BY createtime DESC, order_id DESC`,
    )
    .all() as Array<{ order_id: number }>;
  return rows.map((row) => String(row.order_id));
}

beforeAll(async () => {
  stack = await startStack();
  token = await stack.login();
  for (const key of ['pending', 'approved', 'refused', 'untouched'] as const) {
    const placed = await placePaidOrder(stack, token, 'mouse', { specValues: ['Grey'] });
    orders[key] = placed.orderIds[0]!;
    if (key !== 'untouched') await refund(orders[key], placed.total);
  }
  for (const [key, action] of [
    ['approved', 'approve'],
    ['refused', 'refuse'],
  ] as const) {
    const answer = await stack.legacy.admin('POST', `/admin/refunds/${orders[key]}/${action}`, {
      admin_msg: 'Checked by the operator',
    });
    expect(answer.body.code, answer.body.msg).toBe(1);
  }
});

afterAll(async () => {
  await stack.close();
});

describe('refund filters of the order list', () => {
  it('REFUND_IN_PROGRESS is the legacy after-sale list: refunds waiting for a decision', async () => {
    stack.resetCalls();
    const inProgress = await list('REFUND_IN_PROGRESS');
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'orderList', params: { page: 1, limit: 10, status: '-4' } },
    ]);
    expect(inProgress.items).toEqual([
      { id: orders.pending, status: 'WAITING_FOR_DELIVERY', refundStatus: 'IN_PROGRESS' },
    ]);
    expect(inProgress.total).toBe(1);
    expect(await list('AFTER_SALE')).toEqual(inProgress);
  });

  it('REFUND_REQUESTED holds every order with a refund application, whatever its outcome, newest first', async () => {
    stack.resetCalls();
    const requested = await list('REFUND_REQUESTED', 1, 100);
    expect(stack.calls.map(({ operation, params }) => ({ operation, params }))).toEqual([
      { operation: 'orderList', params: { page: 1, limit: 100, status: 'all' } },
    ]);
    expect(requested.items.map((order) => order.id)).toEqual(requestedInDb());
    expect(requested.items.slice(0, 3)).toEqual([
      { id: orders.refused, status: 'WAITING_FOR_DELIVERY', refundStatus: 'REFUSED' },
      { id: orders.approved, status: 'REFUNDED', refundStatus: 'REFUNDED' },
      { id: orders.pending, status: 'WAITING_FOR_DELIVERY', refundStatus: 'IN_PROGRESS' },
    ]);
    expect(requested.items.map((order) => order.id)).not.toContain(orders.untouched);
    expect(requested).toMatchObject({ total: requestedInDb().length, hasMore: false });
  });

  it('cuts REFUND_REQUESTED into pages like any other list', async () => {
    const all = requestedInDb();
    const first = await list('REFUND_REQUESTED', 1, 2);
    expect(first).toMatchObject({ total: all.length, hasMore: all.length > 2 });
    expect(first.items.map((order) => order.id)).toEqual(all.slice(0, 2));
    const second = await list('REFUND_REQUESTED', 2, 2);
    expect(second.items.map((order) => order.id)).toEqual(all.slice(2, 4));
    expect(second.hasMore).toBe(all.length > 4);
    expect((await list('REFUND_REQUESTED', 99, 2)).items).toEqual([]);
  });

  it('reads past the first 100 orders to find older refund requests', async () => {
    // 120 older orders without a refund, and under them an old refunded one.
    const insert = stack.legacy.db.prepare(`
      INSERT INTO orders (order_sn, out_trade_no, user_id, mer_id, status, refund_status, total_num,
                          goods_price_cents, delivery_price_cents, total_price_cents, real_name, user_phone,
                          user_address, createtime)
      SELECT ?, out_trade_no, user_id, mer_id, ?, ?, total_num, goods_price_cents, delivery_price_cents,
             total_price_cents, real_name, user_phone, user_address, ?
        FROM orders WHERE order_id = ?`);
    const oldest = stack.legacy.db.prepare('SELECT MIN(createtime) AS t FROM orders').get() as { t: number };
    for (let n = 1; n <= 120; n += 1) {
      insert.run(`FILLER${n}`, 4, 0, oldest.t - n, Number(orders.untouched));
    }
    const old = insert.run('OLDREFUND', -2, 2, oldest.t - 500, Number(orders.untouched));

    stack.resetCalls();
    const requested = await list('REFUND_REQUESTED', 1, 100);
    expect(stack.calls.map(({ params }) => params['page'])).toEqual([1, 2]);
    expect(requested.items.map((order) => order.id)).toEqual(requestedInDb());
    expect(requested.items.at(-1)).toEqual({
      id: String(old.lastInsertRowid),
      status: 'REFUNDED',
      refundStatus: 'REFUNDED',
    });
  });
});
