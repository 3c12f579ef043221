import type { ProductReceipt, RefundOrderQuery, RefundType } from '../../../gql/graphql.ts';
import { routeAmount, routeItemIds } from '../refundRules.ts';

export type RefundOrder = RefundOrderQuery['order'];

/** The reasons a buyer can give, in the order they are offered. */
export const REFUND_REASONS = [
  'notAsDescribed',
  'damaged',
  'wrongItem',
  'missingParts',
  'notReceived',
  'lateDelivery',
  'changedMind',
  'other',
] as const;

export const REFUND_TYPES: readonly RefundType[] = ['REFUND_ONLY', 'RETURN_AND_REFUND'];
export const RECEIPTS: readonly ProductReceipt[] = ['NOT_RECEIVED', 'RECEIVED'];
export const MAX_EXPLANATION = 500;

/** What the refund form holds (antd-mobile's Form values). */
export interface RefundValues {
  type?: RefundType[];
  receipt?: ProductReceipt[];
  itemIds?: string[];
  amount?: string;
  reason?: string[];
  explanation?: string;
  proof?: string[];
}

/** A single-choice Selector never ends up with nothing chosen: tapping the chosen option keeps it. */
export const keepChoice = <T>(value: T[] | undefined, previous: T[] | undefined) => (value?.length ? value : previous);

/**
 * The form's first values: a refund only, the goods received once delivered, the
 * lines and amount the route names (else every line and what was paid).
 */
export function initialRefundValues(
  order: RefundOrder,
  routeLines: string | undefined,
  amount: string | undefined,
): RefundValues {
  const received = order.status === 'DELIVERED' || order.status === 'RECEIVED' || order.status === 'COMPLETED';
  return {
    type: ['REFUND_ONLY'],
    receipt: [received ? 'RECEIVED' : 'NOT_RECEIVED'],
    itemIds: routeItemIds(
      routeLines,
      order.items.map((item) => item.id),
    ),
    amount: routeAmount(amount) ?? order.total,
    reason: [],
    explanation: '',
    proof: [],
  };
}
