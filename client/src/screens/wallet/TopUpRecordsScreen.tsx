import { ImageViewer } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../components/LazyImage.tsx';
import { Page } from '../../components/Page.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { useDateTime } from './format.ts';
import { RechargesQuery } from './operations.ts';
import { AUDIT_FILTERS, AuditTag, FilterTabs, RecordFeed, RecordLine, statusVariable, type AuditFilter } from './records.tsx';

/** /topUpRecord: the buyer's top-ups, filterable by audit status. */
export default function TopUpRecordsScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const [filter, setFilter] = useState<AuditFilter>('all');
  return (
    <Page nav={{ title: t('common:titles.topUpRecord') }}>
      <FilterTabs
        keys={AUDIT_FILTERS}
        active={filter}
        onChange={setFilter}
        label={t('common:titles.topUpRecord')}
        title={(key) => t(`status.${key}`)}
      />
      <RechargeList key={filter} filter={filter} />
    </Page>
  );
}

function RechargeList({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation(['wallet', 'common']);
  const formatDate = useDateTime();
  const variables = useMemo(() => ({ ...statusVariable(filter), page: 1, limit: 10 }), [filter]);
  const { data, page, error, loadMore, refresh, refetch } = usePagedQuery(RechargesQuery, variables, (data) => data.recharges);

  return (
    <RecordFeed
      page={page}
      error={error}
      retry={() => void refetch()}
      loadMore={loadMore}
      refresh={refresh}
      emptyTitle={t('record.emptyRecharges')}
    >
      {data?.recharges.items.map((item) => (
        <li className="record-card" key={item.id} data-testid="recharge-record">
          <div className="record-head">
            <span className="record-title">{t(`rechargeMethod.${item.method}`)}</span>
            <AuditTag status={item.status} />
          </div>
          <div className="record-body">
            <div className="record-lines">
              <RecordLine label={t('record.amount')}>
                <span className="price">
                  {t('common:currencySymbol')}
                  {item.amount}
                </span>
              </RecordLine>
              <RecordLine label={t('record.actualArrival')}>
                {t('common:currencySymbol')}
                {item.actualArrival}
              </RecordLine>
              {item.network && <RecordLine label={t('record.network')}>{item.network}</RecordLine>}
            </div>
            {item.evidence && (
              <button
                type="button"
                className="record-evidence"
                aria-label={t('record.evidence')}
                onClick={() => ImageViewer.show({ image: item.evidence })}
              >
                <LazyImage src={item.evidence} alt={t('record.evidence')} />
              </button>
            )}
          </div>
          {item.adminMessage && (
            <div className="record-admin">
              {t('record.adminMessage', { message: item.adminMessage })}
            </div>
          )}
          <div className="record-time muted">{formatDate(item.createdAt)}</div>
        </li>
      ))}
    </RecordFeed>
  );
}
