import { Badge, Button } from 'antd-mobile';
import { CheckCircleOutline, ClockCircleOutline, TruckOutline, UndoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DollarCircleOutline } from '../../components/icons.tsx';
import { Price } from '../../components/Price.tsx';
import type { CurrentUserQuery } from '../../gql/graphql.ts';

type Me = NonNullable<CurrentUserQuery['me']>;

/** The order status shortcuts of the Me screen (values of spec section 4). */
const ORDER_SHORTCUTS = [
  { status: '0', key: 'unpaid', icon: <DollarCircleOutline /> },
  { status: '1', key: 'toShip', icon: <ClockCircleOutline /> },
  { status: '2', key: 'delivered', icon: <TruckOutline /> },
  { status: '3', key: 'received', icon: <CheckCircleOutline /> },
  { status: '-4', key: 'afterSale', icon: <UndoOutline /> },
] as const;

/** The wallet card: the balance (leading to its records), top up and withdraw. */
export function ProfileWallet({ me }: { me: Me }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  return (
    <section className="section wallet-card" aria-label={t('profile.wallet')}>
      <div className="wallet-card-balance">
        <span className="muted">{t('profile.balance')}</span>
        <Link to="/capitalRecord" className="wallet-card-amount" data-testid="profile-balance">
          <Price value={me.balance} />
        </Link>
      </div>
      <div className="wallet-card-actions">
        <Button size="small" color="primary" shape="rounded" onClick={() => navigate('/topUp')}>
          {t('profile.topUp')}
        </Button>
        <Button size="small" fill="outline" shape="rounded" onClick={() => navigate('/withDraw')}>
          {t('profile.withdraw')}
        </Button>
      </div>
    </section>
  );
}

/** My orders: the unpaid and unreceived counts, and a shortcut to each status. */
export function ProfileOrders({ me }: { me: Me }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <section className="section" aria-labelledby="profile-orders-title">
      <h2 className="section-title" id="profile-orders-title">
        {t('profile.myOrders')}
        <Link to="/order">{t('common:actions.viewAll')}</Link>
      </h2>
      <div className="profile-counters">
        <Link to="/myPurchases/0" data-testid="counter-unpaid">
          <strong>{me.unpaidOrderCount}</strong>
          <span className="muted">{t('profile.unpaidCount')}</span>
        </Link>
        <Link to="/myPurchases/1" data-testid="counter-unreceived">
          <strong>{me.unreceivedOrderCount}</strong>
          <span className="muted">{t('profile.unreceivedCount')}</span>
        </Link>
      </div>
      <nav className="order-shortcuts" aria-label={t('profile.myOrders')}>
        {ORDER_SHORTCUTS.map((shortcut) => (
          <Link key={shortcut.status} to={`/myPurchases/${shortcut.status}`} className="order-shortcut">
            <Badge content={shortcut.status === '0' && me.unpaidOrderCount > 0 ? me.unpaidOrderCount : null}>
              <span className="order-shortcut-icon">{shortcut.icon}</span>
            </Badge>
            <span>{t(`profile.orderStatus.${shortcut.key}`)}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}
