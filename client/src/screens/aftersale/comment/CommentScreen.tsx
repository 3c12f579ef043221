import { useQuery } from '@apollo/client/react';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { PendingPage } from '../../../components/Pending.tsx';
import { EmptyState } from '../../../components/states/EmptyState.tsx';
import { CommentOrderQuery } from '../operations.ts';
import { useReturnToOrder } from '../useReturnToOrder.ts';
import { ReviewCard } from './ReviewCard.tsx';
import '../aftersale.css';

/**
 * `/comment?order=<id>` (optionally `&product=<productId>`): a review for each
 * product of the order not reviewed yet; when the last one is sent, back to the
 * order, now completed.
 */
export default function CommentScreen() {
  const { t } = useTranslation(['aftersale', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? '';
  const product = search.get('product');
  const returnToOrder = useReturnToOrder();
  const { data, error, refetch } = useQuery(CommentOrderQuery, { variables: { id: orderId }, skip: !orderId });
  const nav = { title: t('common:titles.comment') };

  if (!orderId) {
    return (
      <Page nav={nav}>
        <EmptyState title={t('aftersale:noOrder')} />
      </Page>
    );
  }
  if (!data) return <PendingPage nav={nav} query={{ error, refetch }} />;

  // One review per product, even when the order holds it in several options.
  const toReview = data.order.items
    .filter((item) => !item.reviewed && (!product || item.productId === product))
    .filter((item, index, all) => all.findIndex((other) => other.productId === item.productId) === index);

  // Back to the order once it is complete (every product reviewed), or once the one product asked for is.
  const onReviewed = (remaining: number) => {
    if (remaining === 0 || product) returnToOrder(orderId);
  };

  return (
    <Page nav={nav} className="aftersale-page">
      {toReview.length === 0 ? (
        <Result
          status="success"
          title={t('aftersale:allReviewed')}
          description={
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => navigate(`/orderInfo/${encodeURIComponent(orderId)}`)}
            >
              {t('aftersale:viewOrder')}
            </Button>
          }
        />
      ) : (
        toReview.map((line) => <ReviewCard key={line.id} orderId={orderId} line={line} onReviewed={onReviewed} />)
      )}
    </Page>
  );
}
