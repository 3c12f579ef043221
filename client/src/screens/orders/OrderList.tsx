import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CardListSkeleton } from '../../components/CardListSkeleton.tsx';
import { GoShoppingButton } from '../../components/GoShoppingButton.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { BACK_FLAG } from '../../navigation/history.ts';
import { EmptyState } from '../../components/states/EmptyState.tsx';
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

/** The orders of one tab: pull to refresh, more on scrolling, and each order's actions. */
function OrdersOfTab({ filter }: { filter: OrderFilter }) {
  const { t } = useTranslation('orders');
  const variables = useMemo(() => ({ filter, page: 1, limit: PAGE_SIZE }), [filter]);
  const list = usePagedQuery(OrdersQuery, variables, (d) => d.orders);
  const actions = useOrderActions({ onChanged: list.refresh });

  return (
    <PagedResults
      state={list}
      skeleton={<CardListSkeleton cardClassName="order-card" lines={3} testId="orders-loading" />}
      empty={
        <div data-testid="orders-empty">
          <EmptyState title={t('empty')} action={<GoShoppingButton />} />
        </div>
      }
    >
      {(items) => (
        <div className="order-list" data-testid={`orders-${filter}`}>
          {items.map((order) => (
            <OrderCard key={order.id} order={order} actions={actions} />
          ))}
        </div>
      )}
    </PagedResults>
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
