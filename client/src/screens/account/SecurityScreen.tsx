import { useQuery } from '@apollo/client/react';
import { List, Tag } from 'antd-mobile';
import { KeyOutline, LockOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import './account.css';

/** Account security: the login password and the payment code. */
export default function SecurityScreen() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const user = useQuery(CurrentUserQuery);
  const me = user.data?.me;
  const nav = { title: t('common:titles.security') };

  if (!me) return <PendingPage nav={nav} query={user} />;

  return (
    <Page nav={nav} className="account-page">
      <List mode="card" className="section-list">
        <List.Item
          prefix={<LockOutline />}
          description={t('security.loginPasswordHint')}
          onClick={() => navigate('/changePassword')}
        >
          {t('security.changeLoginPassword')}
        </List.Item>
        <List.Item
          prefix={<KeyOutline />}
          description={t('security.paymentCodeHint')}
          extra={
            <Tag color={me.hasPaymentCode ? 'success' : 'warning'} fill="outline" data-testid="pay-code-state">
              {me.hasPaymentCode ? t('security.paymentCodeSet') : t('security.paymentCodeNotSet')}
            </Tag>
          }
          onClick={() => navigate('/changePayPwd')}
          data-testid="pay-code-entry"
        >
          {me.hasPaymentCode ? t('security.changePaymentCode') : t('security.setPaymentCode')}
        </List.Item>
        <List.Item prefix={<UnorderedListOutline />} onClick={() => navigate('/passwords')}>
          {t('security.passwords')}
        </List.Item>
      </List>
    </Page>
  );
}
