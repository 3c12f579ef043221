import type { ErrorLike } from '@apollo/client';
import { Skeleton, Tabs, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/PagedList.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import type { AuditStatus } from '../../gql/graphql.ts';
import './wallet.css';

/** The audit filters of spec section 4: all, auditing, passed, refused. */
export const AUDIT_FILTERS = ['all', 'AUDITING', 'PASSED', 'REFUSED'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

/** The status variable for a filter: left out for "all". */
export function statusVariable(filter: AuditFilter): { status?: AuditStatus } {
  return filter === 'all' ? {} : { status: filter };
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

/** One label–value line of a record card. */
export function RecordLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="record-line">
      <span className="muted">{label}</span>
      <span className="record-line-value">{children}</span>
    </div>
  );
}

function RecordSkeleton() {
  return (
    <div aria-busy="true" data-testid="records-loading">
      {[0, 1, 2].map((index) => (
        <div className="record-card" key={index}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

interface FeedProps {
  page: { items: readonly unknown[]; hasMore: boolean } | null | undefined;
  error: ErrorLike | undefined;
  retry: () => void;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
  emptyTitle: string;
  children: ReactNode;
}

/** A record list with its loading, error and empty states, pull-to-refresh and infinite loading. */
export function RecordFeed({ page, error, retry, loadMore, refresh, emptyTitle, children }: FeedProps) {
  if (!page) return error ? <ErrorState error={error} onRetry={retry} /> : <RecordSkeleton />;
  return (
    <PagedList
      hasMore={page.hasMore}
      loadMore={loadMore}
      onRefresh={refresh}
      isEmpty={page.items.length === 0}
      empty={<EmptyState title={emptyTitle} />}
    >
      <ul className="record-list">{children}</ul>
    </PagedList>
  );
}

/** A signed money amount: "+$12.50" in green or "-$12.50" in red. */
export function SignedAmount({ value }: { value: string }) {
  const { t } = useTranslation();
  const negative = value.startsWith('-');
  const absolute = negative ? value.slice(1) : value;
  return (
    <span className={`signed-amount ${negative ? 'is-out' : 'is-in'}`} data-testid="bill-amount">
      {negative ? '-' : '+'}
      {t('currencySymbol')}
      {absolute}
    </span>
  );
}
