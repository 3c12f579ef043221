import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { ShopCard, ShopCardFragment } from '../../components/ShopCard.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { getFragmentData } from '../../gql/index.ts';
import { HotKeywords } from './KeywordChips.tsx';
import { HotProductsQuery, HotShopsQuery } from './operations.ts';
import { recentSearches } from './recentSearches.ts';
import { SEARCH_MODES, searchPath, type SearchMode } from './SearchHeader.tsx';
import { SegmentedTabs } from './SegmentedTabs.tsx';
import { ShopListSkeleton } from './ShopListSkeleton.tsx';
import '../../features/catalog/catalog.css';

const POPULAR_PAGE_SIZE = 10;

/** Popular: the top keywords, then the hot products or the hot shops. */
export default function PopularScreen() {
  const { t } = useTranslation(['catalog', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: SearchMode = params.get('tab') === 'shops' ? 'shops' : 'products';
  return (
    <Page nav={{ title: t('common:titles.popular') }} className="popular-page">
      <HotKeywords
        onPick={(word) => {
          recentSearches.add(word);
          void navigate(searchPath('products', word));
        }}
      />
      <SegmentedTabs
        className="popular-tabs"
        options={SEARCH_MODES}
        value={tab}
        onChange={(option) => setParams(option === 'shops' ? { tab: option } : {}, { replace: true })}
        label={t('common:titles.popular')}
        title={(option) => (option === 'products' ? t('hotProducts') : t('hotShops'))}
      />
      {tab === 'products' ? <HotProducts /> : <HotShops />}
    </Page>
  );
}

function HotProducts() {
  const { t } = useTranslation('catalog');
  const list = usePagedQuery(HotProductsQuery, { limit: POPULAR_PAGE_SIZE }, (data) => data.hotProducts, {
    silent: true,
  });
  return (
    <PagedResults state={list} empty={<EmptyState title={t('noHotProducts')} />}>
      {(items) => <ProductGrid products={items} />}
    </PagedResults>
  );
}

function HotShops() {
  const { t } = useTranslation('catalog');
  const list = usePagedQuery(HotShopsQuery, { limit: POPULAR_PAGE_SIZE }, (data) => data.hotShops, {
    silent: true,
  });
  return (
    <PagedResults state={list} skeleton={<ShopListSkeleton />} empty={<EmptyState title={t('noHotShops')} />}>
      {(items) => (
        <div className="shop-list section-list">
          {items.map((shop) => (
            <ShopCard key={getFragmentData(ShopCardFragment, shop).id} shop={shop} />
          ))}
        </div>
      )}
    </PagedResults>
  );
}
