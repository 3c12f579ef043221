import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Rate, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { Page } from '../../components/Page.tsx';
import { CountedTextArea } from '../../components/CountedTextArea.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { formRule, requiredText } from '../../lib/formRules.ts';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { toast } from '../../lib/toast.ts';
import type { CommentOrderQuery as CommentOrderData } from '../../gql/graphql.ts';
import { CommentOrderQuery, ReviewProductMutation } from './operations.ts';
import { PhotoUploader } from './PhotoUploader.tsx';
import { useReturnToOrder } from './useReturnToOrder.ts';
import './aftersale.css';

type OrderLine = CommentOrderData['order']['items'][number];

const SCORES = ['productScore', 'serviceScore', 'postageScore'] as const;
const MAX_REVIEW_LENGTH = 1000;

/** A score is 1 to 5 stars in steps of half a star. */
const isScore = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value * 2) && value >= 1 && value <= 5;

interface ReviewValues {
  productScore?: number;
  serviceScore?: number;
  postageScore?: number;
  text?: string;
  pics?: string[];
}

/** One product's review: three scores, the text and photos. */
function ReviewCard({ orderId, line, onReviewed }: { orderId: string; line: OrderLine; onReviewed: (left: number) => void }) {
  const { t } = useTranslation(['aftersale', 'common']);
  const [uploading, setUploading] = useState(false);
  const [reviewProduct, { loading: sending }] = useMutation(ReviewProductMutation);

  const submit = async (values: ReviewValues) => {
    let left: number;
    try {
      const { data } = await reviewProduct({
        variables: {
          input: {
            orderId,
            productId: line.productId,
            productScore: values.productScore ?? 5,
            serviceScore: values.serviceScore ?? 5,
            postageScore: values.postageScore ?? 5,
            text: (values.text ?? '').trim(),
            pics: values.pics ?? [],
          },
        },
      });
      left = data?.reviewProduct.items.filter((item) => !item.reviewed).length ?? 0;
    } catch {
      return; // The error link has told the buyer why; the review stays as typed.
    }
    toast.success(t('aftersale:messages.reviewed'));
    onReviewed(left);
  };

  return (
    <section className="review-card" data-testid={`review-${line.productId}`} aria-label={line.title}>
      <header className="review-product">
        <LazyImage className="review-product-image" src={line.image} alt={line.title} {...PICTURE.product} />
        <div>
          <p className="review-product-title" dir="auto">{line.title}</p>
          {line.specValues.length > 0 && <p className="muted review-product-spec">{line.specValues.join(' / ')}</p>}
        </div>
      </header>
      <Form
        name={`review-${line.productId}`}
        layout="horizontal"
        initialValues={{ productScore: 5, serviceScore: 5, postageScore: 5, text: '', pics: [] }}
        onFinish={(values: ReviewValues) => void submit(values)}
        footer={
          <SubmitButton loading={sending} disabled={uploading} size="middle" testId={`review-submit-${line.productId}`}>
            {t('aftersale:submitReview')}
          </SubmitButton>
        }
      >
        {SCORES.map((score) => (
          <Form.Item
            key={score}
            name={score}
            label={t(`aftersale:scores.${score}`)}
            rules={[formRule<number>((value) => (isScore(value) ? null : t('aftersale:validation.scoreRequired')))]}
          >
            <Rate allowHalf allowClear={false} aria-label={t(`aftersale:scores.${score}`)} data-testid={`score-${score}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="text"
          label={t('aftersale:reviewText')}
          layout="vertical"
          rules={[requiredText(t('common:validation.reviewRequired'))]}
        >
          <CountedTextArea
            placeholder={t('aftersale:reviewPlaceholder')}
            maxCharacters={MAX_REVIEW_LENGTH}
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item name="pics" layout="vertical" label={t('aftersale:photos')}>
          <PhotoUploader label={t('aftersale:photos')} onUploadingChange={setUploading} />
        </Form.Item>
      </Form>
    </section>
  );
}

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
            <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(`/orderInfo/${encodeURIComponent(orderId)}`)}>
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
