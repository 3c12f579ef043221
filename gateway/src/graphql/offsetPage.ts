/** The client's offset page: `{ items, total, hasMore }`. */
export interface OffsetPage<T> {
  items: T[];
  total: number;
  hasMore: boolean;
}

/**
 * A page from a legacy list and the page asked for. The real API may answer more items
 * than `limit` (all of them, even) and may leave the count out, so:
 * - never more than `limit` items;
 * - `total` is the upstream's count, but never less than what this page proves exists
 *   (an absent or too small count is that lower bound);
 * - `hasMore` only on a full page: when the count says more follow, or when there is no
 *   count and the upstream showed more than asked or exactly a full page (the legacy
 *   rule: a page shorter than `limit` is the last).
 */
export function offsetPage<T>(list: readonly T[], count: number | null, page: number, limit: number): OffsetPage<T> {
  const items = list.slice(0, limit);
  const before = (page - 1) * limit;
  const seen = before + list.length;
  const total = count !== null && count >= seen ? count : seen;
  const full = items.length === limit;
  const hasMore = full && (count !== null && count >= seen ? page * limit < total : list.length >= limit);
  return { items, total, hasMore };
}
