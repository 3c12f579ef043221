import { Tabs } from 'antd-mobile';
import { FireFill, HistogramOutline, TeamOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { FollowedShopPicker, HotShopPicker } from './ShopPicker.tsx';
import { SupportBar } from './SupportBar.tsx';
import './mutualAid.css';

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
