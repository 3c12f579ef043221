import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button } from 'antd-mobile';
import { HeartFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { ProductGridSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { graphql } from '../../gql/index.ts';
import { LikedProductsQuery } from './operations.ts';
import './account.css';

const PAGE_SIZE = 10;

const UnlikeProductMutation = graphql(`
  mutation UnlikeProduct($shopId: ID!, $productId: ID!) {
    toggleProductLike(shopId: $shopId, productId: $productId) {
      id
      liked
    }
  }
`);

interface ListPage {
  items: readonly unknown[];
  total: number;
}

/** The wish list: liked products, each with a heart that takes the like back. */
export default function HeartScreen() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const list = usePagedQuery(LikedProductsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.likedProducts);
  const page = list.data?.likedProducts;
  const [toggleLike, { loading }] = useMutation(UnlikeProductMutation);

  const unlike = async (id: string, shopId: string, productId: string) => {
    try {
      await toggleLike({
        variables: { shopId, productId },
        update(cache, { data }) {
          if (data?.toggleProductLike.liked) return;
          // Gone from every loaded page of the list at once.
          cache.modify({
            fields: {
              likedProducts(value, { readField }) {
                const existing = value as ListPage;
                const items = existing.items.filter((ref) => readField('id', ref as Reference) !== id);
                const removed = existing.items.length - items.length;
                return { ...existing, items, total: Math.max(0, existing.total - removed) } as typeof value;
              },
            },
          });
        },
      });
    } catch {
      // The error link showed why; the product stays in the list.
    }
  };

  let body;
  if (!page) {
    body = list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : <ProductGridSkeleton />;
  } else {
    body = (
      <PagedList
        hasMore={page.hasMore}
        loadMore={list.loadMore}
        onRefresh={list.refresh}
        isEmpty={page.items.length === 0}
        empty={
          <EmptyState
            title={t('heart.empty')}
            description={t('heart.emptyHint')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate('/home')}>
                {t('common:actions.goShopping')}
              </Button>
            }
          />
        }
      >
        <p className="list-summary muted">{t('heart.count', { count: page.total })}</p>
        <div className="product-grid" data-testid="wish-list">
          {page.items.map((product) => (
            <div className="wish-item" key={product.id}>
              <ProductCard product={product} />
              <button
                type="button"
                className="wish-unlike"
                aria-label={t('heart.unlike')}
                data-testid="unlike"
                disabled={loading}
                onClick={() => void unlike(product.id, product.shopId, product.productId)}
              >
                <HeartFill />
              </button>
            </div>
          ))}
        </div>
      </PagedList>
    );
  }

  return (
    <Page nav={{ title: t('common:titles.heart') }} className="account-page">
      {body}
    </Page>
  );
}
