import { Badge, List } from 'antd-mobile';
import {
  BellOutline,
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
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';

interface ProfileEntriesProps {
  /** Unread notifications among the first page, and whether more pages follow. */
  unread: number;
  moreNotices: boolean;
  merchantLink: string | null | undefined;
}

/** Every entry of the account: the buyer's lists, the settings, help and the platform's pages. */
export function ProfileEntries({ unread, moreNotices, merchantLink }: ProfileEntriesProps) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const language = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].name : '';
  return (
    <>
      <List className="section-list" mode="card">
        <List.Item prefix={<EnvironmentOutline />} onClick={() => navigate('/address')}>
          {t('profile.entries.addresses')}
        </List.Item>
        <List.Item prefix={<StarOutline />} onClick={() => navigate('/myFavourite')}>
          {t('favourites.shops')}
        </List.Item>
        <List.Item prefix={<HeartOutline />} onClick={() => navigate('/heart')}>
          {t('profile.entries.wishList')}
        </List.Item>
        <List.Item prefix={<TeamOutline />} onClick={() => navigate('/mutualAid')}>
          {t('profile.entries.mutualAid')}
        </List.Item>
        <List.Item
          prefix={<BellOutline />}
          extra={
            unread > 0 ? (
              <Badge content={moreNotices && unread >= 50 ? '50+' : unread} data-testid="unread-badge" />
            ) : null
          }
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
    </>
  );
}
