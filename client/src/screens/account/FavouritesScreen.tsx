import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { ShopCard } from '../../components/ShopCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
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
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const list = usePagedQuery(FollowedShopsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.followedShops);
  const page = list.data?.followedShops;
  if (!page) {
    return list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : <PageSkeleton />;
  }
  return (
    <PagedList
      hasMore={page.hasMore}
      loadMore={list.loadMore}
      onRefresh={list.refresh}
      isEmpty={page.items.length === 0}
      empty={
        <EmptyState
          title={t('favourites.noShops')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate('/home')}>
              {t('common:actions.goShopping')}
            </Button>
          }
        />
      }
    >
      <div className="shop-list" data-testid="followed-shops">
        {page.items.map((shop) => (
          <ShopCard key={shop.id} shop={shop} />
        ))}
      </div>
    </PagedList>
  );
}

function LikedProducts() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const list = usePagedQuery(LikedProductsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.likedProducts);
  const page = list.data?.likedProducts;
  if (!page) {
    return list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : <ProductGridSkeleton />;
  }
  return (
    <PagedList
      hasMore={page.hasMore}
      loadMore={list.loadMore}
      onRefresh={list.refresh}
      isEmpty={page.items.length === 0}
      empty={
        <EmptyState
          title={t('favourites.noProducts')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate('/home')}>
              {t('common:actions.goShopping')}
            </Button>
          }
        />
      }
    >
      <div className="favourites-grid" data-testid="liked-products">
        <ProductGrid products={page.items} />
      </div>
    </PagedList>
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
