import { Button, Skeleton, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PagedList } from '../../components/PagedList.tsx';
import { BACK_FLAG } from '../../navigation/history.ts';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import type { OrderFilter } from '../../gql/graphql.ts';
import { OrdersQuery } from './operations.ts';
import { OrderCard } from './OrderCard.tsx';
import { STATUS_TABS, tabOf, type TabStatus } from './statusTabs.ts';
import { useOrderActions } from './useOrderActions.ts';
import './orders.css';

const PAGE_SIZE = 10;

/**
 * The tab last chosen on each list screen (by path), so coming back to it with
 * the back control (`?backs=1`) shows the tab the buyer left, not the one the
 * route opened with.
 */
const chosenTabs = new Map<string, TabStatus>();

/** Placeholder cards while the first page loads. */
function OrderListSkeleton() {
  return (
    <div aria-busy="true" data-testid="orders-loading">
      {[0, 1, 2].map((index) => (
        <div className="order-card" key={index}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}

/** The orders of one tab: pull to refresh, more on scrolling, and each order's actions. */
function OrdersOfTab({ filter }: { filter: OrderFilter }) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const variables = useMemo(() => ({ filter, page: 1, limit: PAGE_SIZE }), [filter]);
  const { data, loading, error, loadMore, refresh } = usePagedQuery(OrdersQuery, variables, (d) => d.orders);
  const page = data?.orders;
  const actions = useOrderActions({ onChanged: refresh });

  if (!data && loading) return <OrderListSkeleton />;
  if (!page) return <ErrorState error={error} onRetry={() => void refresh().catch(() => undefined)} />;

  return (
    <PagedList
      hasMore={page.hasMore}
      loadMore={loadMore}
      onRefresh={refresh}
      isEmpty={page.items.length === 0}
      empty={
        <div data-testid="orders-empty">
          <EmptyState
            title={t('orders:empty')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate('/home')}>
                {t('common:actions.goShopping')}
              </Button>
            }
          />
        </div>
      }
    >
      <div className="order-list" data-testid={`orders-${filter}`}>
        {page.items.map((order) => (
          <OrderCard key={order.id} order={order} actions={actions} />
        ))}
      </div>
    </PagedList>
  );
}

/**
 * The order tabs of the specification (all, each status, after-sale, refund
 * requests and refunds in progress) over the chosen tab's orders.
 */
export function OrderList({ initialStatus }: { initialStatus?: string | undefined }) {
  const { t } = useTranslation('orders');
  const { pathname, search } = useLocation();
  const [status, setStatus] = useState<TabStatus>(() => {
    const cameBack = new URLSearchParams(search).get(BACK_FLAG) === '1';
    return (cameBack ? chosenTabs.get(pathname) : undefined) ?? tabOf(initialStatus).status;
  });
  const tab = tabOf(status);
  const choose = (key: string) => {
    const next = tabOf(key).status;
    chosenTabs.set(pathname, next);
    setStatus(next);
  };
  return (
    <div className="order-tabs-screen">
      <div className="order-tabs">
        <Tabs activeKey={status} onChange={choose} stretch={false}>
          {STATUS_TABS.map((item) => (
            <Tabs.Tab key={item.status} title={t(`tabs.${item.label}`)} />
          ))}
        </Tabs>
      </div>
      <OrdersOfTab key={tab.filter} filter={tab.filter} />
    </div>
  );
}
