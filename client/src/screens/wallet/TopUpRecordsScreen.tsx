import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { pictureAt } from '../../lib/pictureUrls.ts';
import { LARGEST_PICTURE_WIDTH } from '../../lib/pictureWidths.ts';
import { RechargesQuery } from './operations.ts';
import { useAuditVariables, type AuditFilter } from './records/auditFilters.ts';
import { AuditRecordCard, RecordLine } from './records/AuditRecordCard.tsx';
import { RecordFeed } from './records/RecordFeed.tsx';
import { AuditRecordsPage } from './records/RecordsPage.tsx';
import { useNumbers } from '../../i18n/useNumbers.ts';

/** /topUpRecord: the buyer's top-ups, filterable by audit status. */
export default function TopUpRecordsScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <AuditRecordsPage title={t('common:titles.topUpRecord')}>
      {(filter) => <RechargeList filter={filter} />}
    </AuditRecordsPage>
  );
}

function RechargeList({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation(['wallet', 'common']);
  const variables = useAuditVariables(filter);
  const list = usePagedQuery(RechargesQuery, variables, (data) => data.recharges);
  const { money } = useNumbers();

  return (
    <RecordFeed state={list} emptyTitle={t('record.emptyRecharges')}>
      {(items) =>
        items.map((item) => (
          <AuditRecordCard
            key={item.id}
            title={t(`rechargeMethod.${item.method}`)}
            status={item.status}
            adminMessage={item.adminMessage}
            createdAt={item.createdAt}
            testId="recharge-record"
          >
            <div className="record-body">
              <div className="record-lines">
                <RecordLine label={t('record.amount')}>
                  <span className="price">{money(item.amount)}</span>
                </RecordLine>
                <RecordLine label={t('record.actualArrival')}>{money(item.actualArrival)}</RecordLine>
                {item.network && <RecordLine label={t('record.network')}>{item.network}</RecordLine>}
              </div>
              {item.evidence && (
                <button
                  type="button"
                  className="record-evidence"
                  aria-label={t('record.evidence')}
                  // Full screen, for zooming: the largest width, asked only now.
                  onClick={() => ImageViewer.show({ image: pictureAt(item.evidence, LARGEST_PICTURE_WIDTH) })}
                >
                  <Picture src={item.evidence} alt={t('record.evidence')} {...PICTURE.product} sizes="56px" />
                </button>
              )}
            </div>
          </AuditRecordCard>
        ))
      }
    </RecordFeed>
  );
}
