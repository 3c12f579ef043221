import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { HeartFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { GoShoppingButton } from '../../components/GoShoppingButton.tsx';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ProductGridSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { graphql } from '../../gql/index.ts';
import { LikedProductsQuery } from './operations.ts';
import './account.css';

const PAGE_SIZE = 10;

const UnlikeProductMutation = graphql(`
  mutation UnlikeProduct($input: SetProductLikedInput!) {
    setProductLiked(input: $input) {
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
  const list = usePagedQuery(LikedProductsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.likedProducts);
  const [setLiked] = useMutation(UnlikeProductMutation);

  const unlike = async (id: string) => {
    const unliked = { __typename: 'Product' as const, id, liked: false };
    try {
      await setLiked({
        variables: { input: { listingId: id, liked: false } },
        // Gone at once; back where it was if the answer is a failure.
        optimisticResponse: { setProductLiked: unliked },
        update(cache, { data }) {
          if (data?.setProductLiked.liked) return;
          // Gone from every loaded page of the list at once.
          cache.modify<{ likedProducts: ListPage }>({
            fields: {
              likedProducts(value, { readField }) {
                const existing = value as ListPage;
                const items = existing.items.filter((ref) => readField('id', ref as Reference) !== id);
                const removed = existing.items.length - items.length;
                return { ...existing, items, total: Math.max(0, existing.total - removed) };
              },
            },
          });
        },
      });
    } catch {
      // The error link showed why; the product stays in the list.
    }
  };

  const body = (
    <PagedResults
      state={list}
      skeleton={<ProductGridSkeleton />}
      empty={<EmptyState title={t('heart.empty')} description={t('heart.emptyHint')} action={<GoShoppingButton />} />}
    >
      {(items, page) => (
        <>
          <p className="list-summary muted">{t('heart.count', { count: page.total })}</p>
          <div className="product-grid" data-testid="wish-list">
            {items.map((product) => (
              <div className="wish-item" key={product.id}>
                <ProductCard product={product} />
                <button
                  type="button"
                  className="wish-unlike"
                  aria-label={t('heart.unlike')}
                  data-testid="unlike"
                  onClick={() => void unlike(product.id)}
                >
                  <HeartFill />
                </button>
              </div>
            ))}
          </div>
        </>
      )}
    </PagedResults>
  );

  return (
    <Page nav={{ title: t('common:titles.heart') }} className="account-page">
      {body}
    </Page>
  );
}
