import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDate } from '../../lib/formatDate.ts';
import { FullScreenImages } from '../../components/FullScreenImages.tsx';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { ScoreStars } from './ScoreStars.tsx';

/** A photo is one of the four columns of .detail-review-pics (product.css), inside a .section's margin and padding. */
const REVIEW_PHOTO_SIZES = '(min-width: 480px) 104px, calc(25vw - 17px)';

export interface ReviewView {
  id: string;
  nickname: string;
  avatar?: string | null;
  productScore: number;
  text: string;
  pics: readonly string[];
  createdAt: string;
}

/** Buyers' reviews: stars, text, photos (tap to enlarge) and date. */
export function ProductReviews({ reviews }: { reviews: readonly ReviewView[] }) {
  const { t } = useTranslation('product');
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | undefined>(undefined);
  const formatDate = useDate();

  return (
    <section className="section" aria-labelledby="detail-reviews-title" data-testid="product-reviews">
      <h2 className="section-title" id="detail-reviews-title">
        {t('reviews.title')}
        <span className="muted detail-section-note">{t('reviews.count', { count: reviews.length })}</span>
      </h2>
      {reviews.length === 0 ? (
        <p className="muted detail-empty">{t('reviews.empty')}</p>
      ) : (
        <ul className="detail-reviews">
          {reviews.map((review) => (
            <li className="detail-review" key={review.id} data-testid="review">
              <div className="detail-review-head">
                {/* Decoration: the reviewer's name is written beside it. */}
                {review.avatar ? (
                  <Picture
                    className="detail-review-avatar"
                    src={review.avatar}
                    alt=""
                    {...PICTURE.avatar}
                    sizes="32px"
                  />
                ) : (
                  <span className="picture detail-review-avatar" aria-hidden="true" />
                )}
                <div className="detail-review-who">
                  <span className="detail-review-name" dir="auto">
                    {review.nickname}
                  </span>
                  <span role="img" aria-label={t('reviews.score', { score: review.productScore })}>
                    <ScoreStars score={review.productScore} className="detail-review-rate" />
                  </span>
                </div>
                <time className="muted detail-review-date" dateTime={review.createdAt}>
                  {formatDate(review.createdAt)}
                </time>
              </div>
              {/* The buyer's own words, in their own direction: Latin or Chinese punctuation stays put in Arabic. */}
              <p className="detail-review-text" dir="auto">
                {review.text}
              </p>
              {review.pics.length > 0 && (
                <div className="detail-review-pics">
                  {review.pics.map((pic, index) => (
                    <button
                      type="button"
                      key={`${pic}-${index}`}
                      className="detail-review-pic"
                      aria-label={t('gallery.open', { index: index + 1 })}
                      onClick={() => setViewer({ images: [...review.pics], index })}
                    >
                      <Picture src={pic} alt={review.nickname} {...PICTURE.product} sizes={REVIEW_PHOTO_SIZES} />
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {viewer && <FullScreenImages images={viewer.images} index={viewer.index} onClose={() => setViewer(undefined)} />}
    </section>
  );
}
