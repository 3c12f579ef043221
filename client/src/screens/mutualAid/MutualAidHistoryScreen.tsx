import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { useDateTime } from '../../lib/formatDate.ts';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { SupportHistoryQuery } from './operations.ts';
import './mutualAid.css';

const PAGE_SIZE = 10;

/** Every day the buyer supported a shop, newest first. */
export default function MutualAidHistoryScreen() {
  const { t } = useTranslation(['mutualAid', 'common']);
  const navigate = useNavigate();
  const formatDate = useDateTime();
  const list = usePagedQuery(SupportHistoryQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.supportHistory);
  const body = (
    <PagedResults
      state={list}
      skeleton={<PageSkeleton />}
      empty={
        <EmptyState
          title={t('historyEmpty')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate('/mutualAid')}>
              {t('supportAShop')}
            </Button>
          }
        />
      }
    >
      {(items, page) => (
        <>
          <p className="list-summary muted">{t('historyCount', { count: page.total })}</p>
          <ul className="aid-history">
            {items.map((record) => (
              <li key={record.id} data-testid="support-record">
                <Link to={`/shop/${record.shopId}`} className="aid-record">
                  <Picture
                    className="aid-shop-avatar"
                    src={record.shopAvatar}
                    alt=""
                    {...PICTURE.avatar}
                    sizes="44px"
                  />
                  <span className="aid-shop-body">
                    <span className="aid-shop-name" dir="auto">
                      {record.shopName}
                    </span>
                    <time className="muted aid-record-time" dateTime={record.createdAt}>
                      {formatDate(record.createdAt)}
                    </time>
                  </span>
                  <span className="aid-record-days">{t('days', { count: record.days })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedResults>
  );

  return (
    <Page nav={{ title: t('common:titles.mutualAidhHistroy') }} className="aid-page">
      {body}
    </Page>
  );
}
