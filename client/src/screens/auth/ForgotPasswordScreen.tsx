import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { toast } from '../../components/toast.ts';
import { sessionStore } from '../../session/store.ts';
import { AuthHeader } from './AuthHeader.tsx';
import { ResetPasswordMutation } from './operations.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { MIN_PASSWORD_LENGTH, MOBILE_PATTERN } from './rules.ts';
import { checkWith } from './validators.ts';
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
    navigate('/login', { replace: true });
  };

  return (
    <Page nav={{ title: t('common:titles.forgotPassword') }} className="auth-page">
      <AuthHeader title={t('auth:forgot.title')} subtitle={t('auth:forgot.subtitle')} />
      <Form
        form={form}
        name="forgot"
        layout="vertical"
        requiredMarkStyle="none"
        className="auth-form"
        onFinish={(values: ResetValues) => void onFinish(values)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy} disabled={busy} data-testid="forgot-submit">
            {t('auth:forgot.submit')}
          </Button>
        }
      >
        <Form.Item
          name="account"
          label={t('auth:fields.account')}
          rules={[checkWith((value) => (value.trim() ? null : t('common:validation.accountRequired')))]}
        >
          <Input placeholder={t('auth:fields.accountPlaceholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('auth:fields.mobile')}
          rules={[
            checkWith((value) => {
              if (!value.trim()) return t('auth:validation.mobileRequired');
              return MOBILE_PATTERN.test(value.trim()) ? null : t('common:validation.mobileInvalid');
            }),
          ]}
        >
          <Input type="tel" placeholder={t('auth:fields.registeredMobilePlaceholder')} autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('auth:fields.newPassword')}
          rules={[
            checkWith((value) => {
              if (!value) return t('common:validation.passwordRequired');
              return value.length >= MIN_PASSWORD_LENGTH ? null : t('common:validation.passwordTooShort');
            }),
          ]}
        >
          <PasswordInput placeholder={t('auth:fields.newPasswordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="newPasswordConfirmation"
          label={t('auth:fields.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            checkWith((value) => {
              if (!value) return t('auth:validation.confirmRequired');
              return value === form.getFieldValue('newPassword') ? null : t('common:validation.confirmMismatch');
            }),
          ]}
        >
          <PasswordInput placeholder={t('auth:fields.confirmPasswordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Page>
  );
}
