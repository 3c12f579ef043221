/** A condition to append to a list query's WHERE clause (it starts with ` AND `), and its parameters. */
export interface FilterClause {
  sql: string;
  params: unknown[];
}

/**
 * ` AND column = ?` for the value a list filter chose. Every list filter of the legacy
 * API answers 'all' for "no filter", which adds no condition. `param` turns the chosen
 * value into the one stored (the audit statuses arrive as text but are stored as numbers).
 */
export function filterClause<V extends string>(
  column: string,
  filter: V | 'all',
  param: (value: V) => unknown = (value) => value,
): FilterClause {
  return filter === 'all' ? { sql: '', params: [] } : { sql: ` AND ${column} = ?`, params: [param(filter)] };
}
