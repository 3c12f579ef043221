import { useQuery } from '@apollo/client/react';
import { List, Tag } from 'antd-mobile';
import { KeyOutline, LockOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LinkItem } from '../../components/LinkItem.tsx';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import './account.css';

/** Account security: the login password and the payment code. */
export default function SecurityScreen() {
  const { t } = useTranslation(['account', 'common']);
  const user = useQuery(CurrentUserQuery);
  const me = user.data?.me;
  const nav = { title: t('common:titles.security') };

  if (!me) return <PendingPage nav={nav} query={user} />;

  return (
    <Page nav={nav} className="account-page">
      <List mode="card" className="section-list">
        <LinkItem to="/changePassword" prefix={<LockOutline />} description={t('security.loginPasswordHint')}>
          {t('security.changeLoginPassword')}
        </LinkItem>
        <LinkItem
          to="/changePayPwd"
          prefix={<KeyOutline />}
          description={t('security.paymentCodeHint')}
          extra={
            <Tag color={me.hasPaymentCode ? 'success' : 'warning'} fill="outline" data-testid="pay-code-state">
              {me.hasPaymentCode ? t('security.paymentCodeSet') : t('security.paymentCodeNotSet')}
            </Tag>
          }
          data-testid="pay-code-entry"
        >
          {me.hasPaymentCode ? t('security.changePaymentCode') : t('security.setPaymentCode')}
        </LinkItem>
        <LinkItem to="/passwords" prefix={<UnorderedListOutline />}>
          {t('security.passwords')}
        </LinkItem>
      </List>
    </Page>
  );
}
