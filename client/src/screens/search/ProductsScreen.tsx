import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { CategoriesQuery, CategoryProductsQuery } from '../../features/categories/operations.ts';
import { useCategoryName } from '../../features/categories/useCategoryName.ts';
import { HotProductsQuery, SearchProductsQuery } from './operations.ts';
import '../../features/catalog/catalog.css';

const PRODUCTS_PAGE_SIZE = 10;

/**
 * A plain product list (`/products?category=&title=`): the products matching the
 * title (in the category when one is given), else the category's products,
 * else the hot products.
 */
export default function ProductsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('title')?.trim() ?? '';
  const category = params.get('category')?.trim() ?? '';
  const categories = useQuery(CategoriesQuery, { skip: !category, context: { silent: true } });
  const categoryName = useCategoryName();
  const chosen = categories.data?.categories?.find((entry) => entry.id === category);
  const heading = title || (chosen ? categoryName(chosen) : t('titles.products'));

  let list;
  if (title) list = <MatchingProducts title={title} categoryId={category || null} />;
  else if (category) list = <CategoryProducts categoryId={category} />;
  else list = <HotProducts />;

  return (
    <Page nav={{ title: heading }} className="products-page">
      <div className="products-list">{list}</div>
    </Page>
  );
}

function NoProducts() {
  const { t } = useTranslation('catalog');
  return <EmptyState title={t('noProducts')} />;
}

function MatchingProducts({ title, categoryId }: { title: string; categoryId: string | null }) {
  const { t } = useTranslation('catalog');
  const list = usePagedQuery(
    SearchProductsQuery,
    { title, categoryId, limit: PRODUCTS_PAGE_SIZE },
    (data) => data.searchProducts,
    { silent: true },
  );
  return (
    <PagedResults
      state={list}
      empty={<EmptyState title={t('noProductsMatch', { keyword: title })} description={t('tryOtherWords')} />}
    >
      {(items) => <ProductGrid products={items} />}
    </PagedResults>
  );
}

function CategoryProducts({ categoryId }: { categoryId: string }) {
  const list = usePagedQuery(
    CategoryProductsQuery,
    { categoryId, limit: PRODUCTS_PAGE_SIZE },
    (data) => data.categoryProducts,
    { silent: true },
  );
  return (
    <PagedResults state={list} empty={<NoProducts />}>
      {(items) => <ProductGrid products={items} />}
    </PagedResults>
  );
}

function HotProducts() {
  const list = usePagedQuery(HotProductsQuery, { limit: PRODUCTS_PAGE_SIZE }, (data) => data.hotProducts, {
    silent: true,
  });
  return (
    <PagedResults state={list} empty={<NoProducts />}>
      {(items) => <ProductGrid products={items} />}
    </PagedResults>
  );
}
