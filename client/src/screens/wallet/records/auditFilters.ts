import { useMemo } from 'react';
import type { AuditStatus } from '../../../gql/graphql.ts';

/** The audit filters of spec section 4: all, auditing, passed, refused. */
export const AUDIT_FILTERS = ['all', 'AUDITING', 'PASSED', 'REFUSED'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

/** The first page of an audited list (top-ups, withdrawals): the filter's status, left out for "all". */
export function useAuditVariables(filter: AuditFilter): { status?: AuditStatus; page: number; limit: number } {
  return useMemo(() => ({ ...(filter === 'all' ? {} : { status: filter }), page: 1, limit: 10 }), [filter]);
}
