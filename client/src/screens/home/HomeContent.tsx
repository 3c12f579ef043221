import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobalOutline, RightOutline, ShopbagOutline } from '../../components/icons.tsx';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { CategoryIcon } from '../../features/categories/CategoryIcon.tsx';
import { useCategoryName } from '../../features/categories/useCategoryName.ts';
import type { HomeQuery as HomeData } from '../../gql/graphql.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

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

/** Home's content once its query has answered: banners, categories, entries, hot shops and hot products. */
export function HomeContent({ data, onRetry }: { data: HomeData; onRetry: () => void }) {
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
          <a
            className="home-entry merchant"
            href={data.platform.merchantLink}
            target="_blank"
            rel="noopener noreferrer"
          >
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
          <Link to="/popular?tab=shops" data-testid="home-shops-more">
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
                <Picture
                  className="home-shop-avatar"
                  src={shop.avatar}
                  alt={shop.name}
                  {...PICTURE.avatar}
                  sizes="56px"
                />
                <span className="home-shop-name" dir="auto">
                  {shop.name}
                </span>
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
