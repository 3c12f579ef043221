import { useMutation, useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { withAntd } from '../../app/antd.tsx';
import { Page } from '../../components/Page.tsx';
import { Price } from '../../components/Price.tsx';
import { Skeleton, SkeletonParagraph, SkeletonTitle } from '../../components/states/Skeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint.ts';
import { useToken } from '../../session/store.ts';
import { encodeBuyNow } from '../../lib/buyNow.ts';
import { AddToCartMutation, DetailCartCountQuery, ProductDetailQuery, ToggleProductLikeMutation } from './operations.ts';
import { ProductGallery } from './ProductGallery.tsx';
import { chosenValues, missingGroups, toggleValue, type SpecSelection } from './specChoice.ts';
import type { SpecPopupMode } from './SpecPopup.tsx';
import './product.css';
import { useNumbers } from '../../i18n/useNumbers.ts';
import { currentPath, loginPath } from '../../navigation/loginRedirect.ts';

/*
 * The product page paints its pictures, price and title first, without antd-mobile (whose
 * chunk is the largest the page needs); the rest of the page and the footer's buttons
 * (DetailMore.tsx, DetailFooter.tsx) follow: their code starts once that first paint is on
 * screen, so on a slow phone it does not hold the first picture back.
 */
const DetailMore = lazy(async () => ({ default: await withAntd(import('./DetailMore.tsx').then((module) => module.DetailMore)) }));
const DetailFooter = lazy(async () => ({
  default: await withAntd(import('./DetailFooter.tsx').then((module) => module.DetailFooter)),
}));
const NotFoundPage = lazy(async () => ({
  default: await withAntd(import('../../components/NotFoundPage.tsx').then((module) => module.NotFoundPage)),
}));

const FREE = /^0+(?:\.0+)?$/;

/** `/detail/:product/:mer`: one product as listed by one shop. */
export default function DetailScreen() {
  const { product, mer } = useParams();
  // A new product (e.g. a recommendation) starts with a fresh choice.
  return <ProductDetail key={`${product ?? ''}/${mer ?? ''}`} productId={product} shopId={mer} />;
}

function ProductDetail({ productId, shopId }: { productId: string | undefined; shopId: string | undefined }) {
  const { t } = useTranslation(['product', 'common']);
  const navigate = useNavigate();
  const token = useToken();
  const valid = Boolean(productId && shopId);
  const { data, loading, error, refetch } = useQuery(ProductDetailQuery, {
    variables: { shopId: shopId ?? '', productId: productId ?? '' },
    skip: !valid,
    context: { silent: true },
    // The route's prefetch (prefetch.ts) asks the network, on every visit.
    fetchPolicy: 'cache-first',
  });
  const cart = useQuery(DetailCartCountQuery, { skip: !token, context: { silent: true } });
  const [toggleLike, likeState] = useMutation(ToggleProductLikeMutation);
  const [addToCart, addState] = useMutation(AddToCartMutation, {
    // The bag's lines changed: screens showing them fetch them again.
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'Cart' }), fieldName: 'items' });
    },
  });

  const [selection, setSelection] = useState<SpecSelection>([]);
  const [quantity, setQuantity] = useState(1);
  const [popup, setPopup] = useState<{ visible: boolean; mode: SpecPopupMode }>({ visible: false, mode: 'select' });

  const { money } = useNumbers();
  const painted = useAfterFirstPaint();

  const title = t('common:titles.detail');
  if (!valid) return <DetailError title={title} />;
  const item = data?.product;
  if (!item) {
    if (error) return <DetailError title={title} error={error} onRetry={() => void refetch()} />;
    return <DetailSkeleton title={title} busy={loading} />;
  }

  const soldOut = item.stock <= 0;
  const count = Math.min(quantity, Math.max(1, item.stock));
  const missing = missingGroups(item.specGroups, selection);
  const chosen = chosenValues(item.specGroups, selection);

  const requireLogin = (): boolean => {
    if (token) return true;
    toast.info(t('common:messages.loginFirst'));
    navigate(loginPath(currentPath()));
    return false;
  };

  const onLike = async () => {
    if (!requireLogin()) return;
    try {
      const result = await toggleLike({ variables: { shopId: item.shopId, productId: item.productId } });
      toast.success(result.data?.toggleProductLike.liked ? t('liked') : t('unliked'));
    } catch {
      // The error link has told the user.
    }
  };

  /** The chosen values, or opens the options (saying what is missing) and answers undefined. */
  const choiceOrAsk = (mode: SpecPopupMode): string[] | undefined => {
    if (chosen) return chosen;
    setPopup({ visible: true, mode: popup.visible ? popup.mode : mode });
    toast.info(t('spec.pleaseChoose', { names: missing.join(', ') }));
    return undefined;
  };

  const onAddToCart = async (mode: SpecPopupMode) => {
    if (soldOut || !requireLogin()) return;
    const specValues = choiceOrAsk(mode);
    if (!specValues) return;
    try {
      await addToCart({
        variables: {
          input: { shopId: item.shopId, productId: item.productId, listingId: item.id, quantity: count, specValues },
        },
      });
      toast.success(t('addToCartSuccess'));
      setPopup((state) => ({ ...state, visible: false }));
    } catch {
      // The error link has told the user; the choice stays as it was.
    }
  };

  const onBuyNow = (mode: SpecPopupMode) => {
    if (soldOut || !requireLogin()) return;
    const specValues = choiceOrAsk(mode);
    if (!specValues) return;
    setPopup((state) => ({ ...state, visible: false }));
    // The checkout (screens/cart) reads the choice back from `?buyNow=`.
    const choice = { shopId: item.shopId, productId: item.productId, listingId: item.id, quantity: count, specValues };
    navigate(`/checkout?buyNow=${encodeBuyNow(choice)}`);
  };

  /** The footer's buttons act at once when nothing is left to choose, else open the options first. */
  const fromFooter = (mode: 'cart' | 'buy') => {
    if (soldOut || !requireLogin()) return;
    if (missing.length > 0) {
      setPopup({ visible: true, mode });
      return;
    }
    if (mode === 'cart') void onAddToCart(mode);
    else onBuyNow(mode);
  };

  const summary =
    item.specGroups.length === 0
      ? t('spec.quantityValue', { count })
      : missing.length > 0
        ? t('spec.pleaseChoose', { names: missing.join(', ') })
        : t('spec.summary', { values: (chosen ?? []).join(', '), count });

  return (
    <Page
      className="detail-page"
      nav={{ title }}
      footer={
        <Suspense fallback={<FooterPlaceholder />}>
          {painted ? (
            <DetailFooter
              shopId={item.shopId}
              cartQuantity={cart.data?.cart.quantity ?? 0}
              soldOut={soldOut}
              busy={addState.loading}
              onAddToCart={() => fromFooter('cart')}
              onBuyNow={() => fromFooter('buy')}
            />
          ) : (
            <FooterPlaceholder />
          )}
        </Suspense>
      }
    >
      <ProductGallery images={item.images.length > 0 ? item.images : [item.image]} title={item.title} />

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
            disabled={likeState.loading}
            onClick={() => void onLike()}
            data-testid="like-button"
          >
            {item.liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
          </button>
        </div>
        <div className="detail-meta muted">
          <span>{t('sales', { count: item.sales })}</span>
          <span>{t('stock', { count: item.stock })}</span>
          <span>
            {FREE.test(item.freight)
              ? t('freeShipping')
              : t('freight', { amount: money(item.freight) })}
          </span>
        </div>
      </section>

      <Suspense fallback={<MoreSkeleton />}>
        {painted ? (
          <DetailMore
            item={item}
            summary={summary}
            onOpenOptions={() => setPopup({ visible: true, mode: 'select' })}
            options={{
              visible: popup.visible,
              mode: popup.mode,
              image: item.image,
              title: item.title,
              price: item.price,
              stock: item.stock,
              groups: item.specGroups,
              selection,
              quantity: count,
              busy: addState.loading,
              onChoose: (groupIndex, value) => setSelection((current) => toggleValue(current, groupIndex, value)),
              onQuantity: setQuantity,
              onClose: () => setPopup((state) => ({ ...state, visible: false })),
              onAddToCart: () => void onAddToCart(popup.mode),
              onBuyNow: () => onBuyNow(popup.mode),
            }}
          />
        ) : (
          <MoreSkeleton />
        )}
      </Suspense>
    </Page>
  );
}

