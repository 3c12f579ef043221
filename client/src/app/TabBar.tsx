import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppOutline, CompassOutline, ShopbagOutline, UserOutline } from '../components/icons.tsx';
import { TABS, type TabKey } from './tabs.ts';

const ICONS: Record<TabKey, React.ReactNode> = {
  home: <AppOutline />,
  explore: <CompassOutline />,
  bag: <ShopbagOutline />,
  me: <UserOutline />,
};

/** The bottom tabs: Home, Explore, Bag, Me (links, so they also open in a new tab). */
export function TabBar() {
  const { t } = useTranslation();
  const location = useLocation();
  // On /filter no tab is active, so tapping Explore leads back to it.
  const active = TABS.find((tab) => location.pathname.startsWith(tab.path))?.path ?? '';
  return (
    <nav className="tab-bar" aria-label={t('appName')}>
      <div className="tab-bar-items">
        {TABS.map((tab) => (
          <Link
            key={tab.path}
            to={tab.path}
            className={`tab-bar-item${tab.path === active ? ' active' : ''}`}
            aria-current={tab.path === active ? 'page' : undefined}
            // The tab on screen stays as it is (no new navigation, no reload of its route).
            onClick={tab.path === active ? (event) => event.preventDefault() : undefined}
          >
            <span className="tab-bar-icon" aria-hidden="true">
              {ICONS[tab.key]}
            </span>
            <span className="tab-bar-title">{t(`tabs.${tab.key}`)}</span>
          </Link>
        ))}
      </div>
    </nav>
  );
}
