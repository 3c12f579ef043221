import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { WithdrawalsQuery } from './operations.ts';
import { useAuditVariables, type AuditFilter } from './records/auditFilters.ts';
import { AuditRecordCard, RecordLine } from './records/AuditRecordCard.tsx';
import { RecordFeed } from './records/RecordFeed.tsx';
import { AuditRecordsPage } from './records/RecordsPage.tsx';
import { useNumbers } from '../../i18n/useNumbers.ts';

/** /depositRecord: the buyer's withdrawals, filterable by audit status. */
export default function WithdrawalRecordsScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <AuditRecordsPage title={t('common:titles.depositRecord')}>
      {(filter) => <WithdrawalList filter={filter} />}
    </AuditRecordsPage>
  );
}

function WithdrawalList({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation(['wallet', 'common']);
  const variables = useAuditVariables(filter);
  const list = usePagedQuery(WithdrawalsQuery, variables, (data) => data.withdrawals);
  const { money } = useNumbers();

  return (
    <RecordFeed state={list} emptyTitle={t('record.emptyWithdrawals')}>
      {(items) =>
        items.map((item) => (
          <AuditRecordCard
            key={item.id}
            title={t(`withdrawalMethod.${item.method}`)}
            status={item.status}
            adminMessage={item.adminMessage}
            createdAt={item.createdAt}
            testId="withdrawal-record"
          >
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
          </AuditRecordCard>
        ))
      }
    </RecordFeed>
  );
}
