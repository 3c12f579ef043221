import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { ShopCard, ShopCardFragment } from '../../components/ShopCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { usePagedList } from '../explore/usePagedList.ts';
import { getFragmentData } from '../../gql/index.ts';
import { PagedResults } from '../explore/PagedResults.tsx';
import { HotKeywords } from './KeywordChips.tsx';
import { HotProductsQuery, HotShopsQuery } from './operations.ts';
import { recentSearches } from './recentSearches.ts';
import { searchPath } from './SearchHeader.tsx';
import { ShopListSkeleton } from './ShopListSkeleton.tsx';
import '../explore/catalog.css';

const POPULAR_PAGE_SIZE = 10;
type PopularTab = 'products' | 'shops';

/** Popular: the top keywords, then the hot products or the hot shops. */
export default function PopularScreen() {
  const { t } = useTranslation(['catalog', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: PopularTab = params.get('tab') === 'shops' ? 'shops' : 'products';
  return (
    <Page nav={{ title: t('common:titles.popular') }} className="popular-page">
      <HotKeywords
        onPick={(word) => {
          recentSearches.add(word);
          navigate(searchPath('products', word));
        }}
      />
      <div className="segmented popular-tabs" role="tablist" aria-label={t('common:titles.popular')}>
        {(['products', 'shops'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={option === tab}
            className={option === tab ? 'active' : ''}
            onClick={() => setParams(option === 'shops' ? { tab: option } : {}, { replace: true })}
          >
            {option === 'products' ? t('hotProducts') : t('hotShops')}
          </button>
        ))}
      </div>
      {tab === 'products' ? <HotProducts /> : <HotShops />}
    </Page>
  );
}

function HotProducts() {
  const { t } = useTranslation('catalog');
  const list = usePagedList(HotProductsQuery, { limit: POPULAR_PAGE_SIZE }, (data) => data.hotProducts);
  return (
    <PagedResults state={list} empty={<EmptyState title={t('noHotProducts')} />}>
      {(items) => <ProductGrid products={items} />}
    </PagedResults>
  );
}

function HotShops() {
  const { t } = useTranslation('catalog');
  const list = usePagedList(HotShopsQuery, { limit: POPULAR_PAGE_SIZE }, (data) => data.hotShops);
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
