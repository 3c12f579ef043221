import { useQuery } from '@apollo/client/react';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { withAntd } from '../../app/antd.tsx';
import { useServerRendered } from '../../components/serverRendered.ts';
import { Page } from '../../components/Page.tsx';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint.ts';
import { useToken } from '../../session/store.ts';
import { DetailInfo } from './DetailInfo.tsx';
import { DetailTabs } from './DetailTabs.tsx';
import { DetailError, DetailSkeleton, FooterPlaceholder, MoreSkeleton } from './DetailStates.tsx';
import { DetailCartCountQuery, ProductDetailQuery } from './operations.ts';
import { DescriptionText } from './DescriptionText.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { useDetailSelection } from './useDetailSelection.ts';
import './product.css';

/*
 * The product page paints its pictures, price and title first, without antd-mobile (whose
 * chunk is the largest the page needs); the rest of the page and the footer's buttons
 * (DetailMore.tsx, DetailFooter.tsx) follow: their code starts once that first paint is on
 * screen, so on a slow phone it does not hold the first picture back.
 */
const DetailMore = lazy(async () => ({
  default: await withAntd(import('./DetailMore.tsx').then((module) => module.DetailMore)),
}));
const DetailFooter = lazy(async () => ({
  default: await withAntd(import('./DetailFooter.tsx').then((module) => module.DetailFooter)),
}));

/** `/detail/:product/:mer`: one product as listed by one shop. */
export default function DetailScreen() {
  const { product, mer } = useParams();
  // A new product (e.g. a recommendation) starts with a fresh choice.
  return <ProductDetail key={`${product ?? ''}/${mer ?? ''}`} productId={product} shopId={mer} />;
}

function useProductQuery(productId: string | undefined, shopId: string | undefined, valid: boolean) {
  return useQuery(ProductDetailQuery, {
    variables: { shopId: shopId ?? '', productId: productId ?? '' },
    skip: !valid,
    context: { silent: true },
    // The route's prefetch (prefetch.ts) asks the network, on every visit.
    fetchPolicy: 'cache-first',
  });
}

type ProductQuery = ReturnType<typeof useProductQuery>;

function ProductDetail({ productId, shopId }: { productId: string | undefined; shopId: string | undefined }) {
  const valid = Boolean(productId && shopId);
  const query = useProductQuery(productId, shopId, valid);
  // Apollo hands a new answer over in a render React cannot cut (useSyncExternalStore's): the
  // page takes it in a deferred render, in slices, so the first one after hydration (the same
  // product as the server's, as the subscription reports it) is no long task (ADR 0016).
  return <ProductDetailPage valid={valid} query={useDeferredValue(query)} />;
}

const ProductDetailPage = memo(function ProductDetailPage({ valid, query }: { valid: boolean; query: ProductQuery }) {
  const { t } = useTranslation(['product', 'common']);
  const token = useToken();
  const { data, loading, error, refetch } = query;
  const cart = useQuery(DetailCartCountQuery, { skip: !token, context: { silent: true } });
  const item = data?.product;
  const detail = useDetailSelection(item);
  const painted = useAfterFirstPaint();
  // Rendered on the server: until the rest of the page comes, the description as text (no DOM to sanitise its HTML).
  const fromServer = useServerRendered();

  const title = t('common:titles.detail');
  if (!valid) return <DetailError title={title} />;
  if (!item || !detail) {
    if (error) return <DetailError title={title} error={error} onRetry={() => void refetch()} />;
    return <DetailSkeleton title={title} busy={loading} />;
  }

  return (
    <Page
      className="detail-page"
      nav={{ title, center: <DetailTabs /> }}
      footer={
        <Suspense fallback={<FooterPlaceholder />}>
          {painted ? (
            <DetailFooter
              shopId={item.shopId}
              cartQuantity={cart.data?.cart.quantity ?? 0}
              soldOut={detail.soldOut}
              busy={detail.adding}
              onAddToCart={() => detail.fromFooter('cart')}
              onBuyNow={() => detail.fromFooter('buy')}
            />
          ) : (
            <FooterPlaceholder />
          )}
        </Suspense>
      }
    >
      <ProductGallery images={item.images.length > 0 ? item.images : [item.image]} title={item.title} />
      <DetailInfo item={item} soldOut={detail.soldOut} liking={detail.liking} onLike={() => void detail.onLike()} />
      <Suspense fallback={<MoreSkeleton />}>
        {painted ? (
          <DetailMore
            item={item}
            summary={detail.summary}
            onOpenOptions={detail.openOptions}
            options={detail.options}
          />
        ) : fromServer ? (
          <DescriptionText html={item.descriptionHtml} />
        ) : (
          <MoreSkeleton />
        )}
      </Suspense>
    </Page>
  );
});
