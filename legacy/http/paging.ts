import type { Db } from '../db/open.ts';
import type { Paging } from './fields.ts';

export interface Page<T> {
  count: number;
  list: T[];
}

/**
 * Runs `sql` for one page (`LIMIT`/`OFFSET` appended) and counts all its rows,
 * answering the legacy `{ count, list }` shape. `map` turns a row into its API form.
 */
export function pageOf<Row, Item = Row>(
  db: Db,
  sql: string,
  params: unknown[],
  { page, limit }: Paging,
  map: (row: Row) => Item = (row) => row as unknown as Item,
): Page<Item> {
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(...params) as { n: number };
  const rows = db.prepare(`${sql} LIMIT ? OFFSET ?`).all(...params, limit, (page - 1) * limit) as Row[];
  return { count: n, list: rows.map(map) };
}
