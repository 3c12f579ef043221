import { Tabs } from 'antd-mobile';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { AUDIT_FILTERS, type AuditFilter } from './auditFilters.ts';
import '../wallet.css';

/** The filter tabs above a record list. */
function FilterTabs<Key extends string>({
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
