import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../lib/formatDate.ts';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import type { BillType } from '../../gql/graphql.ts';
import { BillsQuery } from './operations.ts';
import { RecordFeed } from './records/RecordFeed.tsx';
import { RecordsPage } from './records/RecordsPage.tsx';
import { SignedAmount } from './records/SignedAmount.tsx';

/** The platform's names of each kind of movement: a title that only repeats it is not shown again. */
const PLAIN_TITLES: Record<BillType, string[]> = {
  RECHARGE: ['recharge', 'top-up'],
  WITHDRAWAL: ['withdrawal', 'extract'],
  PAYMENT: ['payment', 'pay'],
  REFUND: ['refund'],
};

function showsMore(title: string, type: BillType, label: string): boolean {
  const plain = title.trim().toLowerCase();
  return plain !== '' && plain !== label.toLowerCase() && !PLAIN_TITLES[type].includes(plain);
}

const BILL_FILTERS = ['all', 'RECHARGE', 'WITHDRAWAL', 'PAYMENT', 'REFUND'] as const;
type BillFilter = (typeof BILL_FILTERS)[number];

/** /capitalRecord: every movement of the balance, filterable by kind; money in green, out in red. */
export default function CapitalRecordsScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <RecordsPage title={t('common:titles.capitalRecord')} keys={BILL_FILTERS} tabTitle={(key) => t(`billType.${key}`)}>
      {(filter) => <BillList filter={filter} />}
    </RecordsPage>
  );
}

function BillList({ filter }: { filter: BillFilter }) {
  const { t } = useTranslation(['wallet', 'common']);
  const formatDate = useDateTime();
  const variables = useMemo(
    () => ({ ...(filter === 'all' ? {} : { type: filter satisfies BillType }), page: 1, limit: 15 }),
    [filter],
  );
  const list = usePagedQuery(BillsQuery, variables, (data) => data.bills);

  return (
    <RecordFeed state={list} emptyTitle={t('record.emptyBills')}>
      {(items) =>
        items.map((item) => (
          <li className="bill-row" key={item.id} data-testid="bill-record">
            <div className="bill-main">
              <div className="record-title">{t(`billType.${item.type}`)}</div>
              {showsMore(item.title, item.type, t(`billType.${item.type}`)) && (
                <div className="bill-note">{item.title}</div>
              )}
              <div className="muted bill-meta">{formatDate(item.createdAt)}</div>
            </div>
            <SignedAmount value={item.amount} />
          </li>
        ))
      }
    </RecordFeed>
  );
}
