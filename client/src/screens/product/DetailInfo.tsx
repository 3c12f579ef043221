import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/Price.tsx';
import { useNumbers } from '../../i18n/useNumbers.ts';
import type { DetailProduct } from './DetailMore.tsx';

const FREE = /^0+(?:\.0+)?$/;

interface DetailInfoProps {
  item: DetailProduct;
  soldOut: boolean;
  /** A like or unlike is on its way (the heart already shows what was asked). */
  liking: boolean;
  onLike: () => void;
}

/** Under the pictures: the price, the title with the like button, sales, stock and shipping. */
export function DetailInfo({ item, soldOut, liking, onLike }: DetailInfoProps) {
  const { t } = useTranslation(['product', 'common']);
  const { money } = useNumbers();
  return (
    <section className="section detail-info" aria-labelledby="detail-title">
      <div className="detail-price-row">
        <Price value={item.price} market={item.marketPrice} className="detail-price" />
        {soldOut && <span className="detail-sold-out-tag">{t('soldOut')}</span>}
      </div>
      <div className="detail-title-row">
        <h1 className="detail-title" id="detail-title" data-testid="product-title" dir="auto">
          {item.title}
        </h1>
        <button
          type="button"
          className={`detail-like${item.liked ? ' liked' : ''}`}
          aria-pressed={item.liked}
          aria-label={item.liked ? t('unlike') : t('like')}
          aria-busy={liking}
          onClick={onLike}
          data-testid="like-button"
        >
          {item.liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
        </button>
      </div>
      <div className="detail-meta muted">
        <span>{t('sales', { count: item.sales })}</span>
        <span>{t('stock', { count: item.stock })}</span>
        <span>{FREE.test(item.freight) ? t('freeShipping') : t('freight', { amount: money(item.freight) })}</span>
      </div>
    </section>
  );
}
