import { Form, Rate } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CountedTextArea } from '../../../components/CountedTextArea.tsx';
import { Picture, PICTURE } from '../../../components/Picture.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useUploadGate } from '../../../components/useUploadGate.ts';
import { formRule, requiredText } from '../../../lib/formRules.ts';
import { PhotoUploader } from '../PhotoUploader.tsx';
import { useProductReview, type OrderLine, type ReviewValues } from './useProductReview.ts';

const SCORES = ['productScore', 'serviceScore', 'postageScore'] as const;
const MAX_REVIEW_LENGTH = 1000;

/** A score is 1 to 5 stars in steps of half a star. */
const isScore = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value * 2) && value >= 1 && value <= 5;

/** One product's review: three scores, the text and photos. */
export function ReviewCard({
  orderId,
  line,
  onReviewed,
}: {
  orderId: string;
  line: OrderLine;
  onReviewed: (left: number) => void;
}) {
  const { t } = useTranslation(['aftersale', 'common']);
  // Photos are optional in a review: one that did not upload may be left out, once the shopper says so.
  const photos = useUploadGate({ optional: true });
  const { submit, sending } = useProductReview(orderId, line, onReviewed);

  return (
    <section className="review-card" data-testid={`review-${line.productId}`} aria-label={line.title}>
      <header className="review-product">
        <Picture className="review-product-image" src={line.image} alt={line.title} {...PICTURE.product} sizes="56px" />
        <div>
          <p className="review-product-title" dir="auto">
            {line.title}
          </p>
          {line.specValues.length > 0 && <p className="muted review-product-spec">{line.specValues.join(' / ')}</p>}
        </div>
      </header>
      <Form
        name={`review-${line.productId}`}
        layout="horizontal"
        initialValues={{ productScore: 5, serviceScore: 5, postageScore: 5, text: '', pics: [] }}
        onFinish={(values: ReviewValues) =>
          void photos.mayProceed().then((proceed) => (proceed ? submit(values) : undefined))
        }
        footer={
          <SubmitButton
            loading={sending}
            disabled={photos.uploading}
            size="middle"
            testId={`review-submit-${line.productId}`}
          >
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
            <Rate
              allowHalf
              allowClear={false}
              aria-label={t(`aftersale:scores.${score}`)}
              data-testid={`score-${score}`}
            />
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
          <PhotoUploader label={t('aftersale:photos')} onStateChange={photos.onStateChange} />
        </Form.Item>
      </Form>
    </section>
  );
}
