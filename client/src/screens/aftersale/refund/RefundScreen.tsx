import { useQuery } from '@apollo/client/react';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { EmptyState } from '../../../components/states/EmptyState.tsx';
import { ErrorState } from '../../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../../components/states/PageSkeleton.tsx';
import { RefundOrderQuery } from '../operations.ts';
import { RefundForm } from './RefundForm.tsx';
import '../aftersale.css';

/**
 * `/refund/:id?/:sn?/:product_ids?/:amount?`: the refund application of an order
 * (type, product status, amount, reason, explanation and proof pictures).
 */
export default function RefundScreen() {
  const { t } = useTranslation(['aftersale', 'common']);
  const { id, product_ids: routeLines, amount } = useParams();
  const { data, loading, error, refetch } = useQuery(RefundOrderQuery, { variables: { id: id ?? '' }, skip: !id });
  const nav = { title: t('common:titles.refund') };

  let body;
  if (!id) body = <EmptyState title={t('aftersale:noOrder')} />;
  else if (!data && loading) body = <PageSkeleton />;
  else if (!data) body = <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else {
    const order = data.order;
    body = (
      <>
        {order.refundStatus !== 'NONE' && (
          <NoticeBar
            color="alert"
            wrap
            content={t(`aftersale:alreadyRequested.${order.refundStatus}`)}
            data-testid="refund-status-notice"
          />
        )}
        <RefundForm order={order} {...(routeLines ? { routeLines } : {})} {...(amount ? { amount } : {})} />
      </>
    );
  }
  return (
    <Page nav={nav} className="aftersale-page">
      {body}
    </Page>
  );
}
