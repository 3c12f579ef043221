import type { GatewayContext } from '../context.ts';
import type { ActionMessage } from './models.ts';

/** What to pay: the orders of a submitted checkout, or one existing unpaid order. */
export type PaymentTarget =
  | { kind: 'checkout'; outTradeNo: string; total: string }
  | { kind: 'order'; orderId: number };

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
  await legacy.write('verifyPay', { password_pay: code });
  const paid =
    target.kind === 'checkout'
      ? await legacy.write('orderMerPay', { out_trade_no: target.outTradeNo, total_price: target.total })
      : await legacy.write('userPay', { order_id: target.orderId });
  return { message: paid.msg };
}
