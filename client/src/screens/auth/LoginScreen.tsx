import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { toast } from '../../lib/toast.ts';
import { AuthForm } from './AuthForm.tsx';
import { AccountItem } from './fields.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { LoginMutation } from './operations.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { redirectTarget } from '../../navigation/loginRedirect.ts';
import { startSession } from './startSession.ts';
import './auth.css';

interface LoginValues {
  account: string;
  password: string;
}

/** Sign in with an account (or email, or mobile) and a password; then on to `?redirect=` or home. */
export default function LoginScreen() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const client = useApolloClient();
  const [login] = useMutation(LoginMutation);
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: LoginValues) => {
    setBusy(true);
    try {
      const { data } = await login({ variables: { account: values.account.trim(), password: values.password } });
      if (!data) return;
      await startSession(client, data.login);
      toast.success(i18n.t('common:messages.loginSuccess'));
      void navigate(redirectTarget(redirect), { replace: true });
    } catch {
      // The error link has shown the server's message; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page nav={{ title: t('common:titles.login'), backUrl: '/home', right: <LanguagePicker /> }} className="auth-page">
      <AuthForm name="login" busy={busy} onFinish={onFinish}>
        <AccountItem />
        <Form.Item
          name="password"
          label={t('auth:fields.password')}
          rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
        >
          <PasswordInput placeholder={t('auth:fields.passwordPlaceholder')} />
        </Form.Item>
      </AuthForm>
      <div className="auth-links">
        <Link to="/forgotPassword">{t('auth:login.forgot')}</Link>
        <span>
          {t('auth:login.noAccount')}{' '}
          <Link to={`/register${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>
            {t('auth:login.register')}
          </Link>
        </span>
      </div>
    </Page>
  );
}
