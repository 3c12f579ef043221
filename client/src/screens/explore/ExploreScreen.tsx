import { useQuery } from '@apollo/client/react';
import { Skeleton } from 'antd-mobile';
import { FilterOutline, RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { CategoryIcon } from '../../features/categories/CategoryIcon.tsx';
import { CategoriesQuery } from '../../features/categories/operations.ts';
import { useCategoryName } from '../../features/categories/useCategoryName.ts';
import { ExploreProductsQuery } from './operations.ts';
import '../../features/catalog/catalog.css';

export const EXPLORE_PAGE_SIZE = 10;

/** Explore: a search entry, category chips and the recommended products of the chosen one. */
export default function ExploreScreen() {
  const { t } = useTranslation(['catalog', 'common']);
  const navigate = useNavigate();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  return (
    <Page className="explore-page">
      <header className="explore-header">
        <h1 className="explore-title">{t('common:titles.explore')}</h1>
        <div className="explore-search-row">
          <button
            type="button"
            className="search-entry"
            onClick={() => navigate('/search')}
            data-testid="explore-search"
          >
            <SearchOutline />
            <span>{t('searchPlaceholder')}</span>
          </button>
          <Link className="explore-filter" to={categoryId ? `/filter?category=${categoryId}` : '/filter'}>
            <FilterOutline />
            <span>{t('filter')}</span>
          </Link>
        </div>
        <CategoryChips value={categoryId} onChange={setCategoryId} />
      </header>
      <ExploreProducts key={categoryId ?? 'all'} categoryId={categoryId} />
    </Page>
  );
}

function CategoryChips({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('catalog');
  const categoryName = useCategoryName();
  const { data, error } = useQuery(CategoriesQuery, { context: { silent: true }, nextFetchPolicy: 'cache-first' });
  if (!data && !error) {
    return (
      <div className="category-chips" aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} animated className="chip-skeleton" />
        ))}
      </div>
    );
  }
  const options: { id: string | null; label: string; nameKey: string }[] = [
    { id: null, label: t('all'), nameKey: '' },
    ...(data?.categories ?? []).map((category) => ({
      id: category.id,
      label: categoryName(category),
      nameKey: category.nameKey,
    })),
  ];
  return (
    <div className="category-chips" role="tablist" aria-label={t('categoriesLabel')}>
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={option.id === value}
          className={`category-chip${option.id === value ? ' active' : ''}`}
          onClick={() => onChange(option.id)}
        >
          {option.nameKey && <CategoryIcon nameKey={option.nameKey} size={22} />}
          {option.label}
        </button>
      ))}
    </div>
  );
}

function ExploreProducts({ categoryId }: { categoryId: string | null }) {
  const { t } = useTranslation(['catalog', 'common']);
  const list = usePagedQuery(
    ExploreProductsQuery,
    { categoryId, limit: EXPLORE_PAGE_SIZE },
    (data) => data.recommendedProducts,
    { silent: true },
  );
  return (
    <section aria-labelledby="explore-products-title">
      <h2 className="section-title explore-products-title" id="explore-products-title">
        {t('recommended')}
        <Link to="/popular">
          {t('popular')}
          <RightOutline className="more-arrow" />
        </Link>
      </h2>
      <PagedResults
        state={list}
        empty={<EmptyState title={categoryId ? t('noProductsInCategory') : t('noRecommended')} />}
      >
        {(items) => <ProductGrid products={items} />}
      </PagedResults>
    </section>
  );
}
