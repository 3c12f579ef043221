import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RightOutline } from '../../components/icons.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { ShopCard } from '../../components/ShopCard.tsx';
import type { ProductDetailQuery } from '../../gql/graphql.ts';
import { ProductDescription } from './ProductDescription.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { SpecPopup } from './SpecPopup.tsx';
import type { SpecPopupProps } from './specPopupProps.ts';

export type DetailProduct = NonNullable<ProductDetailQuery['product']>;

export interface DetailMoreProps {
  item: DetailProduct;
  /** What is chosen so far (or what is left to choose), on the options row. */
  summary: string;
  onOpenOptions: () => void;
  /** The options sheet, as the screen drives it. */
  options: SpecPopupProps;
}

/**
 * The product page below its pictures, price and title, drawn just after them (with
 * antd-mobile, which the first paint does without): the options row, the shop, the
 * reviews, the description, the recommendations, and the options sheet.
 */
export function DetailMore({ item, summary, onOpenOptions, options }: DetailMoreProps) {
  const { t } = useTranslation('product');
  return (
    <>
      {/* A button: antd-mobile's clickable List.Item is an anchor without an address, which a
          keyboard cannot reach and a crawler reports as a link it cannot follow (Lighthouse SEO). */}
      <button type="button" className="detail-spec-row" onClick={onOpenOptions} data-testid="spec-row">
        <span className="detail-spec-label">{t('spec.label')}</span>
        <span className="detail-spec-summary">{summary}</span>
        <RightOutline className="detail-spec-arrow" aria-hidden />
      </button>

      <section className="section detail-shop">
        <ShopCard shop={item.shop} />
        <Link className="detail-visit-shop" to={`/shop/${item.shopId}`}>
          {t('visitShop')}
        </Link>
      </section>

      <ProductReviews reviews={item.reviews} />
      <ProductDescription html={item.descriptionHtml} />

      {item.recommendations.length > 0 && (
        <section aria-labelledby="detail-recommendations-title">
          <h2 className="section-title detail-recommendations-title" id="detail-recommendations-title">
            {t('recommendations')}
          </h2>
          <ProductGrid products={item.recommendations} />
        </section>
      )}

      <SpecPopup {...options} />
    </>
  );
}
