/** The client's offset page: `{ items, total, hasMore }`. */
export interface OffsetPage<T> {
  items: T[];
  total: number;
  hasMore: boolean;
}

/** Builds a page from a legacy list (`count`, or `total` for searches) and the page asked for. */
export function offsetPage<T>(list: readonly T[], total: number, page: number, limit: number): OffsetPage<T> {
  return { items: [...list], total, hasMore: page * limit < total && list.length === limit };
}
