import type { GatewayContext } from '../context.ts';
import { fromCents, sumCents, toCents } from '../money/cents.ts';
import type { LegacyAccess } from '../upstream/legacyAccess.ts';
import { submitItemParams, type CheckoutSource } from './checkoutSource.ts';
import { checkAfterLostReply, replyLost, settle, type Verdict } from './lostReply.ts';
import type { ListedOrder } from './calls.ts';
import { CHECK_PAGE_SIZE, unpaidOrders } from './paymentCheck.ts';
import { recoveredReference } from './paymentReference.ts';
import { runsCreatedTogether } from './ordersCreatedTogether.ts';

/** What submitCheckout answers (the SubmittedCheckout type). */
export interface Submitted {
  paymentReference: string;
  total: string;
}

/**
 * After a lost merSubmit reply: the orders waiting for payment now that were not before
 * (and are not older than those). None: nothing was created. One run created together,
 * like the checkout (for a product bought now, one order of its quantity): those are the
 * submission's orders, answered with a reference of the gateway's own. Anything else is
 * unknown.
 */
async function createdOrders(
  legacy: LegacyAccess,
  before: readonly ListedOrder[] | undefined,
  source: CheckoutSource,
  pageSize: number,
): Promise<Verdict<Submitted>> {
  if (!before) return { unknown: true };
  const known = new Set(before.map((order) => order.order_id));
  // A full page may leave older orders out: then only orders at least as new as its newest are new.
  const newest =
    before.length >= pageSize
      ? Math.max(...before.map((order) => order.createtime.getTime()))
      : Number.NEGATIVE_INFINITY;
  const now = (await legacy.reread('orderList', { page: 1, limit: pageSize, status: '0' })).list;
  const fresh = now.filter((order) => !known.has(order.order_id) && order.createtime.getTime() >= newest);
  if (fresh.length === 0) return { notDone: true };
  const runs = runsCreatedTogether(fresh);
  const [run] = runs;
  if (runs.length !== 1 || !run) return { unknown: true };
  if (source.kind === 'product' && (run.length !== 1 || run[0]?.total_num !== source.product.quantity))
    return { unknown: true };
  return {
    done: {
      paymentReference: recoveredReference(run.map((order) => order.order_id)),
      total: fromCents(sumCents(run, (order) => toCents(order.total_price))),
    },
  };
}

/**
 * merSubmit: creates the checkout's orders. The orders waiting for payment are read first,
 * so that when the reply is lost the gateway can tell whether the orders were created —
 * and answer them — before it answers at all.
 */
export async function submitCheckout(
  { legacy }: GatewayContext,
  chuId: string,
  addressId: number,
  source: CheckoutSource,
): Promise<Submitted> {
  const before = await unpaidOrders(legacy);
  try {
    const { data } = await legacy.write('orderMerSubmit', {
      address_id: addressId,
      chu_id: chuId,
      ...submitItemParams(source),
    });
    return { paymentReference: data.out_trade_no, total: data.total_price };
  } catch (error) {
    if (!replyLost(error)) throw error;
    return settle(await checkAfterLostReply(() => createdOrders(legacy, before, source, CHECK_PAGE_SIZE)), 'submit');
  }
}
