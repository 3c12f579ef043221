import { DollarCircleOutline } from '../../components/icons.tsx';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, List } from 'antd-mobile';
import {
  BellOutline,
  CameraOutline,
  CheckCircleOutline,
  ClockCircleOutline,
  EditSOutline,
  EnvironmentOutline,
  FileOutline,
  GlobalOutline,
  HeartOutline,
  LockOutline,
  MessageOutline,
  QuestionCircleOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  TruckOutline,
  UndoOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { Price } from '../../components/Price.tsx';
import { toast } from '../../lib/toast.ts';
import { uploadImage } from '../../lib/upload.ts';
import { graphql } from '../../gql/index.ts';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { NicknameDialog } from './NicknameDialog.tsx';
import { UpdateProfileMutation } from './operations.ts';
import { useLogout } from './useLogout.ts';
import './account.css';

/** The merchant-entry link and the unread notifications, next to the shell's user query. */
const ProfileExtrasQuery = graphql(`
  query ProfileExtras {
    platform {
      merchantLink
    }
    notifications(page: 1, limit: 50) {
      items {
        id
        read
      }
      hasMore
    }
  }
`);

/** The order status shortcuts of the Me screen (values of spec section 4). */
const ORDER_SHORTCUTS = [
  { status: '0', key: 'unpaid', icon: <DollarCircleOutline /> },
  { status: '1', key: 'toShip', icon: <ClockCircleOutline /> },
  { status: '2', key: 'delivered', icon: <TruckOutline /> },
  { status: '3', key: 'received', icon: <CheckCircleOutline /> },
  { status: '-4', key: 'afterSale', icon: <UndoOutline /> },
] as const;

/** Me: the buyer, the wallet, the orders and every entry of the account. */
export default function ProfileScreen() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useQuery(CurrentUserQuery);
  const extras = useQuery(ProfileExtrasQuery, { context: { silent: true } });
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [uploading, setUploading] = useState(false);
  const [editingName, setEditingName] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const me = user.data?.me;
  const nav = { title: t('common:titles.profile'), noBack: true };

  if (!me) return <PendingPage nav={nav} query={user} />;

  const notices = extras.data?.notifications;
  const unread = notices?.items.filter((notice) => !notice.read).length ?? 0;
  const merchantLink = extras.data?.platform?.merchantLink;
  const language = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].name : '';

  const onAvatarChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const close = toast.loading(t('common:messages.loading'));
    try {
      const url = await uploadImage(file);
      await updateProfile({ variables: { input: { avatar: url } } });
      close();
      toast.success(t('common:messages.uploadSuccess'));
    } catch {
      // The upload helper or the error link already said what went wrong.
      close();
    } finally {
      setUploading(false);
    }
  };

  return (
    <Page nav={nav} className="account-page">
      <header className="profile-head">
        <button
          type="button"
          className="profile-avatar"
          aria-label={t('profile.changeAvatar')}
          data-testid="profile-avatar"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {me.avatar ? (
            <LazyImage src={me.avatar} alt={me.nickname} {...PICTURE.avatar} eager />
          ) : (
            <span className="profile-avatar-placeholder">
              <UserOutline />
            </span>
          )}
          <span className="profile-avatar-badge" aria-hidden="true">
            <CameraOutline />
          </span>
        </button>
        <input ref={fileInput} type="file" accept="image/*" hidden data-testid="avatar-input" onChange={(e) => void onAvatarChosen(e)} />
        <div className="profile-identity">
          {/* Named by what it shows and what it does: "Demo Buyer, Edit nickname". */}
          <button type="button" className="profile-name" onClick={() => setEditingName(true)}>
            <span data-testid="profile-nickname">{me.nickname}</span>
            <EditSOutline aria-hidden />
            <span className="visually-hidden">{t('profile.editNickname')}</span>
          </button>
          <p className="profile-id">{t('profile.userId', { id: me.id })}</p>
        </div>
      </header>

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

      <List className="section-list" mode="card">
        <List.Item prefix={<EnvironmentOutline />} onClick={() => navigate('/address')}>
          {t('profile.entries.addresses')}
        </List.Item>
        <List.Item prefix={<StarOutline />} onClick={() => navigate('/myFavourite')}>
          {t('profile.entries.favourites')}
        </List.Item>
        <List.Item prefix={<HeartOutline />} onClick={() => navigate('/heart')}>
          {t('profile.entries.wishList')}
        </List.Item>
        <List.Item prefix={<TeamOutline />} onClick={() => navigate('/mutualAid')}>
          {t('profile.entries.mutualAid')}
        </List.Item>
        <List.Item
          prefix={<BellOutline />}
          extra={unread > 0 ? <Badge content={notices?.hasMore && unread >= 50 ? '50+' : unread} data-testid="unread-badge" /> : null}
          onClick={() => navigate('/notification')}
        >
          {t('profile.entries.notifications')}
        </List.Item>
      </List>

      <List className="section-list" mode="card">
        <List.Item prefix={<GlobalOutline />} extra={language} onClick={() => navigate('/language')}>
          {t('profile.entries.language')}
        </List.Item>
        <List.Item prefix={<LockOutline />} onClick={() => navigate('/security')}>
          {t('profile.entries.security')}
        </List.Item>
        <List.Item prefix={<SetOutline />} onClick={() => navigate('/setting')}>
          {t('profile.entries.settings')}
        </List.Item>
      </List>

      <List className="section-list" mode="card">
        <List.Item prefix={<QuestionCircleOutline />} onClick={() => navigate('/helpAndSupport')}>
          {t('profile.entries.help')}
        </List.Item>
        <List.Item prefix={<FileOutline />} onClick={() => navigate('/law')}>
          {t('profile.entries.law')}
        </List.Item>
        <List.Item prefix={<MessageOutline />} onClick={() => navigate('/service')}>
          {t('profile.entries.service')}
        </List.Item>
        <List.Item prefix={<ShopbagOutline />} onClick={() => navigate('/platform')}>
          {t('profile.entries.platform')}
        </List.Item>
        {merchantLink && (
          <List.Item
            prefix={<ShopbagOutline />}
            onClick={() => window.open(merchantLink, '_blank', 'noopener,noreferrer')}
            description={t('profile.entries.merchantHint')}
          >
            {t('profile.entries.merchant')}
          </List.Item>
        )}
      </List>

      <div className="form-footer">
        <Button block shape="rounded" data-testid="logout" onClick={() => void logout()}>
          {t('logout.action')}
        </Button>
      </div>

      <NicknameDialog visible={editingName} current={me.nickname} onClose={() => setEditingName(false)} />
    </Page>
  );
}
