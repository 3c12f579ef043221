import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeBuyer } from '../legacy/support/buyers.ts';
import { makeListing } from '../legacy/support/catalog.ts';
import { graphql } from './gql/index.ts';
import { startStack, type Stack } from './support/stack.ts';

/*
 * The legacy API writes the times of fund, recharge and withdrawal records and of the
 * logistics steps as "Y-m-d H:i:s" in its own zone. A stand-in in Shanghai (UTC+8) and a
 * gateway told so (LEGACY_TIMEZONE) must answer the same instants as Unix seconds would.
 */

const WalletTimes = graphql(`
  query LegacyTimesWallet {
    bills(limit: 10) {
      items {
        title
        createdAt
      }
    }
    recharges(limit: 10) {
      items {
        createdAt
      }
    }
    withdrawals(limit: 10) {
      items {
        createdAt
      }
    }
  }
`);

const OrderTimes = graphql(`
  query LegacyTimesOrder($id: ID!) {
    order(id: $id) {
      createdAt
      logistics {
        description
        time
      }
    }
  }
`);

const ZONE = 'Asia/Shanghai';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ timeZone: ZONE, env: { LEGACY_TIMEZONE: ZONE } });
});

afterAll(async () => {
  await stack?.close();
});

describe('"Y-m-d H:i:s" times in the legacy API\'s zone', () => {
  it('are the instants they name: wallet records', async () => {
    const s = stack.legacy;
    const buyer = makeBuyer(s, { cents: 50_000 });
    const at = s.clock.now();
    const withdrawal = await s.post(
      '/api/user/extract',
      {
        extract_type: 0,
        bank_card: '6222 0212 3456 7890',
        bank_name: 'Test Bank',
        real_name: 'Jo Tester',
        price: '10',
      },
      buyer.token,
    );
    expect(withdrawal.body.code).toBe(1);
    const bill = await s.get('/api/user/bill', {}, buyer.token);
    // The upstream writes Shanghai's wall clock: 10:00 UTC is 18:00 there.
    expect(bill.body.data.list[0].createtime).toBe('2026-03-01 18:00:00');

    const answer = await stack.gql(WalletTimes, {}, { token: buyer.token });
    expect(answer.errors).toBeUndefined();
    const instant = new Date(at * 1000).toISOString();
    expect(answer.data!.bills.items.map((item) => item.createdAt)).toEqual([instant]);
    expect(answer.data!.withdrawals.items.map((item) => item.createdAt)).toEqual([instant]);
  });

  it('are the instants they name: logistics steps', async () => {
    const s = stack.legacy;
    const buyer = makeBuyer(s);
    const listing = makeListing(s);
    const addressId = makeAddress(s, buyer);
    const draft = await s.post(
      '/api/order/merCreate',
      { product_id: listing.productId, mer_id: listing.merId, id: listing.id, number: 1 },
      buyer.token,
    );
    const submitted = await s.post(
      '/api/order/merSubmit',
      { address_id: addressId, chu_id: draft.body.data.chu_id, cart_ids: String(draft.body.data.product[0].cart_id) },
      buyer.token,
    );
    await s.post('/api/order/merPay', submitted.body.data, buyer.token);
    const orderId = (
      s.db.prepare('SELECT order_id FROM orders WHERE out_trade_no = ?').get(submitted.body.data.out_trade_no) as {
        order_id: number;
      }
    ).order_id;
    s.clock.advance(3600);
    await s.admin('POST', `/admin/orders/${orderId}/ship`, { company: 'DHL', delivery_no: 'DHL-777' });

    const answer = await stack.gql(OrderTimes, { id: String(orderId) }, { token: buyer.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.order.createdAt).toBe(new Date((s.clock.now() - 3600) * 1000).toISOString());
    expect(answer.data!.order.logistics.length).toBeGreaterThan(0);
    for (const step of answer.data!.order.logistics)
      expect(step.time).toBe(new Date(s.clock.now() * 1000).toISOString());
  });
});
