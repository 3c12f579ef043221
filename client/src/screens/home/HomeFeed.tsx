import { useQuery } from '@apollo/client/react';
import i18next from 'i18next';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../apollo/errorMessage.ts';
import { GlobalOutline, RightOutline, ShopbagOutline } from '../../components/icons.tsx';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { toast } from '../../lib/toast.ts';
import type { HomeQuery as HomeData } from '../../gql/graphql.ts';
import { CategoryIcon } from '../../features/categories/CategoryIcon.tsx';
import { useCategoryName } from '../../features/categories/useCategoryName.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { Brand } from './HomeBrand.tsx';
import { HomeSkeleton } from './HomeSkeleton.tsx';
import { HomeMoreProductsQuery, HomeQuery } from './operations.ts';
import { HOME_PAGE_SIZE, HOME_VARIABLES } from './homeVariables.ts';

/** The platform's name and logo in Home's header, once Home's query has answered. */
export function HomeBrand() {
  const { data } = useQuery(HomeQuery, {
    variables: HOME_VARIABLES,
    // Only reads what the feed's query writes.
    fetchPolicy: 'cache-only',
    returnPartialData: true,
  });
  return <Brand name={data?.platform?.name} logo={data?.platform?.logo} />;
}

/** Home's content under its heading: banners, categories, entries, hot shops and hot products. */
export default function HomeFeed() {
  const { data, error, refetch, fetchMore } = useQuery(HomeQuery, {
    variables: HOME_VARIABLES,
    // A failed first load shows its own error state below; a part that fails alone (banners,
    // categories, hot shops, the platform) comes back null and shows its own note.
    context: { silent: true },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
    // Home's route fetched it (prefetch.ts): this reads that answer or joins its
    // request. Coming back to the (kept) tab shows what was loaded, further pages
    // included; only a pull-to-refresh starts again from page 1.
    fetchPolicy: 'cache-first',
    nextFetchPolicy: 'cache-first',
  });

  const hot = data?.hotProducts;
  // The page last asked for: the list may ask again before the answer shows, and must not fetch it twice.
  const requested = useRef(1);
  const loadMore = useCallback(async () => {
    if (!hot?.hasMore) return;
    const page = Math.floor(hot.items.length / HOME_PAGE_SIZE) + 1;
    if (page <= requested.current) return;
    requested.current = page;
    try {
      await fetchMore({
        query: HomeMoreProductsQuery,
        variables: { page, limit: HOME_PAGE_SIZE },
        context: { silent: false },
      });
    } catch (failure) {
      requested.current = page - 1;
      throw failure;
    }
  }, [hot, fetchMore]);

  const refresh = useCallback(async () => {
    requested.current = 1;
    try {
      await refetch();
    } catch (failure) {
      toast.fail(describeError(failure as Error, i18next.t).message);
    }
  }, [refetch]);

  if (data) {
    return (
      <PagedList hasMore={data.hotProducts.hasMore} loadMore={loadMore} onRefresh={refresh}>
        <HomeContent data={data} onRetry={() => void refresh()} />
      </PagedList>
    );
  }
  if (error) return <ErrorState error={error} onRetry={() => void refresh()} />;
  return <HomeSkeleton />;
}

/** A part of Home that could not be loaded while the rest could: says so, with a retry. */
function PartUnavailable({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <p className="muted home-part-error" role="status" data-testid="home-part-error">
      {t('partUnavailable', { what })}{' '}
      <button type="button" className="home-part-retry" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </p>
  );
}

function HomeContent({ data, onRetry }: { data: HomeData; onRetry: () => void }) {
  const { t } = useTranslation(['home', 'common', 'catalog']);
  const categoryName = useCategoryName();
  return (
    <>
      {data.banners && data.banners.length > 0 && (
        // Banners are pictures: they slide the same way in every language.
        <div className="home-banners" dir="ltr" data-testid="home-banners">
          <BannerCarousel banners={data.banners} alt={(index) => t('bannerAlt', { index: index + 1 })} />
        </div>
      )}

      {data.categories === null && <PartUnavailable what={t('categories')} onRetry={onRetry} />}
      {data.categories && data.categories.length > 0 && (
        <nav className="section home-categories" aria-label={t('categories')}>
          <div className="home-category-grid">
            {data.categories.map((category) => (
              <Link
                key={category.id}
                className="home-category"
                to={`/filter?category=${category.id}`}
                data-testid="home-category"
              >
                <CategoryIcon nameKey={category.nameKey} />
                <span className="home-category-name">{categoryName(category)}</span>
              </Link>
            ))}
          </div>
        </nav>
      )}

      <div className="home-entries">
        {data.platform?.merchantLink && (
          <a className="home-entry merchant" href={data.platform.merchantLink} target="_blank" rel="noopener noreferrer">
            <ShopbagOutline className="home-entry-icon" />
            <span className="home-entry-text">
              <strong>{t('merchantEntry')}</strong>
              <small>{t('merchantEntryHint')}</small>
            </span>
          </a>
        )}
        <Link className="home-entry platform" to="/platform">
          <GlobalOutline className="home-entry-icon" />
          <span className="home-entry-text">
            <strong>{t('platformSeller')}</strong>
            <small>{t('platformSellerHint')}</small>
          </span>
        </Link>
      </div>

      <section className="section home-shops" aria-labelledby="home-shops-title">
        <h2 className="section-title" id="home-shops-title">
          {t('hotShops')}
          <Link to="/popular">
            {t('common:actions.viewAll')}
            <RightOutline className="home-more-arrow" />
          </Link>
        </h2>
        {data.hotShops === null ? (
          <PartUnavailable what={t('hotShops')} onRetry={onRetry} />
        ) : data.hotShops.items.length === 0 ? (
          <p className="muted home-none">{t('noShops')}</p>
        ) : (
          <div className="home-shop-row">
            {data.hotShops.items.map((shop) => (
              <Link key={shop.id} className="home-shop" to={`/shop/${shop.id}`} data-testid="home-shop">
                <LazyImage className="home-shop-avatar" src={shop.avatar} alt={shop.name} {...PICTURE.avatar} />
                <span className="home-shop-name" dir="auto">{shop.name}</span>
                <span className="home-shop-fans muted">{t('catalog:followers', { count: shop.followers })}</span>
              </Link>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="home-products-title">
        <h2 className="section-title home-products-title" id="home-products-title">
          {t('hotProducts')}
        </h2>
        {data.hotProducts.items.length === 0 ? (
          <EmptyState title={t('noProducts')} />
        ) : (
          <ProductGrid products={data.hotProducts.items} />
        )}
      </section>
    </>
  );
}

