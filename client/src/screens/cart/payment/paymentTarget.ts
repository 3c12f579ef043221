import { toCents } from '../../../lib/money.ts';

/** Where a paid order shows up: my purchases, waiting for delivery. */
export const AFTER_PAYMENT = '/myPurchases/1';
/** Leaving a fresh checkout's payment shows its orders waiting for payment. */
export const UNPAID_ORDERS = '/myPurchases/0';

export type PaymentTarget = { kind: 'order'; orderId: string } | { kind: 'checkout'; reference: string; total: string };

/** What is being paid, from the URL: a submitted checkout (`?ref=&total=`) or one order (`?order=`). */
export function readTarget(params: URLSearchParams): PaymentTarget | null {
  const order = params.get('order');
  if (order && /^\d+$/.test(order)) return { kind: 'order' as const, orderId: order };
  const reference = params.get('ref');
  const total = params.get('total');
  if (reference && total && toCents(total) !== null) return { kind: 'checkout' as const, reference, total };
  return null;
}
