import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditStatus } from '../../../gql/graphql.ts';
import { useDateTime } from '../../../lib/formatDate.ts';

const STATUS_COLOR: Record<AuditStatus, 'warning' | 'success' | 'danger'> = {
  AUDITING: 'warning',
  PASSED: 'success',
  REFUSED: 'danger',
};

/** An audit status as a coloured tag. */
function AuditTag({ status }: { status: AuditStatus }) {
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
