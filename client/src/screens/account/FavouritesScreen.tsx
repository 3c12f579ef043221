import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { GoShoppingButton } from '../../components/GoShoppingButton.tsx';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { ShopCard } from '../../components/ShopCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { graphql } from '../../gql/index.ts';
import './account.css';

const PAGE_SIZE = 10;

const FollowedShopsQuery = graphql(`
  query FollowedShops($page: Int!, $limit: Int!) {
    followedShops(page: $page, limit: $limit) {
      items {
        id
        ...ShopCard_shop
      }
      total
      hasMore
    }
  }
`);

function FollowedShops() {
  const { t } = useTranslation('account');
  const list = usePagedQuery(FollowedShopsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.followedShops);
  return (
    <PagedResults
      state={list}
      skeleton={<PageSkeleton />}
      empty={<EmptyState title={t('favourites.noShops')} action={<GoShoppingButton />} />}
    >
      {(items) => (
        <div className="shop-list" data-testid="followed-shops">
          {items.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </div>
      )}
    </PagedResults>
  );
}

/**
 * The spec's "followed shops or favourites": the shops the buyer follows. Liked products
 * have one home, the wish list (/heart); the products tab that repeated it sends there.
 */
export default function FavouritesScreen() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  if (params.get('tab') === 'products') return <Navigate to="/heart" replace />;
  return (
    <Page nav={{ title: t('favourites.shops') }} className="account-page">
      <FollowedShops />
    </Page>
  );
}
