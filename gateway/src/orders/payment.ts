import type { GatewayContext } from '../context.ts';
import { verifyPaymentCode } from '../account/paymentCodeCheck.ts';
import { badInput, InputRule } from '../errors.ts';
import { explainRefusal, type Refusal } from '../graphql/refusals.ts';
import { toCents } from '../money/cents.ts';
import type { LegacyAccess } from '../upstream/legacyAccess.ts';
import { checkAfterLostReply, replyLost, settle } from './lostReply.ts';
import type { ActionMessage } from './calls.ts';
import { orderPaid, totalOf, tradePaid, unpaidOrders } from './paymentCheck.ts';
import { recoveredOrderIds } from './paymentReference.ts';

/** What to pay: the orders of a submitted checkout, or one existing unpaid order. */
export type PaymentTarget =
  { kind: 'checkout'; outTradeNo: string; total: string } | { kind: 'order'; orderId: number };

/** The field a payment code is sent in. */
const CODE_FIELD = 'paymentCode';

/** A refused payment explained: the balance (read after the refusal) is below what was to be paid. */
async function balanceBelow(legacy: LegacyAccess, total: string): Promise<Refusal | undefined> {
  const { money } = await legacy.read('getUserInfo');
  return toCents(money) < toCents(total) ? { field: 'total', rule: InputRule.balance, limit: money } : undefined;
}

/**
 * One existing order paid (/api/user/pay). When the reply is lost, the order is read
 * before anything is answered: paid, or a typed "not paid" or "unknown".
 */
async function payOrder(legacy: LegacyAccess, orderId: number): Promise<ActionMessage> {
  try {
    const paid = await explainRefusal(
      () => legacy.write('userPay', { order_id: orderId }),
      async () => balanceBelow(legacy, (await legacy.read('orderDetail', { order_id: orderId })).total_price),
    );
    return { message: paid.msg };
  } catch (error) {
    if (!replyLost(error)) throw error;
    return settle(await checkAfterLostReply(() => orderPaid(legacy, orderId)), 'payment');
  }
}

/** A submitted checkout paid by its out_trade_no (merPay), a lost reply checked against the orders. */
async function payTrade(legacy: LegacyAccess, code: string, outTradeNo: string, total: string): Promise<ActionMessage> {
  // Read beside the code check (which changes no order), so it costs no time: after a lost
  // reply it tells which of the orders that were waiting are this trade's.
  const [before] = await Promise.all([unpaidOrders(legacy), verifyPaymentCode(legacy, CODE_FIELD, code)]);
  try {
    const paid = await explainRefusal(
      () => legacy.write('orderMerPay', { out_trade_no: outTradeNo, total_price: total }),
      () => balanceBelow(legacy, total),
    );
    return { message: paid.msg };
  } catch (error) {
    if (!replyLost(error)) throw error;
    return settle(await checkAfterLostReply(() => tradePaid(legacy, before, total)), 'payment');
  }
}

/**
 * The orders of a submission whose reply was lost (paymentReference.ts), paid one by one.
 * The total must be what they cost; those already paid are not paid again, so paying
 * after an unknown outcome completes what is left.
 */
async function payRecovered(
  legacy: LegacyAccess,
  code: string,
  orderIds: number[],
  total: string,
): Promise<ActionMessage> {
  const orders = await Promise.all(orderIds.map((orderId) => legacy.read('orderDetail', { order_id: orderId })));
  if (toCents(totalOf(orders)) !== toCents(total)) {
    throw badInput('total', 'The total is not what the orders cost', InputRule.amount);
  }
  await verifyPaymentCode(legacy, CODE_FIELD, code);
  let paid: ActionMessage = { message: '' };
  // Cancelled ones too, so that the legacy API says why they cannot be paid.
  for (const order of orders.filter((one) => one.status === 0 || one.status === -1)) {
    paid = await payOrder(legacy, order.order_id);
  }
  return paid;
}

/**
 * The legacy payment flow: the payment code is checked with verify_pay first (a
 * wrong code is refused there, with the attempts left, and nothing is paid), and
 * only then is the pay call made in the same session. `code` is already checked.
 */
export async function payWithCode(
  { legacy }: GatewayContext,
  code: string,
  target: PaymentTarget,
): Promise<ActionMessage> {
  if (target.kind === 'order') {
    await verifyPaymentCode(legacy, CODE_FIELD, code);
    return payOrder(legacy, target.orderId);
  }
  const recovered = recoveredOrderIds(target.outTradeNo);
  if (recovered) return payRecovered(legacy, code, recovered, target.total);
  return payTrade(legacy, code, target.outTradeNo, target.total);
}
