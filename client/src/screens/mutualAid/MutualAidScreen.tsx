import { useMutation, useQuery } from '@apollo/client/react';
import { Button, NoticeBar, Radio, Tabs, Tag } from 'antd-mobile';
import { FireFill, HistogramOutline, TeamOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { describeError } from '../../apollo/errorMessage.ts';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { Page } from '../../components/Page.tsx';
import { PagedResults, type PagedState } from '../../components/PagedResults.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import {
  ChosenShopSupportQuery,
  ShopSupportQuery,
  SupportFollowedShopsQuery,
  SupportHotShopsQuery,
  SupportShopMutation,
} from './operations.ts';
import './mutualAid.css';

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
        <LazyImage className="aid-shop-avatar" src={shop.avatar} alt="" {...PICTURE.avatar} />
        <span className="aid-shop-body">
          <span className="aid-shop-name" dir="auto">{shop.name}</span>
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

function ShopPicker({ list, emptyTitle, value, onChange }: PickerProps & { list: PagedState<PickerPage>; emptyTitle: string }) {
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

function HotShopPicker(props: PickerProps) {
  const { t } = useTranslation('mutualAid');
  const list = usePagedQuery(SupportHotShopsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.hotShops);
  return <ShopPicker {...props} list={list} emptyTitle={t('noHotShops')} />;
}

function FollowedShopPicker(props: PickerProps) {
  const { t } = useTranslation('mutualAid');
  const list = usePagedQuery(SupportFollowedShopsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.followedShops);
  return <ShopPicker {...props} list={list} emptyTitle={t('noFollowedShops')} />;
}

/** The chosen shop and the Support button, with the server's reason when it refused. */
function SupportBar({ shopId }: { shopId: string | null }) {
  const { t } = useTranslation(['mutualAid', 'common']);
  const { t: tCommon } = useTranslation();
  const chosen = useQuery(ChosenShopSupportQuery, {
    variables: { shopId: shopId ?? '' },
    skip: !shopId,
    context: { silent: true },
  });
  const [supportShop, { loading }] = useMutation(SupportShopMutation, { context: { silent: true } });
  const [refusal, setRefusal] = useState<{ shopId: string; message: string } | null>(null);
  const support = chosen.data?.shopSupport;
  const doneToday = Boolean(shopId && support?.supportedToday);

  const onSupport = async () => {
    if (!shopId) return;
    setRefusal(null);
    try {
      await supportShop({ variables: { shopId } });
      toast.success(t('common:messages.supportSuccess'));
    } catch (error) {
      setRefusal({ shopId, message: describeError(error as Error, tCommon).message });
      toast.fail(t('common:messages.supportFailed'));
    }
  };

  return (
    <div className="aid-bar">
      {refusal?.shopId === shopId && (
        <NoticeBar color="error" content={refusal.message} wrap data-testid="support-refusal" />
      )}
      <div className="aid-bar-row">
        <div className="aid-bar-shop" data-testid="chosen-shop">
          {!shopId ? (
            <span className="muted">{t('chooseShopFirst')}</span>
          ) : support ? (
            <>
              <strong>{support.shop.name}</strong>
              <span className="muted">
                {t('days', { count: support.days })}
                {support.supportedToday ? ` · ${t('supportedToday')}` : ''}
              </span>
            </>
          ) : (
            <span className="muted">{chosen.error ? describeError(chosen.error, tCommon).message : t('common:list.loading')}</span>
          )}
        </div>
        {/* Once a day per shop: after today's support the button says so instead of inviting a refusal. */}
        <Button
          color="primary"
          shape="rounded"
          disabled={!shopId || loading || doneToday}
          loading={loading}
          onClick={() => void onSupport()}
          data-testid="support-button"
        >
          {doneToday ? t('supportedToday') : t('support')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Mutual support: the buyer supports a shop once a day; the days add up and
 * bring the shop more visitors. Shops come from the hot list or the buyer's
 * followed shops; `?shop=` preselects one.
 */
export default function MutualAidScreen() {
  const { t } = useTranslation(['mutualAid', 'common']);
  const [params, setParams] = useSearchParams();
  const source = params.get('from') === 'followed' ? 'followed' : 'hot';
  const [shopId, setShopId] = useState<string | null>(params.get('shop'));

  return (
    <Page
      nav={{
        title: t('common:titles.mutualAid'),
        right: (
          <Link to="/mutualAidhHistroy" className="aid-history-link" data-testid="support-history-link">
            <HistogramOutline /> {t('history')}
          </Link>
        ),
      }}
      footer={<SupportBar shopId={shopId} />}
      className="aid-page"
    >
      <section className="aid-intro" aria-labelledby="aid-intro-title">
        <TeamOutline className="aid-intro-icon" aria-hidden="true" />
        <div>
          <h2 id="aid-intro-title">{t('introTitle')}</h2>
          <ul>
            <li>{t('introOnce')}</li>
            <li>{t('introDays')}</li>
            <li>
              <FireFill className="aid-fire" aria-hidden="true" /> {t('introTraffic')}
            </li>
          </ul>
        </div>
      </section>
      <Tabs
        className="aid-tabs"
        activeKey={source}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'followed') next.set('from', 'followed');
          else next.delete('from');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.Tab title={t('hotShops')} key="hot" destroyOnClose>
          <HotShopPicker value={shopId} onChange={setShopId} />
        </Tabs.Tab>
        <Tabs.Tab title={t('followedShops')} key="followed" destroyOnClose>
          <FollowedShopPicker value={shopId} onChange={setShopId} />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
