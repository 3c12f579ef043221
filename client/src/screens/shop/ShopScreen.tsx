import { useMutation, useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { Skeleton, Tabs } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ProductGridSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { useToken } from '../../session/store.ts';
import { useCategoryName } from '../../features/categories/useCategoryName.ts';
import { ShopInfoQuery, ShopProductsQuery, SetShopFollowedMutation } from './operations.ts';
import { ShopHeader } from './ShopHeader.tsx';
import { useShopCategories } from './useShopCategories.ts';
import './shop.css';
import { currentPath, loginPath } from '../../navigation/loginRedirect.ts';

export const SHOP_PAGE_SIZE = 10;
const ALL = 'all';

/** `/shop/:id`: a shop's header, follow, and its products by category. */
export default function ShopScreen() {
  const { id } = useParams();
  return <ShopView key={id ?? ''} shopId={id} />;
}

function ShopView({ shopId }: { shopId: string | undefined }) {
  const { t } = useTranslation(['shop', 'common']);
  const navigate = useNavigate();
  const token = useToken();
  const categoryName = useCategoryName();
  const [category, setCategory] = useState(ALL);

  const info = useQuery(ShopInfoQuery, { variables: { id: shopId ?? '' }, skip: !shopId, context: { silent: true } });
  const variables = useMemo(
    () => ({ id: shopId ?? '', page: 1, limit: SHOP_PAGE_SIZE, ...(category === ALL ? {} : { categoryId: category }) }),
    [shopId, category],
  );
  // The products wait for the shop, so an unknown shop shows one error, not two.
  const products = usePagedQuery(ShopProductsQuery, variables, (data) => data.shop.products, { skip: !info.data });
  const [setFollowed, followState] = useMutation(SetShopFollowedMutation);
  const categories = useShopCategories(shopId ?? '', products.page !== undefined);

  const title = info.data?.shop.name ?? t('common:titles.shop');
  const serviceLink = shopId ? (
    <Link
      className="shop-nav-service"
      to={`/service?shop=${encodeURIComponent(shopId)}`}
      aria-label={t('customerService')}
    >
      <MessageOutline />
    </Link>
  ) : undefined;

  if (!shopId) return <ShopError title={title} />;
  const shop = info.data?.shop;
  if (!shop) {
    if (info.error) return <ShopError title={title} error={info.error} onRetry={() => void info.refetch()} />;
    return <ShopSkeleton title={title} />;
  }

  const onFollow = async () => {
    if (!token) {
      toast.info(t('common:messages.loginFirst'));
      void navigate(loginPath(currentPath()));
      return;
    }
    const followed = !shop.followed;
    const followers = Math.max(0, shop.followers + (followed ? 1 : -1));
    const answer = { __typename: 'Shop' as const, id: shop.id, followed, followers };
    try {
      // The state wanted, not a toggle: a retried request changes nothing. The button and the
      // count change at once; a failure puts them back (and the error link says why).
      await setFollowed({
        variables: { input: { shopId: shop.id, followed } },
        optimisticResponse: { setShopFollowed: answer },
      });
      toast.success(followed ? t('common:messages.followSuccess') : t('unfollowed'));
    } catch {
      // The error link has told the user.
    }
  };

  const onRefresh = async () => {
    try {
      await Promise.all([info.refetch(), products.refresh()]);
    } catch {
      // What is on screen stays; the error link has told the user about the list.
    }
  };

  const list = (
    <PagedResults
      state={products}
      onRefresh={onRefresh}
      empty={<EmptyState title={t('emptyProducts')} description={category === ALL ? '' : t('emptyProductsHint')} />}
      skeleton={<ProductGridSkeleton />}
    >
      {(items) => <ProductGrid products={items} />}
    </PagedResults>
  );

  return (
    <Page className="shop-page" nav={{ title, right: serviceLink }}>
      <ShopHeader shop={shop} following={followState.loading} onFollow={() => void onFollow()} />
      <div className="shop-tabs" role="navigation" aria-label={t('categoriesLabel')}>
        <Tabs activeKey={category} onChange={setCategory} stretch={false}>
          <Tabs.Tab key={ALL} title={t('all')} />
          {categories.map((entry) => (
            <Tabs.Tab key={entry.id} title={categoryName(entry)} />
          ))}
        </Tabs>
      </div>
      <div className="shop-products" data-testid="shop-products">
        {list}
      </div>
    </Page>
  );
}

function ShopSkeleton({ title }: { title: string }) {
  return (
    <Page nav={{ title }} className="shop-page">
      <div aria-busy="true" data-testid="shop-skeleton">
        <Skeleton animated className="shop-skeleton-banner" />
        <div className="section">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
        <ProductGridSkeleton />
      </div>
    </Page>
  );
}

/** An unknown shop (the server's message) or a failed load, with a retry and a way home. */
function ShopError(props: { title: string; error?: ErrorLike; onRetry?: () => void }) {
  const { t } = useTranslation('shop');
  return <NotFoundPage {...props} notFound={t('notFound')} backHome={t('backHome')} />;
}