/** Where the footer's buttons come, for the moment their code takes. */
function FooterPlaceholder() {
  return <div className="detail-footer" aria-hidden="true" />;
}

/** Where the rest of the page comes, for the moment its code takes. */
function MoreSkeleton() {
  return (
    <div className="section" aria-hidden="true">
      <SkeletonParagraph lineCount={3} />
    </div>
  );
}

function DetailSkeleton({ title, busy }: { title: string; busy: boolean }) {
  return (
    <Page nav={{ title }} className="detail-page">
      <div aria-busy={busy} data-testid="detail-skeleton">
        <Skeleton className="detail-skeleton-image" />
        <div className="section">
          <SkeletonTitle />
          <SkeletonParagraph lineCount={3} />
        </div>
        <div className="section">
          <SkeletonParagraph lineCount={4} />
        </div>
      </div>
    </Page>
  );
}

/** An unknown product (the server's message) or a failed load, with a retry and a way home. */
function DetailError(props: { title: string; error?: ErrorLike; onRetry?: () => void }) {
  const { t } = useTranslation('product');
  return (
    <Suspense fallback={<DetailSkeleton title={props.title} busy={false} />}>
      <NotFoundPage {...props} notFound={t('notFound')} backHome={t('backHome')} testId="detail-error" />
    </Suspense>
  );
}
