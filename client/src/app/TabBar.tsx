import { TabBar as AntTabBar } from 'antd-mobile';
import { AppOutline, CompassOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TABS, type TabKey } from './tabs.ts';

const ICONS: Record<TabKey, React.ReactNode> = {
  home: <AppOutline />,
  explore: <CompassOutline />,
  bag: <ShopbagOutline />,
  me: <UserOutline />,
};

/** The bottom tabs: Home, Explore, Bag, Me. */
export function TabBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // On /filter no tab is active, so tapping Explore leads back to it.
  const active = TABS.find((tab) => location.pathname.startsWith(tab.path))?.path ?? '';
  return (
    <nav className="tab-bar" aria-label={t('appName')}>
      <AntTabBar activeKey={active} onChange={(path) => navigate(path)} safeArea>
        {TABS.map((tab) => (
          <AntTabBar.Item key={tab.path} icon={ICONS[tab.key]} title={t(`tabs.${tab.key}`)} />
        ))}
      </AntTabBar>
    </nav>
  );
}
