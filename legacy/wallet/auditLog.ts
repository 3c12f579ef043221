import type { Request } from 'express';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { paging } from '../http/fields.ts';
import { input } from '../http/input.ts';
import { filterClause } from '../http/listFilter.ts';
import { pageOf, type Page } from '../http/paging.ts';
import { auditStatusFilter } from './fields.ts';

/** The query of an audited log: the audit status (all by default) and the page. */
const auditLogQuery = z.object({ status: auditStatusFilter, ...paging });

/** Where an audited wallet log (recharges or withdrawals) is read from. */
export interface AuditLog {
  /** `SELECT … FROM …` of the log; the WHERE and ORDER BY clauses are appended. */
  select: string;
  /** The log table's alias in `select`, needed when it joins other tables. */
  alias?: string;
  /** Only this buyer's entries; every buyer's when absent (the operator's view). */
  userId?: number;
}

/**
 * One page of a recharge or withdrawal log, newest first, narrowed to the audit status
 * the request's `status` asks for: the buyer's logs and the operator's audit lists
 * answer the same filter and order, only their columns and owners differ.
 */
export function auditLogPage<Row, Item>(db: Db, req: Request, log: AuditLog, map: (row: Row) => Item): Page<Item> {
  const { status, page, limit } = input(req, auditLogQuery);
  const column = (name: string) => (log.alias ? `${log.alias}.${name}` : name);
  const owner =
    log.userId === undefined ? { sql: '1 = 1', params: [] } : { sql: `${column('user_id')} = ?`, params: [log.userId] };
  const filter = filterClause(column('status'), status, Number);
  return pageOf(
    db,
    `${log.select} WHERE ${owner.sql}${filter.sql} ORDER BY ${column('createtime')} DESC, ${column('id')} DESC`,
    [...owner.params, ...filter.params],
    { page, limit },
    map,
  );
}
