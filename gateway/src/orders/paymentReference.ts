/*
 * A payment reference is the legacy out_trade_no that merSubmit answers. When that reply
 * was lost, the gateway finds the orders the submission created by reading the order
 * list, which does not show their out_trade_no: it answers a reference of its own naming
 * the orders, and payCheckout pays those one by one (/api/user/pay).
 */
const PREFIX = 'orders:';

/** "orders:12,13" for orders 12 and 13. */
export function recoveredReference(orderIds: readonly number[]): string {
  return `${PREFIX}${orderIds.join(',')}`;
}

/** The orders a gateway reference names, or undefined for a legacy out_trade_no. */
export function recoveredOrderIds(reference: string): number[] | undefined {
  if (!reference.startsWith(PREFIX)) return undefined;
  const ids = reference.slice(PREFIX.length).split(',');
  if (ids.length === 0 || !ids.every((id) => /^[1-9]\d{0,15}$/.test(id))) return undefined;
  return [...new Set(ids.map(Number))];
}
