import { toCents } from '../money/cents.ts';
import type { ListedOrder } from './calls.ts';

/**
 * The orders of one submission (one per shop, sharing an out_trade_no) are inserted in one
 * go, so their `createtime`s lie within a moment of each other. Two seconds leaves room for
 * a second that ticks over between two inserts.
 */
const TOGETHER_MS = 2000;

const timeOf = (order: ListedOrder): number => order.createtime.getTime();

/**
 * The runs of orders (as the list gives them, newest first) that may have been created
 * together and together cost `totalCents`: each a contiguous slice spanning at most a
 * moment. The trade a payment reference names is one of them.
 */
export function slicesCosting(orders: readonly ListedOrder[], totalCents: number): ListedOrder[][] {
  const found: ListedOrder[][] = [];
  for (let start = 0; start < orders.length; start += 1) {
    const first = orders[start] as ListedOrder;
    let sum = 0;
    for (let end = start; end < orders.length; end += 1) {
      const order = orders[end] as ListedOrder;
      if (Math.abs(timeOf(first) - timeOf(order)) > TOGETHER_MS) break;
      sum += toCents(order.total_price);
      if (sum === totalCents) found.push(orders.slice(start, end + 1));
      if (sum > totalCents) break;
    }
  }
  return found;
}

/** Orders (newest first) cut where more than a moment separates two of them. */
export function runsCreatedTogether(orders: readonly ListedOrder[]): ListedOrder[][] {
  const runs: ListedOrder[][] = [];
  for (const order of orders) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && Math.abs(timeOf(previous) - timeOf(order)) <= TOGETHER_MS) run.push(order);
    else runs.push([order]);
  }
  return runs;
}
