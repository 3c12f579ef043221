import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { useDateTime } from './format.ts';
import { WithdrawalsQuery } from './operations.ts';
import { AUDIT_FILTERS, AuditTag, FilterTabs, RecordFeed, RecordLine, statusVariable, type AuditFilter } from './records.tsx';

/** /depositRecord: the buyer's withdrawals, filterable by audit status. */
export default function WithdrawalRecordsScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const [filter, setFilter] = useState<AuditFilter>('all');
  return (
    <Page nav={{ title: t('common:titles.depositRecord') }}>
      <FilterTabs
        keys={AUDIT_FILTERS}
        active={filter}
        onChange={setFilter}
        label={t('common:titles.depositRecord')}
        title={(key) => t(`status.${key}`)}
      />
      <WithdrawalList key={filter} filter={filter} />
    </Page>
  );
}

function WithdrawalList({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation(['wallet', 'common']);
  const formatDate = useDateTime();
  const variables = useMemo(() => ({ ...statusVariable(filter), page: 1, limit: 10 }), [filter]);
  const { data, page, error, loadMore, refresh, refetch } = usePagedQuery(WithdrawalsQuery, variables, (data) => data.withdrawals);
  const money = (value: string) => `${t('common:currencySymbol')}${value}`;

  return (
    <RecordFeed
      page={page}
      error={error}
      retry={() => void refetch()}
      loadMore={loadMore}
      refresh={refresh}
      emptyTitle={t('record.emptyWithdrawals')}
    >
      {data?.withdrawals.items.map((item) => (
        <li className="record-card" key={item.id} data-testid="withdrawal-record">
          <div className="record-head">
            <span className="record-title">{t(`withdrawalMethod.${item.method}`)}</span>
            <AuditTag status={item.status} />
          </div>
          <div className="record-lines">
            <RecordLine label={t('record.amount')}>
              <span className="price">{money(item.amount)}</span>
            </RecordLine>
            <RecordLine label={t('record.serviceCharge')}>{money(item.serviceCharge)}</RecordLine>
            <RecordLine label={t('record.actualArrival')}>{money(item.actualArrival)}</RecordLine>
            {item.note && (
              <RecordLine label={t('record.destination')}>
                <bdi>{item.note}</bdi>
              </RecordLine>
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
