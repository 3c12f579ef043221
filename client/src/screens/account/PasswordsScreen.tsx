import { useQuery } from '@apollo/client/react';
import { Button, Tag } from 'antd-mobile';
import { KeyOutline, LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { MIN_PASSWORD_LENGTH, MIN_PAYMENT_CODE_LENGTH } from '../../lib/validation.ts';
import './account.css';

/** The two secrets of an account, what each is for, and where to change it. */
export default function PasswordsScreen() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const user = useQuery(CurrentUserQuery);
  const me = user.data?.me;
  const nav = { title: t('common:titles.passwords') };

  if (!me) return <PendingPage nav={nav} query={user} />;

  return (
    <Page nav={nav} className="account-page">
      <article className="section secret-card">
        <h2 className="section-title">
          <span className="secret-card-title">
            <LockOutline /> {t('passwords.loginTitle')}
          </span>
        </h2>
        <p className="muted">{t('passwords.loginText')}</p>
        <p className="muted">{t('passwords.loginRule', { count: MIN_PASSWORD_LENGTH })}</p>
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => navigate('/changePassword')}>
          {t('security.changeLoginPassword')}
        </Button>
      </article>
      <article className="section secret-card">
        <h2 className="section-title">
          <span className="secret-card-title">
            <KeyOutline /> {t('passwords.payTitle')}
          </span>
          <Tag color={me.hasPaymentCode ? 'success' : 'warning'} fill="outline">
            {me.hasPaymentCode ? t('security.paymentCodeSet') : t('security.paymentCodeNotSet')}
          </Tag>
        </h2>
        <p className="muted">{t('passwords.payText')}</p>
        <p className="muted">{t('passwords.payRule', { count: MIN_PAYMENT_CODE_LENGTH })}</p>
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => navigate('/changePayPwd')}>
          {me.hasPaymentCode ? t('security.changePaymentCode') : t('security.setPaymentCode')}
        </Button>
      </article>
    </Page>
  );
}
