import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Form, Input, Picker, type PickerRef } from 'antd-mobile';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { toast } from '../../components/toast.ts';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import { AuthHeader } from './AuthHeader.tsx';
import { DIAL_CODES, dialCodeLabel } from './dialCodes.ts';
import { RegisterMutation } from './operations.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, MOBILE_PATTERN, USERNAME_PATTERN } from './rules.ts';
import { startSession } from './startSession.ts';
import { checkWith } from './validators.ts';
import './auth.css';

interface RegisterValues {
  username: string;
  nickname: string;
  email: string;
  dialRegion?: string[];
  mobile: string;
  password: string;
  passwordConfirmation: string;
}

/** Sign up: every field checked as the spec says before anything is sent; then signed in. */
export default function RegisterScreen() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [register] = useMutation(RegisterMutation);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();

  const tag = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].tag : 'en';
  const dialOptions = useMemo(
    () => DIAL_CODES.map((entry) => ({ label: dialCodeLabel(entry, tag), value: entry.region })),
    [tag],
  );

  const onFinish = async (values: RegisterValues) => {
    const region = values.dialRegion?.[0];
    const dialCode = DIAL_CODES.find((entry) => entry.region === region)?.code;
    setBusy(true);
    try {
      const { data } = await register({
        variables: {
          input: {
            username: values.username.trim(),
            nickname: values.nickname.trim(),
            email: values.email.trim(),
            mobile: values.mobile.trim(),
            password: values.password,
            passwordConfirmation: values.passwordConfirmation,
            ...(dialCode ? { dialCode } : {}),
          },
        },
      });
      if (!data) return;
      await startSession(client, data.register);
      toast.success(i18n.t('common:messages.registerSuccess'));
      navigate('/', { replace: true });
    } catch {
      // The error link has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page nav={{ title: t('common:titles.register') }} className="auth-page">
      <AuthHeader title={t('auth:register.title')} subtitle={t('auth:register.subtitle')} />
      <Form
        form={form}
        name="register"
        layout="vertical"
        requiredMarkStyle="none"
        className="auth-form"
        onFinish={(values: RegisterValues) => void onFinish(values)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy} disabled={busy} data-testid="register-submit">
            {t('auth:register.submit')}
          </Button>
        }
      >
        <Form.Item
          name="username"
          label={t('auth:fields.username')}
          rules={[
            checkWith((value) => {
              if (!value.trim()) return t('auth:validation.usernameRequired');
              return USERNAME_PATTERN.test(value.trim()) ? null : t('auth:validation.usernameInvalid');
            }),
          ]}
        >
          <Input placeholder={t('auth:fields.usernamePlaceholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('auth:fields.nickname')}
          rules={[checkWith((value) => (value.trim() ? null : t('auth:validation.nicknameRequired')))]}
        >
          <Input placeholder={t('auth:fields.nicknamePlaceholder')} autoComplete="nickname" clearable />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('auth:fields.email')}
          rules={[
            checkWith((value) => {
              if (!value.trim()) return t('auth:validation.emailRequired');
              return EMAIL_PATTERN.test(value.trim()) ? null : t('common:validation.emailInvalid');
            }),
          ]}
        >
          <Input type="email" placeholder={t('auth:fields.emailPlaceholder')} autoComplete="email" clearable />
        </Form.Item>
        <Form.Item
          name="dialRegion"
          label={t('auth:fields.dialCode')}
          trigger="onConfirm"
          arrow
          onClick={(_event, picker: RefObject<PickerRef>) => picker.current?.open()}
        >
          <Picker columns={[dialOptions]} confirmText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}>
            {(items) =>
              items[0]?.label ?? <span className="auth-placeholder">{t('auth:fields.dialCodePlaceholder')}</span>
            }
          </Picker>
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
          <Input type="tel" placeholder={t('auth:fields.mobilePlaceholder')} autoComplete="tel-national" clearable />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:fields.password')}
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
          name="passwordConfirmation"
          label={t('auth:fields.confirmPassword')}
          dependencies={['password']}
          rules={[
            checkWith((value) => {
              if (!value) return t('auth:validation.confirmRequired');
              return value === form.getFieldValue('password') ? null : t('common:validation.confirmMismatch');
            }),
          ]}
        >
          <PasswordInput placeholder={t('auth:fields.confirmPasswordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
      <div className="auth-links auth-links-center">
        <span>
          {t('auth:register.haveAccount')} <Link to="/login">{t('auth:register.login')}</Link>
        </span>
      </div>
    </Page>
  );
}
