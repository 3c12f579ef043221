import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ShopCard, ShopCardFragment } from '../../components/ShopCard.tsx';
import { getFragmentData } from '../../gql/index.ts';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { ShopListSkeleton } from './ShopListSkeleton.tsx';
import { SearchShopsQuery } from './operations.ts';
import { SearchHeader } from './SearchHeader.tsx';
import { SearchSuggestions, SEARCH_PAGE_SIZE } from './SearchScreen.tsx';
import '../../features/catalog/catalog.css';

/** Shop search (`/searchs?title=…`): shops whose name matches. */
export default function ShopSearchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('title')?.trim() ?? '';
  return (
    <Page nav={{ title: t('titles.searchs') }} className="search-page">
      <SearchHeader mode="shops" keyword={keyword} />
      {keyword ? <ShopResults keyword={keyword} /> : <SearchSuggestions mode="shops" />}
    </Page>
  );
}

function ShopResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalog');
  const results = usePagedQuery(
    SearchShopsQuery,
    { title: keyword, limit: SEARCH_PAGE_SIZE },
    (data) => data.searchShops,
    { silent: true },
  );
  return (
    <div className="search-results" data-testid="search-results">
      <PagedResults
        state={results}
        skeleton={<ShopListSkeleton />}
        empty={<EmptyState title={t('noShopsMatch', { keyword })} description={t('tryOtherWords')} />}
      >
        {(items) => (
          <>
            <p className="result-count muted">{t('shopCount', { count: results.page?.total ?? items.length })}</p>
            <div className="shop-list">
              {items.map((shop) => (
                <ShopCard key={getFragmentData(ShopCardFragment, shop).id} shop={shop} />
              ))}
            </div>
          </>
        )}
      </PagedResults>
    </div>
  );
}
