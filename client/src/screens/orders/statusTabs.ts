import type { OrderFilter, OrderStatus, RefundStatus } from '../../gql/graphql.ts';

/**
 * The order tabs of the specification, by the value the route uses
 * (`/myPurchases/:status`), each with the gateway's list filter behind it.
 */
export const STATUS_TABS = [
  { status: 'all', filter: 'ALL', label: 'all' },
  { status: '0', filter: 'WAITING_FOR_PAYMENT', label: 'waitingForPayment' },
  { status: '1', filter: 'WAITING_FOR_DELIVERY', label: 'waitingForDelivery' },
  { status: '2', filter: 'DELIVERED', label: 'delivered' },
  { status: '3', filter: 'RECEIVED', label: 'received' },
  { status: '4', filter: 'COMPLETED', label: 'completed' },
  { status: '-1', filter: 'CANCELLED', label: 'cancelled' },
  { status: '-2', filter: 'REFUNDED', label: 'refunded' },
  { status: '-4', filter: 'AFTER_SALE', label: 'afterSale' },
  { status: 'appDrawBack', filter: 'REFUND_REQUESTED', label: 'refundRequest' },
  { status: 'drawBacking', filter: 'REFUND_IN_PROGRESS', label: 'refundInProgress' },
] as const satisfies ReadonlyArray<{ status: string; filter: OrderFilter; label: string }>;

export type StatusTab = (typeof STATUS_TABS)[number];
export type TabStatus = StatusTab['status'];

/** The tab of a route's `:status` value; an unknown or missing one shows every order. */
export function tabOf(status: string | undefined): StatusTab {
  return STATUS_TABS.find((tab) => tab.status === status) ?? STATUS_TABS[0];
}

/** The orders:status key describing where an order stands; a refund under way or decided speaks first. */
export function statusLabel(status: OrderStatus, refundStatus: RefundStatus) {
  if (refundStatus === 'IN_PROGRESS') return 'refundInProgress' as const;
  if (refundStatus === 'REFUSED') return 'refundRefused' as const;
  switch (status) {
    case 'WAITING_FOR_PAYMENT':
      return 'waitingForPayment' as const;
    case 'WAITING_FOR_DELIVERY':
      return 'waitingForDelivery' as const;
    case 'DELIVERED':
      return 'delivered' as const;
    case 'RECEIVED':
      return 'received' as const;
    case 'COMPLETED':
      return 'completed' as const;
    case 'CANCELLED':
      return 'cancelled' as const;
    case 'REFUNDED':
      return 'refunded' as const;
  }
}

/** Finished orders the buyer may remove from the list. */
export function canDelete(status: OrderStatus): boolean {
  return status === 'CANCELLED' || status === 'COMPLETED' || status === 'REFUNDED';
}
