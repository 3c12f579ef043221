import { useQuery } from '@apollo/client/react';
import { Radio, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { PagedResults, type PagedState } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import { getFragmentData } from '../../gql/index.ts';
import {
  ShopPickerPageFragment,
  ShopSupportQuery,
  SupportFollowedShopsQuery,
  SupportHotShopsQuery,
} from './operations.ts';

/** Its own page size, so these lists never share a cached page with Home's or the favourites'. */
const PAGE_SIZE = 20;

interface ShopRow {
  id: string;
  name: string;
  avatar: string;
}

/** A shop of the picker with the buyer's days of support and today's flag. */
function ShopOption({ shop }: { shop: ShopRow }) {
  const { t } = useTranslation(['mutualAid', 'common']);
  const support = useQuery(ShopSupportQuery, { variables: { shopId: shop.id }, context: { silent: true } });
  const figures = support.data?.shopSupport;
  return (
    <Radio value={shop.id} className="aid-shop" data-testid="aid-shop">
      <span className="aid-shop-row">
        <Picture className="aid-shop-avatar" src={shop.avatar} alt="" {...PICTURE.avatar} sizes="44px" />
        <span className="aid-shop-body">
          <span className="aid-shop-name" dir="auto">
            {shop.name}
          </span>
          <span className="aid-shop-meta muted">
            {figures ? t('days', { count: figures.days }) : support.error ? t('figuresUnavailable') : '…'}
          </span>
        </span>
        {figures?.supportedToday && (
          <Tag color="success" fill="outline" className="aid-shop-today">
            {t('supportedToday')}
          </Tag>
        )}
      </span>
    </Radio>
  );
}

interface PickerProps {
  value: string | null;
  onChange: (id: string) => void;
}

interface PickerPage {
  items: readonly ShopRow[];
  hasMore: boolean;
}

function ShopPicker({
  list,
  emptyTitle,
  value,
  onChange,
}: PickerProps & { list: PagedState<PickerPage>; emptyTitle: string }) {
  const { t } = useTranslation(['mutualAid', 'common']);
  return (
    <PagedResults state={list} skeleton={<PageSkeleton />} empty={<EmptyState title={emptyTitle} />}>
      {(items) => (
        <Radio.Group value={value} onChange={(id) => onChange(String(id))}>
          <div className="aid-shop-list" role="radiogroup" aria-label={t('chooseShop')}>
            {items.map((shop) => (
              <ShopOption key={shop.id} shop={shop} />
            ))}
          </div>
        </Radio.Group>
      )}
    </PagedResults>
  );
}

/** The platform's hot shops to choose from. */
export function HotShopPicker(props: PickerProps) {
  const { t } = useTranslation('mutualAid');
  const list = usePagedQuery(SupportHotShopsQuery, { page: 1, limit: PAGE_SIZE }, (data) =>
    getFragmentData(ShopPickerPageFragment, data.hotShops),
  );
  return <ShopPicker {...props} list={list} emptyTitle={t('noHotShops')} />;
}

/** The shops the buyer follows, to choose from. */
export function FollowedShopPicker(props: PickerProps) {
  const { t } = useTranslation('mutualAid');
  const list = usePagedQuery(SupportFollowedShopsQuery, { page: 1, limit: PAGE_SIZE }, (data) =>
    getFragmentData(ShopPickerPageFragment, data.followedShops),
  );
  return <ShopPicker {...props} list={list} emptyTitle={t('noFollowedShops')} />;
}
