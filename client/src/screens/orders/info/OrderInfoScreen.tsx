import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { PendingPage } from '../../../components/Pending.tsx';
import { EmptyState } from '../../../components/states/EmptyState.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import { OrderInfoFragment, OrderInfoQuery } from '../operations.ts';
import { OrderActionBar } from '../OrderActionBar.tsx';
import { canDelete } from '../statusTabs.ts';
import { useOrderActions } from '../useOrderActions.ts';
import { OrderItems } from './OrderItems.tsx';
import { OrderLogistics } from './OrderLogistics.tsx';
import { OrderRecipient } from './OrderRecipient.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { StatusBanner } from './StatusBanner.tsx';
import { useBackToList } from './useBackToList.ts';
import '../orders.css';

/**
 * `/orderInfo/:id`: the order's status, recipient, logistics timeline, products,
 * amounts and number, with the actions it allows now.
 */
export default function OrderInfoScreen() {
  const { t } = useTranslation(['orders', 'common']);
  const { id } = useParams();
  const backToList = useBackToList();
  const { data, error, refetch } = useQuery(OrderInfoQuery, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  const actions = useOrderActions({ onChanged: () => refetch().catch(() => undefined) });
  const nav = { title: t('common:titles.orderInfo') };

  if (!id) {
    return (
      <Page nav={nav}>
        <EmptyState title={t('orders:notFound')} />
      </Page>
    );
  }
  if (!data) return <PendingPage nav={nav} query={{ error, refetch, notFound: t('orders:notFound') }} />;

  const order = getFragmentData(OrderInfoFragment, data.order);
  const bar = (
    <OrderActionBar
      order={order}
      actions={actions}
      itemIds={order.items.map((item) => item.id)}
      withDelete
      onDeleted={backToList}
    />
  );
  const hasActions =
    order.canPay || order.canCancel || order.canConfirmReceipt || order.canRequestRefund || order.canReview;
  const showBar = hasActions || canDelete(order.status);

  return (
    <Page nav={nav} footer={showBar ? bar : undefined} className="order-info">
      <StatusBanner order={order} />
      <OrderRecipient order={order} />
      <OrderLogistics order={order} />
      <OrderItems order={order} />
      <OrderSummary order={order} />
    </Page>
  );
}
