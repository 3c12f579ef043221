import { fromCents, sumCents, toCents } from '../money/cents.ts';
import type { LegacyAccess } from '../upstream/legacyAccess.ts';
import type { Verdict } from './lostReply.ts';
import type { ActionMessage, ListedOrder } from './calls.ts';
import { slicesCosting } from './ordersCreatedTogether.ts';

/** The largest page the legacy order list serves: the newest orders the checks look at. */
export const CHECK_PAGE_SIZE = 100;
const CHECK_PAGE = { page: 1, limit: CHECK_PAGE_SIZE } as const;

/** Statuses of an order that was never paid: waiting for payment, or cancelled while waiting. */
const UNPAID = new Set<number>([0, -1]);

/** What a payment confirmed by reading the orders answers: no upstream message to pass on. */
const CONFIRMED: ActionMessage = { message: '' };

/**
 * The buyer's orders waiting for payment, newest first, read just before a submission or a
 * checkout payment: what a lost reply is later compared with. Undefined when it cannot be
 * read (the write is still sent; only a lost reply then goes unexplained).
 */
export async function unpaidOrders(legacy: LegacyAccess): Promise<ListedOrder[] | undefined> {
  try {
    return (await legacy.reread('orderList', { ...CHECK_PAGE, status: '0' })).list;
  } catch {
    return undefined;
  }
}

/** After a lost /api/user/pay reply: the order itself says whether it was paid. */
export async function orderPaid(legacy: LegacyAccess, orderId: number): Promise<Verdict<ActionMessage>> {
  const order = await legacy.reread('orderDetail', { order_id: orderId });
  return UNPAID.has(order.status) ? { notDone: true } : { done: CONFIRMED };
}

/**
 * After a lost merPay reply. The order list does not show out_trade_no, so the trade is
 * told by what it was before: among the orders that were waiting for payment, the runs
 * created together that cost the total. Paid when exactly one such run is paid now and
 * the others still wait; not paid when all still wait; anything else is unknown.
 */
export async function tradePaid(
  legacy: LegacyAccess,
  before: readonly ListedOrder[] | undefined,
  total: string,
): Promise<Verdict<ActionMessage>> {
  const candidates = before ? slicesCosting(before, toCents(total)) : [];
  if (candidates.length === 0) return { unknown: true };
  const now = new Map(
    (await legacy.reread('orderList', { ...CHECK_PAGE, status: 'all' })).list.map((order) => [
      order.order_id,
      order.status,
    ]),
  );
  const states = candidates.map((run) => {
    const statuses = run.map((order) => now.get(order.order_id));
    if (statuses.every((status) => status === 0)) return 'waiting';
    if (statuses.every((status) => status !== undefined && !UNPAID.has(status))) return 'paid';
    return 'unclear';
  });
  if (states.every((state) => state === 'waiting')) return { notDone: true };
  const paid = states.filter((state) => state === 'paid').length;
  return paid === 1 && states.every((state) => state !== 'unclear') ? { done: CONFIRMED } : { unknown: true };
}

/** The amount of orders read in detail, for comparing with the total the buyer was shown. */
export function totalOf(orders: ReadonlyArray<{ total_price: string }>): string {
  return fromCents(sumCents(orders, (order) => toCents(order.total_price)));
}
