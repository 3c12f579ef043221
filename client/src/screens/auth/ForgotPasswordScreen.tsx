import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { toast } from '../../lib/toast.ts';
import { sessionStore } from '../../session/store.ts';
import { AuthForm } from './AuthForm.tsx';
import { ResetPasswordMutation } from './operations.ts';
import { AccountItem, MobileItem, NewPasswordItems } from './fields.tsx';
import './auth.css';

interface ResetValues {
  account: string;
  mobile: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** A forgotten password: the account and its mobile number prove who it is; then sign in again. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [reset] = useMutation(ResetPasswordMutation);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();

  const onFinish = async (values: ResetValues) => {
    setBusy(true);
    try {
      await reset({
        variables: {
          input: {
            account: values.account.trim(),
            mobile: values.mobile.trim(),
            newPassword: values.newPassword,
            newPasswordConfirmation: values.newPasswordConfirmation,
          },
        },
        // A reset is not made on behalf of a session (the spec's isToken=false).
        context: { isToken: false },
      });
    } catch {
      setBusy(false);
      return; // The error link has shown the server's message; the form keeps what was typed.
    }
    // Every session of that account has ended; this one is cleared too.
    if (sessionStore.getToken()) {
      sessionStore.clear();
      await client.clearStore().catch(() => undefined);
    }
    toast.success(t('common:messages.changeSuccess'));
    setBusy(false);
    void navigate('/login', { replace: true });
  };

  return (
    <Page nav={{ title: t('common:titles.forgotPassword') }} className="auth-page">
      <AuthForm name="forgot" form={form} busy={busy} onFinish={onFinish}>
        <AccountItem />
        <MobileItem placeholder={t('auth:fields.registeredMobilePlaceholder')} autoComplete="tel" />
        <NewPasswordItems form={form} name="newPassword" label={t('auth:fields.newPassword')} />
      </AuthForm>
    </Page>
  );
}
