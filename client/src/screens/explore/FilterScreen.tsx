import { useQuery } from '@apollo/client/react';
import { SideBar } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { CategoriesQuery, CategoryProductsQuery } from '../../features/categories/operations.ts';
import { useCategoryName } from '../../features/categories/useCategoryName.ts';
import '../../features/catalog/catalog.css';

export const FILTER_PAGE_SIZE = 10;

/**
 * Filter (a cached tab root): the categories at the side, the chosen one's
 * products beside them. `?category=<id>` picks the category, also when the
 * screen is already mounted and shown again.
 */
export default function FilterScreen() {
  const { t } = useTranslation(['catalog', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const categoryName = useCategoryName();
  const { data, error, refetch } = useQuery(CategoriesQuery, {
    context: { silent: true },
    nextFetchPolicy: 'cache-first',
  });
  const [chosen, setChosen] = useState<string | null>(null);

  // Only this screen's own address counts: while hidden, the location is another screen's.
  const requested = location.pathname === '/filter' ? new URLSearchParams(location.search).get('category') : null;
  useEffect(() => {
    if (requested) setChosen(requested);
  }, [requested]);

  const categories = data?.categories ?? [];
  const current = categories.find((category) => category.id === chosen) ?? categories[0];

  let body;
  if (data && current) {
    body = (
      <div className="filter-layout">
        <SideBar
          className="filter-side"
          activeKey={current.id}
          onChange={(id) => {
            setChosen(id);
            void navigate(`/filter?category=${id}`, { replace: true });
          }}
        >
          {categories.map((category) => (
            <SideBar.Item key={category.id} title={categoryName(category)} />
          ))}
        </SideBar>
        <div className="filter-pane" data-testid="filter-pane">
          <CategoryPane key={current.id} categoryId={current.id} name={categoryName(current)} />
        </div>
      </div>
    );
  } else if (data) {
    body = <EmptyState title={t('noCategories')} />;
  } else if (error) {
    body = <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  } else {
    body = <PageSkeleton />;
  }

  return (
    <Page
      className="filter-page"
      nav={{
        title: t('common:titles.filter'),
        noBack: true,
        right: (
          <button
            type="button"
            className="icon-button"
            aria-label={t('common:titles.search')}
            onClick={() => navigate('/search')}
          >
            <SearchOutline />
          </button>
        ),
      }}
    >
      {body}
    </Page>
  );
}

function CategoryPane({ categoryId, name }: { categoryId: string; name: string }) {
  const { t } = useTranslation('catalog');
  const list = usePagedQuery(
    CategoryProductsQuery,
    { categoryId, limit: FILTER_PAGE_SIZE },
    (data) => data.categoryProducts,
    { silent: true },
  );
  return (
    <>
      <h2 className="filter-pane-title">
        {name}
        {list.page && <small className="muted">{t('productCount', { count: list.page.total })}</small>}
      </h2>
      <PagedResults state={list} empty={<EmptyState title={t('noProductsInCategory')} />}>
        {(items) => <ProductGrid products={items} />}
      </PagedResults>
    </>
  );
}
