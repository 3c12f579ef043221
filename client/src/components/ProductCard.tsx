import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../gql/index.ts';
import { Picture, PICTURE } from './Picture.tsx';
import { Price } from './Price.tsx';
import { usePrefetchOnSight } from './usePrefetchOnSight.ts';

/** A card's picture is one column of .product-grid (app.css): two columns, 12 px padding, a 10 px gap. */
const PRODUCT_CARD_SIZES = '(min-width: 480px) 223px, calc(50vw - 17px)';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    productId
    shopId
    title
    image
    price
    marketPrice
    sales
    stock
  }
`);

/**
 * A product tile of a two-column grid, linking to its detail page, whose data is fetched
 * ahead when the tile has been in view a moment or is touched: the page then paints at once.
 */
export function ProductCard(props: { product: FragmentType<typeof ProductCardFragment> }) {
  const product = getFragmentData(ProductCardFragment, props.product);
  const { t } = useTranslation('catalog');
  const to = `/detail/${product.productId}/${product.shopId}`;
  const ref = useRef<HTMLAnchorElement>(null);
  const prefetch = usePrefetchOnSight(ref, to);
  return (
    <Link
      ref={ref}
      className="product-card"
      to={to}
      onPointerDown={prefetch}
      onFocus={prefetch}
      data-testid="product-card"
    >
      <Picture src={product.image} alt={product.title} {...PICTURE.product} sizes={PRODUCT_CARD_SIZES} />
      <div className="product-card-body">
        <p className="product-card-title" dir="auto">
          {product.title}
        </p>
        <div className="product-card-meta">
          <Price value={product.price} />
          <span>{product.stock > 0 ? t('sold', { count: product.sales }) : t('soldOut')}</span>
        </div>
      </div>
    </Link>
  );
}

/** Products in the two-column grid. */
export function ProductGrid({ products }: { products: ReadonlyArray<FragmentType<typeof ProductCardFragment>> }) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={getFragmentData(ProductCardFragment, product).id ?? index} product={product} />
      ))}
    </div>
  );
}
