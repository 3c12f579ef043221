import { Tabs, Tag } from 'antd-mobile';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../components/CardListSkeleton.tsx';
import { useDateTime } from '../../lib/formatDate.ts';
import { Page } from '../../components/Page.tsx';
import { PagedResults, type PagedState } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import type { AuditStatus } from '../../gql/graphql.ts';
import './wallet.css';
import { useNumbers } from '../../i18n/useNumbers.ts';

/** The audit filters of spec section 4: all, auditing, passed, refused. */
export const AUDIT_FILTERS = ['all', 'AUDITING', 'PASSED', 'REFUSED'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

/** The first page of an audited list (top-ups, withdrawals): the filter's status, left out for "all". */
export function useAuditVariables(filter: AuditFilter): { status?: AuditStatus; page: number; limit: number } {
  return useMemo(() => ({ ...(filter === 'all' ? {} : { status: filter }), page: 1, limit: 10 }), [filter]);
}

/** The filter tabs above a record list. */
export function FilterTabs<Key extends string>({
  keys,
  active,
  onChange,
  label,
  title,
}: {
  keys: readonly Key[];
  active: Key;
  onChange: (key: Key) => void;
  label: string;
  title: (key: Key) => string;
}) {
  return (
    <div className="record-tabs">
      <Tabs activeKey={active} onChange={(key) => onChange(key as Key)} aria-label={label}>
        {keys.map((key) => (
          <Tabs.Tab key={key} title={title(key)} />
        ))}
      </Tabs>
    </div>
  );
}

interface RecordsPageProps<Key extends string> {
  title: string;
  /** The filters, the first one chosen at first. */
  keys: readonly [Key, ...Key[]];
  tabTitle: (key: Key) => string;
  /** The list of a filter: a new one (from its first page) each time the filter changes. */
  children: (filter: Key) => ReactNode;
}

/** A records screen: its title, the filter tabs and the chosen filter's list. */
export function RecordsPage<Key extends string>({ title, keys, tabTitle, children }: RecordsPageProps<Key>) {
  const [filter, setFilter] = useState<Key>(keys[0]);
  return (
    <Page nav={{ title }}>
      <FilterTabs keys={keys} active={filter} onChange={setFilter} label={title} title={tabTitle} />
      <Fragment key={filter}>{children(filter)}</Fragment>
    </Page>
  );
}

/** A records screen filtered by audit status. */
export function AuditRecordsPage({ title, children }: { title: string; children: (filter: AuditFilter) => ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <RecordsPage title={title} keys={AUDIT_FILTERS} tabTitle={(key) => t(`status.${key}`)}>
      {children}
    </RecordsPage>
  );
}

const STATUS_COLOR: Record<AuditStatus, 'warning' | 'success' | 'danger'> = {
  AUDITING: 'warning',
  PASSED: 'success',
  REFUSED: 'danger',
};

/** An audit status as a coloured tag. */
export function AuditTag({ status }: { status: AuditStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" round data-testid="audit-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

interface AuditRecordProps {
  title: string;
  status: AuditStatus;
  adminMessage?: string | null | undefined;
  createdAt: string;
  testId: string;
  /** The record's own lines. */
  children: ReactNode;
}

/** A top-up or withdrawal: its kind and audit status, its lines, the platform's message and its time. */
export function AuditRecordCard({ title, status, adminMessage, createdAt, testId, children }: AuditRecordProps) {
  const { t } = useTranslation('wallet');
  const formatDate = useDateTime();
  return (
    <li className="record-card" data-testid={testId}>
      <div className="record-head">
        <span className="record-title">{title}</span>
        <AuditTag status={status} />
      </div>
      {children}
      {adminMessage && <div className="record-admin">{t('record.adminMessage', { message: adminMessage })}</div>}
      <div className="record-time muted">{formatDate(createdAt)}</div>
    </li>
  );
}

/** One label–value line of a record card. */
export function RecordLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="record-line">
      <span className="muted">{label}</span>
      <span className="record-line-value">{children}</span>
    </div>
  );
}

interface ListPage {
  items: readonly unknown[];
  hasMore: boolean;
}

interface FeedProps<P extends ListPage> {
  state: PagedState<P>;
  emptyTitle: string;
  children: (items: P['items']) => ReactNode;
}

/** A record list with its loading, error and empty states, pull-to-refresh and infinite loading. */
export function RecordFeed<P extends ListPage>({ state, emptyTitle, children }: FeedProps<P>) {
  return (
    <PagedResults
      state={state}
      skeleton={<CardListSkeleton cardClassName="record-card" lines={2} testId="records-loading" />}
      empty={<EmptyState title={emptyTitle} />}
    >
      {(items) => <ul className="record-list">{children(items)}</ul>}
    </PagedResults>
  );
}

/** A signed money amount: "+$12.50" in green or "-$12.50" in red. */
export function SignedAmount({ value }: { value: string }) {
  const { money } = useNumbers();
  const negative = value.trim().startsWith('-');
  return (
    <span className={`signed-amount ${negative ? 'is-out' : 'is-in'}`} data-testid="bill-amount">
      {/* The language's own minus sign and order ("-$12.50", "‎-12,50 $"); a plus for money in. */}
      {negative ? money(value) : `+${money(value)}`}
    </span>
  );
}
