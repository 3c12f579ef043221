import type { GatewayContext } from '../context.ts';
import type { OrderFilter } from '../generated/resolvers.ts';
import type { Order } from './calls.ts';
import type { OffsetPage } from '../graphql/offsetPage.ts';
import { readPage, type PageArgs } from '../graphql/readPage.ts';
import { checkPaging } from '../validation/paging.ts';

/** The legacy order_list `status` of each filter the legacy list knows. */
const FILTER_STATUS: Record<Exclude<`${OrderFilter}`, 'REFUND_REQUESTED'>, string> = {
  ALL: 'all',
  WAITING_FOR_PAYMENT: '0',
  WAITING_FOR_DELIVERY: '1',
  DELIVERED: '2',
  RECEIVED: '3',
  COMPLETED: '4',
  CANCELLED: '-1',
  REFUNDED: '-2',
  AFTER_SALE: '-4',
  // The legacy "-4" is exactly the orders whose refund is pending (refund_status 1).
  REFUND_IN_PROGRESS: '-4',
};

/** The largest page the legacy list serves. */
const SCAN_PAGE_SIZE = 100;
/** How many legacy pages a refund-request list reads at most (the newest 2,000 orders). */
const SCAN_MAX_PAGES = 20;
/** legacy refund_status 0: no refund was ever requested. */
const NO_REFUND = 0;

/**
 * The buyer's orders with a refund application, whatever its outcome. The legacy
 * list cannot filter on refund_status ≠ 0, so the buyer's orders are read newest
 * first, a full legacy page at a time, and the matching ones kept; `page`/`limit`
 * then cut the result like any other list.
 */
async function refundRequests({ legacy }: GatewayContext, page: number, limit: number): Promise<OffsetPage<Order>> {
  const matching: Order[] = [];
  // An upstream that ignores paging answers the same orders on every page: each is kept once.
  const seen = new Set<number>();
  for (let scanned = 1; scanned <= SCAN_MAX_PAGES; scanned += 1) {
    const data = await legacy.read('orderList', { page: scanned, limit: SCAN_PAGE_SIZE, status: 'all' });
    const fresh = data.list.filter((order) => !seen.has(order.order_id));
    for (const order of fresh) seen.add(order.order_id);
    matching.push(...fresh.filter((order) => order.refund_status !== NO_REFUND));
    const last = data.list.length < SCAN_PAGE_SIZE || fresh.length === 0;
    if (last || (data.count !== null && scanned * SCAN_PAGE_SIZE >= data.count)) break;
  }
  const start = (page - 1) * limit;
  return {
    items: matching.slice(start, start + limit),
    total: matching.length,
    hasMore: start + limit < matching.length,
  };
}

/** One page of the buyer's orders under a filter. */
export function listOrders(
  context: GatewayContext,
  filter: `${OrderFilter}`,
  args: PageArgs,
): Promise<OffsetPage<Order>> {
  if (filter === 'REFUND_REQUESTED') {
    // Not a legacy page: the matching orders are gathered first, then cut (above).
    const { page, limit } = checkPaging(args.page, args.limit);
    return refundRequests(context, page, limit);
  }
  return readPage(args, (paging) => context.legacy.read('orderList', { ...paging, status: FILTER_STATUS[filter] }));
}
