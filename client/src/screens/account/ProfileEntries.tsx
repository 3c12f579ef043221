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
import { LinkItem } from '../../components/LinkItem.tsx';
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
  const language = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].name : '';
  return (
    <>
      <List className="section-list" mode="card">
        <LinkItem to="/address" prefix={<EnvironmentOutline />}>
          {t('profile.entries.addresses')}
        </LinkItem>
        <LinkItem to="/myFavourite" prefix={<StarOutline />}>
          {t('favourites.shops')}
        </LinkItem>
        <LinkItem to="/heart" prefix={<HeartOutline />}>
          {t('profile.entries.wishList')}
        </LinkItem>
        <LinkItem to="/mutualAid" prefix={<TeamOutline />}>
          {t('profile.entries.mutualAid')}
        </LinkItem>
        <LinkItem
          to="/notification"
          prefix={<BellOutline />}
          extra={
            unread > 0 ? (
              <Badge content={moreNotices && unread >= 50 ? '50+' : unread} data-testid="unread-badge" />
            ) : null
          }
        >
          {t('profile.entries.notifications')}
        </LinkItem>
      </List>

      <List className="section-list" mode="card">
        <LinkItem to="/language" prefix={<GlobalOutline />} extra={language}>
          {t('profile.entries.language')}
        </LinkItem>
        <LinkItem to="/security" prefix={<LockOutline />}>
          {t('profile.entries.security')}
        </LinkItem>
        <LinkItem to="/setting" prefix={<SetOutline />}>
          {t('profile.entries.settings')}
        </LinkItem>
      </List>

      <List className="section-list" mode="card">
        <LinkItem to="/helpAndSupport" prefix={<QuestionCircleOutline />}>
          {t('profile.entries.help')}
        </LinkItem>
        <LinkItem to="/law" prefix={<FileOutline />}>
          {t('profile.entries.law')}
        </LinkItem>
        <LinkItem to="/service" prefix={<MessageOutline />}>
          {t('profile.entries.service')}
        </LinkItem>
        <LinkItem to="/platform" prefix={<ShopbagOutline />}>
          {t('profile.entries.platform')}
        </LinkItem>
        {merchantLink && (
          <LinkItem href={merchantLink} prefix={<ShopbagOutline />} description={t('profile.entries.merchantHint')}>
            {t('profile.entries.merchant')}
          </LinkItem>
        )}
      </List>
    </>
  );
}
