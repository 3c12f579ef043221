import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { Chips, HotKeywords } from './KeywordChips.tsx';
import { SearchProductsQuery } from './operations.ts';
import { recentSearches, useRecentSearches } from './recentSearches.ts';
import { SearchHeader, searchPath } from './SearchHeader.tsx';
import '../../features/catalog/catalog.css';

export const SEARCH_PAGE_SIZE = 10;

/** Search: the keyword box, recent and popular searches, then the matching products. */
export default function SearchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('title')?.trim() ?? '';
  return (
    <Page nav={{ title: t('titles.search') }} className="search-page">
      <SearchHeader mode="products" keyword={keyword} />
      {keyword ? <ProductResults keyword={keyword} /> : <SearchSuggestions mode="products" />}
    </Page>
  );
}

/** Before a search: the buyer's recent searches (clearable) and the popular ones. */
export function SearchSuggestions({ mode }: { mode: 'products' | 'shops' }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const pick = (word: string) => {
    recentSearches.add(word);
    void navigate(searchPath(mode, word), { replace: true });
  };
  return (
    <>
      {recent.length > 0 && (
        <section className="section" aria-labelledby="recent-searches-title" data-testid="recent-searches">
          <h2 className="section-title" id="recent-searches-title">
            {t('recentSearches')}
            <button type="button" className="icon-button" aria-label={t('clearRecent')} onClick={recentSearches.clear}>
              <DeleteOutline />
            </button>
          </h2>
          <Chips words={recent} onPick={pick} />
        </section>
      )}
      <HotKeywords onPick={pick} />
    </>
  );
}

function ProductResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation(['catalog', 'common']);
  const results = usePagedQuery(
    SearchProductsQuery,
    { title: keyword, limit: SEARCH_PAGE_SIZE },
    (data) => data.searchProducts,
    { silent: true },
  );
  return (
    <div className="search-results" data-testid="search-results">
      <PagedResults
        state={results}
        empty={
          <EmptyState
            title={t('noProductsMatch', { keyword })}
            description={t('tryOtherWords')}
            action={
              <Link className="empty-link" to="/explore">
                {t('browseCategories')}
              </Link>
            }
          />
        }
      >
        {(items) => (
          <>
            <p className="result-count muted">{t('productCount', { count: results.page?.total ?? items.length })}</p>
            <ProductGrid products={items} />
          </>
        )}
      </PagedResults>
    </div>
  );
}
