import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GoShoppingButton } from '../../components/GoShoppingButton.tsx';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { ShopCard } from '../../components/ShopCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton, ProductGridSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { graphql } from '../../gql/index.ts';
import { LikedProductsQuery } from './operations.ts';
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

function LikedProducts() {
  const { t } = useTranslation('account');
  const list = usePagedQuery(LikedProductsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.likedProducts);
  return (
    <PagedResults
      state={list}
      skeleton={<ProductGridSkeleton />}
      empty={<EmptyState title={t('favourites.noProducts')} action={<GoShoppingButton />} />}
    >
      {(items) => (
        <div className="favourites-grid" data-testid="liked-products">
          <ProductGrid products={items} />
        </div>
      )}
    </PagedResults>
  );
}

/** Followed shops and liked products, each an endless list. */
export default function FavouritesScreen() {
  const { t } = useTranslation(['account', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'products' ? 'products' : 'shops';
  return (
    <Page nav={{ title: t('common:titles.myFavourite') }} className="account-page">
      <Tabs
        className="favourites-tabs"
        activeKey={tab}
        onChange={(key) => setParams(key === 'products' ? { tab: 'products' } : {}, { replace: true })}
      >
        <Tabs.Tab title={t('favourites.shops')} key="shops" destroyOnClose>
          <FollowedShops />
        </Tabs.Tab>
        <Tabs.Tab title={t('favourites.products')} key="products" destroyOnClose>
          <LikedProducts />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
